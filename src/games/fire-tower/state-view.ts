/**
 * The game state as the rules read and change it: one named accessor per field, so rules
 * code says `w.pending`, `w.wind = ...`, not `w.s.pending`. A World (world.ts) is this view
 * plus the board: its geometry, fixed per game (`w.forest`: spaces, towers, quadrants), and
 * what lies on each space now (the grid). `s` stays for what copies or saves the state whole.
 */
import type { RngState } from '../../core/rng.ts';
import type { Corner, Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import type { FireTowerState, Player, Question } from './state.ts';
import { Refusal } from '../../core/refusal.ts';

type State = FireTowerState;

export class StateView {
  /** The deck and discard lists this view made for its state (see `deck`): nobody else holds them. */
  private ownDeck: string[] | null = null;
  private ownDiscard: string[] | null = null;

  constructor(readonly s: FireTowerState) {}

  get rng(): RngState {
    return this.s.rng;
  }

  // ---- the game -------------------------------------------------------------------------
  get status(): State['status'] {
    return this.s.status;
  }
  set status(v: State['status']) {
    this.s.status = v;
  }
  get winners(): string[] {
    return this.s.winners;
  }
  set winners(v: string[]) {
    this.s.winners = v;
  }
  get reason(): string | null {
    return this.s.reason;
  }
  set reason(v: string | null) {
    this.s.reason = v;
  }
  get turn(): number {
    return this.s.turn;
  }
  set turn(v: number) {
    this.s.turn = v;
  }
  get activePlayer(): string {
    return this.s.activePlayer;
  }
  set activePlayer(v: string) {
    this.s.activePlayer = v;
  }
  /** The machine's phase (spread, action, choice, shadow, over): the statechart sets it, rules only read it. */
  get phase(): string {
    return this.s.phase;
  }
  get turnState(): State['turnState'] {
    return this.s.turnState;
  }
  set turnState(v: State['turnState']) {
    this.s.turnState = v;
  }
  get pending(): Question[] {
    return this.s.pending;
  }
  get aid(): State['aid'] {
    return this.s.aid;
  }
  set aid(v: State['aid']) {
    this.s.aid = v;
  }

  // ---- players ------------------------------------------------------------------------
  get players(): Player[] {
    return this.s.players;
  }

  player(id: string): Player {
    // A loop, not find(): asked for every action checked, a closure each time showed in profiles.
    for (const p of this.s.players) if (p.id === id) return p;
    throw new Refusal('ft.turn', `no player \`${id}\` (players: ${this.s.players.map((x) => x.id).join(', ')})`);
  }

  isBurned(corner: Corner): boolean {
    // A loop, not some(): asked for every roof after every placement.
    const burned = this.s.burned;
    for (let i = 0; i < burned.length; i++) if (burned[i]!.corner === corner) return true;
    return false;
  }

  /** Players still defending a standing tower. */
  activePlayers(): Player[] {
    return this.s.players.filter((p) => p.status === 'active' && p.towers.some((t) => !this.isBurned(t)));
  }

  /** Players from `first` onwards in seating order (clockwise). */
  fromPlayer(first: string, who?: (p: Player) => boolean): Player[] {
    // In one loop (no copies of the seating to join and filter): asked after every placement.
    const players = this.s.players;
    let start = 0;
    while (start < players.length && players[start]!.id !== first) start++;
    if (start === players.length) start = 0;
    const out: Player[] = [];
    for (let k = 0; k < players.length; k++) {
      const p = players[(start + k) % players.length]!;
      if (!who || who(p)) out.push(p);
    }
    return out;
  }

  get handSize(): number {
    return this.s.handSize;
  }
  set handSize(v: number) {
    this.s.handSize = v;
  }
  get ghost(): string | undefined {
    return this.s.ghost;
  }
  set ghost(v: string | undefined) {
    this.s.ghost = v;
  }
  get solo(): State['solo'] {
    return this.s.solo;
  }
  set solo(v: State['solo']) {
    this.s.solo = v;
  }
  get score(): number | undefined {
    return this.s.score;
  }
  set score(v: number | undefined) {
    this.s.score = v;
  }

  // ---- the forest's pieces (change them through the World, which keeps its grid in step) --
  get wind(): Wind {
    return this.s.wind;
  }
  set wind(v: Wind) {
    this.s.wind = v;
  }
  get fire(): readonly Cell[] {
    return this.s.fire;
  }
  get firebreaks(): readonly Cell[] {
    return this.s.firebreaks;
  }
  get hawks(): readonly Cell[] {
    return this.s.hawks;
  }
  get lightning(): readonly Cell[] {
    return this.s.lightning;
  }
  get burned(): State['burned'] {
    return this.s.burned;
  }
  get roofBy(): Partial<Record<Corner, string>> {
    return this.s.roofBy;
  }

  // ---- cards --------------------------------------------------------------------------
  /** The state's deck and discard pile are this view's (its state was handed over: nobody else reads them). */
  protected takeCardsOver(): void {
    this.ownDeck = this.s.deck;
    this.ownDiscard = this.s.discard;
  }

  /**
   * The deck and the discard pile to change: a state's copy shares its original's lists
   * (cloneState; most steps draw and discard nothing), so the first use here makes the
   * state's own, changed in place from then on.
   */
  get deck(): string[] {
    const d = this.s.deck;
    return d === this.ownDeck ? d : (this.s.deck = this.ownDeck = d.slice());
  }
  set deck(v: string[]) {
    this.s.deck = this.ownDeck = v;
  }
  get discard(): string[] {
    const d = this.s.discard;
    return d === this.ownDiscard ? d : (this.s.discard = this.ownDiscard = d.slice());
  }
  set discard(v: string[]) {
    this.s.discard = this.ownDiscard = v;
  }
  get drawnEvents(): State['drawnEvents'] {
    return this.s.drawnEvents;
  }

  // ---- scenarios' forced dice -----------------------------------------------------------
  get forcedWinds(): Wind[] {
    return this.s.forcedWinds;
  }
  get forcedShadowDice(): number[] {
    return this.s.forcedShadowDice;
  }
}
