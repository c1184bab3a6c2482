/**
 * ASL fire in the registry: a rules-only game. Its rules answer table questions (kindling,
 * spread, blaze, clearance: `firerules asl ...`); there is no game to play, so it has no
 * PlayableGame part.
 */
import type { RulesOnlyGame } from '../../core/playable.ts';
import { aslFireDefinition } from './definition.ts';
import { aslRulebookOptions } from './docs.ts';

export const aslFireGame: RulesOnlyGame = {
  id: 'asl-fire',
  playable: false,
  definition: aslFireDefinition,
  rulebookOptions: aslRulebookOptions,
};
