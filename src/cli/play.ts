/** `play` and `scenario`, for every playable game: written once over the PlayableGame contract. */
import { UsageError } from '../core/errors.ts';
import { DEFAULT_GAME, playableGame } from '../games/index.ts';
import { checkAgent, numberFlag, parse } from './args.ts';
import { gameOfCommand, startingChoice } from './playing.ts';
import { scenarioExitCode } from './scenario-report.ts';

type Out = (s: string) => void;

/** Exit codes: 0 ran (and met its `expect`), 2 an action was refused, 3 `expect` not met. */
export function runScenarioCommand(argv: string[], out: Out, err: Out): number {
  // A file naming no playable game goes to the default game's runner, whose schema then
  // points at its `game` line.
  const playable = playableGame(gameOfCommand('scenario', argv)) ?? playableGame(DEFAULT_GAME)!;
  const { flags, positionals } = parse(argv, { json: { type: 'boolean' }, reveal: { type: 'boolean' } }, 'scenario');
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new UsageError('scenario: give one scenario file: firerules scenario FILE [--json] [--reveal]');
  const run = playable.runScenario(file);
  if (flags.json) out(JSON.stringify(playable.publicView(run.game, !!flags.reveal)));
  else {
    out(playable.render.scenarioHeadline(run.title ?? file, run.game));
    out(playable.render.statusLine(run.game));
    out(playable.render.ascii(run.game));
  }
  return scenarioExitCode(file, run.expect, run, err);
}

export function runPlayCommand(argv: string[], out: Out): number {
  const game = gameOfCommand('play', argv);
  const { flags } = parse(
    argv,
    { game: { type: 'string' }, preset: { type: 'string' }, config: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' }, agent: { type: 'string' }, json: { type: 'boolean' }, quiet: { type: 'boolean' } },
    'play',
  );
  if (flags.config && flags.preset) throw new UsageError('play: give either --config or --preset, not both');
  const { playable, choice } = startingChoice('play', game, flags);
  const givenPlayers = numberFlag(flags, 'players');
  const seed = numberFlag(flags, 'seed') ?? 1;
  const agent = (flags.agent as string | undefined) ?? 'greedy';
  checkAgent('play', agent, playable.agents);
  const configured = playable.configure(choice.ref);
  const players = givenPlayers ?? configured.defaultPlayers();
  const verbose = !flags.json && !flags.quiet;
  const intro = playable.render.playIntro?.({ players, seed, agent });
  if (verbose && intro !== undefined) out(intro);
  const final = configured.play({
    seed, players, agent,
    onTurn: verbose ? (g, actions) => playable.render.turnLines(g, actions).forEach((line) => out(line)) : undefined,
  });
  if (flags.json) out(JSON.stringify(playable.publicView(final, true)));
  else out(playable.render.resultLine(final));
  return 0;
}
