/**
 * Gems (or firebreaks, or hawks) placed one at a time under a constraint: the `gems`
 * question and where its next piece may go.
 */
import { walkMask } from './board-masks.ts';
import type { Corner, Forest, Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import type { GemRule, Player, Question } from './state.ts';
import { STEP, type World } from './world.ts';

export function askGems(w: World, player: string, left: number, rule: GemRule, by: string, direction?: Wind, cite?: string): void {
  const q: Question = { type: 'gems', player, left, rule, placed: [], by, ...(direction ? { direction } : {}), ...(cite ? { cite } : {}) };
  if (hasGemTarget(w, q)) w.ask(q);
  else w.log('no-room', { rule }, player);
}

type GemsQuestion = Extract<Question, { type: 'gems' }>;


/** May the next piece of a `gems` question go here? */
export function gemOk(w: World, q: GemsQuestion, c: Cell): boolean {
  switch (q.rule) {
    case 'next-to-fire':
      return w.isEmpty(c) && w.nextToFire(c);
    case 'creeping':
      // Next to fire that was there before, and not orthogonally next to a gem of this placement:
      // a space next to none of them has no neighbour among them, so any fire beside it was there before.
      return w.isEmpty(c) && !besideAny(c, q.placed) && w.nextToFire(c);
    case 'firebreak':
      return !w.firebreakProblem(c);
    case 'downwind':
      return w.isDownwindOfFire(c, STEP[q.direction!]);
    case 'hawk':
      return hawkSpace(w, q.player, c);
    case 'remove':
      return w.removable(c) && !w.forest.towerAreaAt(c);
    case 'unhawk':
      return w.isHawk(c) && w.quadrantOwner(c)?.id === q.player;
    case 'quadrant':
      return w.isEmpty(c) && w.nextToFire(c) && w.inOwnQuadrant(w.player(q.player), c);
  }
}

/** Is `c` orthogonally next to any of `cells`? (A loop: asked for every space of the frontier.) */
function besideAny(c: Cell, cells: readonly Cell[]): boolean {
  for (let i = 0; i < cells.length; i++) if (Math.abs(cells[i]![0] - c[0]) + Math.abs(cells[i]![1] - c[1]) === 1) return true;
  return false;
}

/**
 * Where to look, in board order (or the lists' order): a set holding every space `gemOk`
 * allows, read from the board's masks instead of testing all the forest's spaces.
 */
function candidates(w: World, q: GemsQuestion): readonly Cell[] {
  switch (q.rule) {
    case 'unhawk':
      return w.hawks;
    case 'remove':
      return w.fire;
    case 'hawk':
      return hawkSpaces(w, q.player);
    case 'firebreak':
      return w.spaces(w.masks().noFirebreak, false);
    default:
      // next-to-fire, creeping, downwind (one orthogonal step from fire), quadrant: empty spaces next to fire.
      return w.frontier();
  }
}

/** Where the next gem of a `gems` question may go. */
export function gemTargets(w: World, q: GemsQuestion): Cell[] {
  // hawkSpaces lists exactly the spaces hawkSpace (gemOk's test for hawks) allows, in a list of its own.
  if (q.rule === 'hawk') return hawkSpaces(w, q.player);
  // The frontier is what next-to-fire allows: empty (no gem, firebreak or Eternal Flame) and next to fire.
  if (q.rule === 'next-to-fire') return w.frontier();
  return candidates(w, q).filter((c) => gemOk(w, q, c));
}

/**
 * Is there anywhere at all (stops at the first)? Asked after every step a `gems` question
 * waits: the masks' bits are walked, no list of spaces made.
 */
export function hasGemTarget(w: World, q: GemsQuestion): boolean {
  if (q.rule === 'hawk') return hasHawkSpace(w, q.player);
  if (q.rule === 'unhawk' || q.rule === 'remove') return candidates(w, q).some((c) => gemOk(w, q, c));
  // The firebreak's candidates are the spaces outside its mask; the others', the frontier.
  const firebreak = q.rule === 'firebreak';
  const m = w.masks();
  return walkMask(w.forest.cells, firebreak ? m.noFirebreak : m.frontier, 0, (c) => gemOk(w, q, c), firebreak) !== null;
}

/** May this player put a hawk here: vacant, in their quadrant (or a partner's), outside tower areas? */
export function hawkSpace(w: World, pid: string, at: Cell): boolean {
  if (!w.isVacant(at) || w.forest.towerAreaAt(at)) return false;
  const owner = w.quadrantOwner(at);
  if (!owner) return false;
  const p = w.player(pid);
  return owner.id === pid || (p.team !== undefined && owner.team === p.team);
}

/** Every space `hawkSpace` allows, in board order (the quadrants' owners looked up once); `ownOnly` leaves out a partner's quadrants. */
export function hawkSpaces(w: World, pid: string, ownOnly = false): Cell[] {
  return hawkQuadrantSpaces(w, pid, ownOnly).filter((c) => w.isVacant(c));
}

/** Is any space `hawkSpace` allows? Stops at the first. */
export function hasHawkSpace(w: World, pid: string): boolean {
  return hawkQuadrantSpaces(w, pid, false).some((c) => w.isVacant(c));
}

/**
 * The spaces of the player's quadrants outside the tower areas, vacant or not, in board order:
 * hawkSpaces' spaces are the vacant ones. With one quadrant, the forest's own list (not to be changed).
 */
export function hawkQuadrantSpaces(w: World, pid: string, ownOnly: boolean): readonly Cell[] {
  // The towers are distinct, so a list holds each quadrant once (no Set made per call).
  const quadrants: Corner[] = [];
  let p: Player | undefined;
  for (const t of w.forest.towers) {
    const owner = ownerOf(w, t.corner);
    if (!owner) continue;
    p ??= w.player(pid);
    if (owner.id === pid || (!ownOnly && p.team !== undefined && owner.team === p.team)) quadrants.push(t.corner);
  }
  if (!quadrants.length) return [];
  // One quadrant (the common case) keeps board order on its own; several are read off the whole board.
  return quadrants.length === 1 ? hawkableSpaces(w.forest).get(quadrants[0]!)! : w.allCells().filter((c) => quadrants.includes(w.forest.quadrantOf(c).corner) && !w.forest.towerAreaAt(c));
}

/** The player defending this tower (a loop, not find with a closure: asked for each tower at every hawk question). */
function ownerOf(w: World, corner: Corner): Player | undefined {
  const players = w.players;
  for (let i = 0; i < players.length; i++) if (players[i]!.towers.includes(corner)) return players[i];
  return undefined;
}

const hawkable = new WeakMap<Forest, Map<Corner, Cell[]>>();

/** Each quadrant's spaces outside the tower areas, in board order, fixed per forest. */
function hawkableSpaces(forest: Forest): Map<Corner, Cell[]> {
  let m = hawkable.get(forest);
  if (m) return m;
  m = new Map(forest.towers.map((t) => [t.corner, forest.cells.filter((c) => forest.quadrantOf(c).corner === t.corner && !forest.towerAreaAt(c))]));
  hawkable.set(forest, m);
  return m;
}

/** A hawk in an opponent's quadrant (not one's own, nor a team partner's): what an empty pile lets a player take. */
export function isOpponentsHawk(w: World, pid: string, hawk: Cell): boolean {
  const owner = w.quadrantOwner(hawk);
  const p = w.player(pid);
  return !!owner && owner.id !== pid && !(p.team !== undefined && owner.team === p.team);
}

/**
 * Gems a hawk may carry and where to: each gem of `gems` to each space of `to` that is next to
 * fire other than that gem (Kettle Flight, the Shadow Die's hawk). Stops at the first with `firstOnly`.
 */
export function carriedGemMoves(w: World, gems: Cell[], to: Cell[], firstOnly = false): [Cell, Cell][] {
  const out: [Cell, Cell][] = [];
  for (const from of gems) {
    for (const t of to) {
      if (!w.nextToFireBut(t, from)) continue;
      out.push([from, t]);
      if (firstOnly) return out;
    }
  }
  return out;
}

/** The verb placing (or taking) the next piece of a `gems` question. */
export function gemAnswerVerb(rule: GemRule): string {
  return rule === 'firebreak' ? 'firebreak' : rule === 'hawk' ? 'hawk' : rule === 'remove' ? 'remove' : rule === 'unhawk' ? 'remove-hawk' : 'gem';
}
