/**
 * `firerules/asl-fire`: the ASL fire rules (B25) as questions — kindling, spread, blaze,
 * clearance — each answered with its DRM breakdown (which rules fired, values, sources).
 * Load the rules once with `loadAslFire()` and ask as many questions as you like.
 */
import type { ConfigRef } from '../core/config.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { loadAslFireRules } from '../games/asl-fire/load.ts';

export {
  kindle,
  spread,
  blaze,
  clear,
  UNITS,
  METHODS,
  ELEVATIONS,
  type KindleInput,
  type KindleResult,
  type SpreadInput,
  type SpreadResult,
  type BlazeInput,
  type BlazeResult,
  type ClearInput,
  type ClearResult,
  type DrmEntry,
  type Unit,
  type Method,
  type Elevation,
} from '../games/asl-fire/queries.ts';

/**
 * The ASL fire rules of a preset (default `asl-fire`) or of a config file of your own
 * (`{ configFile: 'my-game.yaml' }`), with extra rules folders layered after the shipped ones.
 * Throws a RulesError listing every problem of a broken config.
 */
export function loadAslFire(ref: ConfigRef = { preset: 'asl-fire' }, extraRulesDirs: string[] = []): Ruleset {
  return loadAslFireRules(ref, extraRulesDirs);
}
