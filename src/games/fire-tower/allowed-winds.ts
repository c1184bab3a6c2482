/**
 * Where the wind may blow once a tower has burned: only towards a standing tower of an active
 * player (in the solo game, yours or an enemy's). Read off the state with loops and answered
 * with one shared list per set of winds: it is asked at every wind roll and Wind card.
 */
import { CORNERS, WIND, type Corner, type Wind } from './board.ts';
import type { StateView } from './state-view.ts';

/** Bit i: WIND[i], the winds that blow towards a corner (a corner's name holds both). */
const CORNER_WINDS: Record<Corner, number> = Object.fromEntries(CORNERS.map((c) => [c, WIND.reduce((bits, w, i) => (c.includes(w) ? bits | (1 << i) : bits), 0)])) as Record<Corner, number>;

/** The winds of each set of bits, in WIND's order; none at all allows every wind. One shared list each (read, never changed). */
const WINDS_BY_BITS: readonly (readonly Wind[])[] = Array.from({ length: 16 }, (_, bits) => (bits === 0 ? WIND : Object.freeze(WIND.filter((_w, i) => bits & (1 << i)))));

/** The winds allowed in `v`'s state (WIND itself while no tower has burned): callers read the list, never change it. */
export function allowedWindsOf(v: StateView): readonly Wind[] {
  if (!v.burned.length) return WIND;
  let towards = 0;
  if (v.solo) {
    towards = standingWinds(v, v.players[0]!.towers);
    for (const e of v.solo.enemies) towards |= standingWinds(v, [e.corner]);
  } else {
    // An active player whose towers have all burned adds none, as activePlayers() leaves it out.
    for (const p of v.players) if (p.status === 'active') towards |= standingWinds(v, p.towers);
  }
  return WINDS_BY_BITS[towards]!;
}

/** The winds (bits of WIND's order) that blow towards one of `towers` still standing. */
function standingWinds(v: StateView, towers: readonly Corner[]): number {
  let towards = 0;
  for (const t of towers) if (!v.isBurned(t)) towards |= CORNER_WINDS[t];
  return towards;
}
