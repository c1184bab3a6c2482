/**
 * How good a position is for one player: the fire's distance in turns (fire-field.ts) to
 * the roofs it defends (and Solo Mode's hawk sanctuary), weighed heavily, and to the roofs
 * it attacks (rivals', or the enemy towers in Solo Mode), weighed lightly; a rival tower
 * burned counts more than any fire near it; a hawk in its own quadrant is a gem it will
 * place itself (Rising Flames, and Solo Mode's enemy patterns); an unused Bucket is worth
 * keeping for a real threat. Solo Mode adds its own terms (solo-value.ts): the room left in
 * the player's quadrant, a Sturdy Construction tower's nine spaces, Wet Line's square.
 */
import type { Corner, Forest } from '../board.ts';
import type { FireTowerGame } from '../game.ts';
import type { FireTowerState } from '../state.ts';
import type { FireTowerRules } from '../rules.ts';
import { FAR, gridOf, turnsFrom, type Grid } from './fire-field.ts';
import { soloRoles, soloValue, type SoloRoles } from './solo-value.ts';

/** The roofs a player defends and the ones it wants burned (indexes into the grid). */
export interface Roles {
  own: number[];
  rivals: number[];
  /** Rivals' towers already burned: each worth more than fire next to a roof. */
  burnedRivals: number;
  /** Which quadrant each space is in, as an own-quadrant flag: hawks there carry fire for this player. */
  ownQuadrant: Uint8Array;
  /** Solo Mode's own terms (solo-value.ts). */
  solo?: SoloRoles;
}

/** Defending counts three times attacking: a burned tower loses the game, a near one only threatens. */
const OWN_WEIGHT = 3;
/** What an unused Bucket is worth: spend it only on a gain larger than this. */
const BUCKET_VALUE = 8;
const WON = 1e6;
/** A hawk in one's own quadrant, worth up to twice this where fire is about to land. */
const HAWK_VALUE = 6;
/** A burned rival tower: more than fire on its doorstep (danger(0)), or burning it would look like a loss. */
const BURNED_RIVAL = 150;

export function rolesOf(s: FireTowerState, forest: Forest, rules: FireTowerRules, pid: string): Roles {
  const burned = new Set<Corner>(s.burned.map((b) => b.corner));
  const me = s.players.find((p) => p.id === pid);
  const roof = (corner: Corner) => {
    const t = forest.tower(corner);
    return t.roof[0] * forest.size + t.roof[1];
  };
  // A Sturdy Construction tower's roof is no target of its own: its nine spaces are (solo-value.ts).
  const sturdy = s.solo?.sturdy;
  const standing = (corners: readonly Corner[]) => corners.filter((c) => !burned.has(c) && c !== sturdy).map(roof);
  // A Shadow (or an eliminated player) has nothing left to defend: every standing tower is a target.
  const defending = me?.status === 'active';
  const partner = (team: number | undefined) => defending && team !== undefined && team === me?.team;
  const own = defending ? standing(s.players.filter((p) => p.id === pid || partner(p.team)).flatMap((p) => p.towers)) : [];
  const others = s.players.filter((p) => p.id !== pid && p.status === 'active' && !partner(p.team)).flatMap((p) => p.towers);
  // In Solo Mode the enemy towers belong to no player.
  const enemies = s.solo ? s.solo.enemies.map((e) => e.corner) : [];
  const targets = [...others, ...enemies];
  // Solo Mode's Sanctuary: fire reaching it loses the game as surely as fire on the roof.
  const sanctuary = s.solo?.sanctuary;
  if (sanctuary && defending) own.push(sanctuary[0] * forest.size + sanctuary[1]);
  const ownQuadrant = quadrantsOf(forest, me?.towers ?? []);
  const solo = soloRoles(s, forest, rules, pid, defending);
  return { own, rivals: standing(targets), burnedRivals: targets.filter((c) => burned.has(c)).length, ownQuadrant, ...(solo ? { solo } : {}) };
}

const quadrantMasks = new WeakMap<Forest, Map<string, Uint8Array>>();

/** 1 on each space of these towers' quadrants (computed once per forest and set of towers). */
function quadrantsOf(forest: Forest, towers: readonly Corner[]): Uint8Array {
  let byTowers = quadrantMasks.get(forest);
  if (!byTowers) quadrantMasks.set(forest, (byTowers = new Map()));
  const key = towers.join(',');
  let mask = byTowers.get(key);
  if (!mask) byTowers.set(key, (mask = Uint8Array.from(forest.cells, (c) => (towers.includes(forest.quadrantOf(c).corner) ? 1 : 0))));
  return mask;
}

/** 100/(d+1)² makes the last steps to a roof count most; the linear part still ranks far fire. */
export function danger(turns: number): number {
  return 100 / ((turns + 1) * (turns + 1)) + Math.max(0, 30 - turns) * 0.3;
}

/** The position's value for `pid` (a finished game: won or lost outright). */
export function boardValue(game: FireTowerGame, pid: string): number {
  const s = game.state;
  if (s.status === 'over') return s.winners.includes(pid) ? WON : -WON;
  const forest = game.engine.forest;
  return valueOnGrid(gridOf(s, forest), rolesOf(s, forest, game.engine.rules, pid), s, pid);
}

export function valueOnGrid(g: Grid, roles: Roles, s: FireTowerState, pid: string): number {
  const turns = turnsFrom(g, g.sources, true);
  let v = 0;
  for (const i of roles.own) v -= OWN_WEIGHT * danger(turns[i] ?? FAR);
  if (roles.solo) v += soloValue(g, roles.solo, turns, danger, OWN_WEIGHT);
  for (const i of roles.rivals) v += danger(turns[i] ?? FAR);
  v += roles.burnedRivals * BURNED_RIVAL;
  // A hawk in one's own quadrant turns the next gem that lands on it into a gem of one's
  // choosing, best where fire is about to land.
  for (const [r, c] of s.hawks) {
    const i = r * g.size + c;
    if (roles.ownQuadrant[i]) v += HAWK_VALUE * (1 + 1 / (1 + (turns[i] ?? FAR)));
  }
  if (s.players.find((p) => p.id === pid)?.bucket === 'bucket') v += BUCKET_VALUE;
  return v;
}

