/**
 * `firerules`: every game through the registry — load any preset or config (the game is read
 * from it), validate one and get every problem, write its rulebook or statechart, compare two
 * configurations — and each game's own API as a namespace. For one game only, import its own
 * path (`firerules/flash-point`, `firerules/fire-tower`, `firerules/asl-fire`), which loads less.
 */
import type { ConfigRef } from '../core/config.ts';
import { RulesError, type Problem } from '../core/errors.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { load } from '../games/index.ts';

export { load, GAMES, PLAYABLE_GAMES, DEFAULT_GAME, gameEntry, playableGame, rulebookOptionsFor } from '../games/index.ts';
export { rulebookMarkdown, renderHtml, type RulebookOptions } from '../docs/rulebook.ts';
export { diffRulesets, diffMarkdown, type ConfigDiff, type ItemChange } from '../docs/diff.ts';
export { chartOf, toMermaid, toDot, toSvg, toHtml as chartHtml, type Chart } from '../docs/chart.ts';
export { Ruleset } from '../core/ruleset.ts';
export { RulesError, UsageError, formatProblem, type Problem } from '../core/errors.ts';
export type { ConfigRef } from '../core/config.ts';
export * as flashPoint from './flash-point.ts';
export * as fireTower from './fire-tower.ts';
export * as aslFire from './asl-fire.ts';

export type Validation = { ok: true; rules: Ruleset } | { ok: false; problems: readonly Problem[] };

/**
 * Load a preset or config and report every problem instead of throwing (what `firerules
 * validate` prints); any other error is a bug and is thrown.
 */
export function validate(ref: ConfigRef, extraRulesDirs: string[] = []): Validation {
  try {
    return { ok: true, rules: load(ref, extraRulesDirs) };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, problems: e.problems };
    throw e;
  }
}
