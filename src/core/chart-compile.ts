/**
 * Compiles an XState v5 machine into a step table at load (the machine stays the only
 * definition): for every leaf state and event type, the ordered candidate transitions, each
 * with its guard, the assignments XState would run (transition actions, then the entry
 * actions of the states entered, in document order) and the leaf it lands on. The microstep
 * is worked out here once, following XState's own algorithm (transition domain, exit set,
 * entry set), so a step at run time is a lookup plus guard calls (src/core/chart-table.ts).
 *
 * Only what our charts use is supported: compound, atomic and top-level final states; `on`
 * and `always` transitions with one target (or none, for `on`), `reenter`; named or inline
 * guards without parameters; `assign` actions given a function. Anything else (parallel or
 * history states, exit actions, invocations, delays, wildcards, other action kinds...) is
 * refused with a reason, and the caller falls back to XState rather than step differently.
 */
import type { AnyStateMachine, StateValue } from 'xstate';

/** What a guard implementation is called with (XState passes `{ context, event }` and no params). */
export type ChartGuard = (args: { context: unknown; event: unknown }, params: undefined) => boolean;
/** An `assign` action's function: returns the properties merged over the context. */
export type ChartAssignment = (args: { context: unknown; event: unknown; spawn: unknown; self: unknown; system: unknown }, params: undefined) => object;

export interface CompiledTransition {
  guard: ChartGuard | null;
  /** XState runs these in order; each sees the context the previous one produced. */
  assigns: ChartAssignment[];
  /** The leaf the configuration ends in. */
  to: number;
  /** `can()` counts a selected transition with neither target nor actions as forbidden. */
  allowed: boolean;
}

export interface ChartLeaf {
  /** The state value XState reports for this leaf (shared and frozen: values are compared, never edited). */
  value: StateValue;
  /** A top-level final state: entering it finishes the machine. */
  done: boolean;
}

export interface ChartTable {
  leaves: ChartLeaf[];
  /** Event type → column of `on`. */
  columns: Map<string, number>;
  /** Candidates by `leaf * columns.size + column`, deepest state first, as XState selects them. */
  on: CompiledTransition[][];
  /** Eventless candidates by leaf, the leaf's own first, then its ancestors'. */
  always: CompiledTransition[][];
  /** Named child → node, per node (node 0 is the root): reads a state value without strings built. */
  children: Map<string, number>[];
  /** For each node, the leaf entered by default (itself when atomic). */
  defaultLeaf: number[];
  /** The machine's start: the root and its default descendants entered, in document order. */
  start: CompiledTransition;
}

export type Compiled = { ok: true; table: ChartTable } | { ok: false; refused: string[] };

/** Just the parts of XState's StateNode this compiler reads. */
interface Node {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  order: number;
  parent?: Node;
  states: Record<string, Node>;
  entry: unknown[];
  exit: unknown[];
  invoke: unknown[];
  after: unknown[];
  always?: Transition[];
  transitions: Map<string, Transition[]>;
  initial: { target: Node[]; actions: unknown[] };
  output?: unknown;
}

interface Transition {
  source: Node;
  target?: Node[];
  reenter: boolean;
  guard?: unknown;
  actions: unknown[];
}

interface Context {
  machine: AnyStateMachine;
  refused: string[];
}

export function compileChart(machine: AnyStateMachine): Compiled {
  const cx: Context = { machine, refused: [] };
  const root = machine.root as unknown as Node;
  if (root.output !== undefined) cx.refused.push('the machine has an output');
  const nodes = allNodes(root);
  nodes.forEach((n) => checkNode(cx, n, root));
  if (cx.refused.length) return { ok: false, refused: cx.refused };

  const leafNodes = nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  const leafIndex = new Map(leafNodes.map((n, i) => [n, i]));
  const nodeIndex = new Map(nodes.map((n, i) => [n, i]));
  const eventTypes = [...new Set(nodes.flatMap((n) => [...n.transitions.keys()]))];
  const columns = new Map(eventTypes.map((t, i) => [t, i]));

  const on: CompiledTransition[][] = [];
  const always: CompiledTransition[][] = [];
  for (const leaf of leafNodes) {
    const chain = selfAndAncestors(leaf);
    for (const type of eventTypes) on.push(chain.flatMap((n) => n.transitions.get(type) ?? []).map((t) => compileTransition(cx, t, leaf, leafIndex)));
    always.push(chain.flatMap((n) => n.always ?? []).map((t) => compileTransition(cx, t, leaf, leafIndex)));
  }
  if (cx.refused.length) return { ok: false, refused: [...new Set(cx.refused)] };

  const leaves = leafNodes.map((n) => ({ value: deepFreeze(valueOf(n)), done: n.type === 'final' }));
  const children = nodes.map((n) => new Map(Object.entries(n.states).map(([k, c]) => [k, nodeIndex.get(c)!])));
  const defaultLeaf = nodes.map((n) => leafIndex.get(defaultLeafOf(n))!);
  return { ok: true, table: { leaves, columns, on, always, children, defaultLeaf, start: compileStart(cx, root, leafIndex) } };
}

function allNodes(root: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node) => {
    out.push(n);
    for (const child of Object.values(n.states)) visit(child);
  };
  visit(root);
  return out;
}

/** Refuse every construct whose semantics this compiler does not reproduce. */
function checkNode(cx: Context, n: Node, root: Node): void {
  const where = `state #${n.id}`;
  if (n.type === 'parallel' || n.type === 'history') cx.refused.push(`${where}: ${n.type} states are not supported`);
  if (n.type === 'final' && n.parent !== root) cx.refused.push(`${where}: a final state below the top level raises a done event`);
  if (n.exit.length) cx.refused.push(`${where}: exit actions are not supported`);
  if (n.invoke.length) cx.refused.push(`${where}: invoked actors are not supported`);
  if (n.after.length) cx.refused.push(`${where}: delayed transitions are not supported`);
  if (n.type === 'compound' && n.initial.actions.length) cx.refused.push(`${where}: initial actions are not supported`);
  for (const action of n.entry) resolveAssign(cx, action, `${where} entry`);
  for (const [type, list] of n.transitions) {
    if (type.includes('*') || type.startsWith('xstate.')) cx.refused.push(`${where}: event descriptor '${type}' (wildcards, done/route events) is not supported`);
    for (const t of list) checkTransition(cx, t, `${where} on '${type}'`);
  }
  for (const t of n.always ?? []) {
    checkTransition(cx, t, `${where} always`);
    if (!t.target?.length) cx.refused.push(`${where}: an eventless transition without a target is not supported`);
    else if (t.target[0] === t.source && !t.reenter) cx.refused.push(`${where}: an eventless self-transition without reenter is not supported`);
  }
}

function checkTransition(cx: Context, t: Transition, where: string): void {
  if (t.target && t.target.length > 1) cx.refused.push(`${where}: several targets are not supported`);
  if (t.target?.some((s) => s.type === 'history')) cx.refused.push(`${where}: a history target is not supported`);
  if (t.guard !== undefined) resolveGuard(cx, t.guard, where);
  for (const action of t.actions) resolveAssign(cx, action, where);
}

function resolveGuard(cx: Context, guard: unknown, where: string): ChartGuard | null {
  const impl = typeof guard === 'string' ? (cx.machine.implementations.guards as Record<string, unknown>)[guard] : guard;
  if (typeof impl !== 'function' || 'check' in impl) {
    cx.refused.push(`${where}: guard ${typeof guard === 'string' ? `'${guard}'` : '(object)'} is not a plain function (parameterised and combined guards are not supported)`);
    return null;
  }
  return impl as ChartGuard;
}

function resolveAssign(cx: Context, action: unknown, where: string): ChartAssignment | null {
  const impl = typeof action === 'string' ? (cx.machine.implementations.actions as Record<string, unknown>)[action] : action;
  const assign = impl as { type?: unknown; assignment?: unknown };
  if (typeof impl !== 'function' || assign.type !== 'xstate.assign' || typeof assign.assignment !== 'function') {
    cx.refused.push(`${where}: action ${typeof action === 'string' ? `'${action}'` : '(inline)'} is not an assign() given a function`);
    return null;
  }
  return assign.assignment as ChartAssignment;
}

/**
 * One transition taken from `leaf` (the configuration is the leaf and its ancestors): the
 * assignments XState runs and the leaf it ends in, by XState's microstep (SCXML's
 * algorithm restricted to compound states: no history, no parallel regions).
 */
function compileTransition(cx: Context, t: Transition, leaf: Node, leafIndex: Map<Node, number>): CompiledTransition {
  const guard = t.guard === undefined ? null : resolveGuard(cx, t.guard, `state #${t.source.id}`);
  const own = t.actions.map((a) => resolveAssign(cx, a, `state #${t.source.id}`)!);
  const from = leafIndex.get(leaf)!;
  const allowed = !!t.target || t.actions.length > 0;
  if (!t.target?.length) return { guard, assigns: own, to: from, allowed };
  const target = t.target[0]!;
  const domain = transitionDomain(t, target);
  if (!domain) {
    cx.refused.push(`state #${t.source.id}: a re-entering transition of the root is not supported`);
    return { guard, assigns: own, to: from, allowed };
  }
  const configuration = selfAndAncestors(leaf);
  const exited = new Set(configuration.filter((n) => isDescendant(n, domain)));
  const entered = entrySet(t, target, domain);
  const after = [...configuration.filter((n) => !exited.has(n)), ...entered];
  const atomic = after.filter((n) => n.type === 'atomic' || n.type === 'final');
  if (atomic.length !== 1) {
    cx.refused.push(`state #${t.source.id}: a transition that does not end in exactly one leaf`);
    return { guard, assigns: own, to: from, allowed };
  }
  const entries = [...entered].sort((a, b) => a.order - b.order).flatMap((n) => n.entry.map((a) => resolveAssign(cx, a, `state #${n.id} entry`)!));
  return { guard, assigns: [...own, ...entries], to: leafIndex.get(atomic[0]!)!, allowed };
}

/** XState's initial microstep: the root itself is entered, then each default child. */
function compileStart(cx: Context, root: Node, leafIndex: Map<Node, number>): CompiledTransition {
  const entered = selfAndAncestors(defaultLeafOf(root)).reverse();
  const assigns = entered.flatMap((n) => n.entry.map((a) => resolveAssign(cx, a, `state #${n.id} entry`)!));
  return { guard: null, assigns, to: leafIndex.get(defaultLeafOf(root))!, allowed: true };
}

/** XState's getTransitionDomain for one target; undefined for a re-entering root transition. */
function transitionDomain(t: Transition, target: Node): Node | undefined {
  if (!t.reenter && (target === t.source || isDescendant(target, t.source))) return t.source;
  const lca = properAncestors(t.source).find((a) => isDescendant(target, a));
  if (lca) return lca;
  return t.reenter ? undefined : rootOf(t.source);
}

/** XState's computeEntrySet for one target, without history or parallel regions. */
function entrySet(t: Transition, target: Node, domain: Node): Set<Node> {
  const entered = new Set<Node>();
  if (t.source !== target || t.source !== domain || t.reenter) entered.add(target);
  for (let n = target; n.type === 'compound'; ) {
    n = n.initial.target[0]!;
    entered.add(n);
  }
  const reentrancyDomain = !t.source.parent && t.reenter ? undefined : domain;
  // XState's getProperAncestors(target, domain): none when the domain is the target itself.
  for (const anc of target === domain ? [] : properAncestors(target)) {
    if (anc === domain) break;
    if (!reentrancyDomain || isDescendant(anc, reentrancyDomain)) entered.add(anc);
  }
  return entered;
}

function defaultLeafOf(n: Node): Node {
  let leaf = n;
  while (leaf.type === 'compound') leaf = leaf.initial.target[0]!;
  return leaf;
}

function selfAndAncestors(n: Node): Node[] {
  return [n, ...properAncestors(n)];
}

function properAncestors(n: Node): Node[] {
  const out: Node[] = [];
  for (let p = n.parent; p; p = p.parent) out.push(p);
  return out;
}

function isDescendant(child: Node, parent: Node): boolean {
  for (let p = child.parent; p; p = p.parent) if (p === parent) return true;
  return false;
}

function rootOf(n: Node): Node {
  let r = n;
  while (r.parent) r = r.parent;
  return r;
}

/** The state value of a leaf: 'setup', or { turn: 'actions' }. */
function valueOf(leaf: Node): StateValue {
  const path = selfAndAncestors(leaf).reverse().slice(1).map((n) => n.key);
  let value: StateValue = path[path.length - 1]!;
  for (let i = path.length - 2; i >= 0; i--) value = { [path[i]!]: value };
  return value;
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object') {
    for (const child of Object.values(v)) deepFreeze(child);
    Object.freeze(v);
  }
  return v;
}
