/**
 * Which configuration a playing command (replay, inspect) runs: a preset id or a config file
 * of one's own (house rules included), never both; read once, with its game and a label.
 */
import path from 'node:path';
import { readConfig } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { ConfigChoice } from '../core/playable.ts';

export interface GameChoice {
  /** What `gameConfig` of the game takes. */
  ref: ConfigChoice;
  game: string;
  /** How titles and messages name it: the preset id or the config file's name. */
  label: string;
  /** A solo configuration (its modules include `solo`). */
  solo: boolean;
}

export function gameChoice(command: string, preset: unknown, config: unknown): GameChoice {
  if (typeof preset === 'string' && typeof config === 'string') throw new UsageError(`${command}: give either --config or --preset, not both`);
  const ref: GameChoice['ref'] | undefined = typeof config === 'string' ? { configFile: config } : typeof preset === 'string' ? { preset } : undefined;
  if (!ref) throw new UsageError(`${command}: name the game with --preset ID or --config FILE`);
  const loaded = readConfig(ref, PROJECT_RULES);
  const label = 'preset' in ref ? ref.preset : path.basename(ref.configFile);
  return { ref, game: loaded.data.game, label, solo: (loaded.data.modules ?? []).includes('solo') };
}
