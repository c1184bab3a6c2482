/**
 * The World of the game handed over last (stepping.ts, applyHandedOver): a state that each
 * apply steps in place keeps one World for the whole game, its grid, masks and lists the
 * World's own, instead of a new World (and a grid kept, then taken over) per apply. The
 * random agent reads that same state between applies, so it reads it through this World too
 * (`worldToRead`): its grid and masks are the state's, current. Nothing outside these modules
 * sees it: it is found only by the very state object it steps, which nobody else may change.
 */
import { forgetBoard } from './board-grid.ts';
import type { Forest } from './board.ts';
import type { FireTowerRules } from './rules.ts';
import type { FireTowerState } from './state.ts';
import { World } from './world.ts';

/** The state handed over last and its World (both null when none). */
let handedState: FireTowerState | null = null;
let handedWorld: World | null = null;

/**
 * A handed-over apply is over: `w` stays with its state for the next one. No grid is kept
 * for the state (the World holds it), and one kept before (a reading from outside) is
 * forgotten, as the state has changed under it.
 */
export function keepHandedWorld(w: World): void {
  handedState = w.s;
  handedWorld = w;
  forgetBoard(w.s);
}

/** The World `s` was handed over with, for the next apply on it (a state is stepped by its game's one engine); null when it has none. */
export function handedWorldOf(s: FireTowerState): World | null {
  return s === handedState ? handedWorld : null;
}

/** Forget the handed-over World (playGame's game is over: nothing is to step it again). */
export function dropHandedWorld(): void {
  handedState = null;
  handedWorld = null;
}

/**
 * The World to read `s` through (legal actions, samplers): the one it was handed over with,
 * what a step collects emptied first, when there is one; else a new reading World.
 */
export function worldToRead(s: FireTowerState, forest: Forest, rules: FireTowerRules): World {
  const w = s === handedState ? handedWorld! : null;
  if (w === null || w.forest !== forest || w.rules !== rules) return World.reading(s, forest, rules);
  w.beginStep();
  return w;
}
