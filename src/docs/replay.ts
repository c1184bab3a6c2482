/**
 * The offline replay viewer: one self-contained HTML page (inline script, no network) that
 * steps through a recorded game — the statechart with the current state highlighted, the
 * board with the pieces of that step and a legend of them, the action taken and its log
 * lines in words, and the whole game's log to jump around in. The same page for every game:
 * what differs (board, pieces, words) comes in its data.
 */
import { toSvg, type Chart } from './chart.ts';
import type { PieceStyles } from './pieces.ts';
import type { EncodedSteps } from './replay-data.ts';
import { REPLAY_SCRIPT } from './replay-script.ts';

export type { Piece, PieceStyle, PieceStyles } from './pieces.ts';
export type { ReplayStep } from './replay-data.ts';

export interface ReplayData {
  title: string;
  chart: Chart;
  boardSvg: string;
  geometry: { cell: number; top: number; origin: Record<number, number> };
  styles: PieceStyles;
  steps: EncodedSteps;
  /** Set when `--max-steps` cut the page short: the steps shown and the game's whole length. */
  cut?: { shown: number; total: number };
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

const CSS = `body{font-family:sans-serif;margin:1em;color:#222}.row{display:flex;gap:1.5em;align-items:flex-start;flex-wrap:wrap}#chart svg{max-width:760px;height:auto}#board svg{max-width:720px;height:auto}.controls{margin:.6em 0}button{font-size:1em;padding:.2em .8em}#slider{width:420px;vertical-align:middle}code{background:#f3f3f3;padding:1px 4px}#events{font-size:13px;max-height:260px;overflow:auto;min-width:360px}#legend{list-style:none;padding:0;font-size:13px}#legend li{display:flex;align-items:center;gap:.4em}#legend svg{vertical-align:middle}#log{position:relative;list-style:none;padding:0 .5em;margin:0;font-size:12px;max-height:260px;overflow:auto;min-width:260px;border:1px solid #ddd}#log li{cursor:pointer;padding:1px 0}#log li.group{cursor:default;font-weight:bold;margin-top:.4em}#log li.current{background:#ffe9a8}.cut{background:#fff3cd;border:1px solid #e0c36c;padding:.4em .8em}#who{font-weight:bold}`;

/** The plain sentence a page cut short by `--max-steps` shows above everything. */
export function cutNotice(cut: { shown: number; total: number }): string {
  return `This page shows only the first ${cut.shown} of the game's ${cut.total} steps: it was written with --max-steps ${cut.shown}. Leave --max-steps out to see the whole game.`;
}

export async function replayHtml(r: ReplayData): Promise<string> {
  // The board picture gets a layer for the pieces, filled by the script at each step.
  const board = r.boardSvg.replace(/<\/svg>\s*$/, '<g id="pieces"></g>\n</svg>\n');
  const json = JSON.stringify({ geometry: r.geometry, styles: r.styles, ...r.steps }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(r.title)}</title>
<style>${CSS}</style>
</head>
<body>
<h1>${esc(r.title)}</h1>
${r.cut ? `<p class="cut" id="cut">${esc(cutNotice(r.cut))}</p>\n` : ''}<div class="controls"><button id="prev">◀ previous</button> <button id="next">next ▶</button> <input id="slider" type="range" min="-1" value="0"> <span id="step"></span></div>
<p><span id="who"></span> · action: <code id="action"></code> · machine state: <code id="machine"></code> · <span id="status"></span></p>
<div class="row"><div id="board">${board}</div><div id="chart">${await toSvg(r.chart)}</div></div>
<div class="row">
<div><h2>Legend</h2><ul id="legend"></ul></div>
<div><h2>What this step logged</h2><ul id="events"></ul></div>
<div><h2>Game log</h2><ol id="log"></ol></div>
</div>
<script type="application/json" id="replay-data">${json}</script>
<script>${REPLAY_SCRIPT}</script>
</body>
</html>
`;
}
