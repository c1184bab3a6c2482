/**
 * What must hold in every Flash Point state reached by legal play: damage cubes conserved,
 * each victim counted once, nobody on a closed space or a destroyed floor, every ladder
 * somewhere. Returns the broken ones (empty when all hold), so random-play tests and the
 * fuzzer (`npm run fuzz`) share one list.
 */
import type { FlashPointGame } from '../../src/games/flash-point/game.ts';
import { sameSpace } from '../../src/games/flash-point/board.ts';

/** How many victims a PoI identity stands for: a couple is two, a hazmat victim none. */
function people(g: FlashPointGame, identity: string): number {
  if (identity === 'false-alarm') return 0;
  const t = g.engine.rules.victimType(identity);
  if (t?.onReveal === 'hazmat') return 0;
  return t?.onReveal === 'split' ? (t.splitInto?.length ?? 1) : 1;
}

/** The victims a game starts with (the PoI pool, counted in people). */
export function totalVictims(g: FlashPointGame): number {
  return Object.entries(g.engine.rules.table('param.poi.pool')).reduce((n, [k, x]) => n + x * people(g, k), 0);
}

export function flashPointInvariants(g: FlashPointGame, total: number): string[] {
  const s = g.state;
  const out: string[] = [];
  const cubes = [...s.walls, ...s.windows, ...s.objects].reduce((n, x) => n + x.damage, 0);
  const supply = g.engine.rules.number('param.damage.supply');
  if (cubes + (s.floorDamage ?? 0) + s.damageSupply !== supply) out.push(`damage cubes on walls, objects and destroyed floors + supply = ${cubes + (s.floorDamage ?? 0) + s.damageSupply}, not ${supply}`);
  const hiddenVictims = s.pois.reduce((n, p) => n + (p.is === undefined ? 0 : people(g, p.is)), 0);
  const pooled = Object.entries(s.poiPool).reduce((n, [k, x]) => n + x * people(g, k), 0);
  // A rescued victim the board keeps (the Submarine) is on the board and in `rescued`: count it once.
  const keptRescued = s.victims.filter((v) => v.rescued).length;
  const counted = s.victims.length - keptRescued + hiddenVictims + pooled + s.rescued + s.lost;
  if (counted !== total) out.push(`victims counted ${counted} times, not ${total}`);
  for (const w of s.walls) if (g.engine.board.takesNoDamage(w.at) && w.damage !== 0) out.push(`wall ${w.at.join(',')} (a bulkhead or a basement's outer wall) took cubes`);
  for (const w of s.walls) if (g.engine.board.isHull(w.at) && w.destroyed) out.push(`hull ${w.at.join(',')} fell`);
  for (const f of s.firefighters) if (f.at && g.engine.board.isNoEntry(f.at)) out.push(`${f.id} stands on a closed space ${f.at.join(',')}`);
  // Every ladder is somewhere: on the Engine, lying, carried, erected, bridging, or out of play.
  if (!s.ladders.every((l) => [l.onEngine, l.at, l.carriedBy, l.lower && l.upper, l.bridge, l.removed].filter(Boolean).length === 1)) out.push(`a ladder is in no place or two: ${JSON.stringify(s.ladders)}`);
  for (const f of s.firefighters) if ((f.carrying === 'ladder') !== s.ladders.some((l) => l.carriedBy === f.id)) out.push(`${f.id} carries a ladder ≠ a ladder is carried by it`);
  // A floor destroyed by the building's last cubes ends the game before anything falls: the
  // engine resolves nothing after a loss, so this holds while the game is played.
  if (s.status === 'playing') for (const f of s.firefighters) if (f.at && s.destroyedFloors.some((d) => sameSpace(d, f.at!))) out.push(`${f.id} stands on a destroyed floor ${f.at.join(',')}`);
  const ids = [...s.victims.map((v) => v.id), ...s.pois.map((p) => p.id)];
  if (new Set(ids).size !== ids.length) out.push('two victims or PoIs share an id');
  for (const f of s.firefighters) {
    if (f.carrying === 'victim' && s.victims.filter((v) => v.carriedBy === f.id).length !== 1) out.push(`${f.id} carries a victim, but ${s.victims.filter((v) => v.carriedBy === f.id).length} victims are carried by it`);
    if (f.leading && !s.victims.some((v) => v.id === f.leading)) out.push(`${f.id} leads a victim that is not there`);
  }
  return out;
}

/** Whenever the players act, the last fire phase has finished: nothing burns outside the building. */
export function nothingBurnsOutside(g: FlashPointGame): string[] {
  if (g.state.phase !== 'actions') return [];
  const outside = [...g.state.fire, ...g.state.smoke].filter((s) => !g.engine.board.isInside(s));
  return outside.length ? [`fire or smoke outside after the fire phase: ${JSON.stringify(outside)}`] : [];
}
