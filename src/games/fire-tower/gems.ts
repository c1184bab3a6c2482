/**
 * Gems (or firebreaks, or hawks) placed one at a time under a constraint: the `gems`
 * question and where its next piece may go.
 */
import { anyBit, clearCells, clearNeighbours, downwindOfFire, fixedMasksOf, setBit, wordsFor, type CellMask } from './board-masks.ts';
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

/** Where to look for the rules not read off a mask (gemTargetMask): the hawks (unhawk), the gems (remove), in the lists' order. */
function candidates(w: World, q: GemsQuestion): readonly Cell[] {
  return q.rule === 'unhawk' ? w.hawks : w.fire;
}

/** Where the next gem of a `gems` question may go. */
export function gemTargets(w: World, q: GemsQuestion): Cell[] {
  // hawkSpaces lists exactly the spaces hawkSpace (gemOk's test for hawks) allows, in a list of its own.
  if (q.rule === 'hawk') return hawkSpaces(w, q.player);
  if (q.rule === 'unhawk' || q.rule === 'remove') return candidates(w, q).filter((c) => gemOk(w, q, c));
  return w.spaces(gemTargetMask(w, q)!, true);
}

/**
 * Is there anywhere at all (stops at the first)? Asked after every step a `gems` question
 * waits: the masks' words are read, no list of spaces made.
 */
export function hasGemTarget(w: World, q: GemsQuestion): boolean {
  if (q.rule === 'hawk') return hasHawkSpace(w, q.player);
  if (q.rule === 'unhawk' || q.rule === 'remove') return candidates(w, q).some((c) => gemOk(w, q, c));
  return anyBit(gemTargetMask(w, q)!);
}

/** One mask per word count, reused by gemTargetMask (its result is read before the next call). */
let targetScratch: CellMask = new Uint32Array(0);

/**
 * The spaces gemOk allows, as a mask: next-to-fire, the frontier (the empty spaces next to
 * fire); downwind, the spaces one step downwind of fire; quadrant, the frontier in the player's
 * quadrants; creeping, the frontier less the spaces next to a gem this placement laid (fire
 * beside the others was there before); firebreak, the spaces outside noFirebreak. Null for
 * hawks and removals. The mask is the board's own or scratch: read it, do not change it,
 * before the next call.
 */
export function gemTargetMask(w: World, q: GemsQuestion): CellMask | null {
  const m = w.masks();
  if (q.rule === 'next-to-fire') return m.frontier;
  if (q.rule === 'downwind') {
    const [dr, dc] = STEP[q.direction!];
    return downwindOfFire(w.forest, m, dr, dc);
  }
  if (q.rule !== 'quadrant' && q.rule !== 'creeping' && q.rule !== 'firebreak') return null;
  const words = m.frontier.length;
  if (targetScratch.length !== words) targetScratch = new Uint32Array(words);
  const out = targetScratch;
  if (q.rule === 'firebreak') {
    // firebreakProblem finds nothing exactly on the spaces outside noFirebreak.
    const { spaces } = fixedMasksOf(w.forest);
    for (let i = 0; i < words; i++) out[i] = spaces[i]! & ~m.noFirebreak[i]!;
    return out;
  }
  if (q.rule === 'quadrant') {
    const quadrants = quadrantMasks(w.forest);
    const towers = w.player(q.player).towers;
    out.fill(0);
    for (const t of towers) {
      const qm = quadrants.get(t)!;
      for (let i = 0; i < words; i++) out[i]! |= m.frontier[i]! & qm[i]!;
    }
    return out;
  }
  out.set(m.frontier);
  clearNeighbours(out, w.forest.size, q.placed);
  return out;
}

const quadrantsOf = new WeakMap<Forest, Map<Corner, CellMask>>();

/** Each tower's quadrant (tower area included) as a mask, fixed per forest. */
function quadrantMasks(forest: Forest): Map<Corner, CellMask> {
  let m = quadrantsOf.get(forest);
  if (m) return m;
  m = new Map(forest.towers.map((t) => [t.corner, new Uint32Array(wordsFor(forest))]));
  forest.cells.forEach((c, i) => setBit(m!.get(forest.quadrantOf(c).corner)!, i));
  quadrantsOf.set(forest, m);
  return m;
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

/** Is any space `hawkSpace` allows? Read off the masks (hawkSpaceMask), no list of spaces made. */
export function hasHawkSpace(w: World, pid: string): boolean {
  const mask = hawkSpaceMask(w, pid, false);
  return mask !== null && anyBit(mask);
}

/** One mask per word count, reused by hawkSpaceMask (its result is read before the next call). */
let hawkScratch: CellMask = new Uint32Array(0);

/**
 * The spaces `hawkSpace` allows (`ownOnly`: in the player's own quadrants only) as a mask, so
 * in board order as hawkSpaces lists them: the quadrants less the tower areas and what is
 * occupied, less the hawks and the lightning (which the masks do not hold). Null when the
 * player has no quadrant. Scratch: read it before the next call, do not change it.
 */
export function hawkSpaceMask(w: World, pid: string, ownOnly: boolean): CellMask | null {
  const quadrants = hawkQuadrants(w, pid, ownOnly);
  if (!quadrants.length) return null;
  const byCorner = quadrantMasks(w.forest);
  const { towerAreas } = fixedMasksOf(w.forest);
  const occupied = w.masks().occupied;
  if (hawkScratch.length !== occupied.length) hawkScratch = new Uint32Array(occupied.length);
  const out = hawkScratch;
  // One quadrant (the usual case) read straight off its mask; several joined first, into `out`.
  let joined = byCorner.get(quadrants[0]!)!;
  if (quadrants.length > 1) {
    out.set(joined);
    for (let k = 1; k < quadrants.length; k++) {
      const more = byCorner.get(quadrants[k]!)!;
      for (let i = 0; i < out.length; i++) out[i]! |= more[i]!;
    }
    joined = out;
  }
  for (let i = 0; i < occupied.length; i++) out[i] = joined[i]! & ~towerAreas[i]! & ~occupied[i]!;
  clearHawksAndLightning(w, out);
  return out;
}

/** Takes the spaces holding a hawk or a lightning token out of `mask`: the board's masks do not hold those pieces. */
export function clearHawksAndLightning(w: World, mask: CellMask): void {
  const n = w.forest.size;
  clearCells(mask, n, w.hawks);
  const bolts = w.lightning;
  if (bolts) clearCells(mask, n, bolts);
}

/**
 * The spaces of the player's quadrants outside the tower areas, vacant or not, in board order:
 * hawkSpaces' spaces are the vacant ones. With one quadrant, the forest's own list (not to be changed).
 */
export function hawkQuadrantSpaces(w: World, pid: string, ownOnly: boolean): readonly Cell[] {
  const quadrants = hawkQuadrants(w, pid, ownOnly);
  if (!quadrants.length) return [];
  // One quadrant (the common case) keeps board order on its own; several are read off the whole board.
  return quadrants.length === 1 ? hawkableSpaces(w.forest).get(quadrants[0]!)! : w.allCells().filter((c) => quadrants.includes(w.forest.quadrantOf(c).corner) && !w.forest.towerAreaAt(c));
}

/** The quadrants a player puts hawks in: their towers' and (unless `ownOnly`) a partner's, in the forest's order of towers (a player's own list: not to be changed). */
function hawkQuadrants(w: World, pid: string, ownOnly: boolean): readonly Corner[] {
  // The usual case, a player with one tower and no partner: that quadrant alone, its owner
  // found once (not each tower's owner looked up).
  const me = seated(w, pid);
  if (me && me.towers.length === 1 && (ownOnly || me.team === undefined) && ownerOf(w, me.towers[0]!) === me) return me.towers;
  // The towers are distinct, so a list holds each quadrant once (no Set made per call).
  const quadrants: Corner[] = [];
  let p: Player | undefined;
  for (const t of w.forest.towers) {
    const owner = ownerOf(w, t.corner);
    if (!owner) continue;
    p ??= w.player(pid);
    if (owner.id === pid || (!ownOnly && p.team !== undefined && owner.team === p.team)) quadrants.push(t.corner);
  }
  return quadrants;
}

/** The player `pid`, or undefined when none is seated under that id (w.player would refuse). */
function seated(w: World, pid: string): Player | undefined {
  const players = w.players;
  for (let i = 0; i < players.length; i++) if (players[i]!.id === pid) return players[i];
  return undefined;
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
