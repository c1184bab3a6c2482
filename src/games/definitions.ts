/**
 * The registry's light half: each game's definition (item kinds, values, board check), which
 * is all that loading and checking its rules needs. The commands that only read rules
 * (validate, explain, coverage, modules, one rulebook of `docs`) import this and not
 * src/games/index.ts, so a cold start does not evaluate the engines, xstate or the chart
 * layout (issue 14). The whole table, with the playable parts, stays src/games/index.ts; a
 * test checks the two agree.
 */
import type { ConfigRef } from '../core/config.ts';
import type { GameDefinition } from '../core/game.ts';
import type { GameEntry } from '../core/playable.ts';
import { loadRuleset, type LoadEnv } from '../core/load.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { aslFireDefinition } from './asl-fire/definition.ts';
import { fireTowerDefinition } from './fire-tower/definition.ts';
import { flashPointDefinition } from './flash-point/definition.ts';

/** In the registry's order (src/games/index.ts). */
const DEFINITIONS: readonly GameDefinition[] = [aslFireDefinition, flashPointDefinition, fireTowerDefinition];

export const GAME_DEFINITIONS: Readonly<Record<string, GameDefinition>> = Object.fromEntries(DEFINITIONS.map((d) => [d.id, d]));

/**
 * A game's whole registry row, imported when asked for: `docs` writing one rulebook loads its
 * own game's tables and picture, no other game's engine. The same objects as index.ts's table.
 */
const ENTRIES: Readonly<Record<string, () => Promise<GameEntry>>> = {
  [aslFireDefinition.id]: async () => (await import('./asl-fire/rules-only.ts')).aslFireGame,
  [flashPointDefinition.id]: async () => (await import('./flash-point/playable.ts')).flashPointGame,
  [fireTowerDefinition.id]: async () => (await import('./fire-tower/playable.ts')).fireTowerGame,
};

/** The registry's row of a game id (undefined for a game with rule folders but no code). */
export async function loadGameEntry(id: string): Promise<GameEntry | undefined> {
  return Object.hasOwn(ENTRIES, id) ? ENTRIES[id]!() : undefined;
}

export function defaultEnv(extraRulesDirs: string[] = []): LoadEnv {
  return { rulesRoot: PROJECT_RULES, games: GAME_DEFINITIONS, extraRulesDirs };
}

/** Load a preset or config with the project's rules and game definitions. */
export function load(ref: ConfigRef, extraRulesDirs: string[] = []): Ruleset {
  return loadRuleset(ref, defaultEnv(extraRulesDirs));
}
