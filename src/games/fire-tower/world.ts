/**
 * A working copy of a Fire Tower state with the forest and rules beside it: the shared
 * vocabulary of cards, events and turns (what is on a space, placing and removing gems,
 * firebreaks and hawks, the wind, drawing cards, burning towers). Mutates its own copy only.
 * The state's fields are read through the views it extends (state-view.ts: `w.pending`,
 * `w.wind`...; board-view.ts: the grid and masks of what lies where); the board's geometry,
 * fixed per game, is `w.forest`.
 */
import { rollDie, shuffled } from '../../core/rng.ts';
import { Refusal } from '../../core/refusal.ts';
import { Forest, WIND, type Corner, type Wind } from './board.ts';
import { allowedWindsOf } from './allowed-winds.ts';
import type { Cell } from './patterns.ts';
import * as bit from './board-grid.ts';
import { maskSpaces, type CellMask } from './board-masks.ts';
import { BoardView } from './board-view.ts';
import type { FireTowerRules } from './rules.ts';
import { sortCells, type FireTowerState, type LogEntry, type Player, type Question } from './state.ts';
import { pieceAdded, pieceAddedAt, same, without } from './cells.ts';

export { Refusal };

// Module-local copies of the space bits: when tsx loads a file as CommonJS (a script outside
// the package's ESM), an imported binding is read through a getter call, which in the
// per-space loops below cost a fifth of a game's time. ESM loading reads them directly.
const { GEM, BREAK, HAWK, FLAME, OFF, BOLT, SORTED_FIRE, SORTED_BREAKS, SORTED_HAWKS } = bit;

export { add, CLOCKWISE, key, same, STEP } from './cells.ts';

/**
 * What a step's collections (hawks set off, burnings, covered lightning) start as: one shared
 * empty list, frozen, so a World is made without four lists most steps never fill; the first
 * entry makes the step's own (a push into this one would fail loudly).
 */
const NONE: readonly never[] = Object.freeze([]);

/** Bits of `World.moved`: lists a step appended to out of order. */
const MOVED_FIRE = 1;
const MOVED_BREAKS = 2;
const MOVED_HAWKS = 4;

/** Sorts `list` in place and gives `flag` (the bit saying it is known sorted). */
function sortedList(list: Cell[], flag: number): number {
  sortCells(list);
  return flag;
}

/** `list` with `x` at its end: in place, unless it is the shared empty list. */
function appended<T>(list: readonly T[], x: T): readonly T[] {
  if (list === NONE) return [x];
  (list as T[]).push(x);
  return list;
}

export class World extends BoardView {
  events: LogEntry[] = [];
  /** `silent`: a game created with `{ log: false }` (simulation), nothing is logged. `drawn`: this apply's action was drawn by the game's own agent from its legal families (game.ts `applyDrawn`): the checks that only refuse it are not run again. */
  silent = false;
  drawn = false;
  /** Which lists this step appended to out of order (MOVED_* bits; only those are sorted again): lists known sorted take a piece in its place. */
  private moved = 0;
  /**
   * The lists of pieces this world has made (a state's lists are shared with its copies, so
   * the first change makes a new one): nobody else holds them, so they grow in place.
   */
  private ownFire: Cell[] | null = null;
  private ownBreaks: Cell[] | null = null;
  private ownHawks: Cell[] | null = null;
  /** The roofBy record this world made for its state (see roofLit). */
  private roofByMade: FireTowerState['roofBy'] | null = null;
  /** Hawks a placement set off, resolved once the whole placement is laid (added by `trigger`). */
  triggered: readonly { at: Cell; owner: string | null }[] = NONE;
  /** Players whose last tower burned during this step (for ties; added by `burnedOut`). */
  burnedNow: readonly string[] = NONE;
  /** Extreme Weather: lightning tokens covered this step, and what each player placed. */
  covered: readonly { at: Cell; by: string }[] = NONE;
  placedNow: readonly { at: Cell; by: string }[] = NONE;
  /** The question tidyPending last found answerable this step, with the board's change count and the burned towers then: while all three hold, it is answerable still (after-placement.ts). */
  answerable: Question | null = null;
  answerableAt = 0;
  answerableBurned = 0;
  /**
   * A world on `s`. With `sameBoardAs` (s itself, or the state s was copied from, which must
   * hold the same pieces) the grid kept for that state is shared instead of built again.
   * With `takeOver` (s handed over by stepping.ts: nobody reads it again) its grid, masks and lists are this world's.
   */
  constructor(s: FireTowerState, forest: Forest, readonly rules: FireTowerRules, sameBoardAs?: FireTowerState, takeOver = false) {
    super(s, forest, sameBoardAs, takeOver);
    // A state handed over (nobody reads it again) is this world's, lists and all: they change in place.
    if (takeOver) {
      this.takeCardsOver();
      this.ownFire = s.fire;
      this.ownBreaks = s.firebreaks;
      this.ownHawks = s.hawks;
      this.roofByMade = s.roofBy;
    }
  }

  /** A world only read from (legal actions, scores): its grid is the one kept for the state. */
  static reading(s: FireTowerState, forest: Forest, rules: FireTowerRules): World {
    return new World(s, forest, rules, s);
  }

  /**
   * Another machine step of the same apply on the same state: what a step collects (its log,
   * the lists it moved, hawks set off, burnings, covered lightning) starts empty, as in a new
   * World; the grid and masks, in step with the state, carry over.
   */
  beginStep(): void {
    if (this.events.length) this.events = [];
    this.moved = 0;
    this.triggered = this.burnedNow = this.covered = this.placedNow = NONE;
    this.answerable = null;
  }

  /** The lists this step left out of order sorted (row, then column), and known sorted from then on. */
  sortMoved(): void {
    if (this.moved & MOVED_FIRE) this.sortedLists |= sortedList(this.s.fire, SORTED_FIRE);
    if (this.moved & MOVED_BREAKS) this.sortedLists |= sortedList(this.s.firebreaks, SORTED_BREAKS);
    if (this.moved & MOVED_HAWKS) this.sortedLists |= sortedList(this.s.hawks, SORTED_HAWKS);
  }

  log(event: string, details: Record<string, unknown> = {}, player: string | null = this.s.activePlayer || null): void {
    if (this.silent) return;
    this.events.push({ turn: this.s.turn, player, event, ...details });
  }

  // ---- players ------------------------------------------------------------------------
  /** The player whose quadrant (or half, with two towers) holds this space, if it is seated. */
  quadrantOwner(at: Cell): Player | undefined {
    const corner = this.forest.quadrantOf(at).corner;
    // A loop, not find(): asked for every hawk and flock move, a closure each time.
    const players = this.s.players;
    for (let i = 0; i < players.length; i++) if (players[i]!.towers.includes(corner)) return players[i];
    return undefined;
  }

  inOwnQuadrant(p: Player, at: Cell): boolean {
    return p.towers.includes(this.forest.quadrantOf(at).corner);
  }

  // ---- what is where ------------------------------------------------------------------
  /** Fire: a gem or the Eternal Flame. */
  isFire(at: Cell): boolean {
    return (this.bits(at) & (GEM | FLAME)) !== 0;
  }

  isGem(at: Cell): boolean {
    return (this.bits(at) & GEM) !== 0;
  }

  isFirebreak(at: Cell): boolean {
    return (this.bits(at) & BREAK) !== 0;
  }

  /** isFirebreak([r, c]) without a cell: false off the board. */
  isFirebreakAt(r: number, c: number): boolean {
    const n = this.forest.size;
    return r >= 0 && c >= 0 && r < n && c < n && (this.grid[r * n + c]! & BREAK) !== 0;
  }

  /** isEmpty([r, c]) without a cell: false off the board. */
  isEmptyAt(r: number, c: number): boolean {
    const n = this.forest.size;
    return r >= 0 && c >= 0 && r < n && c < n && (this.grid[r * n + c]! & (GEM | FLAME | BREAK)) === 0;
  }

  isHawk(at: Cell): boolean {
    return (this.bits(at) & HAWK) !== 0;
  }

  /** Room for a gem: on the board, no gem, no firebreak, not the Eternal Flame (a hawk does not block fire). */
  isEmpty(at: Cell): boolean {
    return (this.bits(at) & (OFF | GEM | FLAME | BREAK)) === 0;
  }

  /** Vacant for a hawk or a carried gem: empty and without a hawk. */
  isVacant(at: Cell): boolean {
    return (this.bits(at) & (OFF | GEM | FLAME | BREAK | HAWK | BOLT)) === 0;
  }

  moveLightning(from: Cell, to: Cell | null): void {
    this.s.lightning = this.s.lightning.filter((c) => !same(c, from));
    this.setBits(from, BOLT, false);
    if (to) {
      // A list this filter has just made: nobody else holds it.
      this.s.lightning.push([to[0], to[1]]);
      this.setBits(to, BOLT, true);
    }
  }

  isLightning(at: Cell): boolean {
    return (this.bits(at) & BOLT) !== 0;
  }

  /** Lightning covered by a piece just placed: the placer will move it, asked once per token. Till then
   *  it stays in the grid, as in one rebuilt from the saved state (water may clear the piece first). */
  private cover(at: Cell, by: string): void {
    // With no token on the board none can be covered this step (only a token moves onto the
    // board, moveLightning), and what was placed is read only beside a covered one.
    if (this.s.lightning.length === 0) return;
    this.placedNow = appended(this.placedNow, { at: [at[0], at[1]], by });
    if (!this.isLightning(at) || this.covered.some((x) => same(x.at, at)) || this.pending.some((q) => q.type === 'lightning' && same(q.from, at))) return;
    this.covered = appended(this.covered, { at: [at[0], at[1]], by });
  }

  /** A burned tower's area under Tower Ablaze: fire for good. */
  isAblaze(at: Cell): boolean {
    if (!this.rules.flag('towerAblaze')) return false;
    const t = this.forest.towerAreaAt(at);
    return !!t && this.isBurned(t.corner);
  }

  /** Can a card or bucket take this gem away? Never the Eternal Flame or a tower ablaze. */
  removable(at: Cell): boolean {
    return this.isGem(at) && !this.isAblaze(at);
  }

  allCells(): Cell[] {
    return this.forest.cells;
  }

  /** Empty spaces orthogonally next to fire: where most placements may go. */
  frontier(): Cell[] {
    return this.spaces(this.masks().frontier, true);
  }

  /** The spaces of a mask (or, with `inMask` false, those outside it), in board order. */
  spaces(mask: CellMask, inMask: boolean): Cell[] {
    return maskSpaces(this.forest.cells, mask, inMask);
  }

  // ---- changing the board -------------------------------------------------------------
  /** Put a gem on an empty space; `by` is who placed it (the burner, if it is a roof). */
  addGem(at: Cell, by: string): void {
    const n = this.forest.size;
    const r = at[0];
    const c = at[1];
    const was = this.bitsAt(r, c);
    if ((was & (OFF | GEM | FLAME | BREAK)) !== 0) throw new Error(`engine bug: a gem on a space that is not empty [${at.join(', ')}]`);
    const sorted = (this.sortedLists & SORTED_FIRE) !== 0;
    const i = r * n + c;
    this.s.fire = this.ownFire = pieceAddedAt(this.s.fire, this.ownFire, this.forest.cells[i]!, sorted ? this.gemPlace(i) : this.s.fire.length);
    if (!sorted) this.moved |= MOVED_FIRE;
    this.setSpaceBits(i, GEM, true);
    if ((was & HAWK) !== 0) {
      this.removeHawk(at);
      this.trigger([r, c], this.quadrantOwner(at)?.id ?? null);
    }
    this.cover(at, by);
    const roofOf = this.forest.roofAt(i);
    if (roofOf && !this.isBurned(roofOf.corner)) this.roofLit(roofOf.corner, by);
  }

  /**
   * A gem on a standing tower's roof: who put it there (a state's copy shares its original's
   * roofBy, cloneState, so the first change makes the state's own), and the roofs to be read again.
   */
  private roofLit(corner: Corner, by: string): void {
    if (this.s.roofBy !== this.roofByMade) this.s.roofBy = this.roofByMade = { ...this.s.roofBy };
    this.s.roofBy[corner] = by;
    this.roofsQuiet = false;
  }

  /** A hawk set off: its gem, now on `at`, waits for the quadrant's owner (resolved after the placement). */
  trigger(at: Cell, owner: string | null): void {
    this.triggered = appended(this.triggered, { at, owner });
  }

  /** A player whose last tower burned during this step. */
  burnedOut(id: string): void {
    this.burnedNow = appended(this.burnedNow, id);
  }

  removeGem(at: Cell): void {
    this.s.fire = this.ownFire = without(this.s.fire, this.ownFire, at, (this.sortedLists & SORTED_FIRE) !== 0);
    this.setBits(at, GEM, false);
  }

  /** Take the gems off several spaces (a Water card): one pass over the fire list (board-view.ts stillSet), not one per gem. */
  removeGems(cells: readonly Cell[]): void {
    for (const c of cells) this.setBits(c, GEM, false);
    this.s.fire = this.ownFire = this.stillSet(this.s.fire, this.ownFire, GEM);
  }

  addFirebreak(at: Cell, by: string = this.s.activePlayer): void {
    const sorted = (this.sortedLists & SORTED_BREAKS) !== 0;
    const i = this.at(at);
    this.s.firebreaks = this.ownBreaks = pieceAdded(this.s.firebreaks, this.ownBreaks, this.forest.cells[i]!, sorted);
    if (!sorted) this.moved |= MOVED_BREAKS;
    this.setSpaceBits(i, BREAK, true);
    this.cover(at, by);
  }

  removeFirebreak(at: Cell): void {
    this.s.firebreaks = this.ownBreaks = without(this.s.firebreaks, this.ownBreaks, at, (this.sortedLists & SORTED_BREAKS) !== 0);
    this.setBits(at, BREAK, false);
  }

  addHawk(at: Cell): void {
    const sorted = (this.sortedLists & SORTED_HAWKS) !== 0;
    const i = this.at(at);
    this.s.hawks = this.ownHawks = pieceAdded(this.s.hawks, this.ownHawks, this.forest.cells[i]!, sorted);
    if (!sorted) this.moved |= MOVED_HAWKS;
    this.setSpaceBits(i, HAWK, true);
  }

  removeHawk(at: Cell): void {
    this.s.hawks = this.ownHawks = without(this.s.hawks, this.ownHawks, at, (this.sortedLists & SORTED_HAWKS) !== 0);
    this.setBits(at, HAWK, false);
  }

  /**
   * Why a firebreak may not go here (or null): only on an empty space outside the tower
   * areas and the Eternal Flame, never orthogonally next to another firebreak — except
   * next to those in `partners` (the other half of a Dozer Line). With `gemGone`, as if the
   * gem on `at` had been taken away (Backburn asks before it burns the gem out).
   */
  firebreakProblem(at: Cell, partners: Cell[] = [], gemGone = false): string | null {
    if (!this.forest.inside(at)) return `[${at.join(', ')}] is off the board`;
    if (this.forest.isEternalFlame(at)) return 'nothing is placed on the Eternal Flame';
    if (this.forest.towerAreaAt(at)) return 'no firebreak is built in a tower area';
    if ((this.isGem(at) && !gemGone) || this.isFirebreak(at)) return `[${at.join(', ')}] is not empty`;
    if (this.isHawk(at)) return `a hawk is on [${at.join(', ')}]`;
    if (this.forest.orthogonal(at).some((n) => this.isFirebreak(n) && !partners.some((p) => same(p, n)))) return `[${at.join(', ')}] is orthogonally next to a firebreak`;
    return null;
  }

  // ---- the wind ------------------------------------------------------------------------
  /** Directions the wind may blow: after a tower burns, only towards a standing tower of an active player (allowed-winds.ts). */
  allowedWinds(): readonly Wind[] {
    return allowedWindsOf(this);
  }

  /** Roll the wind die (again while the result is not allowed, or equals `not`). */
  rollWind(purpose: string, not?: Wind): Wind {
    const winds = this.allowedWinds();
    // Nothing left once `not` is taken out: any face stands.
    const none = winds.length === 1 && winds[0] === not;
    for (;;) {
      const forced = this.s.forcedWinds.shift();
      const w = forced ?? WIND[rollDie(this.rng, 4) - 1]!;
      if (!this.silent) this.log('wind-roll', { purpose, wind: w });
      if ((w !== not && winds.includes(w)) || none) return w;
      if (forced && !this.s.forcedWinds.length) {
        // A scenario ran out of forced faces on a re-roll: the seeded die takes over.
        continue;
      }
    }
  }

  // ---- cards ------------------------------------------------------------------------------
  /**
   * Draw one card for a player: events go aside to be resolved; an empty deck takes the
   * shuffled discards. With `stopAtEvent`, drawing an event counts as the draw (the caller
   * resolves it before drawing on).
   */
  drawOne(p: Player, stopAtEvent = false): boolean {
    for (;;) {
      if (!this.s.deck.length) {
        if (!this.s.discard.length) return false;
        this.deck = shuffled(this.rng, this.s.discard);
        this.discard = [];
        this.log('reshuffle', { cards: this.s.deck.length }, null);
      }
      const card = this.deck.shift()!;
      if (this.rules.card(card).type === 'event') {
        this.s.drawnEvents.push({ card, drawer: p.id });
        if (!this.silent) this.log('event-drawn', { card }, p.id);
        if (stopAtEvent) return true;
        continue;
      }
      p.hand.push(card);
      return true;
    }
  }

  refill(p: Player): void {
    while (p.hand.length < this.s.handSize && this.drawOne(p));
  }

  /** Take a card from a hand to the discard pile (refused when the player has none). */
  discardFromHand(p: Player, card: string): void {
    const i = p.hand.indexOf(card);
    if (i < 0) throw new Refusal('ft.turn.action', `${p.id} holds no ${card} (hand: ${p.hand.join(', ') || 'empty'})`);
    // Shifted by hand, not splice() (a list of what it removed, every card played), then cut by pop() (see cutTo).
    const hand = p.hand;
    for (let j = i + 1; j < hand.length; j++) hand[j - 1] = hand[j]!;
    hand.pop();
    this.discard.push(card);
  }

  ask(q: Question): void {
    this.s.pending.push(q);
  }
}
