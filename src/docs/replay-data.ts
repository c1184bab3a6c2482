/**
 * The replay page's data, kept light enough for a whole game of thousands of steps: each
 * step carries only the pieces that changed since the step before (a piece is a short key,
 * `kind:row,col[,floor][:label]`), and the machine states are named once in a table. The
 * page's script rebuilds a step's pieces by applying the changes in order; `decodeSteps`
 * does the same here, for tests and tools.
 */
import type { Piece, PieceStyles } from './pieces.ts';

/** One step as the page needs it: the action (empty at the start), who it belongs to, and what it left. */
export interface ReplayStep {
  action: string;
  /** The action was taken while the game was being set up. */
  setup: boolean;
  turn: number;
  /** The machine's state after it, as a dotted path (`turn.spreading`). */
  state: string;
  pieces: Piece[];
  status: string;
  /** Its log lines, in words. */
  events: string[];
}

/** A step as stored in the page: state as an index of `states`, pieces as the keys added and removed. */
export interface EncodedStep {
  action: string;
  setup?: true;
  turn: number;
  state: number;
  status: string;
  events: string[];
  add: string[];
  remove: string[];
}

export interface EncodedSteps {
  kinds: string[];
  states: string[];
  /** The game as set up, before its first action. */
  start: EncodedStep;
  steps: EncodedStep[];
}

const pieceKey = (p: Piece, kinds: Map<string, number>): string => `${kinds.get(p.kind)}:${p.at.join(',')}${p.label ? `:${p.label}` : ''}`;

function pieceOf(key: string, kinds: readonly string[]): Piece {
  const [kind, at, label] = key.split(':');
  const piece: Piece = { at: at!.split(',').map(Number), kind: kinds[Number(kind)]! };
  return label === undefined ? piece : { ...piece, label };
}

/** How many of each key: two victims may share a space. */
function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

/** Builds the encoded steps one by one, remembering the pieces of the step before. */
export class StepEncoder {
  private readonly kinds: Map<string, number>;
  private readonly states = new Map<string, number>();
  private before = new Map<string, number>();
  private readonly encoded: EncodedStep[] = [];

  constructor(styles: PieceStyles) {
    this.kinds = new Map(Object.keys(styles).map((k, i) => [k, i]));
  }

  add(step: ReplayStep): void {
    const now = countKeys(step.pieces.map((p) => pieceKey(p, this.kinds)));
    const add: string[] = [];
    const remove: string[] = [];
    for (const [k, n] of now) for (let i = this.before.get(k) ?? 0; i < n; i++) add.push(k);
    for (const [k, n] of this.before) for (let i = now.get(k) ?? 0; i < n; i++) remove.push(k);
    this.before = now;
    if (!this.states.has(step.state)) this.states.set(step.state, this.states.size);
    const { action, turn, status, events } = step;
    this.encoded.push({ action, ...(step.setup ? { setup: true as const } : {}), turn, state: this.states.get(step.state)!, status, events, add, remove });
  }

  /** The steps so far, the first of them being the start. */
  result(): EncodedSteps {
    const [start, ...steps] = this.encoded;
    return { kinds: [...this.kinds.keys()], states: [...this.states.keys()], start: start!, steps };
  }
}

/** Every step with its whole list of pieces (in the order of the game's piece styles): the start first. */
export function decodeSteps(data: EncodedSteps): ReplayStep[] {
  const on = new Map<string, number>();
  return [data.start, ...data.steps].map((e) => {
    for (const k of e.remove) on.set(k, on.get(k)! - 1);
    for (const k of e.add) on.set(k, (on.get(k) ?? 0) + 1);
    const pieces: Piece[] = [];
    for (const [k, n] of on) for (let i = 0; i < n; i++) pieces.push(pieceOf(k, data.kinds));
    pieces.sort((a, b) => data.kinds.indexOf(a.kind) - data.kinds.indexOf(b.kind));
    return { action: e.action, setup: !!e.setup, turn: e.turn, state: data.states[e.state]!, pieces, status: e.status, events: e.events };
  });
}
