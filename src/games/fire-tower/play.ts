/**
 * Playing whole games with simple agents. `random` picks a family of legal actions (a card,
 * the redraws, the Bucket...) and then one action of it (sampled, not listed); `greedy` tries the legal actions
 * and keeps the one that brings fire nearest the other roofs and furthest from its own;
 * `heuristic` (agents/) ranks actions by where they put fire and tries only the best few.
 * Agents draw from their own seeded RNG, so a game is a pure function of config + seed.
 */
import { nextFloat, seedRng, type RngState } from '../../core/rng.ts';
import { actingPlayer, actionGroups, apply, applyDrawn, applyHandedOver, createGame, type Action, type FireTowerGame, type PlayerSpec } from './game.ts';
import type { FireTowerConfigRef } from './state.ts';
import { drawAction } from './legal-actions.ts';
import { World } from './world.ts';
import { dropHandedWorld } from './handed-world.ts';
import type { Cell } from './patterns.ts';
import { heuristicAgent } from './agents/heuristic.ts';
import { pictured } from './agents/unseen.ts';

export type AgentName = 'random' | 'greedy' | 'heuristic';
export type Agent = (game: FireTowerGame, rng: RngState) => Action | null;

const pick = <T>(rng: RngState, list: T[]): T => list[Math.floor(nextFloat(rng) * list.length)]!;

/** A family at random, then one of its actions (legal-actions.ts drawAction). */
export const randomAgent: Agent = (game, rng) => drawAction(game, rng);

/** Steps from the nearest fire to each space, through anything but firebreaks. */
function fireDistance(w: World): Map<string, number> {
  const d = new Map<string, number>();
  let frontier: Cell[] = w.allCells().filter((c) => w.isFire(c));
  for (const c of frontier) d.set(`${c[0]},${c[1]}`, 0);
  for (let k = 1; frontier.length; k++) {
    const next: Cell[] = [];
    for (const c of frontier) {
      for (const n of w.forest.orthogonal(c)) {
        const id = `${n[0]},${n[1]}`;
        if (d.has(id) || w.isFirebreak(n)) continue;
        d.set(id, k);
        next.push(n);
      }
    }
    frontier = next;
  }
  return d;
}

/** How good the board is for a player: fire near the other roofs, far from its own. */
export function score(game: FireTowerGame, pid: string): number {
  const s = game.state;
  if (s.status === 'over') return s.winners.includes(pid) ? 1e6 : -1e6;
  const w = World.reading(s, game.engine.forest, game.engine.rules);
  const d = fireDistance(w);
  const far = 40;
  let v = 0;
  for (const t of w.forest.towers) {
    const owner = s.players.find((p) => p.towers.includes(t.corner));
    // In Solo Mode the enemy towers have no player: they are the ones to burn.
    if ((!owner && !s.solo) || w.isBurned(t.corner)) continue;
    const dist = d.get(`${t.roof[0]},${t.roof[1]}`) ?? far;
    v += owner?.id === pid ? 3 * dist : -dist;
  }
  return v;
}

const GREEDY_SAMPLE = 150;

export const greedyAgent: Agent = (game, rng) => {
  const pid = actingPlayer(game)!;
  let all = actionGroups(game).flatMap((g) => g.actions());
  if (!all.length) return null;
  // Large families (pattern placements) are sampled so one decision stays quick.
  const stops = all.filter((a) => a[1] === 'done' || a[1] === 'pass' || a[1] === 'stop');
  if (all.length > GREEDY_SAMPLE) all = [...stops, ...Array.from({ length: GREEDY_SAMPLE }, () => pick(rng, all))];
  let best = all[0]!;
  let bestScore = -Infinity;
  const here = score(game, pid);
  // Trials run on a game whose unseen cards and dice are drawn anew: a trial on the real one
  // would read the next card drawn and the next wind rolled.
  const imagined = pictured(game, pid, rng);
  for (const a of all) {
    const r = apply(imagined, a);
    if (!r.ok) continue;
    // Stopping (done, pass, stop) is judged by the position it keeps, and wins ties: what
    // follows it (the next turn, an enemy attack) is not this decision's doing, and
    // rearranging hawks must not go round in circles.
    const stop = a[1] === 'done' || a[1] === 'pass' || a[1] === 'stop';
    const v = (stop ? here + 0.5 : score(r.game, pid)) + nextFloat(rng) * 0.01;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
};

export const AGENTS: Record<AgentName, Agent> = { random: randomAgent, greedy: greedyAgent, heuristic: heuristicAgent };

/** Agents whose every action is one an action group listed or sampled (so well-formed and legal: see applyDrawn). */
const DRAWN_FROM_GROUPS: ReadonlySet<AgentName> = new Set(['random', 'greedy']);

export interface PlayOptions {
  seed: number;
  players: number | PlayerSpec[];
  agent: AgentName;
  /** Chooses instead of the named agent (an agent from outside the game: mcts). */
  chooser?: Agent;
  /** Safety net: a game longer than this many actions is a bug. */
  maxActions?: number;
  /** Called after every action (replays record each step). */
  onStep?: (game: FireTowerGame, action: Action) => void;
  /** Called after each turn with the actions it took. */
  onTurn?: (game: FireTowerGame, actions: Action[]) => void;
  /** false: the game keeps no log (simulation). */
  log?: boolean;
  /** Called once the game is over, with how many actions it took (sees no game: the hand-over still runs). */
  onEnd?: (actions: number) => void;
}

export function playGame(config: FireTowerConfigRef | { preset: string }, opts: PlayOptions, baseDir?: string): FireTowerGame {
  let game = createGame(config, { seed: opts.seed, players: opts.players, ...(opts.log === false ? { log: false } : {}) }, baseDir);
  const rng = seedRng(opts.seed ^ 0x5eed);
  const agent = opts.chooser ?? AGENTS[opts.agent];
  // The random and greedy agents return one of actionGroups' own actions; any other (the
  // heuristic, a chooser from outside) has its actions checked in full by apply.
  const drawn = !opts.chooser && DRAWN_FROM_GROUPS.has(opts.agent);
  // Nobody sees the games in between (no onStep, no onTurn) and the random agent only reads
  // the game it is given (the greedy and heuristic agents apply trials): each apply may step
  // the game's own state instead of a copy (applyHandedOver).
  const handOver = drawn && opts.agent === 'random' && !opts.onStep && !opts.onTurn;
  const max = opts.maxActions ?? 20000;
  let turnActions: Action[] = [];
  let turn = game.state.turn;
  let n = 0;
  try {
    for (; game.state.status !== 'over'; n++) {
      if (n >= max) throw new Error(`game did not end after ${max} actions (seed ${opts.seed}): an engine bug`);
      const action = agent(game, rng);
      if (!action) throw new Error(`no legal action in phase ${game.state.phase} (seed ${opts.seed}, turn ${game.state.turn}): an engine bug`);
      const r = handOver ? applyHandedOver(game, action) : drawn ? applyDrawn(game, action) : apply(game, action);
      if (!r.ok) throw new Error(`agent's legal action ${JSON.stringify(action)} was refused by ${r.rule}: ${r.reason} (seed ${opts.seed}): an engine bug`);
      game = r.game;
      opts.onStep?.(game, action);
      turnActions.push(action);
      if (game.state.turn !== turn || game.state.status === 'over') {
        opts.onTurn?.(game, turnActions);
        turnActions = [];
        turn = game.state.turn;
      }
    }
  } finally {
    // The last game's World is let go (handed-world.ts): nothing steps that state again.
    if (handOver) dropHandedWorld();
  }
  opts.onEnd?.(n);
  return game;
}
