/**
 * `firerules/core`: the game-agnostic engine — reading configs and module catalogues,
 * loading a configuration into a Ruleset (layered, validated, compiled), the errors it
 * throws, the seeded RNG and the JSON Schemas of the file formats as objects.
 */
export { loadRuleset, gameEnv, type LoadEnv } from '../core/load.ts';
export { Ruleset } from '../core/ruleset.ts';
export { readConfig, type ConfigRef, type ConfigData, type LoadedConfig } from '../core/config.ts';
export { listGames, listPresets, loadGameManifest, loadModuleCatalog, type ModuleInfo, type OptionDeclaration } from '../core/catalog.ts';
export { RulesError, UsageError, formatProblem, type Problem } from '../core/errors.ts';
export { configSchema, gameManifestSchema, moduleManifestSchema, sourceRegistrySchema, coreItemKinds, itemSchema, type JsonSchema } from '../core/schemas.ts';
export { seedRng, nextFloat, rollDie, shuffled, type RngState } from '../core/rng.ts';
export type { GameDefinition } from '../core/game.ts';
export type { PlayableGame, RulesOnlyGame, GameEntry } from '../core/playable.ts';
/** The folder of the shipped rule modules (rules/ in the package). */
export { PROJECT_RULES as RULES_DIR } from '../core/paths.ts';
