/**
 * The board as text, for logs and the terminal: each space is three characters wide,
 * walls and doors sit between them.
 *   F fire  s smoke  ? point of interest  V victim (T treated)  H hazmat  * hot spot
 *   1-6 firefighters (turn order)  E engine  A ambulance
 *   | / --- wall   : / -.- damaged wall   D closed door   d open door   J jammed door
 *   W / w closed / open window   (blank) destroyed
 *   S staircase  ~ damaged floor  # destroyed floor  L ladder top  P raised platform
 * Other floors (attic, basement, storeys) follow the ground floor, each under its own heading.
 */
import { edgeBetween, sameSpace, spaceAt, type Side } from './board.ts';
import type { FlashPointGame } from './game.ts';
import { World } from './world.ts';

export function renderBoard(game: FlashPointGame): string {
  const { board } = game.engine;
  const parts = [renderFloor(game, 0)];
  for (const l of board.levels()) parts.push(`floor ${l.floor}${l.title ? ` — ${l.title}` : ''} (black faces ${l.dice[0]}-${l.dice[1]})\n${renderFloor(game, l.floor)}`);
  return parts.join('\n\n');
}

function renderFloor(game: FlashPointGame, floor: number): string {
  const { board } = game.engine;
  const s = game.state;
  const w = new World(s, board, game.engine.rules);
  const dims = board.dims(floor)!;
  const R = dims.rows + 1;
  const C = dims.cols + 1;
  const lines: string[] = ['     ' + Array.from({ length: C + 1 }, (_, c) => String(c).padEnd(4)).join('')];
  const edgeMark = (r: number, c: number, side: Side, vertical: boolean): string => {
    const e = edgeBetween(spaceAt(r, c, floor), side);
    const d = w.readDoorAt(e) ?? w.readWindowAt(e);
    if (d) {
      const mark = 'kind' in d ? (d.state.startsWith('jammed') ? 'J' : d.state === 'closed' ? 'D' : 'd') : d.state === 'closed' ? 'W' : 'w';
      if (d.state === 'destroyed') return vertical ? ' ' : '   ';
      return vertical ? mark : ` ${mark} `;
    }
    const wall = w.readWallAt(e);
    if (!wall || wall.destroyed) return vertical ? ' ' : '   ';
    if (wall.damage > 0) return vertical ? ':' : '-.-';
    return vertical ? '|' : '---';
  };
  const engine = w.engineSpaces();
  const amb = w.ambulanceSpaces();
  for (let r = 0; r <= R; r++) {
    let row = String(r).padStart(3) + '  ';
    for (let c = 0; c <= C; c++) {
      const at = spaceAt(r, c, floor);
      let cell = '';
      if (w.isDestroyedFloor(at)) cell += '#';
      else if (w.hasDamagedFloor(at)) cell += '~';
      if (board.staircase(at)) cell += 'S';
      if (s.ladders.some((l) => l.upper && sameSpace(l.upper, at))) cell += 'L';
      if (Array.isArray(s.platform) && sameSpace(s.platform, at)) cell += 'P';
      const c0 = w.content(at);
      if (c0 === 'fire') cell += 'F';
      if (c0 === 'smoke') cell += 's';
      if (s.pois.some((p) => sameSpace(p.at, at))) cell += '?';
      for (const v of s.victims) if (sameSpace(v.at, at)) cell += v.treated ? 'T' : 'V';
      if (w.hazmatsAt(at)) cell += 'H';
      if (w.hasHotSpot(at)) cell += '*';
      s.firefighters.forEach((f, i) => {
        if (f.at && sameSpace(f.at, at)) cell += String(i + 1);
      });
      if (!cell && engine.some((e) => sameSpace(e, at))) cell = 'E';
      if (!cell && amb.some((e) => sameSpace(e, at))) cell = 'A';
      if (!cell) cell = board.isInside(at) ? '.' : ' ';
      row += cell.slice(0, 3).padEnd(3);
      row += c <= C - 1 ? edgeMark(r, c, 'east', true) : '';
    }
    lines.push(row.trimEnd());
    if (r < R) {
      let under = '     ';
      for (let c = 0; c <= C; c++) under += edgeMark(r, c, 'south', false) + ' ';
      lines.push(under.trimEnd());
    }
  }
  return lines.join('\n');
}

/** One line on where the game stands. */
export function statusLine(game: FlashPointGame): string {
  const s = game.state;
  return `rescued ${s.rescued}, lost ${s.lost}, damage supply ${s.damageSupply}, fire ${s.fire.length}, smoke ${s.smoke.length}, PoIs ${s.pois.length}, victims on board ${s.victims.length}` + (s.hotSpots.length ? `, hot spots ${s.hotSpots.length}` : '');
}
