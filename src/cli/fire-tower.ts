/** `scenario` and `play` for Fire Tower: running it from files and with agents. */
import { readConfig } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import { readYaml } from '../core/yaml-file.ts';
import { LEGEND, renderForest, statusLine } from '../games/fire-tower/ascii.ts';
import { DEFAULT_PRESET, gameConfig, type Action, type FireTowerGame } from '../games/fire-tower/game.ts';
import { AGENTS, playGame, type AgentName } from '../games/fire-tower/play.ts';
import { readScenario, runScenario } from '../games/fire-tower/scenario.ts';
import { publicView } from '../games/fire-tower/state.ts';
import { checkAgent, numberFlag, parse } from './args.ts';
import { scenarioExitCode } from './scenario-report.ts';

type Out = (s: string) => void;

/** Which game a `play` or `scenario` command is about: Fire Tower, or Flash Point (the default). */
export function gameOfCommand(command: 'play' | 'scenario', argv: string[]): string {
  if (command === 'scenario') {
    const file = argv.find((a) => !a.startsWith('--'));
    if (!file) return 'flash-point';
    const data = readYaml(file).data as { game?: unknown } | null;
    return data && typeof data === 'object' && typeof data.game === 'string' ? data.game : 'flash-point';
  }
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    const inline = argv.find((a) => a.startsWith(`${flag}=`));
    return inline ? inline.slice(flag.length + 1) : i >= 0 ? argv[i + 1] : undefined;
  };
  if (value('--game')) return value('--game')!;
  const preset = value('--preset');
  if (preset) return readConfig({ preset }, PROJECT_RULES).data.game;
  const config = value('--config');
  if (config) return readConfig({ configFile: config }, PROJECT_RULES).data.game;
  return 'flash-point';
}

export function runFireTowerScenario(argv: string[], out: Out, err: Out): number {
  const { flags, positionals } = parse(argv, { json: { type: 'boolean' }, reveal: { type: 'boolean' } }, 'scenario');
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError('scenario: give one scenario file: firerules scenario FILE [--json] [--reveal]');
  const { data, yaml, baseDir } = readScenario(file);
  const result = runScenario(data, yaml, baseDir);
  const s = result.game.state;
  if (flags.json) out(JSON.stringify(publicView(s, !!flags.reveal)));
  else {
    out(`${data.title ?? file}: ${s.status}${s.reason ? ` (${s.reason}${s.winners.length ? `: ${s.winners.join(', ')}` : ''})` : ''}, turn ${s.turn}, ${s.pending[0]?.player ?? s.activePlayer} to act, phase ${s.phase}`);
    out(statusLine(result.game));
    out(renderForest(result.game));
  }
  return scenarioExitCode(file, data.expect, result, err);
}

function describe(a: Action): string {
  const [p, verb, ...args] = a;
  return `${p} ${verb}${args.length ? ' ' + args.map((x) => JSON.stringify(x)).join(' ') : ''}`;
}

export function runFireTowerPlay(argv: string[], out: Out): number {
  const { flags } = parse(
    argv,
    { game: { type: 'string' }, preset: { type: 'string' }, config: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, agent: { type: 'string' }, json: { type: 'boolean' }, quiet: { type: 'boolean' } },
    'play',
  );
  if (flags.config && flags.preset) throw new UsageError('play: give either --config or --preset, not both');
  const players = numberFlag(flags, 'players') ?? 2;
  const seed = numberFlag(flags, 'seed') ?? 1;
  const agent = (flags.agent as string | undefined) ?? 'greedy';
  checkAgent('play', agent, AGENTS);
  const { config, baseDir } = gameConfig(typeof flags.config === 'string' ? { configFile: flags.config } : { preset: (flags.preset as string | undefined) ?? DEFAULT_PRESET });
  const verbose = !flags.json && !flags.quiet;
  if (verbose) out(`Fire Tower, ${players} players, seed ${seed}, agent ${agent}. ${LEGEND}`);
  const game = playGame(config, {
    seed, players, agent: agent as AgentName,
    onTurn: verbose ? (g, actions) => printTurn(g, actions, out) : undefined,
  }, baseDir);
  const s = game.state;
  if (flags.json) out(JSON.stringify(publicView(s, true)));
  else out(`\nResult: ${s.reason} — won by ${s.winners.join(', ') || 'nobody'} after ${s.turn} turns. ${statusLine(game)}`);
  return 0;
}

function printTurn(game: FireTowerGame, actions: Action[], out: Out): void {
  out(`\n== Turn ${game.state.status === 'over' ? game.state.turn : game.state.turn - 1}`);
  for (const a of actions) out(`   ${describe(a)}`);
  out(`   ${statusLine(game)}`);
  out(renderForest(game));
}
