/**
 * The `firerules` command. User mistakes (bad YAML, configs, flags) print located messages
 * and exit non-zero without a stack trace; only genuine bugs show one.
 */
import { RulesError } from '../core/errors.ts';
import { runAsl } from './asl.ts';
import { runPlayCommand, runScenarioCommand } from './play.ts';
import { runCoverage, runDocs, runExplain, runModules, runValidate } from './rules-commands.ts';
import { start } from './start.ts';
import { runChart } from './chart.ts';
import { runReplay } from './replay.ts';
import { runInspect } from './inspect.ts';
import { runSimulate } from './simulate.ts';

const HELP = `firerules — a rules-knowledge engine for fire-themed board games

Usage: firerules <command> [flags]

  start                          the module catalogue and a worked example (npm start)
  modules [--game G] [--json]    games, presets and modules with requires/conflicts/options
  validate --preset ID | --config FILE [--rules-dir D]...
                                 load a configuration and report every problem
  explain [--preset ID | --config FILE] RULE-ID [--facts JSON] [--json]
                                 a folded rule: text, source, provenance; with --facts,
                                 json-rules-engine's verdict on its conditions
  coverage --game G [--preset ID | --config FILE] [--json]
                                 which rules cite each section of each source
  docs (--preset ID | --config FILE) --out DIR | docs --all
                                 write rules.md, rules.html and site/ (an index and one
                                 self-contained page per section; markdown-it)
  chart [--game G] [--preset ID | --config FILE] [--format mermaid|dot|svg|html] [--out FILE]
                                 the turn statechart of a game, read from its XState machine
                                 (the config's layers applied); html is one offline page
  replay ((--preset ID | --config FILE) [--players N] [--seed S] [--agent A] [--record GAME.json] | --from GAME.json)
         --out FILE.html         the offline replay viewer of a game played now (and recorded)
                                 or of a recording: each step's statechart state highlighted,
                                 the board with its pieces, its log
  inspect (--preset ID | --config FILE) [--seed S] [--players N] [--agent A] [--port 8080] [--host 127.0.0.1]
          [--step timer|key] [--delay MS] [--max-steps N] [--no-wait] [--keep] [--no-open] [--stately]
                                 play with the offline inspector page (loopback): chart, event log,
                                 context, board, time travel; waits for the page (--no-wait);
                                 --stately: the old route through stately.ai (online only)
  inspect --attach [--port 8080] [--host 127.0.0.1]
                                 serve the inspector page for any XState app using
                                 @statelyai/inspect's createWebSocketInspector; Ctrl-C stops
  docs --diff A B [--out FILE.md] [--json]
                                 what changes from configuration A to B (presets or config
                                 files of one game): modules, options, rules added/removed/changed

  scenario FILE [--json] [--reveal]
                                 run a Flash Point or Fire Tower scenario (its \`game\` field);
                                 exit 2 when an action is refused, 3 when its expect fails
  play [--game G | --preset ID | --config FILE] [--players N] [--seed S] [--agent random|greedy]
       [--json] [--quiet]        play a whole game, turn by turn with the board; the preset
                                 says which game (e.g. --preset fire-tower-base), --game
                                 alone plays its default preset; players default to a
                                 count the configuration is played by (solo: one)
  simulate [--game G | --preset ID | --config FILE] [--games N] [--players N] [--seed S]
           [--agent random|greedy] [--json]
                                 N games (default 10) from seeds S, S+1...: how they ended,
                                 turns and actions per game, games per second

  asl kindle --terrain T --ec EC [--unit squad|hs|crew|smc] [--leader DRM] [--mol]
             [--fortified] [--pto] [--method attempt|wp|he|ft] [--json]
  asl spread --terrain T --ec EC [--elevation higher|lower] [--not-attached]
             [--fortified] [--wind-drm N] [--json]
  asl blaze  --terrain T --ec EC [--hampered] [--first-turn] [--json]
  asl clear  --ec EC [--squads N] [--hs N] [--dozers N] [--leader DRM] [--labor DRM] [--json]
             (each asl query also takes --preset ID or --config FILE; default: preset asl-fire)

Exit codes: 0 success, 1 invalid rules or configuration, 2 bad command-line input.`;

export async function main(argv: string[], out: (s: string) => void = (s) => console.log(s), err: (s: string) => void = (s) => console.error(s)): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case 'start':
        return start(out);
      case 'help':
      case '--help':
      case '-h':
        out(HELP);
        return 0;
      case 'modules':
        return runModules(rest, out);
      case 'validate':
        return runValidate(rest, out);
      case 'explain':
        return await runExplain(rest, out);
      case 'coverage':
        return runCoverage(rest, out);
      case 'docs':
        return await runDocs(rest, out);
      case 'asl':
        return runAsl(rest, out);
      case 'scenario':
        return runScenarioCommand(rest, out, err);
      case 'chart':
        return await runChart(rest, out);
      case 'replay':
        return await runReplay(rest, out);
      case 'inspect':
        return await runInspect(rest, out);
      case 'play':
        return runPlayCommand(rest, out);
      case 'simulate':
        return runSimulate(rest, out);
      default:
        err(`firerules: unknown command \`${command}\`\n\n${HELP}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof RulesError) {
      err(`firerules ${command}: ${e.problems.length > 1 ? `${e.problems.length} problems:\n` : ''}${e.message}`);
      return e.exitCode;
    }
    err(`firerules: internal error (please report it): ${(e as Error).stack ?? String(e)}`);
    return 70;
  }
}
