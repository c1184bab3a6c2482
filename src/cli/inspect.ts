/**
 * `firerules inspect`: play a game with an inspector attached. By default the inspector is
 * our own offline page (src/inspector/): the game's actor sends @statelyai/inspect's
 * WebSocket messages to a local server, which shows the chart with the active state, the
 * event log, the context and the board, and keeps every snapshot for time travel. The
 * command waits for the page, then steps on a timer or on Enter. `--attach` only serves, for
 * any XState app pointed at it; `--stately` keeps the old route through stately.ai/inspect.
 */
import { createInterface } from 'node:readline';
import { UsageError } from '../core/errors.ts';
import { PLAYABLE_GAMES, playableGame } from '../games/index.ts';
import { contextBoards } from '../inspector/board.ts';
import { isLoopback, LOOPBACK, openInBrowser } from '../inspector/listen.ts';
import { DRIVER_PATH, startInspectorServer } from '../inspector/server.ts';
import { numberFlag, type Flags } from './args.ts';
import type { CommandInput } from './spec.ts';
import { gameChoice } from './game-choice.ts';
import { startInspectedGame, type InspectedGame } from './inspect-driver.ts';
import { clientUrl, startBridge } from './inspect-bridge.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const USAGE = 'inspect: firerules inspect (--preset ID | --config FILE) [--seed S] [--players N] [--agent random|greedy|mcts] [--playouts N] [--port 8080] [--host 127.0.0.1] [--step timer|key] [--delay MS] [--max-steps N] [--no-wait] [--keep] [--no-open] [--stately] | firerules inspect --attach [--port 8080] [--host 127.0.0.1] [--no-open]';

/** `--host`: loopback unless widened on purpose; an address or a host name, nothing else. */
function hostFlag(value: unknown): string {
  if (value === undefined) return LOOPBACK;
  const host = String(value);
  if (!/^[A-Za-z0-9.:_-]{1,253}$/.test(host)) throw new UsageError(`--host must be an address or host name such as 127.0.0.1 or 0.0.0.0 (got \`${host.slice(0, 60)}\`)`);
  return host;
}

/** Until Ctrl-C (then the command ends normally, closing the server), or `also` resolves. */
async function untilInterrupted(also?: Promise<void>): Promise<void> {
  let onSignal: () => void = () => {};
  const signal = new Promise<void>((resolve) => process.once('SIGINT', (onSignal = resolve)));
  await Promise.race(also ? [signal, also] : [signal]);
  process.off('SIGINT', onSignal);
}

/** How the game moves on: every `delay` ms, or when Enter is pressed (`q` Enter stops). */
function stepper(flags: Flags): { next(): Promise<boolean>; close(): void } {
  const mode = flags.step ?? 'timer';
  if (mode !== 'timer' && mode !== 'key') throw new UsageError(`inspect: --step is timer or key (got \`${String(mode)}\`)`);
  const delay = numberFlag(flags, 'delay') ?? 250;
  if (mode === 'timer') return { next: async () => (await sleep(delay), true), close: () => {} };
  // Opened at the first step, so a command that fails before it leaves no reader on stdin.
  let lines: AsyncIterator<string> | undefined;
  return {
    next: async () => {
      lines ??= createInterface({ input: process.stdin })[Symbol.asyncIterator]();
      const line = await lines.next();
      return !line.done && line.value.trim() !== 'q';
    },
    close: () => void lines?.return?.(),
  };
}

/** Step the game until it ends, `maxSteps` or the stepper stops; returns the steps played. */
async function play(game: InspectedGame, maxSteps: number, steps: { next(): Promise<boolean> }): Promise<number> {
  let played = 0;
  while (played < maxSteps && !game.progress().over && (await steps.next()) && game.step()) played++;
  return played;
}

async function runAttach(flags: Flags, host: string, port: number, out: (s: string) => void): Promise<number> {
  const games = PLAYABLE_GAMES.map((id) => playableGame(id)!);
  const server = await startInspectorServer({ host, port, title: 'firerules inspector', boards: contextBoards(games) });
  out(`Inspector page at ${server.pageUrl}; point an XState app at it with createWebSocketInspector({ url: '${server.socketUrl()}' }). Ctrl-C stops.`);
  if (!flags['no-open']) openInBrowser(server.pageUrl);
  await untilInterrupted();
  await server.stop();
  return 0;
}

async function runOffline(flags: Flags, host: string, port: number, out: (s: string) => void): Promise<number> {
  const choice = gameChoice('inspect', flags.preset, flags.config);
  const steps = stepper(flags);
  let boards: InspectedGame['boards'] = () => null;
  const server = await startInspectorServer({ host, port, title: `firerules inspector — ${choice.label}`, boards: (snap) => boards(snap) });
  let game: InspectedGame | undefined;
  try {
    game = startInspectedGame(choice, { seed: numberFlag(flags, 'seed') ?? 1, players: numberFlag(flags, 'players'), agent: (flags.agent as string | undefined) ?? 'random', playouts: numberFlag(flags, 'playouts'), url: server.socketUrl(DRIVER_PATH) });
    boards = game.boards;
    out(`Inspector page at ${server.pageUrl}`);
    if (!flags['no-open']) openInBrowser(server.pageUrl);
    if (!flags['no-wait']) {
      out('waiting for the page to connect (--no-wait to start at once)...');
      await server.viewerConnected();
    }
    if (flags.step === 'key') out('Enter plays the next step; q Enter stops.');
    const played = await play(game, numberFlag(flags, 'max-steps') ?? 2000, steps);
    const end = game.progress();
    out(`${played} steps sent to the inspector; the game is ${end.over ? 'over' : 'playing'} at turn ${end.turn}.`);
    // Let the last inspection events leave and reach the pages before closing.
    await sleep(300);
    await server.settled();
    if (flags.keep) {
      out('the page stays served (time travel with the boards over the whole game) until it is closed or Ctrl-C.');
      await untilInterrupted(server.viewersGone());
    }
  } finally {
    steps.close();
    game?.stop();
    await server.stop();
  }
  return 0;
}

/** The old route: the Stately bridge, whose page shows stately.ai/inspect (online only). */
async function runStately(flags: Flags, host: string, port: number, out: (s: string) => void): Promise<number> {
  const choice = gameChoice('inspect', flags.preset, flags.config);
  const steps = stepper(flags);
  const server = await startBridge({ host, port, autoOpen: !flags['no-open'] });
  let game: InspectedGame | undefined;
  try {
    game = startInspectedGame(choice, { seed: numberFlag(flags, 'seed') ?? 1, players: numberFlag(flags, 'players'), agent: (flags.agent as string | undefined) ?? 'random', playouts: numberFlag(flags, 'playouts'), url: clientUrl(host, port) });
    out(`Stately bridge at http://${host}:${port} (it shows stately.ai/inspect, which needs the internet; without --stately the inspector is offline)`);
    const played = await play(game, numberFlag(flags, 'max-steps') ?? 2000, steps);
    const end = game.progress();
    out(`${played} steps sent to the inspector; the game is ${end.over ? 'over' : 'playing'} at turn ${end.turn}.`);
    await sleep(300);
  } finally {
    steps.close();
    game?.stop();
    server.stop();
  }
  return 0;
}

export async function runInspect({ flags, out }: CommandInput): Promise<number> {
  const port = numberFlag(flags, 'port') ?? 8080;
  const host = hostFlag(flags.host);
  if (!isLoopback(host)) out(`warning: the inspector listens on ${host}, reachable from other machines, without authentication: anyone who can reach port ${port} sees the game`);
  if (flags.attach) {
    if (flags.preset !== undefined || flags.config !== undefined || flags.stately) throw new UsageError('inspect --attach serves the page for an app of your own: leave out --preset, --config and --stately');
    return runAttach(flags, host, port, out);
  }
  if (typeof flags.preset !== 'string' && typeof flags.config !== 'string') throw new UsageError(USAGE);
  return flags.stately ? runStately(flags, host, port, out) : runOffline(flags, host, port, out);
}
