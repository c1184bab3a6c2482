/**
 * Compiles an XState v5 machine into a step table at load (the machine stays the only
 * definition): for every leaf state and event type, the ordered candidate transitions, each
 * with its guard, the assignments XState would run (transition actions, then the entry
 * actions of the states entered, in document order) and the leaf it lands on. The microstep
 * is worked out here once, following XState's own algorithm (transition domain, exit set,
 * entry set), so a step at run time is a lookup plus guard calls (src/core/chart-table.ts).
 *
 * Only what our charts use is supported: compound, atomic and top-level final states,
 * shallow history states; `on` and `always` transitions with one target (or none, for `on`),
 * `reenter`; named or inline guards without parameters; `assign` actions given a function.
 * Anything else (parallel states, deep history, exit actions, invocations, delays,
 * wildcards, other action kinds...) is refused with a reason, and the caller falls back to
 * XState rather than step differently.
 *
 * History: the machine's history records (the child each compound state with a history
 * state was last in) are one number, a digit per history state (0: nothing recorded yet,
 * k: its parent's k-th child), so a step carries (leaf, record). A transition lists the
 * digits it writes (the compound states it exits); one that targets a history state is
 * compiled once per digit the record may hold, and the step picks the variant.
 */
import { deepFreeze } from './freeze.ts';
import type { AnyStateMachine, StateValue } from 'xstate';
import { defaultLeafOf, entrySet, historyDefault, historyEntrySet, isDescendant, selfAndAncestors, transitionDomain, type Node, type Transition } from './chart-nodes.ts';

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
  /** The history digits this transition writes, as pairs (history index, digit); null for none. */
  remember: number[] | null;
  /** A transition to a history state: the transition as taken, by the digit recorded now. */
  restore: { history: number; byDigit: CompiledTransition[] } | null;
}

/** A shallow history state: its record is one digit of the machine's history number. */
export interface ChartHistory {
  /** The history state's id (`fire-tower.turn.resume`): the key of its record in a saved game. */
  id: string;
  /** The keys of its parent's children it can remember; digit k stands for children[k - 1]. */
  children: string[];
  /** The digit's place value in the history number, and the number of digits (children + 1). */
  base: number;
  radix: number;
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
  /**
   * The leaf of each value the table hands out (the same frozen object every time) and of
   * each top-level state's key: a step from a value it made is one lookup, not a walk.
   */
  leafByValue: Map<StateValue, number>;
  /** The machine's start: the root and its default descendants entered, in document order. */
  start: CompiledTransition;
  histories: ChartHistory[];
  /**
   * The history records (history id → remembered child's key) made so far, by number, and
   * each one's number: filled as steps ask (chart-table.ts historyRecord), so a step reads
   * its record and writes the next with one lookup each.
   */
  records: Readonly<Record<string, string>>[];
  recordNumbers: Map<object, number>;
  /**
   * Where the last step handed out ended (its value, leaf, record and the record's number):
   * the next step of the same game starts there, so it is known without a lookup.
   */
  last: { value: unknown; leaf: number; record: unknown; history: number };
}

export type Compiled = { ok: true; table: ChartTable } | { ok: false; refused: string[] };

interface Context {
  machine: AnyStateMachine;
  refused: string[];
  leafIndex: Map<Node, number>;
  /** History state → its index in `histories`. */
  historyIndex: Map<Node, number>;
  histories: ChartHistory[];
}

export function compileChart(machine: AnyStateMachine): Compiled {
  const root = machine.root as unknown as Node;
  const nodes = allNodes(root);
  const leafNodes = nodes.filter((n) => n.type === 'atomic' || n.type === 'final');
  const leafIndex = new Map(leafNodes.map((n, i) => [n, i]));
  const cx: Context = { machine, refused: [], leafIndex, ...historiesOf(nodes) };
  if (root.output !== undefined) cx.refused.push('the machine has an output');
  nodes.forEach((n) => checkNode(cx, n, root));
  const lastHistory = cx.histories[cx.histories.length - 1];
  if (lastHistory && lastHistory.base * lastHistory.radix > Number.MAX_SAFE_INTEGER) cx.refused.push('too many history states to number their records');
  if (cx.refused.length) return { ok: false, refused: cx.refused };

  const states = nodes.filter((n) => n.type !== 'history');
  const nodeIndex = new Map(states.map((n, i) => [n, i]));
  const eventTypes = [...new Set(nodes.flatMap((n) => [...n.transitions.keys()]))];
  const columns = new Map(eventTypes.map((t, i) => [t, i]));

  const on: CompiledTransition[][] = [];
  const always: CompiledTransition[][] = [];
  for (const leaf of leafNodes) {
    const chain = selfAndAncestors(leaf);
    for (const type of eventTypes) on.push(chain.flatMap((n) => n.transitions.get(type) ?? []).map((t) => compileTransition(cx, t, leaf)));
    always.push(chain.flatMap((n) => n.always ?? []).map((t) => compileTransition(cx, t, leaf)));
  }
  if (cx.refused.length) return { ok: false, refused: [...new Set(cx.refused)] };

  const leaves = leafNodes.map((n) => ({ value: deepFreeze(valueOf(n)), done: n.type === 'final' }));
  // A state value never names a history state: they are left out of the lookup.
  const children = states.map((n) => new Map(Object.entries(n.states).filter(([, c]) => c.type !== 'history').map(([k, c]) => [k, nodeIndex.get(c)!])));
  const defaultLeaf = states.map((n) => leafIndex.get(defaultLeafOf(n))!);
  const leafByValue = new Map<StateValue, number>(leaves.map((l, i) => [l.value, i]));
  for (const [key, node] of children[0]!) leafByValue.set(key, defaultLeaf[node]!);
  const start = compileStart(cx, root);
  return { ok: true, table: { leaves, columns, on, always, children, defaultLeaf, leafByValue, start, histories: cx.histories, records: [], recordNumbers: new Map(), last: { value: undefined, leaf: -1, record: undefined, history: 0 } } };
}

/** Every history state, numbered: a digit each of the history number, in document order. */
function historiesOf(nodes: Node[]): { historyIndex: Map<Node, number>; histories: ChartHistory[] } {
  const historyIndex = new Map<Node, number>();
  const histories: ChartHistory[] = [];
  let base = 1;
  for (const h of nodes) {
    if (h.type !== 'history') continue;
    const children = Object.values(h.parent!.states).filter((c) => c.type !== 'history').map((c) => c.key);
    historyIndex.set(h, histories.length);
    histories.push({ id: h.id, children, base, radix: children.length + 1 });
    base *= children.length + 1;
  }
  return { historyIndex, histories };
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
  if (n.type === 'parallel') cx.refused.push(`${where}: parallel states are not supported`);
  if (n.type === 'history') checkHistory(cx, n, where);
  if (n.type === 'final' && n.parent !== root) cx.refused.push(`${where}: a final state below the top level raises a done event`);
  if (n.exit.length) cx.refused.push(`${where}: exit actions are not supported`);
  if (n.invoke.length) cx.refused.push(`${where}: invoked actors are not supported`);
  if (n.after.length) cx.refused.push(`${where}: delayed transitions are not supported`);
  if (n.type === 'compound' && n.initial.actions.length) cx.refused.push(`${where}: initial actions are not supported`);
  if (n.type === 'compound' && n.initial.target[0]?.type === 'history') cx.refused.push(`${where}: a history state as the initial state is not supported`);
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

/** A shallow history state whose default (nothing recorded yet) is one sibling, or the parent's initial state. */
function checkHistory(cx: Context, h: Node, where: string): void {
  if (h.history === 'deep') cx.refused.push(`${where}: deep history states are not supported`);
  if (h.parent?.type !== 'compound') cx.refused.push(`${where}: a history state outside a compound state is not supported`);
  else if (!historyDefault(h)) cx.refused.push(`${where}: a history default other than one sibling state is not supported`);
}

/**
 * One transition taken from `leaf` (the configuration is the leaf and its ancestors): the
 * assignments XState runs, the history digits it writes and the leaf it ends in. A target
 * that is a history state is compiled once per digit its record may hold.
 */
function compileTransition(cx: Context, t: Transition, leaf: Node): CompiledTransition {
  const guard = t.guard === undefined ? null : resolveGuard(cx, t.guard, `state #${t.source.id}`);
  const own = t.actions.map((a) => resolveAssign(cx, a, `state #${t.source.id}`)!);
  const allowed = !!t.target || t.actions.length > 0;
  const target = t.target?.[0];
  if (!target) return compiled(guard, own, cx.leafIndex.get(leaf)!, allowed, null, null);
  if (target.type !== 'history') return taking(guard, allowed, microstep(cx, t, leaf, own, target), null);
  const history = cx.historyIndex.get(target)!;
  // Digit 0: nothing recorded, the history's default; digit k: the parent's k-th child.
  const recorded = [historyDefault(target)!, ...cx.histories[history]!.children.map((k) => target.parent!.states[k]!)];
  const byDigit = recorded.map((r) => taking(guard, allowed, microstep(cx, t, leaf, own, r, target), null));
  return taking(guard, allowed, byDigit[0]!, { history, byDigit });
}

/**
 * Every compiled transition is made by this one literal, its fields in one order: the steps'
 * reads of a transition's fields (chart-table.ts) then see one object shape, not the three
 * that literals and spreads in different orders made.
 */
function compiled(guard: ChartGuard | null, assigns: ChartAssignment[], to: number, allowed: boolean, remember: number[] | null, restore: CompiledTransition['restore']): CompiledTransition {
  return { guard, assigns, to, allowed, remember, restore };
}

/** A transition with its guard that takes the microstep `m`. */
function taking(guard: ChartGuard | null, allowed: boolean, m: Microstep, restore: CompiledTransition['restore']): CompiledTransition {
  return compiled(guard, m.assigns, m.to, allowed, m.remember, restore);
}

type Microstep = Pick<CompiledTransition, 'assigns' | 'to' | 'remember'>;

/**
 * XState's microstep (SCXML's algorithm restricted to compound states and shallow history)
 * to `target` — for a history state, the state its record resolves to: exit, record the
 * history of what is exited, run the actions, enter.
 */
function microstep(cx: Context, t: Transition, leaf: Node, own: ChartAssignment[], target: Node, history?: Node): Microstep {
  const from = cx.leafIndex.get(leaf)!;
  const domain = transitionDomain(t, target);
  if (!domain) {
    cx.refused.push(`state #${t.source.id}: a re-entering transition of the root is not supported`);
    return { assigns: own, to: from, remember: null };
  }
  const configuration = selfAndAncestors(leaf);
  const exited = configuration.filter((n) => isDescendant(n, domain));
  const remember = remembered(cx, exited, configuration);
  // XState enters by the record as the exit left it: a history whose parent was just left
  // remembers the child it was left from.
  const entryTarget = history ? recordedAfter(cx, history, remember) ?? target : target;
  const entered = history ? historyEntrySet(t, entryTarget, history, transitionDomain(t, entryTarget)!) : entrySet(t, target, domain);
  const after = new Set([...configuration.filter((n) => !exited.includes(n)), ...entered]);
  const atomic = [...after].filter((n) => n.type === 'atomic' || n.type === 'final');
  if (atomic.length !== 1) {
    cx.refused.push(`state #${t.source.id}: a transition that does not end in exactly one leaf`);
    return { assigns: own, to: from, remember: null };
  }
  const entries = [...entered].sort((a, b) => a.order - b.order).flatMap((n) => n.entry.map((a) => resolveAssign(cx, a, `state #${n.id} entry`)!));
  return { assigns: [...own, ...entries], to: cx.leafIndex.get(atomic[0]!)!, remember };
}

/** XState's exitStates: each exited compound state's history states record its child in the configuration. */
function remembered(cx: Context, exited: Node[], configuration: Node[]): number[] | null {
  const out: number[] = [];
  for (const n of exited) {
    for (const h of Object.values(n.states)) {
      if (h.type !== 'history') continue;
      const child = configuration.find((c) => c.parent === n)!;
      const index = cx.historyIndex.get(h)!;
      out.push(index, cx.histories[index]!.children.indexOf(child.key) + 1);
    }
  }
  return out.length ? out : null;
}

/** The state `history` resolves to once this transition's exit has written its record; undefined when it did not. */
function recordedAfter(cx: Context, history: Node, remember: number[] | null): Node | undefined {
  const index = cx.historyIndex.get(history)!;
  for (let i = 0; remember && i < remember.length; i += 2) {
    if (remember[i] !== index) continue;
    const digit = remember[i + 1]!;
    return digit ? history.parent!.states[cx.histories[index]!.children[digit - 1]!] : historyDefault(history);
  }
  return undefined;
}

/** XState's start: the root itself is entered, then each default child. */
function compileStart(cx: Context, root: Node): CompiledTransition {
  const entered = selfAndAncestors(defaultLeafOf(root)).reverse();
  const assigns = entered.flatMap((n) => n.entry.map((a) => resolveAssign(cx, a, `state #${n.id} entry`)!));
  return compiled(null, assigns, cx.leafIndex.get(defaultLeafOf(root))!, true, null, null);
}

/** The state value of a leaf: 'setup', or { turn: 'actions' }. */
function valueOf(leaf: Node): StateValue {
  const path = selfAndAncestors(leaf).reverse().slice(1).map((n) => n.key);
  let value: StateValue = path[path.length - 1]!;
  for (let i = path.length - 2; i >= 0; i--) value = { [path[i]!]: value };
  return value;
}
