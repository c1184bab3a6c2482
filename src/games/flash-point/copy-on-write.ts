/**
 * Copy on write for the state's lists that only World writes: fire and smoke (setContent),
 * walls, doors and windows (wallAt, doorAt, windowAt). cloneForUpdate shares them with the
 * state it copies; the first write after that copies the list (and, for an edge, its record)
 * into the state being changed. What was copied since the last share is remembered here, so
 * the machine actions of one apply, each through its own World, copy each list and record at
 * most once; every cloneForUpdate forgets it (`shareLists`), because from then on two states
 * hold the same lists again. A handed-over state (game.ts `applyHandedOver`) is stepped with
 * no cloneForUpdate between its applies, so what it made its own stays its own.
 */
import type { FlashPointState } from './state.ts';

/** The state the lists and records below were copied for (null: nothing copied since the last share). */
let owner: FlashPointState | null = null;
const ownLists: unknown[][] = [];
const ownRecords: object[] = [];

/**
 * The state's lists are about to be shared with a copy: nothing is anyone's own any more.
 * Only the owner is dropped (every apply comes here); the lists below are emptied when a
 * state next takes ownership, and only if they hold something (a length store is a call
 * into the runtime).
 */
export function shareLists(): void {
  owner = null;
}

/**
 * Steps that changed a state in place (the hand-over: game.ts `applyHandedOver`). Such a
 * state keeps its identity, so a cache keyed by a state's identity (agents/terrain.ts,
 * agents/goals.ts) also keeps this count and reads again when it has moved on.
 */
let inPlaceSteps = 0;

/** A step is about to change `s` itself, not a copy: what `s` owns stays its own (nothing shares it). */
export function stepInPlace(): void {
  inPlaceSteps++;
}

/** How many steps have changed a state in place so far (see stepInPlace). */
export function inPlaceStepCount(): number {
  return inPlaceSteps;
}

function takeOwnership(s: FlashPointState): void {
  if (ownLists.length) ownLists.length = 0;
  if (ownRecords.length) ownRecords.length = 0;
  owner = s;
}

/** May `s` change `list` in place (its own copy, made since the last share)? */
export function ownsList(s: FlashPointState, list: readonly unknown[]): boolean {
  return s === owner && ownLists.includes(list as unknown[]);
}

/** `list` itself when `s` owns it, else a copy that `s` now owns (the caller puts it in `s`). */
export function ownList<T>(s: FlashPointState, list: T[]): T[] {
  if (ownsList(s, list)) return list;
  if (s !== owner) takeOwnership(s);
  const copy = list.slice();
  ownLists.push(copy);
  return copy;
}

/** Record `x` at `list[i]`, `list` owned by `s`, as `s`'s own record (a copy the first time). */
export function ownRecord<T extends object>(s: FlashPointState, list: T[], i: number): T {
  const x = list[i]!;
  if (s === owner && ownRecords.includes(x)) return x;
  const own = { ...x };
  ownRecords.push(own);
  list[i] = own;
  return own;
}
