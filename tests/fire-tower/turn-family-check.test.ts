/**
 * A turn family checks its actions with its context's `passes` (verb-table.ts TurnFamilies),
 * which on a free turn reads turnActionRefusal's checks without asking again for the plan and
 * Heavy Smoke. At every step of random games of several presets with no question pending,
 * and on copies of that state whose turn is further on (spread not yet placed, action
 * taken) or someone else's, it answers as refusalOf in `listed` mode for every kind of turn action.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/fire-tower/flow.ts';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import type { FireTowerState } from '../../src/games/fire-tower/state.ts';
import { refusalOf, turnContext } from '../../src/games/fire-tower/verb-table.ts';
import { World } from '../../src/games/fire-tower/world.ts';

const PRESETS: [string, number, number[]][] = [
  ['fire-tower-base', 2, [1]],
  ['fire-tower-rising-flames', 3, [1, 2]],
  ['fire-tower-extreme-weather', 3, [1]],
  ['fire-tower-teams', 4, [1]],
  ['fire-tower-solo-level-5', 1, [1, 2, 3]],
  ['fire-tower-solo-level-7', 1, [1, 2, 3]],
];

/** The state and copies of it changed where a turn action's check looks. */
function variants(s: FireTowerState): FireTowerState[] {
  const copy = (change: (c: FireTowerState) => void): FireTowerState => {
    const c = structuredClone(s);
    change(c);
    return c;
  };
  const other = s.players.find((p) => p.id !== s.activePlayer)?.id ?? s.activePlayer;
  return [
    s,
    copy((c) => (c.turnState.spread = false)),
    copy((c) => (c.turnState.acted = true)),
    copy((c) => (c.activePlayer = other)),
  ];
}

/** One action of every turn verb, with cards of the hand and one not in it. */
function probes(pid: string, hand: readonly string[]): Action[] {
  const cards = [...new Set(hand), 'no-such-card'];
  return [
    ...cards.map((c): Action => [pid, 'play', c, {}]),
    ...cards.map((c): Action => [pid, 'patrol', c]),
    [pid, 'redraw', []],
    [pid, 'heavy-smoke', hand.slice(0, 2)],
    [pid, 'pass-plan'],
    [pid, 'reckless', hand.slice(0, 3)],
    [pid, 'heavy-winds'],
    [pid, 'lookout'],
    [pid, 'bucket', []],
    [pid, 'spread', [0, 0]],
    [pid, 'no-such-verb'],
    ['no-such-player', 'play', hand[0] ?? 'no-such-card', {}],
  ];
}

function mismatches(game: FireTowerGame): string[] {
  const found: string[] = [];
  const pid = game.state.activePlayer;
  for (const s of variants(game.state)) {
    const w = World.reading(s, game.engine.forest, game.engine.rules);
    const ctx = turnContext(w, pid) as unknown as { passes(a: Action | null): boolean };
    const hand = s.players.find((p) => p.id === pid)!.hand;
    for (const a of probes(pid, hand)) {
      const listed = refusalOf(w, a, 'listed') === null;
      const passes = ctx.passes(a);
      if (passes !== listed) found.push(`${JSON.stringify(a)} (${s.phase}, spread ${s.turnState.spread}, acted ${s.turnState.acted}): passes says ${passes}, refusalOf says ${listed}`);
    }
  }
  return found;
}

describe('Fire Tower turn families: their check answers as refusalOf', () => {
  it.each(PRESETS)('%s, %ip: at every step, on the state and changed copies', (preset, players, seeds) => {
    const found: string[] = [];
    let free = 0;
    for (const seed of seeds) {
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        if (g.state.status === 'over' || g.state.pending.length || found.length >= 5) return;
        if (g.state.phase === 'action') free++;
        found.push(...mismatches(g));
      } });
    }
    expect(found).toEqual([]);
    expect(free).toBeGreaterThan(20);
  }, 120_000);
});
