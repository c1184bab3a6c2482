/**
 * The turn's entries asked at a decision (turn-verbs.ts turnEntriesFor) leave out only entries
 * that offer nothing then: the solo game's plan and Heavy Smoke without solo state, the
 * specialty cards for a player without them. At every step of the scenarios (which use the
 * plan, Heavy Smoke and every specialty) and of random solo and Extreme Weather games with
 * no question pending, every entry left out offers 0 and those kept are in TURN_ENTRIES' order.
 */
import { describe, expect, it } from 'vitest';
import type { FireTowerGame } from '../../src/games/fire-tower/game.ts';
import type { FireTowerState } from '../../src/games/fire-tower/state.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { turnEntriesFor } from '../../src/games/fire-tower/turn-verbs.ts';
import { TURN_ENTRIES, turnContext } from '../../src/games/fire-tower/verb-table.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import { eachScenarioState, usualPlayersOf } from './state-walks.ts';

/**
 * What is wrong with the entries asked in `game` (null when nothing), or in a copy of its state
 * whose players hold no specialty card (the solo presets deal them); the verbs seen offering, into `offering`.
 */
function entriesWrong(game: FireTowerGame, offering: Set<string>): string | null {
  const s = game.state;
  if (s.status === 'over' || s.pending.length) return null;
  const bare = structuredClone(s);
  for (const p of bare.players) delete p.specialties;
  return wrongIn(game, s, offering) ?? wrongIn(game, bare, offering);
}

function wrongIn(game: FireTowerGame, s: FireTowerState, offering: Set<string>): string | null {
  const ctx = turnContext(World.reading(s, game.engine.forest, game.engine.rules), s.activePlayer);
  const kept = turnEntriesFor(ctx);
  const order = kept.map((e) => TURN_ENTRIES.indexOf(e));
  if (order.some((i, k) => i < 0 || (k > 0 && i <= order[k - 1]!))) return `entries out of order: ${kept.map((e) => e.verb).join(', ')}`;
  for (const e of TURN_ENTRIES) {
    const n = e.offers(ctx);
    if (n > 0) offering.add(e.verb);
    if (n > 0 && !kept.includes(e)) return `${e.verb} offers ${n} in ${s.phase} but is left out${s === game.state ? '' : ' (no specialties)'}`;
  }
  return null;
}

describe('Fire Tower turn entries asked per decision', () => {
  it('leave out no entry that offers a family, at every scenario step', () => {
    const found: string[] = [];
    const offering = new Set<string>();
    eachScenarioState((game, where) => {
      const wrong = entriesWrong(game, offering);
      if (wrong) found.push(`${where}: ${wrong}`);
    });
    expect(found).toEqual([]);
    // The entries left out in most games were asked where they offer.
    expect([...offering].sort()).toEqual(expect.arrayContaining(['heavy-smoke', 'heavy-winds', 'lookout', 'pass-plan', 'patrol']));
  }, 120_000);

  it.each(['fire-tower-solo-level-3', 'fire-tower-solo-level-7', 'fire-tower-extreme-weather', 'fire-tower-rising-flames'])('leave out no entry that offers a family, at every step of random %s games', (preset) => {
    const players = usualPlayersOf(preset);
    const found: string[] = [];
    const offering = new Set<string>();
    for (const seed of [1, 2, 3]) {
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        const wrong = entriesWrong(g, offering);
        if (wrong && found.length < 5) found.push(`seed ${seed}: ${wrong}`);
      } });
    }
    expect(found).toEqual([]);
    expect(offering.has('play')).toBe(true);
  }, 120_000);
});
