/**
 * The forest as text, for `play` and `scenario`: one character per space, row 0 (north) on
 * top. Tower areas are shaded with their colour's initial when nothing is on them.
 */
import type { FireTowerGame } from './game.ts';
import { World } from './world.ts';

export const LEGEND = '# fire, @ Eternal Flame, = firebreak, h hawk, ^ roof, r/p/g/b tower areas (red, purple, green, blue), X burned roof';

export function renderForest(game: FireTowerGame): string {
  const w = World.reading(game.state, game.engine.forest, game.engine.rules);
  const n = w.forest.size;
  const lines: string[] = ['    ' + Array.from({ length: n }, (_, c) => String(c % 10)).join(' ')];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) {
      const at: [number, number] = [r, c];
      const tower = w.forest.towerAreaAt(at);
      const roof = w.forest.towers.find((t) => t.roof[0] === r && t.roof[1] === c);
      let ch = '.';
      if (w.forest.isEternalFlame(at)) ch = '@';
      else if (roof && w.isBurned(roof.corner)) ch = 'X';
      else if (w.isGem(at)) ch = '#';
      else if (w.isFirebreak(at)) ch = '=';
      else if (w.isHawk(at)) ch = 'h';
      else if (roof) ch = '^';
      else if (tower) ch = tower.colour[0]!;
      row.push(ch);
    }
    lines.push(`${String(r).padStart(2)}  ${row.join(' ')}`);
  }
  return lines.join('\n');
}

export function statusLine(game: FireTowerGame): string {
  const s = game.state;
  const players = s.players.map((p) => `${p.id} ${p.towers.join('+')} ${p.status}${p.status === 'active' ? ` ${p.hand.length} cards` : ''}${p.bucket === 'bucket' ? ' +bucket' : ''}`);
  return `wind ${s.wind} · fire ${s.fire.length} · firebreaks ${s.firebreaks.length}${s.hawks.length ? ` · hawks ${s.hawks.length}` : ''} · deck ${s.deck.length} · ${players.join(' | ')}`;
}
