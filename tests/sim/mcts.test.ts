/**
 * The generic MCTS agent: it finds the winning move of a small game it knows only through the
 * contract, never reads the seeded future (each playout redraws what the mover cannot know),
 * and plays whole Flash Point and Fire Tower games with legal actions only, the same game for
 * the same seed.
 */
import { describe, expect, it } from 'vitest';
import type { Agent, PlayableGame } from '../../src/core/playable.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { fireTowerGame } from '../../src/games/fire-tower/playable.ts';
import { flashPointGame } from '../../src/games/flash-point/playable.ts';
import { playGames } from '../../src/sim/batch.ts';
import { mctsAgent } from '../../src/sim/mcts.ts';

/** Take 1 to 3 from a pile; whoever takes the last one wins. From n, the winning move leaves a multiple of 4. */
interface Pile {
  left: number;
  mover: 'a' | 'b';
  winner?: 'a' | 'b';
}
const takes = (g: Pile) => [1, 2, 3].filter((n) => n <= g.left).map((n) => [n]);
const nim = {
  agents: { random: { choose: (g: Pile, rng) => (g.winner ? null : takes(g)[Math.floor(nextFloat(rng) * takes(g).length)]!) } as Agent<Pile, number[]> },
  apply: (g: Pile, [n]: number[]) => (n! >= 1 && n! <= 3 && n! <= g.left ? { ok: true, game: { left: g.left - n!, mover: g.mover === 'a' ? 'b' : 'a', ...(g.left === n ? { winner: g.mover } : {}) } } : { ok: false, rule: 'take', reason: 'take 1 to 3', action: [n] }),
  toMove: (g: Pile) => (g.winner ? null : g.mover),
  progress: (g: Pile) => ({ over: !!g.winner, turn: 0, machineValue: null, setup: false }),
  result: (g: Pile) => ({ cooperative: false, seats: ['a', 'b'], winners: g.winner ? [g.winner] : [] }),
  standing: (g: Pile, seat: string) => (g.winner ? (g.winner === seat ? 1 : 0) : 0.5),
  redrawHidden: (g: Pile) => g,
} as unknown as PlayableGame<Pile, number[]>;

describe('MCTS over the contract alone', () => {
  it.each([5, 6, 7, 9, 10, 11])('takes the winning count from a pile of %i', (left) => {
    const agent = mctsAgent(nim, { playouts: 400, rolloutActions: 20 });
    expect(agent.choose({ left, mover: 'a' }, seedRng(left))).toEqual([left % 4]);
  });
});

describe('redrawing what the mover cannot know', () => {
  it("Fire Tower: the deck and the others' hands are dealt again, the mover's hand and the board stay", () => {
    const g = fireTowerGame.configure({ preset: 'fire-tower-base' }).createGame({ seed: 3, players: 2 });
    const me = fireTowerGame.toMove(g)!;
    const r = fireTowerGame.redrawHidden(g, me, 99);
    const [mine, other] = [g.state.players.find((p) => p.id === me)!, g.state.players.find((p) => p.id !== me)!];
    const [mine2, other2] = [r.state.players.find((p) => p.id === me)!, r.state.players.find((p) => p.id !== me)!];
    expect(mine2.hand).toEqual(mine.hand);
    expect(other2.hand).toHaveLength(other.hand.length);
    expect([...r.state.deck, ...other2.hand].sort()).toEqual([...g.state.deck, ...other.hand].sort());
    expect(r.state.deck).not.toEqual(g.state.deck);
    expect([r.state.fire, r.state.wind, r.state.firebreaks]).toEqual([g.state.fire, g.state.wind, g.state.firebreaks]);
    expect(r.state.rng).not.toEqual(g.state.rng);
    // The real game is untouched.
    expect(fireTowerGame.toJSON(g)).toEqual(fireTowerGame.toJSON(fireTowerGame.configure({ preset: 'fire-tower-base' }).createGame({ seed: 3, players: 2 })));
  });

  it('Flash Point: new dice, and the face-down identities drawn again from the same unknown pile', () => {
    const g = flashPointGame.configure({ preset: 'experienced-recruit' }).createGame({ seed: 4, players: 4 });
    const r = flashPointGame.redrawHidden(g, 'p1', 7);
    expect(r.state.rng).not.toEqual(g.state.rng);
    expect(r.state.pois.map((p) => p.at)).toEqual(g.state.pois.map((p) => p.at));
    const pile = (s: typeof g.state) => [...s.pois.flatMap((p) => (p.is ? [p.is] : [])), ...Object.entries(s.poiPool).flatMap(([k, n]) => Array<string>(n).fill(k))].sort();
    expect(pile(r.state)).toEqual(pile(g.state));
    expect([r.state.fire, r.state.smoke, r.state.firefighters]).toEqual([g.state.fire, g.state.smoke, g.state.firefighters]);
  });
});

describe('whole games', () => {
  it.each([
    ['Fire Tower solo', { game: 'fire-tower', choice: { preset: 'fire-tower-solo-level-1' }, players: 1 }],
    ['Flash Point', { game: 'flash-point', choice: { preset: 'experienced-recruit' }, players: 2 }],
  ])('%s: legal actions only, the same game for the same seed', (_name, base) => {
    const spec = { ...base, agent: 'mcts', seed: 11, agentOptions: { playouts: 2 } };
    const [a] = playGames(spec, 0, 1);
    const [b] = playGames(spec, 0, 1);
    expect(a).toEqual(b);
    expect(a!.actions).toBeGreaterThan(0);
  }, 120_000);
});
