/** `play` and `scenario`, for every playable game: written once over the PlayableGame contract. */
import { UsageError } from '../core/errors.ts';
import { DEFAULT_GAME, playableGame } from '../games/index.ts';
import { numberFlag } from './args.ts';
import { agentChoice } from './agent-choice.ts';
import { playByHand } from './human.ts';
import { gameOfCommand, startingChoice } from './playing.ts';
import { scenarioExitCode } from './scenario-report.ts';
import type { CommandInput } from './spec.ts';

/** `--agent human`: the player at the keyboard chooses every action (not one of a game's agents). */
export const HUMAN = 'human';

/** Exit codes: 0 ran (and met its `expect`), 2 an action was refused, 3 `expect` not met. */
export function runScenarioCommand({ flags, args, out, err }: CommandInput): number {
  // A file naming no playable game goes to the default game's runner, whose schema then
  // points at its `game` line.
  const playable = playableGame(gameOfCommand('scenario', flags, args)) ?? playableGame(DEFAULT_GAME)!;
  const file = args[0];
  if (!file || args.length > 1) throw new UsageError('scenario: give one scenario file: firerules scenario FILE [--json] [--reveal]');
  const run = playable.runScenario(file);
  if (flags.json) out(JSON.stringify(playable.publicView(run.game, !!flags.reveal)));
  else {
    out(playable.render.scenarioHeadline(run.title ?? file, run.game));
    out(playable.render.statusLine(run.game));
    out(playable.render.ascii(run.game));
  }
  return scenarioExitCode(file, run.expect, run, err, !!flags.json);
}

export async function runPlayCommand({ flags, out, err, input }: CommandInput): Promise<number> {
  const game = gameOfCommand('play', flags);
  if (flags.config && flags.preset) throw new UsageError('play: give either --config or --preset, not both');
  const { playable, choice } = startingChoice('play', game, flags);
  const givenPlayers = numberFlag(flags, 'players');
  const seed = numberFlag(flags, 'seed') ?? 1;
  const configured = playable.configure(choice.ref);
  const players = givenPlayers ?? configured.defaultPlayers();
  const human = flags.agent === HUMAN;
  const { name: agent, chooser } = human ? { name: HUMAN } : agentChoice('play', playable, flags, 'greedy', players, ', or human to choose every action yourself');
  if (human) {
    // Under --json, stdout carries only the final state: the board and the choices go to stderr.
    const final = await playByHand(playable, configured.createGame({ seed, players }), input, flags.json ? err : out);
    if (flags.json) out(JSON.stringify(playable.publicView(final, true)));
    return 0;
  }
  const verbose = !flags.json && !flags.quiet;
  const intro = playable.render.playIntro?.({ players, seed, agent });
  if (verbose && intro !== undefined) out(intro);
  const final = configured.play({
    seed, players, agent, ...(chooser ? { chooser } : {}),
    onTurn: verbose ? (g, actions) => playable.render.turnLines(g, actions).forEach((line) => out(line)) : undefined,
  });
  if (flags.json) out(JSON.stringify(playable.publicView(final, true)));
  else out(playable.render.resultLine(final));
  return 0;
}
