/**
 * An action the rules refuse: names the rule (an item id) and says why. Shared by every
 * game's reducer, so `apply` answers `{ ok: false, rule, reason }` the same way everywhere.
 */
export class Refusal extends Error {
  readonly rule: string;
  private why: string | (() => string);
  /** `reason` may be given as a function: legal-move checks refuse thousands of candidates and never read why, so it is written only when asked. */
  constructor(rule: string, reason: string | (() => string)) {
    // A refusal is an answer, not a fault: legalActions meets thousands of them, so no stack
    // trace is captured (it was the single largest cost of trying candidate actions).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super();
    Error.stackTraceLimit = limit;
    this.rule = rule;
    this.why = reason;
    this.name = 'Refusal';
  }

  get reason(): string {
    if (typeof this.why !== 'string') this.why = this.why();
    return this.why;
  }
}

// The message is the reason, written when first read (an accessor: Error declares `message` as a field).
Object.defineProperty(Refusal.prototype, 'message', {
  get(this: Refusal) {
    return this.reason;
  },
});
