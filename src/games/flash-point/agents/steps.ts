/**
 * From a planned step to an action the rules allow now: the agent never builds an action
 * of its own, it finds the matching one among `legalActions(game)` (undefined when the
 * step is not legal now, so the caller falls back to something else).
 */
import { sameSpace, SIDES, type Space } from '../board.ts';
import { floorOf } from '../board-format.ts';
import type { Action } from '../game.ts';
import type { World } from '../world.ts';
import { STAIRS, type CostModel } from './paths.ts';
import { EdgeState, edgeState } from './terrain.ts';

/** The legal action with this verb whose first argument is `arg` (a side, a word, or a space), if any. */
export function findAction(legal: readonly Action[], verb: string, arg?: unknown): Action | undefined {
  for (const a of legal) {
    if (a[1] !== verb) continue;
    if (arg === undefined) return a;
    const first = a[2];
    if (Array.isArray(arg) ? Array.isArray(first) && sameSpace(first as Space, arg as Space) : first === arg) return a;
  }
  return undefined;
}

/** Every legal action with this verb. */
export function actionsOf(legal: readonly Action[], verb: string): Action[] {
  return legal.filter((a) => a[1] === verb);
}

/**
 * The action that makes a step from space number `from` to `to` (the way Paths recorded):
 * open what is shut on the way, put out the fire ahead when burdened (carrying or leading
 * may not enter fire), else move.
 */
export function stepAction(w: World, legal: readonly Action[], model: CostModel, from: number, to: number, way: number): Action | undefined {
  const g = w.board.geometry;
  const target = g.spaces[to]!;
  if (way === STAIRS) return findAction(legal, 'move', floorOf(target) > floorOf(g.spaces[from]!) ? 'up' : 'down');
  const side = SIDES[way]!;
  if (edgeState(w, g.sideEdge[from * 4 + way]!) === EdgeState.Openable) return findAction(legal, 'open', side);
  if (model.burdened !== 'none' && w.content(target) === 'fire') return findAction(legal, 'extinguish', target);
  return findAction(legal, 'move', side);
}
