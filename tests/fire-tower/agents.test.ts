/**
 * The heuristic Fire Tower agent (issue 16): on every preset it only ever picks legal actions
 * (listed by legalActions, accepted by apply), a seed replays the same game, and from the
 * rule text it blocks fire on its way to its own roof and burns a rival's roof when the wind
 * lets it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { seedRng } from '../../src/core/rng.ts';
import { legalActions, toJSON, type Action } from '../../src/games/fire-tower/game.ts';
import { heuristicAgent } from '../../src/games/fire-tower/agents/heuristic.ts';
import { playSeats } from '../../src/games/fire-tower/agents/seats.ts';
import { fireTowerGame } from '../../src/games/fire-tower/playable.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';
import { playGame, type AgentName } from '../../src/games/fire-tower/play.ts';

const PRESETS = readdirSync(path.join(PROJECT_RULES, 'fire-tower', 'presets')).map((f) => f.replace(/\.yaml$/, '')).sort();
const SEEDS = Number(process.env.FIRERULES_FT_AGENT_SEEDS ?? 2);

/** The preset's own player count, except Rising Flames at three (Shadows then play too). */
function playersOf(preset: string): number {
  return preset === 'fire-tower-rising-flames' ? 3 : fireTowerGame.configure({ preset }).defaultPlayers();
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

function start(fixture: string) {
  const { data, yaml, baseDir } = readScenario(path.join(import.meta.dirname, 'fixtures', 'agents', fixture));
  return scenarioStart(data, yaml, baseDir);
}

describe('Fire Tower heuristic agent', () => {
  it('lists every preset it is checked on', () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(14);
    expect(PRESETS).toContain('fire-tower-rising-flames');
  });

  for (const preset of PRESETS) {
    it(`plays only legal actions on ${preset}, whole games, every seat heuristic`, () => {
      const agents: AgentName[] = Array.from({ length: playersOf(preset) }, () => 'heuristic');
      for (let seed = 1; seed <= SEEDS; seed++) {
        let checked = 0;
        // playSeats applies every choice and throws if apply refuses one; the first seed also
        // finds each choice among legalActions (the full list, slower).
        const end = playSeats(preset, {
          seed,
          agents,
          onDecision: (game, action) => {
            if (seed !== 1) return;
            expect(legalActions(game).some((a) => same(a, action)), `${JSON.stringify(action)} is legal`).toBe(true);
            checked++;
          },
        });
        expect(end.state.status).toBe('over');
        if (seed === 1) expect(checked).toBeGreaterThan(0);
      }
    }, 120_000);
  }

  it('is deterministic: the same seed and seating give the same game, byte for byte', () => {
    for (const [preset, agents] of [['fire-tower-base', ['heuristic', 'random']], ['fire-tower-rising-flames', ['greedy', 'heuristic', 'heuristic']], ['fire-tower-solo-level-2', ['heuristic']]] as const) {
      const a = playSeats(preset, { seed: 7, agents: [...agents] });
      const b = playSeats(preset, { seed: 7, agents: [...agents] });
      expect(JSON.stringify(toJSON(a))).toBe(JSON.stringify(toJSON(b)));
    }
  });

  it('finishes self-play games through playGame (simulate\'s path): facing walled-in towers it still cycles its cards', () => {
    // Seed 2 once ran to the 20,000-action limit: both players kept their hands for ever.
    for (const seed of [1, 2, 3]) {
      const end = playGame({ preset: 'fire-tower-base' }, { seed, players: 2, agent: 'heuristic', log: false });
      expect(end.state.status).toBe('over');
    }
  });

  it('blocks the fire on its way to its own roof with a firebreak card (ft-base: fire cannot pass through firebreaks)', () => {
    // A gem at [4, 0], the wind blowing north: four turns from the north-west roof. Its hand
    // holds fire cards (that could attack the far rival) and one Dozer Line.
    const game = start('blocks-fire-before-its-tower.yaml');
    const action = heuristicAgent(game, seedRng(1))!;
    expect(action.slice(0, 3)).toEqual(['p1', 'play', 'dozer-line']);
    // One of its two firebreaks is the space the wind burns next, between the gem and the tower.
    expect((action[3] as { cells: Action[] }).cells).toContainEqual([3, 0]);
  });

  it('burns the rival tower when the wind blows a gem onto its roof (ft-base: a gem on the roof burns the tower)', () => {
    const game = start('burns-rival-roof.yaml');
    expect(heuristicAgent(game, seedRng(1))).toEqual(['p1', 'spread', [15, 15]]);
  });
});
