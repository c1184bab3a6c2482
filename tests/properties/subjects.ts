/** The two games' library APIs, as the fuzzer sees them (tests/properties/fuzz.ts). */
import { nextFloat } from '../../src/core/rng.ts';
import * as fp from '../../src/games/flash-point/game.ts';
import * as ft from '../../src/games/fire-tower/game.ts';
import { randomAgent as fireTowerAgent } from '../../src/games/fire-tower/play.ts';
import { randomAgent as flashPointAgent } from '../../src/games/flash-point/play.ts';
import { FLASH_POINT_VERBS } from '../../src/games/flash-point/verbs.ts';
import { FIRE_TOWER_VERBS } from '../../src/games/fire-tower/verbs.ts';
import { flashPointInvariants, nothingBurnsOutside, totalVictims } from '../flash-point/invariants.ts';
import { checkInvariants as fireTowerInvariants } from '../fire-tower/random-games/invariants.ts';
import type { Action, Subject } from './fuzz.ts';

export const flashPoint: Subject<fp.FlashPointGame> = {
  game: 'flash-point',
  create: (preset, seed, players) => fp.createGame({ preset }, { seed, players }),
  players: () => [1, 2, 3, 4, 5, 6],
  legal(g, rng) {
    const legal = fp.legalActions(g);
    if (!legal.length) return null;
    // Ending the turn now and then keeps games moving (as in the random-play tests).
    const end = legal.find((a) => a[1] === 'end-turn');
    return end && nextFloat(rng) < 0.25 ? end : (flashPointAgent(g, legal, rng) as Action);
  },
  apply: (g, a) => fp.apply(g, a as fp.Action),
  toJSON: fp.toJSON,
  fromJSON: (json) => fp.fromJSON(json),
  over: (g) => g.state.phase === 'over',
  actor: (g) => fp.actingPlayer(g) ?? g.state.firefighters[0]!.id,
  verbs: Object.keys(FLASH_POINT_VERBS),
  invariants: (g) => [...flashPointInvariants(g, totalVictims(g)), ...nothingBurnsOutside(g)],
};

const seats = new Map<string, number[]>();

export const fireTower: Subject<ft.FireTowerGame> = {
  game: 'fire-tower',
  create: (preset, seed, players) => ft.createGame({ preset }, { seed, players }),
  players(preset) {
    let counts = seats.get(preset);
    if (!counts) {
      counts = [1, 2, 3, 4].filter((n) => {
        try {
          ft.createGame({ preset }, { seed: 1, players: n });
          return true;
        } catch {
          return false;
        }
      });
      seats.set(preset, counts);
    }
    return counts;
  },
  legal: (g, rng) => fireTowerAgent(g, rng),
  apply: (g, a) => ft.apply(g, a as ft.Action),
  toJSON: ft.toJSON,
  fromJSON: (json) => ft.fromJSON(json),
  over: (g) => g.state.status === 'over',
  actor: (g) => ft.actingPlayer(g) ?? g.state.activePlayer,
  verbs: Object.keys(FIRE_TOWER_VERBS),
  invariants: (g) => {
    // A covered lightning token waits on the covering piece until its placer moves it (the `lightning` question).
    const waiting = g.state.pending.flatMap((q) => (q.type === 'lightning' ? [`lightning on a tower area, firebreak or hawk at [${q.from.join(',')}]`] : []));
    return fireTowerInvariants(g).filter((p) => !waiting.includes(p));
  },
};
