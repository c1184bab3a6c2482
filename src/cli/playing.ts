/**
 * Which playable game, and which configuration of it, a command runs: the game a scenario
 * file, `--game`, a preset or a config file names, looked up in the registry; a rules-only
 * game is refused with the list of the playable ones. The commands never branch on a game's id.
 */
import { readConfig } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { PlayableGame } from '../core/playable.ts';
import { readYaml } from '../core/yaml-file.ts';
import { loadGameManifest } from '../core/catalog.ts';
import { DEFAULT_GAME, PLAYABLE_GAMES, playableGame } from '../games/index.ts';
import type { Flags } from './args.ts';
import { gameChoice, type GameChoice } from './game-choice.ts';

/**
 * The playable game of `game`, or a UsageError: `refusal` says what is missing, given the
 * game and the playable ids (`${game} has no playable game (${list})`).
 */
export function playableFor(game: string, refusal: (game: string, playable: readonly string[]) => string): PlayableGame {
  const playable = playableGame(game);
  if (!playable) throw new UsageError(refusal(game, PLAYABLE_GAMES));
  return playable;
}

/** Which game a command is about: the one its scenario file names (`scenario`) or its flags (`--game`, `--preset`, `--config`), else the default game. */
export function gameOfCommand(command: 'play' | 'simulate' | 'scenario', flags: Flags, args: readonly string[] = []): string {
  if (command === 'scenario') {
    const file = args[0];
    if (!file) return DEFAULT_GAME;
    const data = readYaml(file).data as { game?: unknown } | null;
    return data && typeof data === 'object' && typeof data.game === 'string' ? data.game : DEFAULT_GAME;
  }
  if (typeof flags.game === 'string' && flags.game) return flags.game;
  if (typeof flags.preset === 'string' && flags.preset) return readConfig({ preset: flags.preset }, PROJECT_RULES).data.game;
  if (typeof flags.config === 'string' && flags.config) return readConfig({ configFile: flags.config }, PROJECT_RULES).data.game;
  return DEFAULT_GAME;
}

/**
 * The game and configuration of a command that starts games (`play`, `simulate`): `--config`,
 * else `--preset`, else the default preset of `--game` (or of the default game). `game` is
 * what gameOfCommand read from the same flags.
 */
export function startingChoice(command: 'play' | 'simulate', game: string, flags: Flags): { playable: PlayableGame; choice: GameChoice } {
  const manifest = loadGameManifest(PROJECT_RULES, game); // refuses an unknown --game with the known list
  const playable = playableFor(game, (g, list) => `${command}: ${g} has no playable game (${list.join(', ')})`);
  const choice = gameChoice(command, flags.config === undefined ? (flags.preset ?? manifest.defaultPreset) : undefined, flags.config);
  return { playable, choice };
}
