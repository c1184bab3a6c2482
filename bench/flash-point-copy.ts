/**
 * The one state copy of a Flash Point `apply` (issue 13), against the alternative the issue
 * names: mutating the state in place with an undo log. On the states of recorded random
 * games (experienced recruit, 4 players, log off):
 * - copy: cloneForUpdate, as apply makes it (lists only World writes are shared and copied
 *   on their first write: copy-on-write.ts);
 * - mutate + undo log: the least such an apply could write, one change per field or list
 *   slot the action changed (found by comparing the states before and after), each made in
 *   place with its old value logged, then all undone: the writes and bookkeeping of a
 *   mutate-and-undo apply, without the rules' own work.
 * The undo log alone cannot serve apply, which returns a new game and keeps the old one
 * (replays, MCTS and the tests hold both): the figures say what a trial that is thrown
 * away (an agent's look-ahead) could save.
 */
import type { FlashPointGame } from '../src/games/flash-point/game.ts';
import { playGame } from '../src/games/flash-point/play.ts';
import { cloneForUpdate, type FlashPointState } from '../src/games/flash-point/state.ts';

/** A change an action makes: object, key, the value after. */
type Change = [Record<string | number, unknown>, string | number, unknown];

/**
 * One change per field or list slot that differs between `a` and `b`, against `a`'s objects
 * (an array's length before its slots when it grows, after them when it shrinks, so that
 * each old value is read before a write drops it).
 */
function differences(a: unknown, b: unknown, out: Change[], seen = new Set<unknown>()): void {
  if (a === b || a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || seen.has(a)) return;
  seen.add(a);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const resized = Array.isArray(x) && Array.isArray(y) && x.length !== y.length;
  if (resized && y.length > x.length) out.push([x, 'length', y.length]);
  for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (x[k] === y[k]) continue;
    const both = typeof x[k] === 'object' && typeof y[k] === 'object' && x[k] !== null && y[k] !== null && !Object.isFrozen(x[k]) && Array.isArray(x[k]) === Array.isArray(y[k]);
    // A frozen value (the machine value) is replaced, never changed.
    if (both) differences(x[k], y[k], out, seen);
    else out.push([x, k, y[k]]);
  }
  if (resized && y.length < x.length) out.push([x, 'length', y.length]);
}

/** Each change made in place with its old value logged, then every one undone, newest first. */
function mutateAndUndo(changes: readonly Change[], log: Change[]): number {
  log.length = 0;
  for (const [o, k, value] of changes) {
    log.push([o, k, o[k]]);
    o[k] = value;
  }
  for (let i = log.length - 1; i >= 0; i--) {
    const [o, k, was] = log[i]!;
    o[k] = was;
  }
  return log.length;
}

/** This process's CPU time in µs (not the wall clock: the figures should not depend on what else runs). */
function cpuMicroseconds(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Mean µs of CPU per call of `f` over `items`, repeated until at least `ms` of CPU have passed. */
function perItem<T>(items: readonly T[], f: (x: T) => unknown, ms = 1000): number {
  let calls = 0;
  const start = cpuMicroseconds();
  while (cpuMicroseconds() - start < ms * 1000) {
    for (const x of items) f(x);
    calls += items.length;
  }
  return (cpuMicroseconds() - start) / calls;
}

export function flashPointCopyRows(): void {
  const states: FlashPointState[] = [];
  const changes: Change[][] = [];
  for (let seed = 1; seed <= 20; seed++) {
    playGame({ preset: 'experienced-recruit' }, { seed, players: 4, agent: 'random', log: false, onStep: (g: FlashPointGame) => states.push(g.state) });
  }
  // What each action changes, against a copy of the state it was applied to.
  for (let i = 0; i + 1 < states.length; i++) {
    const out: Change[] = [];
    differences(cloneForUpdate(states[i]!), states[i + 1]!, out);
    changes.push(out);
  }
  const copyUs = perItem(states, cloneForUpdate);
  const before = JSON.stringify(states);
  const log: Change[] = [];
  const undoUs = perItem(changes, (c) => mutateAndUndo(c, log));
  if (JSON.stringify(states) !== before) throw new Error('the undo log did not restore the states');
  const entries = changes.reduce((n, c) => n + c.length, 0) / changes.length;
  console.log(`Flash Point apply's state copy (recruit, ${states.length} states of 20 random games, log off):`);
  console.log(`  copy (cloneForUpdate, lists copied on write)            ${copyUs.toFixed(2).padStart(8)} µs per apply`);
  console.log(`  mutate + undo log (${entries.toFixed(1)} changes per action)     ${undoUs.toFixed(2).padStart(8)} µs per apply (a thrown-away trial only: apply keeps both states)\n`);
}
