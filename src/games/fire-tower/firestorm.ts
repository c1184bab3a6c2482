/**
 * The Firestorm and where the wind spreads fire: empty spaces one step downwind of fire.
 */
import type { Wind } from './board.ts';
import type { Cell } from './patterns.ts';
import { STEP, type World } from './world.ts';

/** Empty spaces one step downwind of a gem or the Eternal Flame. */
export function spreadTargets(w: World, wind: Wind = w.wind): Cell[] {
  return w.downwindOfFire(STEP[wind]);
}

/** Is `at` one of `spreadTargets(w, wind)`? */
export function isSpreadTarget(w: World, at: Cell, wind: Wind = w.wind): boolean {
  return w.isDownwindOfFire(at, STEP[wind]);
}

/** Has the wind anywhere to spread (`spreadTargets(w, wind)` not empty)? */
export function canSpread(w: World, wind: Wind = w.wind): boolean {
  return w.anyDownwindOfFire(STEP[wind]);
}

/** A Firestorm: the storm's wind, a gem beside all fire that way, a new wind; with `redraw`, everyone may swap cards. */
export function firestorm(w: World, drawer: string, redraws: boolean): void {
  const storm = w.rollWind('firestorm');
  const cells = spreadTargets(w, storm);
  for (const c of cells) w.addGem(c, drawer);
  if (!w.silent) w.log('firestorm', { wind: storm, cells, partial: !redraws }, drawer);
  w.wind = w.rollWind('new wind after the firestorm');
  if (!w.silent) w.log('wind-set', { wind: w.wind, rolled: true }, drawer);
  if (redraws) for (const p of w.fromPlayer(drawer, (x) => x.hand.length > 0)) w.ask({ type: 'redraw', player: p.id });
}
