/**
 * The `firerules` command. User mistakes (bad YAML, configs, flags) print located messages
 * and exit non-zero without a stack trace; only genuine bugs show one.
 */
import { RulesError } from '../core/errors.ts';
import { load } from '../games/index.ts';
import { kindle } from '../games/asl-fire/queries.ts';
import { runAsl } from './asl.ts';
import { runPlayCommand, runScenarioCommand } from './play.ts';
import { playGame } from '../games/flash-point/play.ts';
import { renderBoard, statusLine } from '../games/flash-point/ascii.ts';
import { modulesText, runCoverage, runDocs, runExplain, runModules, runValidate } from './rules-commands.ts';
import { listGames } from '../core/catalog.ts';
import { runChart } from './chart.ts';
import { runReplay } from './replay.ts';
import { runInspect } from './inspect.ts';
import { playGame as playFireTower } from '../games/fire-tower/play.ts';
import { LEGEND as FOREST_LEGEND, renderForest } from '../games/fire-tower/ascii.ts';
import { PROJECT_RULES } from '../core/paths.ts';

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
          [--delay MS] [--no-open]
                                 play with the Stately inspector attached (a WebSocket bridge on
                                 loopback; --host 0.0.0.0 opens it to the network, unauthenticated;
                                 the UI needs the internet, replay is offline)
  docs --diff A B [--out FILE.md] [--json]
                                 what changes from configuration A to B (presets or config
                                 files of one game): modules, options, rules added/removed/changed

  scenario FILE [--json] [--reveal]
                                 run a Flash Point or Fire Tower scenario (its \`game\` field);
                                 exit 2 when an action is refused, 3 when its expect fails
  play [--preset ID | --config FILE] [--players N] [--seed S] [--agent random|greedy]
       [--json] [--quiet]        play a whole game, turn by turn with the board; the preset
                                 says which game (e.g. --preset fire-tower-base)

  asl kindle --terrain T --ec EC [--unit squad|hs|crew|smc] [--leader DRM] [--mol]
             [--fortified] [--pto] [--method attempt|wp|he|ft] [--json]
  asl spread --terrain T --ec EC [--elevation higher|lower] [--not-attached]
             [--fortified] [--wind-drm N] [--json]
  asl blaze  --terrain T --ec EC [--hampered] [--first-turn] [--json]
  asl clear  --ec EC [--squads N] [--hs N] [--dozers N] [--leader DRM] [--labor DRM] [--json]
             (each asl query also takes --preset ID or --config FILE; default: preset asl-fire)

Exit codes: 0 success, 1 invalid rules or configuration, 2 bad command-line input.`;

function start(out: (s: string) => void): number {
  out('firerules — the rules of fire-themed board games, as data.\n');
  out(modulesText(listGames(PROJECT_RULES)).text);
  out('\nA default game of Flash Point: the Experienced Game (recruit) on the base house, four firefighters');
  out('played by the greedy agent, seed 1. One line per turn; the board at the start and at the end.');
  out('(F fire, s smoke, ? point of interest, V victim, H hazmat, * hot spot, 1-4 firefighters, E engine, A ambulance)\n');
  const game = playGame({ preset: 'experienced-recruit' }, {
    seed: 1, players: 4, agent: 'greedy',
    onTurn: (g, actions) => {
      if (actions.every((a) => a[1] === 'place' || a[1] === 'park')) {
        out(`Setup done — roles: ${g.state.firefighters.map((f) => `${f.id} ${f.role}`).join(', ')}`);
        out(renderBoard(g));
        return;
      }
      out(`turn ${String(g.state.phase === 'over' ? g.state.turn : g.state.turn - 1).padStart(2)} ${actions[0]![0]}: ${actions.map((a) => a.slice(1).map((x) => (Array.isArray(x) ? `[${x.join(',')}]` : String(x))).join(' ')).join('; ')}`);
      out(`         ${statusLine(g)}`);
    },
  });
  out(renderBoard(game));
  out(`\nResult: ${game.state.status.toUpperCase()} — ${game.state.reason ?? ''}.`);
  const tower = playFireTower({ preset: 'fire-tower-base' }, { seed: 1, players: 2, agent: 'greedy' });
  out(`\nA game of Fire Tower (base game, two players played by the greedy agent, seed 1): ${tower.state.reason}, won by ${tower.state.winners.join(', ')} after ${tower.state.turn} turns.`);
  out(`(${FOREST_LEGEND})`);
  out(renderForest(tower));
  const rules = load({ preset: 'asl-fire', game: 'asl-fire' });
  const r = kindle(rules, { terrain: 'Woods', ec: 'Dry', unit: 'squad', leader: -1 });
  out('\nAnd a worked ASL question: a squad stacked with a -1 leader tries to set Woods alight in Dry weather.');
  out(`  Woods kindle on ${r.kindlingNumber}. The rules that fire:`);
  for (const e of r.drmBreakdown) out(`    ${e.value > 0 ? '+' : ''}${e.value}  ${e.title ?? e.id}  (${e.source})`);
  out(`  Total DRM ${r.drm > 0 ? '+' : ''}${r.drm}: 2d6${r.drm > 0 ? '+' : ''}${r.drm} must reach ${r.kindlingNumber} — a ${(r.probability * 100).toFixed(1)}% chance.`);
  out('\nNext: npx firerules play --preset experienced-heroic --players 3 --seed 7   (a full turn-by-turn log)');
  out('      npx firerules scenario tests/flash-point/scenarios/move-into-fire-costs-2.yaml');
  out('      npx firerules play --preset fire-tower-rising-flames --players 3 --seed 2');
  out('      npx firerules asl kindle --terrain grain --ec moderate --unit smc');
  out('See every command: npx firerules help');
  return 0;
}

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
        return runDocs(rest, out);
      case 'asl':
        return runAsl(rest, out);
      case 'scenario':
        return runScenarioCommand(rest, out, err);
      case 'chart':
        return runChart(rest, out);
      case 'replay':
        return runReplay(rest, out);
      case 'inspect':
        return await runInspect(rest, out);
      case 'play':
        return runPlayCommand(rest, out);
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
