/**
 * The turn structure, seen: a game's statechart read from the XState machine itself (its
 * states, descriptions, entry actions, events and eventless guarded transitions) and
 * written as Mermaid, Graphviz dot, a standalone SVG, or a self-contained HTML page that
 * needs no network (the SVG is laid out here, not by a browser library).
 */
import type { AnyStateMachine } from 'xstate';

export interface ChartState {
  /** Dotted path below the root, e.g. `turn.spreading`. */
  path: string;
  key: string;
  description?: string;
  entry: string[];
  final: boolean;
  initial?: string;
  children: ChartState[];
}

export interface ChartEdge {
  from: string;
  to: string;
  /** The event, or `always` for an eventless transition. */
  event: string;
  guard?: string;
  actions: string[];
}

export interface Chart {
  id: string;
  root: ChartState;
  edges: ChartEdge[];
}

interface NodeLike {
  key: string;
  path: string[];
  description?: string;
  type: string;
  initial?: { target: NodeLike[] };
  states: Record<string, NodeLike>;
  entry: unknown[];
  always?: TransitionLike[];
  transitions: Map<string, TransitionLike[]>;
}

interface TransitionLike {
  target?: NodeLike[];
  guard?: unknown;
  actions: unknown[];
}

const nameOf = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'object' && x && 'type' in x ? String((x as { type: unknown }).type) : typeof x === 'function' ? (x as { name?: string }).name || 'inline' : String(x));

/** Read a machine into states and edges. */
export function chartOf(machine: AnyStateMachine): Chart {
  const edges: ChartEdge[] = [];
  const visit = (n: NodeLike): ChartState => {
    const path = n.path.join('.');
    const edge = (t: TransitionLike, event: string) => {
      const targets = t.target?.length ? t.target : [n];
      for (const to of targets) {
        edges.push({ from: path, to: to.path.join('.'), event, ...(t.guard ? { guard: nameOf(t.guard) } : {}), actions: (t.actions ?? []).map(nameOf) });
      }
    };
    for (const [event, ts] of n.transitions) for (const t of ts) edge(t, event);
    for (const t of n.always ?? []) edge(t, 'always');
    return {
      path,
      key: n.key,
      ...(n.description ? { description: n.description } : {}),
      entry: (n.entry ?? []).map(nameOf),
      final: n.type === 'final',
      ...(n.initial?.target?.[0] ? { initial: n.initial.target[0].path.join('.') } : {}),
      children: Object.values(n.states ?? {}).map(visit),
    };
  };
  const root = visit(machine.root as unknown as NodeLike);
  return { id: machine.id, root, edges };
}

function all(s: ChartState): ChartState[] {
  return [s, ...s.children.flatMap(all)];
}

const safe = (path: string): string => (path ? path.replace(/[^A-Za-z0-9]+/g, '_') : 'root');

const edgeLabel = (e: ChartEdge): string => (e.event === 'always' ? (e.guard ? `[${e.guard}]` : 'always') : `${e.event}${e.guard ? ` [${e.guard}]` : ''}`);

// ---- Mermaid ------------------------------------------------------------------------------------

export function toMermaid(chart: Chart): string {
  const lines = ['stateDiagram-v2'];
  const write = (s: ChartState, indent: string) => {
    for (const c of s.children) {
      lines.push(`${indent}state "${c.key}${c.entry.length ? ` / ${c.entry.join(', ')}` : ''}" as ${safe(c.path)}`);
      if (c.children.length) {
        lines.push(`${indent}state ${safe(c.path)} {`);
        write(c, indent + '  ');
        lines.push(`${indent}}`);
      }
      if (c.final) lines.push(`${indent}${safe(c.path)} --> [*]`);
    }
    if (s.initial) lines.push(`${indent}[*] --> ${safe(s.initial)}`);
  };
  write(chart.root, '  ');
  for (const e of chart.edges) lines.push(`  ${safe(e.from)} --> ${safe(e.to)} : ${edgeLabel(e).replace(/:/g, ' ')}`);
  return lines.join('\n') + '\n';
}

// ---- Graphviz dot -------------------------------------------------------------------------------

const q = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

export function toDot(chart: Chart): string {
  const lines = [`digraph ${q(chart.id)} {`, '  compound=true; rankdir=TB; node [shape=box, style=rounded, fontname="sans-serif"]; edge [fontname="sans-serif", fontsize=10];'];
  const write = (s: ChartState, indent: string) => {
    for (const c of s.children) {
      if (c.children.length) {
        lines.push(`${indent}subgraph ${q(`cluster_${safe(c.path)}`)} {`, `${indent}  label=${q(c.key)};`);
        // An anchor node lets edges touch the cluster.
        lines.push(`${indent}  ${q(safe(c.path))} [shape=point, width=0.05, label=""];`);
        write(c, indent + '  ');
        lines.push(`${indent}}`);
      } else lines.push(`${indent}${q(safe(c.path))} [label=${q(`${c.key}${c.entry.length ? `\n/ ${c.entry.join(', ')}` : ''}`)}${c.final ? ', peripheries=2' : ''}];`);
    }
  };
  write(chart.root, '  ');
  for (const e of chart.edges) lines.push(`  ${q(safe(e.from))} -> ${q(safe(e.to))} [label=${q(edgeLabel(e))}${e.event === 'always' ? ', style=dashed' : ''}];`);
  lines.push('}');
  return lines.join('\n') + '\n';
}

// ---- SVG (laid out here) -------------------------------------------------------------------------

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  state: ChartState;
}

const CHAR = 7;
const LEAF_H = 46;
const PAD = 18;
const GAP = 56;

/**
 * Children in rows by how many steps they are from the initial child (following the
 * transitions between them), so the flow reads top to bottom; leaves are sized to their text.
 */
function rowsOf(s: ChartState, edges: ChartEdge[]): ChartState[][] {
  const inside = new Map(s.children.map((c) => [c.path, c]));
  const depth = new Map<string, number>();
  const first = s.initial && inside.has(s.initial) ? s.initial : s.children[0]!.path;
  depth.set(first, 0);
  const queue = [first];
  while (queue.length) {
    const at = queue.shift()!;
    for (const e of edges) {
      if (e.from !== at || !inside.has(e.to) || depth.has(e.to)) continue;
      depth.set(e.to, depth.get(at)! + 1);
      queue.push(e.to);
    }
  }
  const rows: ChartState[][] = [];
  const last = Math.max(0, ...depth.values()) + 1;
  for (const c of s.children) (rows[depth.get(c.path) ?? last] ??= []).push(c);
  return rows.filter(Boolean);
}

function layout(s: ChartState, x: number, y: number, boxes: Map<string, Box>, edges: ChartEdge[]): Box {
  if (!s.children.length) {
    const text = Math.max(s.key.length, (s.entry.length ? `/ ${s.entry.join(', ')}` : '').length);
    const box = { x, y, w: Math.max(110, text * CHAR + 24), h: LEAF_H, state: s };
    boxes.set(s.path, box);
    return box;
  }
  // Room under the name for a compound state's own entry action.
  let cy = y + PAD + 16 + (s.entry.length ? 14 : 0);
  let maxW = 0;
  for (const row of rowsOf(s, edges)) {
    let cx = x + PAD;
    let rowH = 0;
    for (const c of row) {
      const b = layout(c, cx, cy, boxes, edges);
      cx += b.w + GAP;
      rowH = Math.max(rowH, b.h);
    }
    maxW = Math.max(maxW, cx - GAP - x + PAD);
    cy += rowH + GAP;
  }
  const box = { x, y, w: Math.max(maxW, s.key.length * CHAR + 2 * PAD), h: cy - GAP - y + PAD, state: s };
  boxes.set(s.path, box);
  return box;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the segment from a box's centre towards a point leaves the box. */
function border(b: Box, tx: number, ty: number): [number, number] {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const dx = tx - cx;
  const dy = ty - cy;
  if (!dx && !dy) return [cx, cy];
  const k = Math.min(dx ? b.w / 2 / Math.abs(dx) : Infinity, dy ? b.h / 2 / Math.abs(dy) : Infinity);
  return [cx + dx * k, cy + dy * k];
}

/**
 * For the picture: an edge that most children of a compound state have alike (the game
 * ending from any step that checks it) is drawn once, from the compound state, saying from
 * how many of its steps it leaves; the table beside the picture lists every edge.
 */
export function hoistCommonEdges(chart: Chart): ChartEdge[] {
  let edges = [...chart.edges];
  const sig = (e: ChartEdge) => `${e.event}|${e.guard ?? ''}|${e.to}`;
  for (const s of all(chart.root)) {
    if (s.children.length < 3) continue;
    const kids = new Set(s.children.map((c) => c.path));
    const counts = new Map<string, Set<string>>();
    for (const e of edges) if (kids.has(e.from) && !kids.has(e.to) && e.to !== s.path) counts.set(sig(e), (counts.get(sig(e)) ?? new Set()).add(e.from));
    for (const [k, from] of counts) {
      if (from.size * 2 < s.children.length) continue;
      const sample = edges.find((e) => from.has(e.from) && sig(e) === k)!;
      edges = edges.filter((e) => !(from.has(e.from) && sig(e) === k));
      edges.push({ ...sample, from: s.path, ...(from.size < s.children.length ? { guard: `${sample.guard ?? ''}] [from ${from.size} of ${s.children.length} steps` } : {}) });
    }
  }
  return edges;
}

export function toSvg(chart: Chart, highlight?: string): string {
  const boxes = new Map<string, Box>();
  const root = layout(chart.root, 10, 10, boxes, chart.edges);
  // Drawn in layers: compound states, then arrows and their labels, then the leaf states on
  // top, so a state's name is never hidden (a label under a state is; the table lists all).
  const compounds: string[] = [];
  const leaves: string[] = [];
  const lines: string[] = [];
  const labels: string[] = [];
  const depth = (p: string) => (p ? p.split('.').length : 0);
  for (const b of [...boxes.values()].sort((a, c) => depth(a.state.path) - depth(c.state.path))) {
    const s = b.state;
    const parts = s.children.length ? compounds : leaves;
    const isHere = highlight !== undefined && (highlight === s.path || highlight.startsWith(`${s.path}.`));
    const cls = s.children.length ? 'compound' : s.final ? 'final' : 'leaf';
    parts.push(`<g class="state ${cls}${isHere ? ' current' : ''}" data-state="${esc(s.path)}" id="state-${safe(s.path)}"><title>${esc(s.description ?? s.key)}</title>`);
    parts.push(`<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10"/>`);
    if (s.children.length) {
      parts.push(`<text x="${b.x + 10}" y="${b.y + 18}" class="label">${esc(s.path ? s.key : chart.id)}</text>`);
      // A compound state's own entry action (Flash Point's advancingFire prepares the phase) beside its name.
      if (s.entry.length) parts.push(`<text x="${b.x + 10}" y="${b.y + 32}" class="entry">/ ${esc(s.entry.join(', '))}</text>`);
    } else {
      parts.push(`<text x="${b.x + b.w / 2}" y="${b.y + 20}" text-anchor="middle" class="label">${esc(s.key)}</text>`);
      if (s.entry.length) parts.push(`<text x="${b.x + b.w / 2}" y="${b.y + 36}" text-anchor="middle" class="entry">/ ${esc(s.entry.join(', '))}</text>`);
    }
    parts.push('</g>');
  }
  for (const e of hoistCommonEdges(chart)) {
    const a = boxes.get(e.from);
    const b = boxes.get(e.to);
    if (!a || !b) continue;
    const label = esc(edgeLabel(e));
    if (a === b) {
      // A transition that stays (an action on an event): a small loop on the right.
      const x = a.x + a.w;
      const y = a.y + a.h / 2;
      lines.push(`<path class="edge self" d="M ${x} ${y - 8} c 26 -14 26 30 0 16" marker-end="url(#arrow)"/>`);
      labels.push(`<text class="edge-label" x="${x + 28}" y="${y + 4}">${label}</text>`);
      continue;
    }
    const [x1, y1] = border(a, b.x + b.w / 2, b.y + b.h / 2);
    const [x2, y2] = border(b, a.x + a.w / 2, a.y + a.h / 2);
    lines.push(`<line class="edge${e.event === 'always' ? ' always' : ''}" x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" marker-end="url(#arrow)"/>`);
    labels.push(`<text class="edge-label" x="${((x1 + x2) / 2).toFixed(1)}" y="${((y1 + y2) / 2 - 3).toFixed(1)}" text-anchor="middle">${label}</text>`);
  }
  const w = root.w + 120;
  const h = root.h + 20;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="sans-serif" font-size="12">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker></defs>',
    '<style>.state rect{fill:#fff;stroke:#557;stroke-width:1.2}.compound>rect{fill:#f4f6fb}.final>rect{stroke-width:3}.current>rect{fill:#ffe9b3;stroke:#c60}.compound.current>rect{fill:#fff8e6}.label{font-weight:bold}.entry{fill:#555;font-size:11px}.edge{stroke:#555;fill:none}.always{stroke-dasharray:4 3}.edge-label{fill:#235;font-size:10px;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}</style>',
    ...compounds,
    ...lines,
    ...labels,
    ...leaves,
    '</svg>',
  ].join('\n') + '\n';
}

/** A self-contained page: the picture and, beside it, every state with its description and way out. */
export function toHtml(chart: Chart, title: string): string {
  const rows = all(chart.root)
    .filter((s) => s.path)
    .map((s) => {
      const out = chart.edges.filter((e) => e.from === s.path).map((e) => `${esc(edgeLabel(e))} → <code>${esc(e.to)}</code>${e.actions.length ? ` / ${esc(e.actions.join(', '))}` : ''}`);
      return `<tr id="row-${safe(s.path)}"><td><code>${esc(s.path)}</code>${s.final ? ' (final)' : ''}</td><td>${esc(s.description ?? '')}</td><td>${s.entry.map((x) => `<code>${esc(x)}</code>`).join(', ')}</td><td>${out.join('<br>')}</td></tr>`;
    });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<style>body{font-family:sans-serif;margin:1.5em;color:#222}table{border-collapse:collapse;margin-top:1em}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top;font-size:13px}.chart{overflow:auto;border:1px solid #ddd;padding:6px}</style>
</head>
<body>
<h1>${esc(title)}</h1>
<p>Read from the XState machine of this configuration: solid arrows are events, dashed arrows eventless transitions with their guard; <code>/ action</code> is what a state does on entry. Hover a state for its description.</p>
<div class="chart">
${toSvg(chart)}</div>
<table><thead><tr><th>State</th><th>What happens</th><th>On entry</th><th>Ways out</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
</body>
</html>
`;
}
