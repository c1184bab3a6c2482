/**
 * Answers kept by the values of a few facts, without building a key: each fact's values are
 * numbered (a value's digit) and the answers kept in nested arrays, one level per fact, so
 * finding one is a few array loads. Used by the compiled pricer (pricer.ts) and the price
 * floors legalActions skips verbs by (moves/table.ts).
 */

/** No value a fact reads (ValueDigits' last string before it has met one). */
const NO_STRING = Symbol('no string yet');

/** Past this many values of one fact, a question with a new one is not kept (a guard against unbounded facts, e.g. counts). */
const DIGIT_LIMIT = 256;

/** One fact's values met so far, numbered: booleans 0 and 1, the others from 2 in the order met. */
export class ValueDigits {
  private readonly others = new Map<unknown, number>();
  /** The string last found numbered already, and its digit: a fact is mostly asked for the same value many times in a row (the acting role). */
  private lastString: unknown = NO_STRING;
  private lastDigit = -1;

  /** The value's digit, or -1 when it cannot have one: an object (it may change), -0 (a Map takes it for 0), too many values. */
  digitOf(v: unknown): number {
    if (v === false) return 0;
    if (v === true) return 1;
    if (v === this.lastString) return this.lastDigit;
    const known = this.others.get(v);
    if (known !== undefined) {
      if (typeof v === 'string') {
        this.lastString = v;
        this.lastDigit = known;
      }
      return v === 0 && 1 / v < 0 ? -1 : known;
    }
    if ((v !== null && typeof v === 'object') || typeof v === 'function' || this.others.size >= DIGIT_LIMIT) return -1;
    if (v === 0 && 1 / v < 0) return -1;
    const digit = this.others.size + 2;
    this.others.set(v, digit);
    return digit;
  }
}

/** A level of kept answers: by one fact's digit, the next level, or the answer at the last. */
export type Level<T> = (Level<T> | T | undefined)[];

/** The level under `digit` of `level`, made when missing. */
export function levelUnder<T>(level: Level<T>, digit: number): Level<T> {
  let next = level[digit] as Level<T> | undefined;
  if (next === undefined) level[digit] = next = [];
  return next;
}
