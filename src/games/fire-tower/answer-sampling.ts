/**
 * One answer to a pending question drawn at random, for the random agent, without an action
 * made for every answer: the answers are counted and only the drawn one is built. Each draw
 * takes what picking from the family's list (answer-verbs.ts) takes with the same RNG state,
 * and draws nothing when the list is empty, so a game is the same whichever way it is played.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import { isHawkTarget } from './after-placement.ts';
import { bitsSet, clearAt, hasBit, nthBit, type CellMask } from './board-masks.ts';
import type { Action } from './flow.ts';
import { clearHawksAndLightning, gemAnswerVerb, gemTargetMask, gemTargets, hawkSpaceMask, isOpponentsHawk } from './gems.ts';
import type { Cell } from './patterns.ts';
import { hawkMoveEnds } from './shadow.ts';
import { enemyHawkTargets } from './solo.ts';
import type { Question } from './state.ts';
import type { World } from './world.ts';

type GemsQuestion = Extract<Question, { type: 'gems' }>;
type HawkQuestion = Extract<Question, { type: 'hawk' }>;
type ShadowHawkQuestion = Extract<Question, { type: 'shadow-hawk' }>;

const pickIndex = (rng: RngState, n: number): number => Math.floor(nextFloat(rng) * n);

/** A hawk from an opponent's quadrant is named only when the pile of hawks is empty. */
export function hawkPileEmpty(w: World, q: GemsQuestion): boolean {
  return q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.hawks.length;
}

/**
 * One answer of a `gems` question, as picking from gemAnswers' list would take it: the rules
 * gemTargetMask reads off the masks drawn from its bits (board order, as gemTargets lists
 * them), a removal from the fire list's waterable gems, a hawk from hawkSpaceMask's bits; with
 * the hawk pile empty, each space then each opponent's hawk.
 */
export function sampleGemAnswer(w: World, q: GemsQuestion, rng: RngState): Action | null {
  const pid = q.player;
  switch (q.rule) {
    case 'remove': {
      // gemTargets' list: the gems water reaches (removable, outside the tower areas), in the fire list's order.
      const count = findWaterableFire(w);
      return count ? [pid, 'remove', w.fire[found[pickIndex(rng, count)]!]!] : null;
    }
    case 'hawk':
      return hawkPileEmpty(w, q) ? sampleOpponentsHawk(w, q, rng) : sampleHawkSpace(w, pid, rng);
    case 'unhawk': {
      const targets = gemTargets(w, q);
      return targets.length ? [pid, 'remove-hawk', targets[pickIndex(rng, targets.length)]!] : null;
    }
    default: {
      const mask = gemTargetMask(w, q)!;
      const count = bitsSet(mask);
      return count ? [pid, gemAnswerVerb(q.rule), w.forest.cells[nthBit(mask, pickIndex(rng, count))]!] : null;
    }
  }
}

/**
 * The pile of hawks is empty: each space gemTargets lists (hawkSpaces': the vacant spaces of
 * the player's quadrants), then each opponent's hawk to take, found without a list of either.
 */
function sampleOpponentsHawk(w: World, q: GemsQuestion, rng: RngState): Action | null {
  const pid = q.player;
  const hawks = w.hawks;
  if (own.length < hawks.length) own = new Int32Array(hawks.length * 2);
  let others = 0;
  for (let i = 0; i < hawks.length; i++) if (isOpponentsHawk(w, pid, hawks[i]!)) own[others++] = i;
  const spaces = hawkSpaceMask(w, pid, false);
  const count = spaces === null ? 0 : bitsSet(spaces) * others;
  if (!count) return null;
  const k = pickIndex(rng, count);
  return [pid, 'hawk', w.forest.cells[nthBit(spaces!, Math.floor(k / others))]!, hawks[own[k % others]!]!];
}

/**
 * A hawk put on one of hawkSpaces' spaces (gemTargets' list for hawks, the hawk-setup
 * question's list), as picking from it would take it: drawn from hawkSpaceMask's bits.
 */
export function sampleHawkSpace(w: World, pid: string, rng: RngState): Action | null {
  const spaces = hawkSpaceMask(w, pid, false);
  const free = spaces === null ? 0 : bitsSet(spaces);
  return free ? [pid, 'hawk', w.forest.cells[nthBit(spaces!, pickIndex(rng, free))]!] : null;
}

/** Where a triggered hawk's gem goes, as picking from the hawk question's list would take it. */
export function sampleHawkAnswer(w: World, q: HawkQuestion, rng: RngState): Action | null {
  const pid = q.player;
  if (q.mine) {
    // Solo's enemy hawks: a rare question, its short list kept.
    const targets = enemyHawkTargets(w, q.from);
    return targets.length ? [pid, 'hawk-gem', targets[pickIndex(rng, targets.length)]!] : null;
  }
  const count = hawkTargetSpaces(w, q.from);
  return count ? [pid, 'hawk-gem', w.forest.cells[nthBit(scratch, pickIndex(rng, count))]!] : null;
}

/** A scratch mask of the board's spaces (hawkTargetSpaces' answer). */
let scratch = new Uint32Array(0);

/**
 * hawkTargets' list (the frontier's spaces isHawkTarget allows) as bits in `scratch`; how many.
 * A frontier space is empty and next to fire: it is refused only with a hawk or lightning on
 * it, or beside `from` with no fire but `from` beside it, so only those few spaces are asked.
 */
function hawkTargetSpaces(w: World, from: Cell): number {
  const frontier = w.masks().frontier;
  if (scratch.length !== frontier.length) scratch = new Uint32Array(frontier.length);
  const mask = scratch;
  mask.set(frontier);
  clearHawksAndLightning(w, mask);
  const r = from[0];
  const c = from[1];
  clearUnlessHawkTarget(w, mask, from, r - 1, c);
  clearUnlessHawkTarget(w, mask, from, r + 1, c);
  clearUnlessHawkTarget(w, mask, from, r, c - 1);
  clearUnlessHawkTarget(w, mask, from, r, c + 1);
  return bitsSet(mask);
}

function clearUnlessHawkTarget(w: World, mask: CellMask, from: Cell, r: number, c: number): void {
  const n = w.forest.size;
  if (r < 0 || c < 0 || r >= n || c >= n || !hasBit(mask, r * n + c)) return;
  if (!isHawkTarget(w, from, [r, c])) clearAt(mask, n, r, c);
}

/** Places in the fire list of the gems water reaches, into `found`; how many. */
function findWaterableFire(w: World): number {
  const fire = w.fire;
  const waterable = w.masks().waterable;
  const n = w.forest.size;
  if (found.length < fire.length) found = new Int32Array(Math.max(fire.length, w.forest.cells.length));
  let count = 0;
  for (let i = 0; i < fire.length; i++) if (hasBit(waterable, fire[i]![0] * n + fire[i]![1])) found[count++] = i;
  return count;
}

/** Places in the fire list of the gems findWaterableFire last found. */
let found = new Int32Array(0);

/** The hawks in the player's own quadrant (as the flock's list takes them, in the order of the hawks list). */
export const ownHawks = (w: World, pid: string): Cell[] => w.hawks.filter((h) => w.quadrantOwner(h)?.id === pid);

/**
 * One hawk move of the flock, as picking from its list (each own hawk, then each vacant space
 * of the own quadrant) would take it with the same draw: the vacant spaces counted, not listed.
 */
export function sampleHawkMove(w: World, pid: string, rng: RngState): Action | null {
  const mine = findOwnHawks(w, pid);
  if (!mine) return null;
  const spaces = hawkSpaceMask(w, pid, true);
  const free = spaces === null ? 0 : bitsSet(spaces);
  if (!free) return null;
  const k = pickIndex(rng, mine * free);
  return [pid, 'move-hawk', w.hawks[own[Math.floor(k / free)]!]!, w.forest.cells[nthBit(spaces!, k % free)]!];
}

/** Places in the hawks list of the hawks findOwnHawks (or sampleOpponentsHawk) last found, with no list made. */
let own = new Int32Array(0);

function findOwnHawks(w: World, pid: string): number {
  const hawks = w.hawks;
  if (own.length < hawks.length) own = new Int32Array(hawks.length * 2);
  let count = 0;
  for (let i = 0; i < hawks.length; i++) if (w.quadrantOwner(hawks[i]!)?.id === pid) own[count++] = i;
  return count;
}

/**
 * The Shadow's hawk carrying a gem, as picking from hawkMoves' list (each gem, then each space
 * next to fire other than that gem) would take it with the same draw. A space is next to fire
 * other than gem g unless g is its only fire neighbour: so each gem's moves are every space
 * with fire beside it less those whose lone fire neighbour it is, counted without a pair made.
 */
export function sampleShadowHawkMove(w: World, q: ShadowHawkQuestion, rng: RngState): Action | null {
  const ends = hawkMoveEnds(w, q.hawk);
  if (!ends) return null;
  const { gems, to } = ends;
  const open = findLoneFire(w, to);
  let count = 0;
  for (let i = 0; i < gems.length; i++) count += open - loneOf[spaceIndex(w, gems[i]!)]!;
  let drawn: Action | null = null;
  if (count) {
    let k = pickIndex(rng, count);
    for (let i = 0; i < gems.length && !drawn; i++) {
      const g = spaceIndex(w, gems[i]!);
      const moves = open - loneOf[g]!;
      if (k >= moves) k -= moves;
      else drawn = [q.player, 'move-gem', gems[i]!, to[nthMoveOf(g, to.length, k)]!];
    }
  }
  for (let i = 0; i < to.length; i++) if (lone[i]! >= 0) loneOf[lone[i]!] = 0;
  return drawn;
}

const spaceIndex = (w: World, c: Cell): number => c[0] * w.forest.size + c[1];

/** Per target (findLoneFire's list): its lone fire neighbour's space index, MANY with two or more, NONE with none. */
let lone = new Int32Array(0);
/** Per space of the board: how many targets have it as their lone fire neighbour (zeroed after each draw). */
let loneOf = new Int32Array(0);
const MANY = -1;
const NONE = -2;

/** Fills `lone` for `to` and counts into `loneOf`; how many of `to` have fire beside them. */
function findLoneFire(w: World, to: readonly Cell[]): number {
  const n = w.forest.size;
  const fire = w.masks().fire;
  if (lone.length < to.length) lone = new Int32Array(to.length);
  if (loneOf.length < n * n) loneOf = new Int32Array(n * n);
  let open = 0;
  for (let i = 0; i < to.length; i++) {
    const r = to[i]![0];
    const c = to[i]![1];
    let found = NONE;
    for (let d = 0; d < 4 && found !== MANY; d++) {
      const nr = d === 0 ? r - 1 : d === 1 ? r + 1 : r;
      const nc = d === 2 ? c - 1 : d === 3 ? c + 1 : c;
      if (nr < 0 || nc < 0 || nr >= n || nc >= n || !hasBit(fire, nr * n + nc)) continue;
      found = found === NONE ? nr * n + nc : MANY;
    }
    lone[i] = found;
    if (found !== NONE) open++;
    if (found >= 0) loneOf[found]!++;
  }
  return open;
}

/** The position in the target list of gem `g`'s kth move. */
function nthMoveOf(g: number, targets: number, k: number): number {
  for (let i = 0; i < targets; i++) {
    const at = lone[i]!;
    if ((at === MANY || (at >= 0 && at !== g)) && k-- === 0) return i;
  }
  return -1;
}
