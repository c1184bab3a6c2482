/**
 * The MCTS agent guided by the game's search agent (contract `searchAgent`): it finds a winning
 * move that its guide and the random agent both miss, plays the guide's own choice when it has
 * almost no playouts, never reads what is hidden, picks only legal actions on every preset of
 * every playable game, and plays the same competitive game for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import type { Agent, PlayableGame } from '../../src/core/playable.ts';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { PLAYABLE_GAMES, playableGame } from '../../src/games/index.ts';
import { playGames } from '../../src/sim/batch.ts';
import { mctsAgent } from '../../src/sim/mcts.ts';
import { sameAction } from '../../src/sim/mcts-tree.ts';

/**
 * A corridor of 10 steps to walk in 9 moves: `step` goes 1 on, `jump` 3 but only from the
 * start, and 8 kinds of `wait` do nothing. Only jumping first wins; the guide always steps
 * (and so loses), and random play almost never gets there.
 */
interface Corridor {
  at: number;
  moves: number;
}
type Move = [string];
const GOAL = 10;
const MOVES = 9;
const won = (g: Corridor) => g.at >= GOAL;
const over = (g: Corridor) => won(g) || g.moves >= MOVES;
const options = (g: Corridor): Move[] => [['step'], ...(g.at === 0 ? [['jump'] as Move] : []), ...Array.from({ length: 8 }, (_, i): Move => [`wait-${i}`])];
const randomAgent: Agent<Corridor, Move> = { choose: (g, rng) => (over(g) ? null : options(g)[Math.floor(nextFloat(rng) * options(g).length)]!) };
const stepper: Agent<Corridor, Move> = { choose: (g) => (over(g) ? null : ['step']) };

function corridor(searchAgent?: string): PlayableGame<Corridor, Move> {
  return {
    agents: { random: randomAgent, stepper },
    ...(searchAgent ? { searchAgent } : {}),
    apply: (g: Corridor, [verb]: Move) =>
      over(g) || !options(g).some(([v]) => v === verb)
        ? { ok: false, rule: 'move', reason: 'not now', action: [verb] }
        : { ok: true, game: { at: g.at + (verb === 'step' ? 1 : verb === 'jump' ? 3 : 0), moves: g.moves + 1 } },
    toMove: (g: Corridor) => (over(g) ? null : 'solo'),
    progress: (g: Corridor) => ({ over: over(g), turn: 0, machineValue: null, setup: false }),
    result: (g: Corridor) => ({ cooperative: true, seats: ['solo'], winners: won(g) ? ['solo'] : [] }),
    standing: (g: Corridor) => (over(g) ? (won(g) ? 1 : 0) : 0.5),
    redrawHidden: (g: Corridor) => g,
  } as unknown as PlayableGame<Corridor, Move>;
}

describe('search guided by the game’s own agent', () => {
  const start: Corridor = { at: 0, moves: 0 };

  it('jumps first, the one winning move, which its guide never and the random agent seldom plays', () => {
    const seeds = Array.from({ length: 10 }, (_, i) => i + 1);
    const guided = seeds.map((s) => mctsAgent(corridor('stepper'), { playouts: 200 }).choose(start, seedRng(s)));
    expect(guided).toEqual(seeds.map(() => ['jump']));
    expect(stepper.choose(start, seedRng(1))).toEqual(['step']);
    const randomJumps = Array.from({ length: 200 }, (_, i) => randomAgent.choose(start, seedRng(i))![0]).filter((v) => v === 'jump').length;
    expect(randomJumps).toBeLessThan(40);
  });

  it('without a guide (random rollouts), the same playouts mostly miss it', () => {
    const seeds = Array.from({ length: 10 }, (_, i) => i + 1);
    const jumps = seeds.filter((s) => mctsAgent(corridor(), { playouts: 200 }).choose(start, seedRng(s))![0] === 'jump').length;
    expect(jumps).toBeLessThan(5);
  });

  it('with a single playout it plays its guide’s own choice (the prior is tried first)', () => {
    expect(mctsAgent(corridor('stepper'), { playouts: 1 }).choose(start, seedRng(1))).toEqual(['step']);
  });
});

/** A coin lies face down; calling it right wins. Only `redrawHidden` may decide what a player imagines under it. */
interface Coin {
  coin: 'heads' | 'tails';
  called?: string;
}
const calls: [string][] = [['heads'], ['tails']];
const coinGame = {
  agents: { random: { choose: (g: Coin, rng) => (g.called ? null : calls[Math.floor(nextFloat(rng) * 2)]!) } as Agent<Coin, [string]> },
  apply: (g: Coin, [call]: [string]) => ({ ok: true, game: { ...g, called: call } }),
  toMove: (g: Coin) => (g.called ? null : 'solo'),
  progress: (g: Coin) => ({ over: !!g.called, turn: 0, machineValue: null, setup: false }),
  result: (g: Coin) => ({ cooperative: true, seats: ['solo'], winners: g.called === g.coin ? ['solo'] : [] }),
  standing: (g: Coin) => (g.called ? (g.called === g.coin ? 1 : 0) : 0.5),
  redrawHidden: (g: Coin, _seat: string, seed: number) => ({ ...g, coin: nextFloat(seedRng(seed)) < 0.5 ? 'heads' : 'tails' }),
} as unknown as PlayableGame<Coin, [string]>;

describe('no peeking', () => {
  it('the call does not depend on how the real coin lies', () => {
    for (let s = 1; s <= 20; s++) {
      const heads = mctsAgent(coinGame, { playouts: 16 }).choose({ coin: 'heads' }, seedRng(s));
      const tails = mctsAgent(coinGame, { playouts: 16 }).choose({ coin: 'tails' }, seedRng(s));
      expect(heads, `seed ${s}`).toEqual(tails);
    }
  });
});

/** A few decisions from the start of a game of every preset, each checked against the legal list. */
describe('legal actions only, on every preset', () => {
  const cases = PLAYABLE_GAMES.flatMap((id) => listPresets(PROJECT_RULES, id).map((preset) => [id, preset] as const));
  it.each(cases)('%s %s', (id, preset) => {
    const p = playableGame(id)!;
    const configured = p.configure({ preset });
    let g = configured.createGame({ seed: 2, players: configured.defaultPlayers() });
    const agent = mctsAgent(p, { playouts: 3 });
    const rng = seedRng(5);
    for (let i = 0; i < 8 && !p.progress(g).over; i++) {
      const a = agent.choose(g, rng);
      expect(a, `${preset}, decision ${i}`).not.toBeNull();
      expect(p.legalActions(g).some((l) => sameAction(l, a!)), `${preset}, decision ${i}: ${JSON.stringify(a)}`).toBe(true);
      const r = p.apply(g, a!);
      expect(r.ok).toBe(true);
      if (r.ok) g = r.game;
    }
  }, 60_000);
});

describe('the same game for the same seed', () => {
  it('Fire Tower base, mcts against the heuristic', () => {
    const spec = { game: 'fire-tower', choice: { preset: 'fire-tower-base' }, players: 2, agent: 'mcts,heuristic', seed: 7, agentOptions: { playouts: 3 } };
    const [a] = playGames(spec, 0, 1);
    const [b] = playGames(spec, 0, 1);
    expect(a).toEqual(b);
    expect(a!.actions).toBeGreaterThan(10);
  }, 120_000);
});
