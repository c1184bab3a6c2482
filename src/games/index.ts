/**
 * The games firerules knows in code, as one table. Each row is the game's own object: what
 * its code adds to the rules and the rulebook and, for a game that can be played, the
 * PlayableGame contract the commands run. Nothing outside this table branches on a game's id.
 */
import type { Ruleset } from '../core/ruleset.ts';
import { configSchema, coreItemKinds, gameManifestSchema, moduleManifestSchema, patchEntrySchema, removeEntrySchema, sourceRegistrySchema, type JsonSchema } from '../core/schemas.ts';
import type { GameEntry, PlayableGame } from '../core/playable.ts';
import type { RulebookOptions } from '../docs/rulebook.ts';
import { aslFireGame } from './asl-fire/rules-only.ts';
import { flashPointGame } from './flash-point/playable.ts';
import { fireTowerGame } from './fire-tower/playable.ts';

// Loading rules needs only the definitions: src/games/definitions.ts, which commands that
// play nothing import instead of this table.
export { defaultEnv, GAME_DEFINITIONS, load } from './definitions.ts';

export const GAMES: readonly GameEntry[] = [aslFireGame, flashPointGame, fireTowerGame];

/** The game `play` and `scenario` mean when nothing names one. */
export const DEFAULT_GAME = flashPointGame.id;

const BY_ID: ReadonlyMap<string, GameEntry> = new Map(GAMES.map((g) => [g.id, g]));

/** The registry's row of a game id (undefined for a game with rule folders but no code). */
export function gameEntry(id: string): GameEntry | undefined {
  return BY_ID.get(id);
}

/** The playable game of an id, if it is one. */
export function playableGame(id: string): PlayableGame | undefined {
  const entry = BY_ID.get(id);
  return entry?.playable ? entry : undefined;
}

/** The ids of the games that can be played, in table order. */
export const PLAYABLE_GAMES: readonly string[] = GAMES.filter((g) => g.playable).map((g) => g.id);

/** Game-specific rulebook tables; games without any get the plain rulebook. */
export function rulebookOptionsFor(rules: Ruleset): RulebookOptions {
  return gameEntry(rules.game.id)?.rulebookOptions(rules) ?? {};
}

/**
 * Every schema a file is checked against when rules, boards, scenarios and saved games are
 * read: what the build precompiles (scripts/precompile-validators.mjs).
 */
export function schemasInUse(): JsonSchema[] {
  const core = [configSchema, moduleManifestSchema, gameManifestSchema, sourceRegistrySchema, patchEntrySchema, removeEntrySchema, ...Object.values(coreItemKinds)];
  return [...core, ...GAMES.flatMap((g) => [...Object.values(g.definition.itemKinds ?? {}), ...(g.fileSchemas ?? []).map((f) => f.schema)])];
}
