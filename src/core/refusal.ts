/**
 * An action the rules refuse: names the rule (an item id) and says why. Shared by every
 * game's reducer, so `apply` answers `{ ok: false, rule, reason }` the same way everywhere.
 *
 * A refusal is an answer, not a fault: legal-move checks return one for each of thousands
 * of refused candidates and read only its rule, if anything. So it is a plain value of two
 * fields — never built by the Error constructor (which captures a stack and was the largest
 * single cost of checking candidates) — and its text is written only when first read.
 * It is still thrown by `apply`'s reducers, so it inherits Error's prototype (below):
 * `instanceof Error`, `message` and `toString` behave as for any error.
 */
export class Refusal {
  readonly rule: string;
  private why: string | (() => string);
  /** `reason` may be given as a function: legal-move checks refuse thousands of candidates and never read why, so it is written only when asked. */
  constructor(rule: string, reason: string | (() => string)) {
    this.rule = rule;
    this.why = reason;
  }

  get reason(): string {
    if (typeof this.why !== 'string') this.why = this.why();
    return this.why;
  }

  get message(): string {
    return this.reason;
  }

  get name(): string {
    return 'Refusal';
  }
}

// Thrown refusals still look like errors to code that catches them (`instanceof Error`, `String(e)`).
Object.setPrototypeOf(Refusal.prototype, Error.prototype);
