/** Flash Point's rulebook shows the configuration's board, drawn from its board file. */
import type { RulebookPicture } from '../../core/playable.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { boardSvg } from './board-svg.ts';
import { gameConfig, loadEngine } from './game.ts';

/** Presets only: a config file's board may live in its own rules folder, beside no committed docs. */
export function boardPicture(rules: Ruleset): RulebookPicture | undefined {
  if (!rules.config.presetId) return undefined;
  const { config } = gameConfig({ preset: rules.config.presetId });
  const board = loadEngine(config).board;
  return {
    file: 'board.svg',
    content: boardSvg(board),
    markdown: `\n## Board picture <a id="board-picture"></a>\n\n![The board ${board.id}: walls, doors (brown; locked green, fireproof red), parking spots (E engine, A ambulance), red arrows, staircases (S)](board.svg)\n\nDrawn from the board file \`${board.id}\`${board.data.notes ? `: ${String(board.data.notes).split('\n')[0]}` : ''}.\n`,
  };
}
