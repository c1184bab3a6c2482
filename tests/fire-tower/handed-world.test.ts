/**
 * A game handed over from apply to apply (applyHandedOver, playGame unwatched) keeps one World
 * for its state (handed-world.ts), and the random agent reads the state through it. That World
 * must stay in step with the state (its grid and masks what the state's lists say), must be
 * found by that state alone (a trial apply, as the greedy agent's, works on a copy with its own
 * World and leaves the state as it was), a reading from outside between two applies must not
 * see a grid kept before the last one, and it is let go when the game ends or a step is refused.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.ts';
import { apply, applyHandedOver, createGame, fromJSON, toJSON, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { handedWorldOf, worldToRead } from '../../src/games/fire-tower/handed-world.ts';
import { playGame, randomAgent } from '../../src/games/fire-tower/play.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { usualPlayersOf } from './state-walks.ts';

const saved = (g: FireTowerGame) => JSON.stringify(toJSON(g));

/** What a World says lies on each space, and its masks, as text. */
function boardOf(w: World): string {
  const spaces = w.allCells().map((c) => [w.isGem(c), w.isFirebreak(c), w.isHawk(c), w.isLightning(c), w.isFire(c)].map(Number).join('')).join(' ');
  const m = w.masks();
  return `${spaces} | ${[m.occupied, m.fire, m.frontier, m.noFirebreak, m.waterable].map((x) => [...x].join(',')).join(' ')}`;
}

/** The board built afresh from the state's lists alone (no grid kept for it, none handed over). */
const freshBoard = (g: FireTowerGame) => boardOf(new World(g.state, g.engine.forest, g.engine.rules));

describe('a handed-over game keeps one World, which nobody else sees', () => {
  it.each(presetsOf('fire-tower'))('%s: the World stays in step, trials and readings from outside do not share it', (preset) => {
    const players = usualPlayersOf(preset);
    let game = createGame({ preset }, { seed: 7, players, log: false });
    const rng = seedRng(7);
    let world: World | null = null;
    for (let step = 0; game.state.status !== 'over' && step < 500; step++) {
      const action = randomAgent(game, rng)!;
      if (step % 5 === 2) {
        // A trial, as the greedy agent's: a copy stepped by its own World; the game tried on is unchanged.
        const before = saved(game);
        const trial = apply(game, action);
        expect(trial.ok).toBe(true);
        const trialGame = (trial as { game: FireTowerGame }).game;
        expect(handedWorldOf(trialGame.state)).toBeNull();
        expect(worldToRead(trialGame.state, game.engine.forest, game.engine.rules)).not.toBe(world);
        expect(saved(trialGame), `step ${step}: the trial`).toBe(saved((apply({ ...fromJSON(toJSON(game)), silent: true }, action) as { game: FireTowerGame }).game));
        expect(saved(game), `step ${step}: the trial changed the game tried on`).toBe(before);
        // A reading from outside keeps a grid for this state: the next apply changes the state under it.
        expect(boardOf(World.reading(game.state, game.engine.forest, game.engine.rules))).toBe(freshBoard(game));
      }
      const r = applyHandedOver(game, action);
      expect(r.ok, `step ${step}: ${JSON.stringify(action)}`).toBe(true);
      game = (r as { game: FireTowerGame }).game;
      world ??= handedWorldOf(game.state);
      expect(handedWorldOf(game.state), `step ${step}: one World for the whole game`).toBe(world);
      expect(worldToRead(game.state, game.engine.forest, game.engine.rules)).toBe(world);
      const fresh = freshBoard(game);
      expect(boardOf(world!), `step ${step}: the handed-over World's board`).toBe(fresh);
      expect(boardOf(World.reading(game.state, game.engine.forest, game.engine.rules)), `step ${step}: a reading from outside`).toBe(fresh);
    }
  }, 120_000);

  it('is let go when playGame ends, and when a step is refused', () => {
    const done = playGame({ preset: 'fire-tower-base' }, { seed: 3, players: 2, agent: 'random', log: false });
    expect(handedWorldOf(done.state)).toBeNull();
    let game = createGame({ preset: 'fire-tower-base' }, { seed: 3, players: 2, log: false });
    const rng = seedRng(3);
    while (game.state.phase !== 'action' || !handedWorldOf(game.state)) game = (applyHandedOver(game, randomAgent(game, rng)!) as { game: FireTowerGame }).game;
    const pid = game.state.activePlayer;
    const notHeld = game.engine.rules.actionDeck().find((c) => !game.state.players.some((p) => p.hand.includes(c)))!;
    const refused = applyHandedOver(game, [pid, 'play', notHeld, {}]);
    expect(refused.ok).toBe(false);
    expect(handedWorldOf(game.state)).toBeNull();
  });
});
