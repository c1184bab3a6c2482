/**
 * A game's statechart as plain data, read from the XState machine itself: its states (with
 * descriptions, entry actions, final and history states) and every transition (events and
 * eventless guarded ones). Every writer (Mermaid, dot, the laid-out SVG) reads this.
 */
import type { AnyStateMachine } from 'xstate';

export interface ChartState {
  /** Dotted path below the root, e.g. `turn.spreading`. */
  path: string;
  key: string;
  description?: string;
  entry: string[];
  final: boolean;
  /** Its children are regions active together. */
  parallel?: true;
  /** A history pseudo-state: re-entering its parent resumes where it was left. */
  history?: 'shallow' | 'deep';
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
  history?: string | boolean;
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
      ...(n.type === 'parallel' ? { parallel: true as const } : {}),
      ...(n.type === 'history' ? { history: n.history === 'deep' ? ('deep' as const) : ('shallow' as const) } : {}),
      ...(n.initial?.target?.[0] ? { initial: n.initial.target[0].path.join('.') } : {}),
      children: Object.values(n.states ?? {}).map(visit),
    };
  };
  const root = visit(machine.root as unknown as NodeLike);
  return { id: machine.id, root, edges };
}

/** A state and every state inside it, parents first. */
export function allStates(s: ChartState): ChartState[] {
  return [s, ...s.children.flatMap(allStates)];
}

/** A state path as an identifier (Mermaid, dot, HTML ids). */
export const safe = (path: string): string => (path ? path.replace(/[^A-Za-z0-9]+/g, '_') : 'root');

export const edgeLabel = (e: ChartEdge): string => (e.event === 'always' ? (e.guard ? `[${e.guard}]` : 'always') : `${e.event}${e.guard ? ` [${e.guard}]` : ''}`);

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Transitions alike for the picture: the same event, guard and target. */
const edgeSignature = (e: ChartEdge): string => `${e.event}|${e.guard ?? ''}|${e.to}`;

/**
 * For the picture: an edge that most children of a compound state have alike (the game
 * ending from any step that checks it) is drawn once, from the compound state, saying from
 * how many of its steps it leaves; the table beside the picture lists every edge.
 */
export function hoistCommonEdges(chart: Chart): ChartEdge[] {
  let edges = hoistEndings(chart, [...chart.edges]);
  for (const s of allStates(chart.root)) {
    if (s.children.length < 3) continue;
    const kids = new Set(s.children.map((c) => c.path));
    const counts = new Map<string, Set<string>>();
    for (const e of edges) if (kids.has(e.from) && e.from !== e.to && e.to !== s.path) counts.set(edgeSignature(e), (counts.get(edgeSignature(e)) ?? new Set()).add(e.from));
    for (const [k, from] of counts) {
      if (from.size * 2 < s.children.length) continue;
      const sample = edges.find((e) => from.has(e.from) && edgeSignature(e) === k)!;
      edges = edges.filter((e) => !(from.has(e.from) && edgeSignature(e) === k));
      edges.push({ ...sample, from: s.path, ...(from.size < s.children.length ? { guard: `${sample.guard ?? ''}] [from ${from.size} of ${s.children.length} steps` } : {}) });
    }
  }
  return edges;
}

/**
 * The game's ending is checked at many steps, at every depth: edges into a final state are
 * drawn once from the top-level state holding their sources ("[won] [from 11 states]"), not
 * as a fan of arrows across the whole chart.
 */
function hoistEndings(chart: Chart, edges: ChartEdge[]): ChartEdge[] {
  const finals = new Set(allStates(chart.root).filter((s) => s.final).map((s) => s.path));
  const groups = new Map<string, { top: string; edges: ChartEdge[] }>();
  for (const e of edges) {
    if (!finals.has(e.to) || !e.from.includes('.')) continue;
    const top = e.from.slice(0, e.from.indexOf('.'));
    const key = `${top}|${edgeSignature(e)}`;
    const group = groups.get(key);
    if (group) group.edges.push(e);
    else groups.set(key, { top, edges: [e] });
  }
  const hoisted = new Set<ChartEdge>();
  const out: ChartEdge[] = [];
  for (const { top, edges: group } of groups.values()) {
    if (group.length < 2) continue;
    group.forEach((e) => hoisted.add(e));
    const sample = group[0]!;
    out.push({ ...sample, from: top, guard: sample.guard ? `${sample.guard}] [from ${group.length} states` : `from ${group.length} states` });
  }
  return [...edges.filter((e) => !hoisted.has(e)), ...out];
}

/** An arrow of the picture: every transition between the same two states, one label line each. */
export interface DrawnEdge {
  from: string;
  to: string;
  labels: string[];
  /** Every transition it stands for is eventless (drawn dashed). */
  always: boolean;
}

/**
 * The arrows to draw: common edges hoisted (above), then transitions between the same two
 * states merged into one arrow with a line per transition, so three self-loops on one state
 * are one loop with three lines rather than three nested loops crossing each other's labels.
 */
export function drawnEdges(chart: Chart): DrawnEdge[] {
  const byEnds = new Map<string, DrawnEdge>();
  for (const e of hoistCommonEdges(chart)) {
    const key = `${e.from}\u0000${e.to}`;
    const known = byEnds.get(key);
    if (known) {
      known.labels.push(edgeLabel(e));
      known.always &&= e.event === 'always';
    } else byEnds.set(key, { from: e.from, to: e.to, labels: [edgeLabel(e)], always: e.event === 'always' });
  }
  return [...byEnds.values()];
}
