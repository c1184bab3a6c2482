/**
 * The library API under fire, for both games: random legal games on every preset with
 * malformed actions interleaved (arbitrary values, wrong types, NaN, floats, cycles, deep
 * nesting, huge arrays, legal actions with one argument poisoned). Properties checked at
 * every step: `apply` never throws; a malformed action is refused and leaves the game as it
 * was; the invariants hold; a legal action exists until the game is over. At a random step
 * the game is saved and restored, and the restored copy must play on byte for byte like
 * the original; replaying the same seed and actions must give the same game.
 *
 * `npm test` runs it small (tests/properties/*.test.ts); `npm run fuzz` runs the same code
 * long and prints the figures (bench/fuzz.ts).
 */
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { nextFloat, seedRng, type RngState } from '../../src/core/rng.ts';
import { preview } from '../../src/core/action-shape.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';

export type Action = [string, string, ...unknown[]];
type Applied<G> = { ok: true; game: G } | { ok: false; rule: string; reason: string };

/** What the fuzzer needs of a game's library API. */
export interface Subject<G> {
  game: string;
  create(preset: string, seed: number, players: number): G;
  /** Player counts the preset seats. */
  players(preset: string): number[];
  /** A random legal action, or null when there is none. */
  legal(g: G, rng: RngState): Action | null;
  apply(g: G, a: unknown): Applied<G>;
  toJSON(g: G): unknown;
  fromJSON(json: unknown): G;
  over(g: G): boolean;
  /** The acting player's id (malformed actions are mostly sent in their name). */
  actor(g: G): string;
  verbs: readonly string[];
  invariants(g: G): string[];
}

export interface Figures {
  games: number;
  applies: number;
  legalApplies: number;
  refusals: number;
  malformed: number;
  throws: number;
  roundTrips: number;
  replays: number;
  failures: string[];
}

export const newFigures = (): Figures => ({ games: 0, applies: 0, legalApplies: 0, refusals: 0, malformed: 0, throws: 0, roundTrips: 0, replays: 0, failures: [] });

export function presetsOf(game: string): string[] {
  return readdirSync(join(PROJECT_RULES, game, 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();
}

// ---- malformed actions ------------------------------------------------------------------------

function cyclicArray(): unknown[] {
  const a: unknown[] = [1];
  a.push(a);
  return a;
}

function cyclicObject(): Record<string, unknown> {
  const o: Record<string, unknown> = { cells: [[1, 1]] };
  o.self = o;
  return o;
}

function deep(n: number): unknown {
  let v: unknown = [1, 2];
  for (let i = 0; i < n; i++) v = [v];
  return v;
}

/** Values no argument of any verb accepts. */
const POISONS: (() => unknown)[] = [
  () => Number.NaN, () => Infinity, () => -Infinity, () => 0.5, () => -1.5, () => null,
  cyclicArray, cyclicObject, () => deep(5000), () => new Array(100_000).fill(0), () => 'x'.repeat(1000),
  () => [0.5, 1], () => [Number.NaN, 2], () => [-1, -1], () => [1e9, 3], () => ({ evil: 1 }), () => [[0, 0.5]], () => Object.create({ cells: [[1, 1]] }),
];

/** How a malformed action is made: from a legal one with a poisoned part, or from nothing. */
export interface Malformed {
  /** The step (index into the game's legal moves) before which it is sent. */
  step: number;
  how: 'poison-arg' | 'poison-head' | 'top' | 'junk-args' | 'unknown-verb' | 'extra-args';
  index: number;
  poison: number;
  junk: unknown;
}

export const malformedArb = (maxStep: number): fc.Arbitrary<Malformed> => fc.record({
  step: fc.nat(maxStep),
  how: fc.constantFrom('poison-arg', 'poison-head', 'top', 'junk-args', 'unknown-verb', 'extra-args'),
  index: fc.nat(5),
  poison: fc.nat(POISONS.length - 1),
  junk: fc.anything({ maxDepth: 3, withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true, withTypedArray: true, withDate: true }),
});

/** The malformed action, and whether it must be refused (junk may happen to be legal). */
function makeMalformed<G>(m: Malformed, legal: Action | null, subject: Subject<G>, g: G): { action: unknown; mustRefuse: boolean } {
  const poison = POISONS[m.poison]!();
  const actor = subject.actor(g);
  const base: Action = legal ?? [actor, subject.verbs[m.index % subject.verbs.length]!];
  switch (m.how) {
    case 'poison-arg': {
      const i = 2 + (base.length > 2 ? m.index % (base.length - 2) : 0);
      const a = [...base];
      a[i] = poison;
      return { action: a, mustRefuse: true };
    }
    case 'poison-head': {
      const a = [...base];
      a[m.index % 2] = poison;
      return { action: a, mustRefuse: true };
    }
    case 'top':
      return { action: m.index % 3 === 0 ? poison : m.index % 3 === 1 ? m.junk : [actor], mustRefuse: m.index % 3 !== 1 || !Array.isArray(m.junk) };
    case 'junk-args':
      return { action: [actor, subject.verbs[m.index % subject.verbs.length]!, m.junk, ...(m.index % 2 ? [m.junk] : [])], mustRefuse: false };
    case 'unknown-verb':
      return { action: [actor, `no-such-${String(m.index)}`, ...base.slice(2)], mustRefuse: true };
    case 'extra-args':
      // Eight arguments is more than any verb takes.
      return { action: [...base, ...Array.from({ length: 8 }, () => poison)], mustRefuse: true };
  }
}

// ---- one game ---------------------------------------------------------------------------------

export interface GameCase {
  preset: string;
  seed: number;
  players: number;
  maxSteps: number;
  /** The step at which the game is saved and restored (beyond maxSteps: never). */
  saveAt: number;
  malformed: Malformed[];
}

function safeApply<G>(subject: Subject<G>, g: G, a: unknown, f: Figures, where: string): Applied<G> | null {
  f.applies++;
  try {
    const r = subject.apply(g, a);
    if (!r.ok) f.refusals++;
    return r;
  } catch (e) {
    f.throws++;
    f.failures.push(`${where}: apply threw on ${preview(a)}: ${(e as Error).stack?.split('\n').slice(0, 4).join(' | ')}`);
    return null;
  }
}

/** Play one fuzzed game; every broken property goes to `f.failures` with what reproduces it. */
export function fuzzGame<G>(subject: Subject<G>, c: GameCase, f: Figures): void {
  const where = (step: number) => `${subject.game} ${c.preset} players ${c.players} seed ${c.seed} step ${step}`;
  const fail = (step: number, what: string): void => {
    f.failures.push(`${where(step)}: ${what}`);
  };
  f.games++;
  let g = subject.create(c.preset, c.seed, c.players);
  const rng = seedRng(c.seed ^ 0x5eed);
  const actions: Action[] = [];
  let restored: G | null = null;
  const bySteps = [...c.malformed].sort((a, b) => a.step - b.step);
  for (let step = 0; step < c.maxSteps && !subject.over(g); step++) {
    if (step === c.saveAt) restored = roundTrip(subject, g, f, (what) => fail(step, what));
    const legal = subject.legal(g, rng);
    if (!legal) return fail(step, `no legal action, and the game is not over (state: ${preview(subject.toJSON(g))})`);
    while (bySteps.length && bySteps[0]!.step <= step) {
      const m = bySteps.shift()!;
      const bad = makeMalformed(m, legal, subject, g);
      const before = fingerprint(subject, g);
      const r = safeApply(subject, g, bad.action, f, where(step));
      f.malformed++;
      if (r?.ok && bad.mustRefuse) fail(step, `malformed action accepted: ${preview(bad.action)}`);
      if (fingerprint(subject, g) !== before) fail(step, `apply changed the game it was given (${preview(bad.action)})`);
    }
    const r = safeApply(subject, g, legal, f, where(step));
    if (!r) return;
    if (!r.ok) return fail(step, `a legal action was refused: ${preview(legal)} → ${r.rule}: ${r.reason}`);
    f.legalApplies++;
    g = r.game;
    actions.push(legal);
    if (restored) {
      const rr: Applied<G> | null = safeApply(subject, restored, legal, f, `${where(step)} (restored copy)`);
      if (!rr?.ok) return fail(step, `the restored game refused ${preview(legal)}${rr && !rr.ok ? `: ${rr.rule}: ${rr.reason}` : ''}`);
      restored = rr.game;
    }
    for (const p of subject.invariants(g)) fail(step, p);
    if (f.failures.length > 50) return;
  }
  const final = JSON.stringify(subject.toJSON(g));
  if (restored && JSON.stringify(subject.toJSON(restored)) !== final) fail(actions.length, `saved at step ${c.saveAt} and restored, the game played on differently: ${firstDifference(JSON.stringify(subject.toJSON(restored)), final)}`);
  replay(subject, c, actions, final, f, (what) => fail(actions.length, what));
}

/** The game's JSON but for its log, which only ever grows into new arrays (cheap enough to take per malformed action). */
function fingerprint<G>(subject: Subject<G>, g: G): string {
  const s = subject.toJSON(g) as { log: unknown[] };
  return JSON.stringify({ ...s, log: s.log.length });
}

function roundTrip<G>(subject: Subject<G>, g: G, f: Figures, fail: (what: string) => void): G | null {
  const text = JSON.stringify(subject.toJSON(g));
  f.roundTrips++;
  try {
    const back = subject.fromJSON(JSON.parse(text));
    const again = JSON.stringify(subject.toJSON(back));
    if (again !== text) fail(`fromJSON(toJSON(g)) differs: ${firstDifference(again, text)}`);
    return back;
  } catch (e) {
    fail(`fromJSON refused toJSON's own output: ${(e as Error).message.slice(0, 500)}`);
    return null;
  }
}

/** Same seed, same actions: the same game. */
function replay<G>(subject: Subject<G>, c: GameCase, actions: Action[], final: string, f: Figures, fail: (what: string) => void): void {
  f.replays++;
  let g = subject.create(c.preset, c.seed, c.players);
  for (const a of actions) {
    f.applies++;
    const r = subject.apply(g, a);
    if (!r.ok) return fail(`replay refused ${preview(a)}: ${r.rule}`);
    g = r.game;
  }
  const again = JSON.stringify(subject.toJSON(g));
  if (again !== final) fail(`replaying the same seed and actions gave another game: ${firstDifference(again, final)}`);
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: …${a.slice(Math.max(0, i - 80), i + 80)}… vs …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

export const pick = <T>(rng: RngState, list: readonly T[]): T => list[Math.floor(nextFloat(rng) * list.length)]!;

/** The fast-check property over one game's presets: cases drawn, each game fuzzed. */
export function gameProperty<G>(subject: Subject<G>, presets: string[], maxSteps: number, f: Figures, malformedPerGame: number): fc.IPropertyWithHooks<[string, number, number, number, Malformed[]]> {
  return fc.property(
    // Saves and malformed actions come early enough that most games reach them.
    fc.constantFrom(...presets), fc.nat(1_000_000), fc.nat(5), fc.nat(Math.min(maxSteps, 60)), fc.array(malformedArb(Math.min(maxSteps, 100)), { minLength: Math.floor(malformedPerGame / 2), maxLength: malformedPerGame }),
    (preset, seed, playerPick, saveAt, malformed) => {
      const counts = subject.players(preset);
      fuzzGame(subject, { preset, seed, players: counts[playerPick % counts.length]!, maxSteps, saveAt, malformed }, f);
    },
  );
}
