/** `scenario` and `play`: running Flash Point from files and with agents. */
import { UsageError } from '../core/errors.ts';
import { renderBoard, statusLine } from '../games/flash-point/ascii.ts';
import { gameConfig, type FlashPointGame } from '../games/flash-point/game.ts';
import { AGENTS, playGame, type AgentName } from '../games/flash-point/play.ts';
import { readScenario, runScenario } from '../games/flash-point/scenario.ts';
import { publicView } from '../games/flash-point/state.ts';
import type { Action } from '../games/flash-point/actions.ts';
import { checkAgent, numberFlag, parse } from './args.ts';
import { scenarioExitCode } from './scenario-report.ts';

type Out = (s: string) => void;

/** Exit codes: 0 ran (and met its `expect`), 2 an action was refused, 3 `expect` not met. */
export function runScenarioCommand(argv: string[], out: Out, err: Out): number {
  const { flags, positionals } = parse(argv, { json: { type: 'boolean' }, reveal: { type: 'boolean' } }, 'scenario');
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError('scenario: give one scenario file: firerules scenario FILE [--json] [--reveal]');
  const { data, yaml, baseDir } = readScenario(file);
  const result = runScenario(data, yaml, baseDir);
  if (flags.json) out(JSON.stringify(publicView(result.game.state, !!flags.reveal)));
  else {
    out(`${data.title ?? file}: ${result.game.state.status}${result.game.state.reason ? ` (${result.game.state.reason})` : ''}, turn ${result.game.state.turn}, ${result.game.state.activePlayer} to act, phase ${result.game.state.phase}`);
    out(statusLine(result.game));
    out(renderBoard(result.game));
  }
  return scenarioExitCode(file, data.expect, result, err);
}

function describeAction(a: Action): string {
  const [p, verb, ...args] = a;
  return `${p} ${verb}${args.length ? ' ' + args.map((x) => (Array.isArray(x) ? `[${x.join(',')}]` : String(x))).join(' ') : ''}`;
}

export function runPlayCommand(argv: string[], out: Out): number {
  const { flags } = parse(
    argv,
    { preset: { type: 'string' }, config: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, agent: { type: 'string' }, json: { type: 'boolean' }, quiet: { type: 'boolean' } },
    'play',
  );
  if (flags.config && flags.preset) throw new UsageError('play: give either --config or --preset, not both');
  const players = numberFlag(flags, 'players') ?? 4;
  const seed = numberFlag(flags, 'seed') ?? 1;
  const agent = (flags.agent as string | undefined) ?? 'greedy';
  checkAgent('play', agent, AGENTS);
  const { config, baseDir } = gameConfig(typeof flags.config === 'string' ? { configFile: flags.config } : { preset: (flags.preset as string | undefined) ?? 'experienced-recruit' });
  const verbose = !flags.json && !flags.quiet;
  const game = playGame(config, {
    seed, players, agent: agent as AgentName,
    onTurn: verbose ? (g, actions) => printTurn(g, actions, out) : undefined,
  }, baseDir);
  if (flags.json) out(JSON.stringify(publicView(game.state, true)));
  else out(`\nResult: ${game.state.status.toUpperCase()} — ${game.state.reason ?? ''} after ${game.state.turn} turns. ${statusLine(game)}`);
  return 0;
}

function printTurn(game: FlashPointGame, actions: Action[], out: Out): void {
  const s = game.state;
  const who = actions[0]?.[0];
  const f = s.firefighters.find((x) => x.id === who);
  const heading = actions.every((a) => a[1] === 'place' || a[1] === 'park') ? 'Setup: pawns placed and vehicles parked' : `Turn ${actions.length ? s.turn - (s.phase === 'over' ? 0 : 1) : s.turn}: ${who}${f ? ` (${f.role})` : ''}`;
  out(`\n== ${heading}`);
  out(`   ${actions.map(describeAction).join('; ')}`);
  out(`   ${statusLine(game)}`);
  out(renderBoard(game));
}
