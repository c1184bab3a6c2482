/**
 * What Solo Mode's rules add to a position's value (rules/fire-tower/solo/). The enemy lays
 * every pattern inside the player's quadrant, touching fire, wherever the player chooses
 * (ft.solo.enemy-attack), and a gem forced onto the roof loses (ft.solo.end): so the room
 * left in the quadrant is a clock, and every gem there presses on the roof the more the
 * nearer it is (the nearest fire alone, which board-value.ts reads, does not tell where the
 * next pattern is best laid). A Sturdy Construction tower burns only when its nine spaces
 * are filled; Wet Line lays nine gems in the quadrant unless three Water cards are held,
 * and loses the game when no 3x3 square is left to lay them in (wet-line-keep.ts). The
 * enemy's Firestorms fill the quadrant from each gem's windward side (storm-exposure.ts).
 */
import type { Corner, Forest } from '../board.ts';
import type { FireTowerRules } from '../rules.ts';
import type { FireTowerState } from '../state.ts';
import { FAR, type Grid } from './fire-field.ts';
import { stormExposure, stormSteps as stormStepsOf } from './storm-exposure.ts';
import { wetLineRisk, wetLineValue, type WetLineRisk } from './wet-line-keep.ts';

export interface SoloRoles {
  /** 1 on the player's quadrant outside its tower area, where the enemy's patterns go (null: no defending player). */
  room: Uint8Array | null;
  /** The Sturdy Construction tower, standing: its area's spaces with no gem or firebreak, and how many have one. */
  sturdyOpen: number[];
  sturdyFilled: number;
  /** How near each space of the player's quadrant is to its roof, 1/(1 + steps), 0 elsewhere: gems there press on it. */
  nearRoof: Float32Array | null;
  /**
   * Gems Wet Line will lay in the quadrant (a 3x3 square unless three Water cards are held at
   * the round's end): counted off the room already, three for each Water card missing.
   */
  owedGems: number;
  /**
   * Wet Line in force and fewer than three Water cards held: how many are missing, and the
   * enemy cards left before the round ends (0 on its last turn). Without a 3x3 square left
   * to lay, each missing card is a share of the loss (wet-line-keep.ts).
   */
  wetLine: WetLineRisk | null;
  /** The steps of the enemy's Firestorms, towards the player's tower (storm-exposure.ts). */
  stormSteps: (readonly [number, number])[];
}

/** Gems the enemy adds to the player's quadrant in a turn, about: a round of five cards lays Snag 4, Flare Up 3, Explosion 4+ and two quadrant Firestorms. */
const ENEMY_GEMS_PER_TURN = 4;
/** The room clock weighs like a roof: when it runs out the patterns land on the roof. */
const ROOM_WEIGHT = 1;
/**
 * A Sturdy Construction tower's area, space by space: an open space counts a quarter of a
 * roof's danger, a filled one more than an open one next to fire (danger(1) / 4), and nine
 * filled less than the burned tower they make (BURNED_RIVAL), so every gem laid there is progress.
 */
const STURDY_SHARE = 0.25;
const STURDY_FILLED = 15;
/** Each gem in the quadrant, by its nearness to the roof: a gem next to the tower area (1/4) costs about a gem laid near a rival roof gains. */
const PRESSURE_WEIGHT = 12;
/**
 * Each gem the enemy's next Firestorm would add to the quadrant (storm-exposure.ts), about
 * what a gem laid next to the tower area costs in pressure. Seeds 1-200 at level 2: games
 * last 0.43 turns longer (± 0.32), the towers burned unchanged.
 */
const EXPOSURE_WEIGHT = 2;
/** Wet Line's square: nine gems, a third of them for each Water card missing at the round's end. */
const WET_LINE_GEMS = 9;

export function soloRoles(s: FireTowerState, forest: Forest, rules: FireTowerRules, pid: string, defending: boolean): SoloRoles | undefined {
  const solo = s.solo;
  if (!solo) return undefined;
  const me = s.players.find((p) => p.id === pid);
  const corner = me?.towers[0];
  const maps = defending && corner ? quadrantMapsOf(forest, corner) : null;
  const roles: SoloRoles = { room: maps?.room ?? null, nearRoof: maps?.nearRoof ?? null, sturdyOpen: [], sturdyFilled: 0, owedGems: 0, wetLine: null, stormSteps: stormStepsOf(solo.attackWinds) };
  if (solo.sturdy && !s.burned.some((b) => b.corner === solo.sturdy)) sturdyArea(s, forest, solo.sturdy, roles);
  if (s.pending.some((q) => q.type === 'wet-line')) roles.owedGems = WET_LINE_GEMS;
  else if (solo.challenges.includes('wet-line') && me) {
    const water = me.hand.filter((c) => rules.cards.get(c)?.type === 'water').length;
    roles.owedGems = (WET_LINE_GEMS * (3 - Math.min(3, water))) / 3;
    if (maps) roles.wetLine = wetLineRisk(water, solo.enemyDeck.length, maps.nearRoof);
  }
  return roles;
}

/** Sturdy Construction (challenges.yaml): all nine spaces must hold a gem or a firebreak. */
function sturdyArea(s: FireTowerState, forest: Forest, corner: Corner, roles: SoloRoles): void {
  const filled = new Set<number>();
  for (const [r, c] of s.fire) filled.add(r * forest.size + c);
  for (const [r, c] of s.firebreaks) filled.add(r * forest.size + c);
  for (const [r, c] of forest.towerAreaSpaces(corner)) {
    const i = r * forest.size + c;
    if (filled.has(i)) roles.sturdyFilled++;
    else roles.sturdyOpen.push(i);
  }
}

/**
 * The Solo terms of a position's value: `turns` is how far the fire is from each space,
 * `danger` how much a roof that many turns away weighs, `ownWeight` how much more one's own counts.
 */
export function soloValue(g: Grid, roles: SoloRoles, turns: Uint16Array, danger: (turns: number) => number, ownWeight: number): number {
  let v = 0;
  if (roles.room) v -= ROOM_WEIGHT * ownWeight * danger(roomTurns(g, roles.room, roles.owedGems));
  if (roles.nearRoof) {
    for (const i of g.sources) v -= PRESSURE_WEIGHT * roles.nearRoof[i]!;
    v -= EXPOSURE_WEIGHT * stormExposure(g, roles.nearRoof, roles.stormSteps);
  }
  for (const i of roles.sturdyOpen) v += STURDY_SHARE * danger(turns[i] ?? FAR);
  v += roles.sturdyFilled * STURDY_FILLED;
  if (roles.wetLine) v -= ownWeight * wetLineValue(g, roles.wetLine);
  return v;
}

/** Per forest and corner: the room mask and each space's nearness to the roof (built once). */
const quadrantMaps = new WeakMap<Forest, Map<Corner, { room: Uint8Array; nearRoof: Float32Array }>>();

function quadrantMapsOf(forest: Forest, corner: Corner): { room: Uint8Array; nearRoof: Float32Array } {
  let byCorner = quadrantMaps.get(forest);
  if (!byCorner) quadrantMaps.set(forest, (byCorner = new Map()));
  let maps = byCorner.get(corner);
  if (!maps) {
    const [rr, rc] = forest.tower(corner).roof;
    const mine = (c: readonly number[]) => forest.quadrantOf(c as [number, number]).corner === corner;
    maps = {
      room: Uint8Array.from(forest.cells, (c) => (mine(c) && forest.towerAreaAt(c)?.corner !== corner ? 1 : 0)),
      nearRoof: Float32Array.from(forest.cells, (c) => (mine(c) ? 1 / (1 + Math.abs(c[0] - rr) + Math.abs(c[1] - rc)) : 0)),
    };
    byCorner.set(corner, maps);
  }
  return maps;
}

/** Vacant spaces of the quadrant of `corner` outside its tower area: where the enemy's patterns and the challenges' gems go. */
export function roomLeft(g: Grid, forest: Forest, corner: Corner): number {
  return roomTurns(g, quadrantMapsOf(forest, corner).room, 0) * ENEMY_GEMS_PER_TURN;
}

/** Enemy turns until the room is filled: its vacant spaces, less the gems owed, over the enemy's gems per turn. */
function roomTurns(g: Grid, mask: Uint8Array, owed: number): number {
  let room = -owed;
  for (let i = 0; i < mask.length; i++) if (mask[i] && !g.fire[i] && !g.blocked[i]) room++;
  return Math.max(0, room) / ENEMY_GEMS_PER_TURN;
}
