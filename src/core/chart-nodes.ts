/**
 * The state nodes of an XState v5 machine as the chart compiler (chart-compile.ts) reads
 * them, and XState's own set computations on them — transition domain, entry set, history
 * defaults — restricted to what the compiler supports (compound states, shallow history).
 * Each follows the XState function it names, so the compiled microstep is XState's.
 */

/** Just the parts of XState's StateNode this compiler reads. */
export interface Node {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** For a history state: 'deep', or false for shallow. */
  history?: 'deep' | false;
  config: { target?: unknown };
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

export interface Transition {
  source: Node;
  target?: Node[];
  reenter: boolean;
  guard?: unknown;
  actions: unknown[];
}

/** XState's resolveHistoryDefaultTransition, for a default that names one sibling (or none: the initial state). */
export function historyDefault(h: Node): Node | undefined {
  const target = h.config.target;
  if (target === undefined) return h.parent!.initial.target[0];
  const key = Array.isArray(target) && target.length === 1 ? target[0] : target;
  const node = typeof key === 'string' ? h.parent!.states[key] : undefined;
  return node && node.type !== 'history' ? node : undefined;
}

/** XState's getTransitionDomain for one target; undefined for a re-entering root transition. */
export function transitionDomain(t: Transition, target: Node): Node | undefined {
  if (!t.reenter && (target === t.source || isDescendant(target, t.source))) return t.source;
  const lca = properAncestors(t.source).find((a) => isDescendant(target, a));
  if (lca) return lca;
  return t.reenter ? undefined : rootOf(t.source);
}

/** XState's computeEntrySet for one target, without history or parallel regions. */
export function entrySet(t: Transition, target: Node, domain: Node): Set<Node> {
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

/**
 * XState's computeEntrySet for a history target: the state recorded (or the default) is
 * entered whatever the source, with its default descendants, the states between it and
 * the history's parent, and its ancestors below the domain.
 */
export function historyEntrySet(t: Transition, target: Node, history: Node, domain: Node): Set<Node> {
  const entered = new Set<Node>([target]);
  for (let n = target; n.type === 'compound'; ) {
    n = n.initial.target[0]!;
    entered.add(n);
  }
  for (let anc = target.parent; anc && anc !== history.parent; anc = anc.parent) entered.add(anc);
  const reentrancyDomain = !t.source.parent && t.reenter ? undefined : domain;
  for (const anc of target === domain ? [] : properAncestors(target)) {
    if (anc === domain) break;
    if (!reentrancyDomain || isDescendant(anc, reentrancyDomain)) entered.add(anc);
  }
  return entered;
}

export function defaultLeafOf(n: Node): Node {
  let leaf = n;
  while (leaf.type === 'compound') leaf = leaf.initial.target[0]!;
  return leaf;
}

export function selfAndAncestors(n: Node): Node[] {
  return [n, ...properAncestors(n)];
}

export function properAncestors(n: Node): Node[] {
  const out: Node[] = [];
  for (let p = n.parent; p; p = p.parent) out.push(p);
  return out;
}

export function isDescendant(child: Node, parent: Node): boolean {
  for (let p = child.parent; p; p = p.parent) if (p === parent) return true;
  return false;
}

export function rootOf(n: Node): Node {
  let r = n;
  while (r.parent) r = r.parent;
  return r;
}

