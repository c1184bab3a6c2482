/**
 * Gems (or firebreaks, or hawks) placed one at a time under a constraint: the `gems`
 * question and where its next piece may go.
 */
import type { Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import type { GemRule, Question } from './state.ts';
import { add, same, STEP, type World } from './world.ts';

export function askGems(w: World, player: string, left: number, rule: GemRule, by: string, direction?: Wind, cite?: string): void {
  const q: Question = { type: 'gems', player, left, rule, placed: [], by, ...(direction ? { direction } : {}), ...(cite ? { cite } : {}) };
  if (gemTargets(w, q).length) w.ask(q);
  else w.log('no-room', { rule }, player);
}

/** Where the next gem of a `gems` question may go. */
export function gemTargets(w: World, q: Extract<Question, { type: 'gems' }>): Cell[] {
  const cells = w.allCells();
  switch (q.rule) {
    case 'next-to-fire':
      return cells.filter((c) => w.isEmpty(c) && w.nextToFire(c));
    case 'creeping':
      return cells.filter((c) => w.isEmpty(c) && w.nextToFire(c, (n) => w.isFire(n) && !q.placed.some((x) => same(x, n))) && !q.placed.some((x) => w.forest.orthogonal(c).some((n) => same(n, x))));
    case 'firebreak':
      return cells.filter((c) => !w.firebreakProblem(c));
    case 'downwind':
      return cells.filter((c) => w.isEmpty(c) && w.forest.inside(add(c, STEP[q.direction!], -1)) && w.isFire(add(c, STEP[q.direction!], -1)));
    case 'hawk':
      return cells.filter((c) => hawkSpace(w, q.player, c));
    case 'remove':
      return w.s.fire.filter((c) => w.removable(c) && !w.forest.towerAreaAt(c));
    case 'unhawk':
      return w.s.hawks.filter((h) => w.quadrantOwner(h)?.id === q.player);
    case 'quadrant':
      return cells.filter((c) => w.isEmpty(c) && w.nextToFire(c) && w.inOwnQuadrant(w.player(q.player), c));
  }
}


/** May this player put a hawk here: vacant, in their quadrant (or a partner's), outside tower areas? */
export function hawkSpace(w: World, pid: string, at: Cell): boolean {
  if (!w.isVacant(at) || w.forest.towerAreaAt(at)) return false;
  const owner = w.quadrantOwner(at);
  if (!owner) return false;
  const p = w.player(pid);
  return owner.id === pid || (p.team !== undefined && owner.team === p.team);
}

/** A hawk in an opponent's quadrant (not one's own, nor a team partner's): what an empty pile lets a player take. */
export function isOpponentsHawk(w: World, pid: string, hawk: Cell): boolean {
  const owner = w.quadrantOwner(hawk);
  const p = w.player(pid);
  return !!owner && owner.id !== pid && !(p.team !== undefined && owner.team === p.team);
}
