/**
 * The statechart drawn: a standalone SVG from ELK's layout (src/docs/chart-layout.ts) and a
 * self-contained HTML page with the picture and a table of every state and way out. The SVG
 * carries hooks the pages and tests use: `g.state[data-state]` (the replay page marks the
 * current one `.current`), `path.edge[data-edge]` and `text.edge-label[data-edge]`.
 */
import { allStates, drawnEdges, edgeLabel, esc, safe, type Chart, type ChartState, type DrawnEdge } from './chart-graph.ts';
import { COMPOUND, FONT, LABEL_LINE, LEAF, layoutChart, type ChartLayout, type EdgePlacement, type Rect } from './chart-layout.ts';

const MARGIN = 10;

const STYLE = [
  '.state rect{fill:#fff;stroke:#557;stroke-width:1.2}.compound>rect{fill:#f4f6fb}.final>rect.inner{fill:none}',
  '.history circle{fill:#fff;stroke:#557;stroke-width:1.2}.initial{fill:#335}.region>rect{stroke-dasharray:6 3}',
  '.current>rect{fill:#ffe9b3;stroke:#c60}.compound.current>rect{fill:#fff8e6}',
  `.label{font-weight:bold;font-size:${FONT.title}px}.entry{fill:#555;font-size:${FONT.entry}px}`,
  '.edge{stroke:#555;fill:none}.always{stroke-dasharray:4 3}',
  `.edge-label{fill:#235;font-size:${FONT.edge}px;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}`,
].join('');

const isCurrent = (s: ChartState, highlight: string | undefined): boolean => highlight !== undefined && s.path !== '' && (highlight === s.path || highlight.startsWith(`${s.path}.`));

/** One state: a titled box (compound; dashed for a region of a parallel state), a box with its name and entry actions (leaf), a double box (final) or an H circle (history). */
function stateSvg(s: ChartState, r: Rect, title: string, highlight: string | undefined, region: boolean): string {
  const cls = `${s.children.length ? 'compound' : s.history ? 'history' : s.final ? 'final' : 'leaf'}${region ? ' region' : ''}`;
  const open = `<g class="state ${cls}${isCurrent(s, highlight) ? ' current' : ''}" data-state="${esc(s.path)}" id="state-${safe(s.path)}"><title>${esc(s.description ?? s.key)}</title>`;
  const cx = r.x + r.w / 2;
  if (s.history) {
    return `${open}<circle cx="${cx}" cy="${r.y + r.h / 2}" r="${r.w / 2}"/><text x="${cx}" y="${r.y + r.h / 2 + 4}" text-anchor="middle" class="label">${s.history === 'deep' ? 'H*' : 'H'}</text></g>`;
  }
  const parts = [open, `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="10"/>`];
  // A compound state's own entry action (Flash Point's advancingFire prepares the phase) follows its name.
  const entry = s.entry.length ? `<tspan class="entry" font-weight="normal"> / ${esc(s.entry.join(', '))}</tspan>` : '';
  if (s.children.length) parts.push(`<text x="${r.x + COMPOUND.pad}" y="${r.y + 20}" class="label">${esc(title)}${entry}</text>`);
  else {
    if (s.final) parts.push(`<rect class="inner" x="${r.x + 3}" y="${r.y + 3}" width="${r.w - 6}" height="${r.h - 6}" rx="8"/>`);
    parts.push(`<text x="${cx}" y="${r.y + 19}" text-anchor="middle" class="label">${esc(s.key)}</text>`);
    if (s.entry.length) parts.push(`<text x="${cx}" y="${r.y + LEAF.entryHeight - 12}" text-anchor="middle" class="entry">/ ${esc(s.entry.join(', '))}</text>`);
  }
  parts.push('</g>');
  return parts.join('');
}

const pathData = (p: EdgePlacement): string => p.sections.map((points) => points.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ')).join(' ');

function edgeSvg(e: DrawnEdge, p: EdgePlacement, i: number, fromBox: boolean): string[] {
  const cls = `edge${e.always ? ' always' : ''}${e.from === e.to ? ' self' : ''}`;
  // An arrow leaving a compound state's border (from any of its steps) starts with a ring, so it does not read as the continuation of one arriving there.
  const start = fromBox ? ' marker-start="url(#from-box)"' : '';
  const line = `<path class="${cls}" data-edge="${i}" data-from="${esc(e.from)}" data-to="${esc(e.to)}" d="${pathData(p)}"${start} marker-end="url(#arrow)"/>`;
  if (!p.label) return [line, ''];
  const { x, y, w } = p.label;
  // ELK gives the label's box; each line sits centred in it, on a baseline near the line's bottom.
  const cx = x + w / 2;
  const lines = e.labels.map((l, n) => `<tspan x="${cx}" y="${y + (n + 1) * LABEL_LINE - 2}">${esc(l)}</tspan>`).join('');
  const text = `<text class="edge-label" data-edge="${i}" text-anchor="middle">${lines}</text>`;
  return [line, text];
}

function initialSvg(layout: ChartLayout): string[] {
  return [...layout.initials].map(([path, { dot, arrow }]) => {
    const target = esc(arrow.to);
    return `<g class="initial-of" data-initial="${esc(path)}"><circle class="initial" cx="${dot.x + dot.w / 2}" cy="${dot.y + dot.h / 2}" r="${dot.w / 2}"/><path class="edge initial-arrow" data-from="${esc(path)}" data-to="${target}" d="${pathData(arrow)}" marker-end="url(#arrow)"/></g>`;
  });
}

/** The chart as SVG, `highlight` (a state path) marked `.current` with the states around it. */
export async function toSvg(chart: Chart, highlight?: string): Promise<string> {
  const edges = drawnEdges(chart);
  const layout = await layoutChart(chart.root, edges, chart.id);
  // Outer boxes first, so nested ones are drawn on top; arrows and their labels last.
  const depth = (s: ChartState) => (s.path ? s.path.split('.').length : 0);
  const states = allStates(chart.root).sort((a, b) => depth(a) - depth(b));
  const regions = new Set(states.filter((s) => s.parallel).flatMap((s) => s.children.map((c) => c.path)));
  const drawn = states.map((s) => stateSvg(s, layout.states.get(s.path)!, s.path ? s.key : chart.id, highlight, regions.has(s.path)));
  const compounds = new Set(states.filter((s) => s.children.length).map((s) => s.path));
  const edgeParts = edges.map((e, i) => edgeSvg(e, layout.edges[i]!, i, compounds.has(e.from)));
  const w = layout.width + 2 * MARGIN;
  const h = layout.height + 2 * MARGIN;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-MARGIN} ${-MARGIN} ${w} ${h}" width="${w}" height="${h}" font-family="sans-serif" font-size="12">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker><marker id="from-box" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7"><circle cx="5" cy="5" r="3.5" fill="#fff" stroke="#555" stroke-width="1.5"/></marker></defs>',
    `<style>${STYLE}</style>`,
    ...drawn,
    ...initialSvg(layout),
    ...edgeParts.map(([line]) => line!),
    ...edgeParts.map(([, label]) => label!).filter(Boolean),
    '</svg>',
  ].join('\n') + '\n';
}

/** A self-contained page: the picture and, beside it, every state with its description and way out. */
export async function toHtml(chart: Chart, title: string): Promise<string> {
  const rows = allStates(chart.root)
    .filter((s) => s.path)
    .map((s) => {
      const out = chart.edges.filter((e) => e.from === s.path).map((e) => `${esc(edgeLabel(e))} → <code>${esc(e.to)}</code>${e.actions.length ? ` / ${esc(e.actions.join(', '))}` : ''}`);
      const kind = s.final ? ' (final)' : s.history ? ` (${s.history} history)` : '';
      return `<tr id="row-${safe(s.path)}"><td><code>${esc(s.path)}</code>${kind}</td><td>${esc(s.description ?? '')}</td><td>${s.entry.map((x) => `<code>${esc(x)}</code>`).join(', ')}</td><td>${out.join('<br>')}</td></tr>`;
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
<p>Read from the XState machine of this configuration and laid out by ELK: solid arrows are events, dashed arrows eventless transitions with their guard; a dot marks where a compound state starts, <b>H</b> a history state; <code>/ action</code> is what a state does on entry. Hover a state for its description.</p>
<div class="chart">
${await toSvg(chart)}</div>
<table><thead><tr><th>State</th><th>What happens</th><th>On entry</th><th>Ways out</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
</body>
</html>
`;
}
