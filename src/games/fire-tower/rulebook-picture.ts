/**
 * Fire Tower's rulebook shows the forest of its configuration: the four tower areas in their
 * colours with the roofs outlined, the quadrant lines and the Eternal Flame in the middle.
 */
import type { RulebookPicture } from '../../core/playable.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { forestSvg } from './forest-svg.ts';
import { gameConfig, loadEngine } from './game.ts';

/** Presets only, as for Flash Point's board: a config file's rules may live beside no committed docs. */
export function forestPicture(rules: Ruleset): RulebookPicture | undefined {
  if (!rules.config.presetId) return undefined;
  const { forest } = loadEngine(gameConfig({ preset: rules.config.presetId }).config);
  const towers = forest.towers.map((t) => `${t.colour} (${t.corner})`).join(', ');
  return {
    file: 'forest.svg',
    content: forestSvg(forest),
    topic: 'board',
    markdown: `<a id="forest-picture"></a>![The ${forest.size}×${forest.size} forest: the four tower areas in their colours with each roof outlined, the dashed quadrant lines, the Eternal Flame in the centre](forest.svg)\n\nThe towers: ${towers}. Each player defends the tower in their corner; the dashed lines split the forest into the quadrants that cards and the wind refer to.`,
  };
}
