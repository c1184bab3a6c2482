/**
 * Where each state, arrow and arrow label of a statechart goes, worked out by ELK's layered
 * algorithm (elkjs, the engine Stately's editor uses): compound states are nested boxes with
 * room for their title, edges cross compound borders (hierarchy handling), and ELK places
 * the labels, sized here from their text, so none overlaps a state or another label.
 */
import elkBundle from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api.js';
import type { ChartState, DrawnEdge } from './chart-graph.ts';

/** Text sizes the SVG uses: the estimate is generous, since the browser's font is unknown here. */
export const FONT = { title: 12, entry: 11, edge: 10 } as const;
const WIDTH_PER_EM = { bold: 0.7, regular: 0.62 };
export const textWidth = (text: string, size: number, bold = false): number => Math.ceil(text.length * size * (bold ? WIDTH_PER_EM.bold : WIDTH_PER_EM.regular));

export const LEAF = { minWidth: 96, padX: 12, height: 30, entryHeight: 46 } as const;
export const COMPOUND = { titleHeight: 30, pad: 14 } as const;
export const HISTORY_SIZE = 24;
export const INITIAL_SIZE = 10;
export const LABEL_LINE = 13;
const LABEL_PAD = 4;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface EdgePlacement {
  /** Each section a polyline: start, bend points, end (ELK splits an edge where it crosses a compound border). */
  sections: [number, number][][];
  label?: Rect;
}

/** A laid-out chart, by state path and by edge index, so one layout serves every chart of the same shape. */
export interface ChartLayout {
  width: number;
  height: number;
  states: Map<string, Rect>;
  /** The initial-state dot of a compound state (key: the compound's path) and the arrow to its initial child. */
  initials: Map<string, { dot: Rect; arrow: EdgePlacement & { to: string } }>;
  edges: EdgePlacement[];
}

const GRAPH_ID = '#graph';
const ROOT_ID = '#root';
const nodeId = (path: string): string => path || ROOT_ID;
const initialId = (path: string): string => `${path}#initial`;

/** Spacing read per nested graph: ELK reads these on each compound node, not only the root. */
const SPACING: LayoutOptions = {
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '3',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
  'elk.spacing.labelNode': '6',
};

const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  // Keep the machine's own order where the algorithm is free to choose: the picture reads like the source.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

function leafSize(s: ChartState): { width: number; height: number } {
  if (s.history) return { width: HISTORY_SIZE, height: HISTORY_SIZE };
  const entry = s.entry.length ? textWidth(`/ ${s.entry.join(', ')}`, FONT.entry) : 0;
  const width = Math.max(LEAF.minWidth, textWidth(s.key, FONT.title, true) + 2 * LEAF.padX, entry + 2 * LEAF.padX);
  return { width, height: s.entry.length ? LEAF.entryHeight : LEAF.height };
}

function elkNode(s: ChartState, root: string): ElkNode {
  if (!s.children.length) return { id: nodeId(s.path), ...leafSize(s) };
  const title = s.path ? s.key : root;
  const children = s.children.map((c) => elkNode(c, root));
  if (s.initial) children.unshift({ id: initialId(s.path), width: INITIAL_SIZE, height: INITIAL_SIZE });
  const { pad, titleHeight } = COMPOUND;
  return {
    id: nodeId(s.path),
    layoutOptions: {
      ...SPACING,
      'elk.padding': `[top=${titleHeight + pad},left=${pad},bottom=${pad},right=${pad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${textWidth(title, FONT.title, true) + 2 * pad}, ${titleHeight + 2 * pad})`,
    },
    children,
  };
}

function elkEdges(root: ChartState, edges: DrawnEdge[]): ElkExtendedEdge[] {
  // One ELK label per arrow, as tall as its lines: ELK keeps it clear of everything else.
  const label = (lines: string[]) => [{ text: lines.join('\n'), width: Math.max(...lines.map((l) => textWidth(l, FONT.edge))) + 2 * LABEL_PAD, height: lines.length * LABEL_LINE + 2 }];
  const initials = [root, ...root.children.flatMap(function compounds(s: ChartState): ChartState[] {
    return s.children.length ? [s, ...s.children.flatMap(compounds)] : [];
  })].filter((s) => s.initial);
  return [
    ...edges.map((e, i) => ({ id: `e${i}`, sources: [nodeId(e.from)], targets: [nodeId(e.to)], labels: label(e.labels) })),
    ...initials.map((s) => ({ id: `i${s.path}`, sources: [initialId(s.path)], targets: [nodeId(s.initial!)] })),
  ];
}

/**
 * The input ELK gets: also the cache key, since the same input gives the same layout. The
 * machine's root is a box inside an outer graph, so transitions of the machine itself (from
 * or to the root) are edges like any other: ELK cannot attach an edge to its graph's root.
 */
export function elkGraph(root: ChartState, edges: DrawnEdge[], title: string): ElkNode {
  return { id: GRAPH_ID, layoutOptions: { ...SPACING, ...ROOT_OPTIONS, 'elk.padding': '[top=0,left=0,bottom=0,right=0]' }, children: [elkNode(root, title)], edges: elkEdges(root, edges) };
}

const round = (n: number): number => Math.round(n * 10) / 10;

function placement(e: ElkExtendedEdge): EdgePlacement {
  const sections = (e.sections ?? []).map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => [round(p.x), round(p.y)] as [number, number]));
  const l = e.labels?.[0];
  return { sections, ...(l ? { label: { x: round(l.x ?? 0), y: round(l.y ?? 0), w: l.width ?? 0, h: l.height ?? 0 } } : {}) };
}

function readLayout(out: ElkNode, edgeCount: number): ChartLayout {
  const states = new Map<string, Rect>();
  const dots = new Map<string, Rect>();
  const visit = (n: ElkNode) => {
    const rect = { x: round(n.x ?? 0), y: round(n.y ?? 0), w: round(n.width ?? 0), h: round(n.height ?? 0) };
    if (n.id.endsWith('#initial')) dots.set(n.id.slice(0, -'#initial'.length), rect);
    else if (n.id !== GRAPH_ID) states.set(n.id === ROOT_ID ? '' : n.id, rect);
    for (const c of n.children ?? []) visit(c);
  };
  visit(out);
  const byId = new Map((out.edges ?? []).map((e) => [e.id, e]));
  const edges = Array.from({ length: edgeCount }, (_, i) => placement(byId.get(`e${i}`)!));
  const initials = new Map([...dots].map(([path, dot]) => {
    const edge = byId.get(`i${path}`)!;
    const to = edge.targets[0]!;
    return [path, { dot, arrow: { ...placement(edge), to: to === ROOT_ID ? '' : to } }];
  }));
  return { width: round(out.width ?? 0), height: round(out.height ?? 0), states, initials, edges };
}

// A CommonJS bundle: its exports object is the constructor and also carries it as `default` (which TypeScript sees).
const elk = new elkBundle.default();
/** Charts of the same shape (many presets share one) are laid out once per process. */
const cache = new Map<string, Promise<ChartLayout>>();

/** Lay out the states and the edges to draw (in that order: the result's `edges[i]` is `edges[i]`'s). */
export function layoutChart(root: ChartState, edges: DrawnEdge[], title: string): Promise<ChartLayout> {
  const graph = elkGraph(root, edges, title);
  const key = JSON.stringify(graph);
  const known = cache.get(key);
  if (known) return known;
  const done = elk.layout(graph).then((out) => readLayout(out, edges.length));
  cache.set(key, done);
  return done;
}
