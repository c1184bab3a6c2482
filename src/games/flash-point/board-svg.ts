/**
 * A Flash Point board drawn as SVG from its board file: every floor side by side, the
 * building's spaces and the ring outside, walls, doors (locked and fireproof marked),
 * openings, the Engine and Ambulance parking spots, the red arrows, staircases, closed
 * spaces and start locations. Drawn from the same Board the engine plays on.
 */
import { edgeFloor, type Board, type Edge } from './board.ts';

const CELL = 34;
const GAP = 40;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ARROW: Record<string, string> = { north: '↑', east: '→', south: '↓', west: '←' };

/** Where each floor's grid starts (x), so other drawings can put pieces on the board's spaces. */
export function boardGeometry(board: Board): { cell: number; top: number; origin: Record<number, number>; width: number } {
  const floors = [0, ...board.levels().map((l) => l.floor)];
  const origin: Record<number, number> = {};
  let x = 10;
  for (const f of floors) {
    origin[f] = x;
    const d = board.dims(f)!;
    x += (d.cols + 2) * CELL + GAP;
  }
  return { cell: CELL, top: 30, origin, width: x - GAP + 10 };
}

export function boardSvg(board: Board): string {
  const floors = [0, ...board.levels().map((l) => l.floor)];
  const geometry = boardGeometry(board);
  const origin = new Map<number, number>(Object.entries(geometry.origin).map(([f, x]) => [Number(f), x]));
  const x = geometry.width + GAP - 10;
  const height = Math.max(...floors.map((f) => (board.dims(f)!.rows + 2) * CELL)) + 50;
  const width = x - GAP + 10;
  const out: string[] = [];
  const px = (f: number, c: number) => origin.get(f)! + c * CELL;
  const py = (r: number) => 30 + r * CELL;
  for (const f of floors) {
    const d = board.dims(f)!;
    const kind = board.floorKind(f);
    out.push(`<text x="${px(f, 0)}" y="18" class="floor">${esc(f === 0 ? 'ground floor' : `${kind} (floor ${f})`)}</text>`);
    for (let r = 0; r <= d.rows + 1; r++) {
      for (let c = 0; c <= d.cols + 1; c++) {
        const s = f === 0 ? [r, c] : [r, c, f];
        const inside = board.isInside(s);
        const cls = board.isNoEntry(s) ? 'closed' : inside ? 'in' : 'out';
        out.push(`<rect class="${cls}" x="${px(f, c)}" y="${py(r)}" width="${CELL}" height="${CELL}"><title>[${s.join(', ')}]</title></rect>`);
        const arrow = board.arrow(s);
        if (arrow) out.push(`<text class="arrow" x="${px(f, c) + CELL / 2}" y="${py(r) + CELL / 2 + 6}" text-anchor="middle">${ARROW[arrow] ?? '•'}</text>`);
        if (board.staircase(s)) out.push(`<text class="stairs" x="${px(f, c) + CELL / 2}" y="${py(r) + CELL / 2 + 5}" text-anchor="middle">S</text>`);
        if (board.isStartLocation(s)) out.push(`<circle class="start" cx="${px(f, c) + CELL / 2}" cy="${py(r) + CELL / 2}" r="5"/>`);
      }
    }
  }
  // Parking spots (ground floor): each spans two spaces outside the building.
  for (const v of ['engine', 'ambulance'] as const) {
    board.parkingSpots(v).forEach((spot, i) => {
      const rs = spot.map((s) => s[0]);
      const cs = spot.map((s) => s[1]);
      const x0 = px(0, Math.min(...cs)) + 4;
      const y0 = py(Math.min(...rs)) + 4;
      const w = (Math.max(...cs) - Math.min(...cs) + 1) * CELL - 8;
      const h = (Math.max(...rs) - Math.min(...rs) + 1) * CELL - 8;
      out.push(`<g class="parking ${v}"><title>${v} spot ${i}</title><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="5"/><text x="${x0 + w / 2}" y="${y0 + h / 2 + 4}" text-anchor="middle">${v === 'engine' ? 'E' : 'A'}${i}</text></g>`);
    });
  }
  const line = (e: Edge, cls: string, title: string) => {
    const f = edgeFloor(e);
    if (!origin.has(f)) return;
    const [r, c, side] = e;
    const x1 = px(f, side === 'east' ? c + 1 : c);
    const y1 = py(side === 'south' ? r + 1 : r);
    const x2 = side === 'north' || side === 'south' ? x1 + CELL : x1;
    const y2 = side === 'east' || side === 'west' ? y1 + CELL : y1;
    out.push(`<line class="${cls}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><title>${esc(title)}</title></line>`);
  };
  for (const e of board.wallEdges) line(e, board.isBulkhead(e) ? 'wall bulkhead' : board.isSoftWall(e) ? 'wall soft' : 'wall', `wall [${e.join(', ')}]`);
  for (const d of board.doorEdges) line(d.at, `door ${d.kind}`, `${d.kind} door [${d.at.join(', ')}]`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    '<style>.in{fill:#fbf8f1;stroke:#ddd}.out{fill:#e3e7e3;stroke:#ccd}.closed{fill:#999;stroke:#888}.wall{stroke:#222;stroke-width:4;stroke-linecap:round}.bulkhead{stroke:#234;stroke-width:6}.soft{stroke-dasharray:5 3}.door{stroke:#a0522d;stroke-width:7}.door.locked{stroke:#7a2}.door.fireproof{stroke:#c22}.arrow{fill:#c22;font-size:16px}.stairs{fill:#336;font-weight:bold}.start{fill:#2a6}.parking rect{fill-opacity:.25;stroke-width:2}.engine rect{fill:#d22;stroke:#d22}.ambulance rect{fill:#27c;stroke:#27c}.parking text{font-weight:bold;font-size:11px}.floor{font-weight:bold}</style>',
    `<title>${esc(board.id)}</title>`,
    ...out,
    '</svg>',
  ].join('\n') + '\n';
}
