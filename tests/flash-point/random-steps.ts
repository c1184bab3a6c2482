/**
 * Random games on every preset, looked at step by step: what the tests that compare two ways
 * of deciding something at every step of such games share.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import type { Action, FlashPointGame } from '../../src/games/flash-point/game.ts';
import { playGame, randomAgent } from '../../src/games/flash-point/play.ts';

/** Every Flash Point preset, by name. */
export const PRESETS: readonly string[] = readdirSync(path.join(PROJECT_RULES, 'flash-point', 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();

/** Plays `games` random games of `preset` (seeds from 1, 2 to 4 players), showing `look` each game and its legal actions before the random agent picks. */
export function eachRandomStep(preset: string, games: number, look: (game: FlashPointGame, legal: readonly Action[]) => void): void {
  for (let seed = 1; seed <= games; seed++) {
    playGame({ preset }, {
      seed,
      players: 2 + (seed % 3),
      agent: 'random',
      chooser: (game, rng, legal) => {
        look(game, legal);
        return randomAgent(game, [...legal], rng);
      },
    });
  }
}
