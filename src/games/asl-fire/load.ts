/**
 * The ASL fire rules of a preset or config file, loaded with the ASL definition alone (no
 * other game's engine), for the library and the `asl` command alike. A config file of
 * another game is refused by name before its rules are read: loaded with the ASL definition
 * only, its items would otherwise be reported one by one as unknown kinds.
 */
import { readConfig, type ConfigRef } from '../../core/config.ts';
import { UsageError } from '../../core/errors.ts';
import { gameEnv, loadRuleset } from '../../core/load.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { aslFireDefinition } from './definition.ts';

export function loadAslFireRules(ref: ConfigRef, extraRulesDirs: string[] = []): Ruleset {
  if ('configFile' in ref) {
    const loaded = readConfig(ref, PROJECT_RULES);
    if (loaded.data.game !== aslFireDefinition.id) throw new UsageError(`${loaded.label} is a ${loaded.data.game} config, not ${aslFireDefinition.id}`);
  }
  return loadRuleset('preset' in ref ? { game: aslFireDefinition.id, ...ref } : ref, gameEnv(aslFireDefinition, extraRulesDirs));
}
