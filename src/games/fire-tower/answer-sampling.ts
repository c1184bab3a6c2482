/**
 * One answer to a pending question drawn at random, for the random agent, without an action
 * made for every answer: the answers are counted and only the drawn one is built. Each draw
 * takes what picking from the family's list (answer-verbs.ts) takes with the same RNG state,
 * and draws nothing when the list is empty, so a game is the same whichever way it is played.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import { countHawkTargets, nthHawkTarget } from './after-placement.ts';
import { walkMask } from './board-masks.ts';
import type { Action } from './flow.ts';
import { gemAnswerVerb, gemTargets, hawkQuadrantSpaces, isOpponentsHawk } from './gems.ts';
import type { Cell } from './patterns.ts';
import { enemyHawkTargets } from './solo.ts';
import type { Question } from './state.ts';
import type { World } from './world.ts';

type GemsQuestion = Extract<Question, { type: 'gems' }>;
type HawkQuestion = Extract<Question, { type: 'hawk' }>;

const pickIndex = (rng: RngState, n: number): number => Math.floor(nextFloat(rng) * n);

/** A hawk from an opponent's quadrant is named only when the pile of hawks is empty. */
export function hawkPileEmpty(w: World, q: GemsQuestion): boolean {
  return q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.hawks.length;
}

/**
 * One answer of a `gems` question, as picking from gemAnswers' list would take it: the
 * frontier (next-to-fire) counted off its mask, the other rules' spaces listed as cells only;
 * with the hawk pile empty, each space then each opponent's hawk.
 */
export function sampleGemAnswer(w: World, q: GemsQuestion, rng: RngState): Action | null {
  const pid = q.player;
  if (q.rule === 'next-to-fire') {
    const mask = w.masks().frontier;
    const count = maskCount(w, mask);
    return count ? [pid, 'gem', nthInMask(w, mask, pickIndex(rng, count))!] : null;
  }
  const targets = gemTargets(w, q);
  if (hawkPileEmpty(w, q)) {
    const others = w.hawks.filter((h) => isOpponentsHawk(w, pid, h));
    const count = targets.length * others.length;
    if (!count) return null;
    const k = pickIndex(rng, count);
    return [pid, 'hawk', targets[Math.floor(k / others.length)]!, others[k % others.length]!];
  }
  return targets.length ? [pid, gemAnswerVerb(q.rule), targets[pickIndex(rng, targets.length)]!] : null;
}

/** Where a triggered hawk's gem goes, as picking from the hawk question's list would take it. */
export function sampleHawkAnswer(w: World, q: HawkQuestion, rng: RngState): Action | null {
  const pid = q.player;
  if (q.mine) {
    // Solo's enemy hawks: a rare question, its short list kept.
    const targets = enemyHawkTargets(w, q.from);
    return targets.length ? [pid, 'hawk-gem', targets[pickIndex(rng, targets.length)]!] : null;
  }
  const count = countHawkTargets(w, q.from);
  return count ? [pid, 'hawk-gem', nthHawkTarget(w, q.from, pickIndex(rng, count))!] : null;
}

/** The hawks in the player's own quadrant (as the flock's list takes them, in the order of `hawks`). */
export const ownHawks = (w: World, hawks: Cell[], pid: string): Cell[] => hawks.filter((h) => w.quadrantOwner(h)?.id === pid);

/**
 * One hawk move of the flock, as picking from its list (each own hawk, then each vacant space
 * of the own quadrant) would take it with the same draw: the vacant spaces counted, not listed.
 */
export function sampleHawkMove(w: World, hawks: Cell[], pid: string, rng: RngState): Action | null {
  const spaces = hawkQuadrantSpaces(w, pid, true);
  let free = 0;
  for (let i = 0; i < spaces.length; i++) if (w.isVacant(spaces[i]!)) free++;
  const mine = ownHawks(w, hawks, pid);
  const count = mine.length * free;
  if (!count) return null;
  const k = pickIndex(rng, count);
  let nth = k % free;
  for (let i = 0; i < spaces.length; i++) {
    if (w.isVacant(spaces[i]!) && nth-- === 0) return [pid, 'move-hawk', mine[Math.floor(k / free)]!, spaces[i]!];
  }
  return null;
}

/** How many spaces of the board `mask` holds (as `World.spaces` lists them). */
function maskCount(w: World, mask: Uint32Array): number {
  return walkMask(w.forest.cells, mask, -1) as number;
}

/** The nth space of `mask` in board order (null past the end). */
function nthInMask(w: World, mask: Uint32Array, nth: number): Cell | null {
  return walkMask(w.forest.cells, mask, nth) as Cell | null;
}
