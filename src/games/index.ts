/**
 * The games firerules knows in code, as one table: each entry says what its code adds to
 * the rules, to the rulebook, and (for games that can be played) the PlayableGame contract
 * the commands run. Nothing outside this table branches on a game's id.
 */
import type { GameDefinition } from '../core/game.ts';
import { loadRuleset, type LoadEnv } from '../core/load.ts';
import type { ConfigRef } from '../core/config.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import type { GameEntry, PlayableGame } from '../core/playable.ts';
import type { RulebookOptions } from '../docs/rulebook.ts';
import { aslFireDefinition } from './asl-fire/definition.ts';
import { aslRulebookOptions } from './asl-fire/docs.ts';
import { flashPointDefinition } from './flash-point/definition.ts';
import { flashPointRulebookOptions } from './flash-point/docs.ts';
import { flashPointPlayable } from './flash-point/playable.ts';
import { boardPicture } from './flash-point/rulebook-picture.ts';
import { boardSchema } from './flash-point/board.ts';
import { scenarioSchema as flashPointScenarioSchema } from './flash-point/scenario.ts';
import { stateSchema as flashPointStateSchema } from './flash-point/state.ts';
import { fireTowerDefinition } from './fire-tower/definition.ts';
import { fireTowerRulebookOptions } from './fire-tower/docs.ts';
import { fireTowerPlayable } from './fire-tower/playable.ts';
import { scenarioSchema as fireTowerScenarioSchema } from './fire-tower/scenario.ts';
import { stateSchema as fireTowerStateSchema } from './fire-tower/state.ts';

export const GAMES: readonly GameEntry[] = [
  // ASL fire is rules only: table questions (firerules asl ...), nothing to play.
  { id: 'asl-fire', definition: aslFireDefinition, rulebookOptions: aslRulebookOptions },
  {
    id: 'flash-point',
    definition: flashPointDefinition,
    rulebookOptions: flashPointRulebookOptions,
    rulebookPicture: boardPicture,
    // The file formats (shared/design/flash-point-formats.md).
    fileSchemas: [
      { name: 'flash-point-board', schema: boardSchema, title: 'Flash Point board file' },
      { name: 'flash-point-scenario', schema: flashPointScenarioSchema, title: 'Flash Point scenario file' },
      { name: 'flash-point-state', schema: flashPointStateSchema, title: 'Flash Point state JSON' },
    ],
    playable: flashPointPlayable,
  },
  {
    id: 'fire-tower',
    definition: fireTowerDefinition,
    rulebookOptions: fireTowerRulebookOptions,
    fileSchemas: [
      { name: 'fire-tower-scenario', schema: fireTowerScenarioSchema, title: 'Fire Tower scenario file' },
      { name: 'fire-tower-state', schema: fireTowerStateSchema, title: 'Fire Tower saved game (state JSON)' },
    ],
    playable: fireTowerPlayable,
  },
];

/** The game `play` and `scenario` mean when nothing names one. */
export const DEFAULT_GAME = 'flash-point';

const BY_ID: ReadonlyMap<string, GameEntry> = new Map(GAMES.map((g) => [g.id, g]));

export const GAME_DEFINITIONS: Readonly<Record<string, GameDefinition>> = Object.fromEntries(GAMES.map((g) => [g.id, g.definition]));

/** The registry entry of a game id (undefined for a game with no code: rules folders only). */
export function gameEntry(id: string): GameEntry | undefined {
  return BY_ID.get(id);
}

/** The playable game of an id, if it has one. */
export function playableGame(id: string): PlayableGame | undefined {
  return BY_ID.get(id)?.playable;
}

/** The ids of the games that can be played, in table order. */
export const PLAYABLE_GAMES: readonly string[] = GAMES.filter((g) => g.playable).map((g) => g.id);

export function defaultEnv(extraRulesDirs: string[] = []): LoadEnv {
  return { rulesRoot: PROJECT_RULES, games: GAME_DEFINITIONS, extraRulesDirs };
}

/** Load a preset or config with the project's rules and game definitions. */
export function load(ref: ConfigRef, extraRulesDirs: string[] = []): Ruleset {
  return loadRuleset(ref, defaultEnv(extraRulesDirs));
}

/** Game-specific rulebook tables; games without any get the plain rulebook. */
export function rulebookOptionsFor(rules: Ruleset): RulebookOptions {
  return gameEntry(rules.game.id)?.rulebookOptions(rules) ?? {};
}
