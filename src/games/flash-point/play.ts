/**
 * Playing whole games with agents: `random` picks any legal action; `greedy` looks
 * one action ahead and takes the one that most improves a rough score (victims out, fire
 * down, firefighters heading for victims), ending the turn when nothing helps; `heuristic`
 * plans (agents/heuristic.ts): routes to victims and out, fires that threaten them. The agents
 * draw from their own seeded RNG, so a game is still a pure function of config + seed.
 */
import { nextFloat, nextSeed, seedRng, type RngState } from '../../core/rng.ts';
import { redrawHidden } from './hidden.ts';
import { edgeBetween, key, SIDES, step, type Space } from './board.ts';
import { actingPlayer, apply, applyHandedOver, createGame, handOver, legalActions, type Action, type FlashPointGame } from './game.ts';
import type { GameConfigRef } from './state.ts';
import { World } from './world.ts';
import { isRescueSpace } from './poi.ts';
import { heuristicAgent } from './agents/heuristic.ts';

export type AgentName = 'random' | 'greedy' | 'heuristic';
export type Agent = (game: FlashPointGame, legal: Action[], rng: RngState) => Action;

/** Zero-AP actions could loop forever; after this many actions in one turn, the agent ends it. */
export const MAX_ACTIONS_PER_TURN = 40;

export const randomAgent: Agent = (_game, legal, rng) => legal[Math.floor(nextFloat(rng) * legal.length)]!;

/**
 * AP-like distances from a space to every other, through what is passable now (a closed
 * door counts one extra for opening it; fire costs 2 to enter), by Dijkstra on the grid.
 */
function distances(w: World, from: Space): Map<string, number> {
  const d = new Map<string, number>([[key(from), 0]]);
  const queue: [Space, number][] = [[from, 0]];
  while (queue.length) {
    queue.sort((a, b) => a[1] - b[1]);
    const [cur, dc] = queue.shift()!;
    if (dc > (d.get(key(cur)) ?? Infinity)) continue;
    for (const side of SIDES) {
      const next = step(cur, side);
      if (!w.board.isOnGrid(next)) continue;
      const e = edgeBetween(cur, side);
      const wall = w.readWallAt(e);
      if (wall && !wall.destroyed) continue;
      const door = w.readDoorAt(e);
      const cost = (door?.state === 'closed' ? 2 : 1) + (w.content(next) === 'fire' ? 1 : 0);
      if (dc + cost < (d.get(key(next)) ?? Infinity)) {
        d.set(key(next), dc + cost);
        queue.push([next, dc + cost]);
      }
    }
  }
  return d;
}

/** A rough value of a position for the firefighters (higher is better). */
export function score(game: FlashPointGame): number {
  const s = game.state;
  if (s.status === 'won') return 1e6;
  if (s.status === 'lost') return -1e6;
  const w = new World(s, game.engine.board, game.engine.rules);
  let v = 1000 * s.rescued - 900 * s.lost - 8 * s.fire.length - 2 * s.smoke.length + 20 * s.damageSupply + 40 * s.hazmatsDisposed;
  const targets: Space[] = [...s.pois.map((p) => p.at), ...s.victims.filter((x) => !x.carriedBy).map((x) => x.at)];
  const rescueSpaces: Space[] = game.engine.board.exteriorSpaces().filter((x) => isRescueSpace(w, x));
  const nearest = (d: Map<string, number>, list: Space[]) => Math.min(30, ...list.map((t) => d.get(key(t)) ?? 30));
  for (const f of s.firefighters) {
    if (!f.at) continue;
    const d = distances(w, f.at);
    if (f.carrying === 'victim') v += 300 - 12 * nearest(d, rescueSpaces);
    else if (targets.length) v -= 6 * nearest(d, targets);
    if (w.content(f.at) === 'fire') v -= 50;
  }
  // Fire next to a victim or PoI is a threat worth fighting.
  for (const t of targets) v -= 15 * w.neighbours(t).filter((n) => w.content(n) === 'fire').length;
  return v;
}

export const greedyAgent: Agent = (game, legal, rng) => {
  const end = legal.find((a) => a[1] === 'end-turn');
  let best: Action | undefined;
  let bestScore = score(game) + 0.5; // an action must improve things to be worth taking
  // Trials run on a game whose dice and face-down PoIs are drawn anew: a trial on the real one
  // would read the seeded future (which PoI is a victim, what the deck gun rolls).
  const imagined = redrawHidden(game, nextSeed(rng));
  for (const a of legal) {
    if (a[1] === 'end-turn') continue;
    const r = apply(imagined, a);
    if (!r.ok) continue;
    const v = score(r.game) + nextFloat(rng) * 0.1;
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best ?? end ?? legal[0]!;
};

export const AGENTS: Record<AgentName, Agent> = { random: randomAgent, greedy: greedyAgent, heuristic: heuristicAgent };

export interface PlayOptions {
  /** Called after every action (replays record each step). */
  onStep?: (game: FlashPointGame, action: Action) => void;
  seed: number;
  players: number;
  agent: AgentName;
  /** Chooses instead of the named agent (an agent from outside the game: mcts). */
  chooser?: (game: FlashPointGame, rng: RngState, legal: readonly Action[]) => Action | null;
  /** Called after each completed player turn (for the turn-by-turn log). */
  onTurn?: (game: FlashPointGame, turnActions: Action[]) => void;
  maxTurns?: number;
  /** `false`: play without a log (createGame's option; the games are the same). */
  log?: boolean;
  /** Called once the game is over, with how many actions it took. */
  onEnd?: (actions: number) => void;
}

/** An outside agent in the shape of ours: it gets the legal list the loop made (it may sample instead). */
function fromChooser(choose: NonNullable<PlayOptions['chooser']>): Agent {
  return (game, legal, rng) => {
    const action = choose(game, rng, legal);
    if (!action) throw new Error(`the agent found no action where ${legal.length} are legal: an agent bug`);
    return action;
  };
}

export function playGame(config: GameConfigRef | { preset: string }, opts: PlayOptions, baseDir?: string): FlashPointGame {
  const created = createGame(config, { seed: opts.seed, players: opts.players, ...(opts.log === false ? { log: false } : {}) }, baseDir);
  const rng = seedRng((opts.seed * 2654435761) >>> 0);
  const agent = opts.chooser ? fromChooser(opts.chooser) : AGENTS[opts.agent];
  // Nobody sees the games in between (no onStep, no onTurn) and the random agent only reads
  // the game it is given (the greedy and heuristic agents apply trials, and the heuristic's
  // caches key on states): each apply may step the game's own state instead of a copy.
  const handedOver = !opts.chooser && opts.agent === 'random' && !opts.onStep && !opts.onTurn;
  let game = handedOver ? handOver(created) : created;
  let turnActions: Action[] = [];
  const maxTurns = opts.maxTurns ?? 500;
  let steps = 0;
  for (; game.state.phase !== 'over' && game.state.turn <= maxTurns; steps++) {
    // A game lasts hundreds of actions; far more means the engine is going round in circles.
    if (steps > 50 * maxTurns) throw new Error(`no progress after ${steps} actions in turn ${game.state.turn}: an engine bug (please report it)`);
    const legal = legalActions(game);
    if (!legal.length) throw new Error(`no legal action for ${actingPlayer(game)} in phase ${game.state.phase} (turn ${game.state.turn})`);
    // Looked for only once the turn is long (a search of every list would cost on every step).
    const endTurn = turnActions.length >= MAX_ACTIONS_PER_TURN ? legal.find((a) => a[1] === 'end-turn') : undefined;
    const action = endTurn ?? agent(game, legal, rng);
    // Read before the apply: a handed-over state is the one the apply changes.
    const turnBefore = game.state.turn;
    const inSetup = game.state.phase === 'setup';
    // A refused action leaves a handed-over game half-stepped: it is dropped with the error below.
    const r = handedOver ? applyHandedOver(game, action) : apply(game, action);
    if (!r.ok) throw new Error(`the ${opts.agent} agent chose a refused action ${JSON.stringify(action)}: ${r.reason}`);
    game = r.game;
    opts.onStep?.(game, action);
    turnActions.push(action);
    const setupDone = inSetup && game.state.phase !== 'setup';
    if (game.state.turn !== turnBefore || game.state.phase === 'over' || setupDone) {
      opts.onTurn?.(game, turnActions);
      turnActions = [];
    }
  }
  opts.onEnd?.(steps);
  return game;
}

