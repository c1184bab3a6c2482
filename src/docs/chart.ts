/**
 * The turn structure, seen: a game's statechart read from the XState machine itself
 * (src/docs/chart-graph.ts) and written as Mermaid or Graphviz dot here, or as a standalone
 * SVG or a self-contained HTML page laid out by ELK (src/docs/chart-svg.ts), which needs no
 * network.
 */
import { edgeLabel, safe, type Chart, type ChartState } from './chart-graph.ts';

export { allStates, chartOf, edgeLabel, hoistCommonEdges, type Chart, type ChartEdge, type ChartState } from './chart-graph.ts';
export { toHtml, toSvg } from './chart-svg.ts';

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
