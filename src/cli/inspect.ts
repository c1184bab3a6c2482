/**
 * `firerules inspect`: play a game with the Stately inspector attached. The game's machine
 * runs as an XState actor whose inspection events go through @statelyai/inspect's WebSocket
 * inspector to its local bridge server (which shows stately.ai/inspect in the browser); the
 * same actions are applied with the pure `apply` beside it, and the two must agree at every
 * step. Without internet access the Stately UI cannot load: `firerules replay` is the
 * offline way to watch a game.
 */
import { createWebSocketInspector } from '@statelyai/inspect';
import { createActor, type AnyStateMachine } from 'xstate';
import { seedRng } from '../core/rng.ts';
import { gameChoice, type GameChoice } from './game-choice.ts';
import { UsageError } from '../core/errors.ts';
import { statePath } from '../docs/replay.ts';
import { checkAgent, numberFlag } from './args.ts';
import type { CommandInput } from './spec.ts';
import { clientUrl, isLoopback, LOOPBACK, startBridge } from './inspect-bridge.ts';
import { playableFor } from './playing.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One game under way, through the contract: its machine, where it stands, the next agent action, and applying it. */
interface Driver {
  machine: AnyStateMachine;
  /** The game's state, which the inspected actor starts from as its context. */
  context(): unknown;
  progress(): { over: boolean; turn: number; machineValue: unknown };
  next(): unknown[] | null;
  /** Apply the action to the pure game; returns the statechart event it was sent as. */
  apply(action: unknown[]): unknown;
}

function driverFor(choice: GameChoice, seed: number, players: number | undefined, agentName: string): Driver {
  const playable = playableFor(choice.game, (g, list) => `inspect: ${g} has no turn statechart to inspect (${list.join(', ')})`);
  const rng = seedRng(seed ^ 0x1457);
  checkAgent('inspect', agentName, playable.agents);
  const agent = playable.agents[agentName]!;
  const configured = playable.configure(choice.ref);
  let g = configured.createGame({ seed, players: players ?? configured.defaultPlayers() });
  return {
    machine: configured.machine(),
    context: () => playable.toJSON(g),
    progress: () => playable.progress(g),
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

/** `--host`: loopback unless widened on purpose; an address or a host name, nothing else. */
function hostFlag(value: unknown): string {
  if (value === undefined) return LOOPBACK;
  const host = String(value);
  if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(host)) throw new UsageError(`--host must be an address or host name such as 127.0.0.1 or 0.0.0.0 (got \`${host.slice(0, 60)}\`)`);
  return host;
}

export async function runInspect({ flags, out }: CommandInput): Promise<number> {
  if (typeof flags.preset !== 'string' && typeof flags.config !== 'string') throw new UsageError('inspect: firerules inspect (--preset ID | --config FILE) [--seed S] [--players N] [--agent random|greedy] [--port 8080] [--host 127.0.0.1] [--delay MS] [--max-steps N] [--no-open]');
  const port = numberFlag(flags, 'port') ?? 8080;
  const host = hostFlag(flags.host);
  const delay = numberFlag(flags, 'delay') ?? 250;
  const maxSteps = numberFlag(flags, 'max-steps') ?? 2000;
  const choice = gameChoice('inspect', flags.preset, flags.config);
  const driver = driverFor(choice, numberFlag(flags, 'seed') ?? 1, numberFlag(flags, 'players'), (flags.agent as string | undefined) ?? 'random');
  const server = await startBridge({ host, port, autoOpen: !flags['no-open'] });
  const inspector = createWebSocketInspector({ url: clientUrl(host, port) });
  if (!isLoopback(host)) out(`warning: the inspector bridge listens on ${host}, reachable from other machines, without authentication: anyone who can reach port ${port} sees the game`);
  out(`Inspector bridge at http://${host}:${port} (it shows stately.ai/inspect, which needs the internet; offline, use: firerules replay ${'preset' in choice.ref ? `--preset ${choice.ref.preset}` : `--config ${choice.ref.configFile}`} --out replay.html)`);
  // The actor starts from the game's current snapshot, so it and the pure game run in step.
  const start = driver.progress();
  const actor = createActor(driver.machine, { snapshot: driver.machine.resolveState({ value: start.machineValue as never, context: driver.context() }), inspect: inspector.inspect });
  actor.start();
  let steps = 0;
  try {
    for (; steps < maxSteps && !driver.progress().over; steps++) {
      const action = driver.next();
      if (!action) break;
      actor.send(driver.apply(action) as never);
      const want = statePath(driver.progress().machineValue);
      const got = statePath(actor.getSnapshot().value);
      if (want !== got) throw new Error(`the inspected actor is in ${got} but the game in ${want} after ${JSON.stringify(action)}: an engine bug`);
      if (delay) await sleep(delay);
    }
    const end = driver.progress();
    out(`${steps} steps sent to the inspector; the game is ${end.over ? 'over' : 'playing'} at turn ${end.turn}.`);
    // Let the last inspection events leave before closing.
    await sleep(300);
  } finally {
    actor.stop();
    inspector.stop();
    server.stop();
  }
  return 0;
}
