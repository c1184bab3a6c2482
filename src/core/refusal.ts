/**
 * An action the rules refuse: names the rule (an item id) and says why. Shared by every
 * game's reducer, so `apply` answers `{ ok: false, rule, reason }` the same way everywhere.
 */
export class Refusal extends Error {
  readonly rule: string;
  readonly reason: string;
  constructor(rule: string, reason: string) {
    // A refusal is an answer, not a fault: legalActions meets thousands of them, so no stack
    // trace is captured (it was the single largest cost of trying candidate actions).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(reason);
    Error.stackTraceLimit = limit;
    this.rule = rule;
    this.reason = reason;
    this.name = 'Refusal';
  }
}
