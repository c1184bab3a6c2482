/**
 * The Fire Tower forest as SVG (for the replay viewer and the rulebook): the grid, the four
 * tower areas in their colours with the roofs marked, the quadrant lines and the Eternal
 * Flame. Pieces are drawn on top by whoever shows a game.
 */
import type { Forest } from './board.ts';

const CELL = 24;
const COLOURS: Record<string, string> = { red: '#f3c4c4', purple: '#dccbf0', green: '#c8e8c8', blue: '#c6d8f3' };

export function forestGeometry(): { cell: number; top: number; origin: Record<number, number> } {
  return { cell: CELL, top: 10, origin: { 0: 10 } };
}

export function forestSvg(forest: Forest): string {
  const n = forest.size;
  const out: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const t = forest.towerAreaAt([r, c]);
      const fill = forest.isEternalFlame([r, c]) ? '#f7a23b' : t ? COLOURS[t.colour] ?? '#eee' : '#eef3e6';
      out.push(`<rect x="${10 + c * CELL}" y="${10 + r * CELL}" width="${CELL}" height="${CELL}" fill="${fill}" stroke="#cfd8c4"><title>[${r}, ${c}]</title></rect>`);
    }
  }
  for (const t of forest.towers) out.push(`<rect class="roof" x="${10 + t.roof[1] * CELL + 2}" y="${10 + t.roof[0] * CELL + 2}" width="${CELL - 4}" height="${CELL - 4}" fill="none" stroke="#c60" stroke-width="2"><title>${t.colour} roof</title></rect>`);
  const mid = 10 + (n / 2) * CELL;
  out.push(`<line x1="${mid}" y1="10" x2="${mid}" y2="${10 + n * CELL}" stroke="#9a9" stroke-dasharray="4 3"/><line x1="10" y1="${mid}" x2="${10 + n * CELL}" y2="${mid}" stroke="#9a9" stroke-dasharray="4 3"/>`);
  const size = n * CELL + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" font-family="sans-serif" font-size="11">\n${out.join('\n')}\n</svg>\n`;
}
