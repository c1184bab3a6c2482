/**
 * The game `firerules inspect` plays, through the PlayableGame contract: its machine runs as
 * an XState actor whose inspection events go out over @statelyai/inspect's WebSocket
 * inspector, the same actions are applied with the pure `apply` beside it, and the two must
 * agree at every step. Each step's board is recorded as the engine has it, so the inspector
 * can draw the board of the actor's snapshot number n (the actor's snapshot n is the state
 * after n events: one per event, one at the start).
 */
import { createWebSocketInspector } from '@statelyai/inspect';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { PlayableGame } from '../core/playable.ts';
import { seedRng } from '../core/rng.ts';
import type { Piece } from '../docs/replay.ts';
import { statePath } from '../docs/replay.ts';
import { boardWithPieces, type BoardSource } from '../inspector/board.ts';
import { namedAgent } from './agent-choice.ts';
import type { GameChoice } from './game-choice.ts';
import { playableFor } from './playing.ts';

/** One game under way: where it stands, the next agent action, and applying it. */
interface Game {
  playable: PlayableGame;
  machine: AnyStateMachine;
  current(): unknown;
  next(): unknown[] | null;
  /** Apply the action to the pure game; returns the statechart event it was sent as. */
  apply(action: unknown[]): unknown;
}

function gameFor(choice: GameChoice, seed: number, players: number | undefined, agentName: string, playouts: number | undefined): Game {
  const playable = playableFor(choice.game, (g, list) => `inspect: ${g} has no turn statechart to inspect (${list.join(', ')})`);
  const rng = seedRng(seed ^ 0x1457);
  const configured = playable.configure(choice.ref);
  const seats = players ?? configured.defaultPlayers();
  const named = namedAgent('inspect', playable, agentName, playouts, seats);
  const agent = named.chooser ?? playable.agents[agentName]!;
  let g = configured.createGame({ seed, players: seats });
  return {
    playable,
    machine: configured.machine(),
    current: () => g,
    next: () => agent.choose(g, rng),
    apply: (a) => {
      // The event is read before the action changes the game (Fire Tower's depends on the phase).
      const event = playable.machineEvent(g, a);
      const r = playable.apply(g, a);
      if (!r.ok) throw new Error(`the agent's action was refused: ${r.reason}`);
      g = r.game;
      return event;
    },
  };
}

interface StepRecord {
  state: string;
  pieces: Piece[];
  status: string;
}

export interface InspectedGame {
  progress(): { over: boolean; turn: number };
  /** Play one agent action; false when none is legal. Throws when the actor and the game disagree. */
  step(): boolean;
  /** The board of each snapshot of this game's actor (other actors: none). */
  readonly boards: BoardSource;
  stop(): void;
}

/** Start the game and its inspected actor, sending inspection events to `url`. */
export function startInspectedGame(choice: GameChoice, opts: { seed: number; players?: number; agent: string; playouts?: number; url: string }): InspectedGame {
  const game = gameFor(choice, opts.seed, opts.players, opts.agent, opts.playouts);
  const { playable, machine } = game;
  const inspector = createWebSocketInspector({ url: opts.url, serializationDepthLimit: 32 });
  const start = playable.progress(game.current());
  // The actor starts from the game's current snapshot, so it and the pure game run in step.
  const actor: AnyActorRef = createActor(machine, { snapshot: machine.resolveState({ value: start.machineValue as never, context: playable.toJSON(game.current()) }), inspect: inspector.inspect });
  const render = playable.render;
  const boardSvg = render.boardSvg(game.current());
  const geometry = render.boardGeometry(game.current());
  const steps: StepRecord[] = [];
  const record = () => {
    const g = game.current();
    steps.push({ state: statePath(playable.progress(g).machineValue), pieces: render.pieces(g), status: render.replayStatus(g) });
  };
  record();
  actor.start();
  return {
    progress: () => playable.progress(game.current()),
    step() {
      const action = game.next();
      if (!action) return false;
      actor.send(game.apply(action) as never);
      record();
      const want = steps[steps.length - 1]!.state;
      const got = statePath(actor.getSnapshot().value);
      if (want !== got) throw new Error(`the inspected actor is in ${got} but the game in ${want} after ${JSON.stringify(action)}: an engine bug`);
      return true;
    },
    boards: (snap) => {
      const at = snap.sessionId === actor.sessionId ? steps[snap.index] : undefined;
      // The state check keeps a board from being shown beside a snapshot it does not belong to.
      if (!at || at.state !== statePath(snap.value)) return null;
      return { svg: boardWithPieces(boardSvg, geometry, render.pieceStyles, at.pieces), status: at.status };
    },
    stop() {
      actor.stop();
      inspector.stop();
    },
  };
}
