/**
 * The offline replay viewer: one self-contained HTML page (inline script, no network) that
 * steps through a recorded game — the statechart with the current state highlighted, the
 * board with the pieces of that step, the action taken and the log lines it wrote.
 */
import { toSvg, type Chart } from './chart.ts';

/** A piece on the board: a space ([row, col] or [row, col, floor]) and what stands there (a kind of the game's `PieceStyles`). */
export interface Piece {
  at: number[];
  kind: string;
  label?: string;
}

/** How the page draws a kind of piece: a filled circle, a ring, a square, or a letter (a piece's own label wins). */
export interface PieceStyle {
  shape: 'circle' | 'ring' | 'square' | 'text';
  colour: string;
  text?: string;
}

/** Each game says how its kinds of piece look. */
export type PieceStyles = Readonly<Record<string, PieceStyle>>;

export interface ReplayStep {
  /** The action that led here (empty for the start). */
  action: string;
  /** The machine's state after it, as a dotted path (`turn.spreading`). */
  state: string;
  pieces: Piece[];
  status: string;
  events: string[];
}

export interface ReplayData {
  title: string;
  chart: Chart;
  boardSvg: string;
  geometry: { cell: number; top: number; origin: Record<number, number> };
  styles: PieceStyles;
  steps: ReplayStep[];
}

/** The machine's state value as the path the chart uses. */
export function statePath(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [k, v] = Object.entries(value as Record<string, unknown>)[0] ?? [];
    if (k === undefined) return '';
    const inner = statePath(v);
    return inner ? `${k}.${inner}` : k;
  }
  return '';
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SCRIPT = `
const data = JSON.parse(document.getElementById('replay-data').textContent);
const NS = 'http://www.w3.org/2000/svg';
const layer = document.getElementById('pieces');
const STYLE = data.styles;
let i = 0;
function place(p) {
  const g = data.geometry;
  const floor = p.at.length > 2 ? p.at[2] : 0;
  const x = g.origin[floor] + p.at[1] * g.cell + g.cell / 2;
  const y = g.top + p.at[0] * g.cell + g.cell / 2;
  const { shape, colour, text } = STYLE[p.kind];
  let el;
  if (shape === 'circle' || shape === 'ring') {
    el = document.createElementNS(NS, 'circle');
    el.setAttribute('cx', x); el.setAttribute('cy', y); el.setAttribute('r', g.cell * 0.32);
    el.setAttribute(shape === 'ring' ? 'stroke' : 'fill', colour);
    if (shape === 'ring') { el.setAttribute('fill', 'none'); el.setAttribute('stroke-width', 2); }
  } else if (shape === 'square') {
    el = document.createElementNS(NS, 'rect');
    el.setAttribute('x', x - g.cell * 0.35); el.setAttribute('y', y - g.cell * 0.35);
    el.setAttribute('width', g.cell * 0.7); el.setAttribute('height', g.cell * 0.7); el.setAttribute('fill', colour);
  } else {
    el = document.createElementNS(NS, 'text');
    el.setAttribute('x', x); el.setAttribute('y', y + 5); el.setAttribute('text-anchor', 'middle');
    el.setAttribute('font-weight', 'bold'); el.setAttribute('fill', colour); el.textContent = p.label || text;
  }
  el.setAttribute('class', 'piece ' + p.kind);
  layer.appendChild(el);
}
function show(n) {
  i = Math.max(0, Math.min(data.steps.length - 1, n));
  const s = data.steps[i];
  layer.replaceChildren();
  s.pieces.forEach(place);
  document.querySelectorAll('#chart g.state').forEach((g) => {
    const p = g.getAttribute('data-state');
    g.classList.toggle('current', s.state === p || s.state.startsWith(p + '.'));
  });
  document.getElementById('step').textContent = 'step ' + i + ' of ' + (data.steps.length - 1);
  document.getElementById('action').textContent = s.action || '(start)';
  document.getElementById('machine').textContent = s.state;
  document.getElementById('status').textContent = s.status;
  document.getElementById('events').replaceChildren(...s.events.map((e) => Object.assign(document.createElement('li'), { textContent: e })));
  document.getElementById('slider').value = i;
}
document.getElementById('prev').onclick = () => show(i - 1);
document.getElementById('next').onclick = () => show(i + 1);
document.getElementById('slider').max = data.steps.length - 1;
document.getElementById('slider').oninput = (e) => show(Number(e.target.value));
document.addEventListener('keydown', (e) => { if (e.key === 'ArrowRight') show(i + 1); if (e.key === 'ArrowLeft') show(i - 1); });
show(0);
`;

export async function replayHtml(r: ReplayData): Promise<string> {
  // The board picture gets a layer for the pieces, filled by the script at each step.
  const board = r.boardSvg.replace(/<\/svg>\s*$/, '<g id="pieces"></g>\n</svg>\n');
  const json = JSON.stringify({ geometry: r.geometry, styles: r.styles, steps: r.steps }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(r.title)}</title>
<style>body{font-family:sans-serif;margin:1em;color:#222}.row{display:flex;gap:1.5em;align-items:flex-start;flex-wrap:wrap}#chart svg{max-width:760px;height:auto}#board svg{max-width:720px;height:auto}.controls{margin:.6em 0}button{font-size:1em;padding:.2em .8em}#slider{width:420px;vertical-align:middle}code{background:#f3f3f3;padding:1px 4px}#events{font-size:12px;max-height:220px;overflow:auto}</style>
</head>
<body>
<h1>${esc(r.title)}</h1>
<div class="controls"><button id="prev">◀ previous</button> <button id="next">next ▶</button> <input id="slider" type="range" min="0" value="0"> <span id="step"></span></div>
<p>Action: <code id="action"></code> · machine state: <code id="machine"></code> · <span id="status"></span></p>
<div class="row"><div id="board">${board}</div><div id="chart">${await toSvg(r.chart)}</div></div>
<h2>What this step logged</h2>
<ul id="events"></ul>
<script type="application/json" id="replay-data">${json}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
