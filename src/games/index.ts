/** The games firerules knows in code, and the default loading environment. */
import type { GameDefinition } from '../core/game.ts';
import { loadRuleset, type LoadEnv } from '../core/load.ts';
import type { ConfigRef } from '../core/config.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { aslFireDefinition } from './asl-fire/definition.ts';
import { flashPointDefinition } from './flash-point/definition.ts';
import { fireTowerDefinition } from './fire-tower/definition.ts';
import { aslRulebookOptions } from './asl-fire/docs.ts';
import { flashPointRulebookOptions } from './flash-point/docs.ts';
import { fireTowerRulebookOptions } from './fire-tower/docs.ts';
import type { RulebookOptions } from '../docs/rulebook.ts';

export const GAME_DEFINITIONS: Readonly<Record<string, GameDefinition>> = {
  'asl-fire': aslFireDefinition,
  'flash-point': flashPointDefinition,
  'fire-tower': fireTowerDefinition,
};

export function defaultEnv(extraRulesDirs: string[] = []): LoadEnv {
  return { rulesRoot: PROJECT_RULES, games: GAME_DEFINITIONS, extraRulesDirs };
}

/** Load a preset or config with the project's rules and game definitions. */
export function load(ref: ConfigRef, extraRulesDirs: string[] = []): Ruleset {
  return loadRuleset(ref, defaultEnv(extraRulesDirs));
}

/** Game-specific rulebook tables; games without any get the plain rulebook. */
export function rulebookOptionsFor(rules: Ruleset): RulebookOptions {
  if (rules.game.id === 'asl-fire') return aslRulebookOptions(rules);
  if (rules.game.id === 'flash-point') return flashPointRulebookOptions(rules);
  if (rules.game.id === 'fire-tower') return fireTowerRulebookOptions(rules);
  return {};
}
