/** The commands that play games: play, simulate, scenario, replay, inspect, chart (their flags and examples). */
import { agentFlag, CONFIG, GAME, JSON_FLAG, option, PLAYERS, PRESET, SEED, type CommandSpec } from './spec.ts';

const OUT_HTML = option('out', 'the page to write', 'FILE.html');
const PLAYOUTS = option('playouts', 'with --agent mcts (any game): playouts per decision (default 64)', 'N');
const MAX_STEPS = (dflt: number) => option('max-steps', `stop after N steps (default ${dflt})`, 'N');

export const PLAY_COMMANDS: readonly CommandSpec[] = [
  {
    name: 'play',
    summary: 'play a whole game, turn by turn with the board',
    details: 'The preset says which game; --game alone plays its default preset. With --agent human you choose every action yourself from the numbered list of legal ones (q quits).',
    options: [GAME, PRESET, CONFIG, PLAYERS, SEED, agentFlag('greedy', ', or human to choose yourself'), PLAYOUTS, JSON_FLAG, option('quiet', 'print only the result line')],
    examples: ['firerules play --preset experienced-heroic --players 3 --seed 7', 'firerules play --preset fire-tower-base --agent human', 'firerules play --game fire-tower --seed 2 --json', 'firerules play --preset fire-tower-solo-level-1 --agent mcts --playouts 32'],
    run: async (i) => (await import('./play.ts')).runPlayCommand(i),
  },
  {
    name: 'simulate',
    summary: 'many games from seeds S, S+1... on all cores: win rates with 95% intervals, how games ended, their length, games per second',
    details: 'Game i is played from seed S+i, so `play --seed` replays any of them, and the summary is the same whatever --workers says. --compare plays every configuration on the same seeds and gives the paired difference of their win rates.',
    options: [
      GAME, PRESET, CONFIG, option('games', 'how many games (default 10)', 'N'), PLAYERS, SEED, agentFlag('random'), PLAYOUTS,
      option('workers', 'worker threads (default: one per core, fewer when there are under 20 games for each)', 'K'),
      { name: 'compare', value: 'CONFIG', variadic: true, help: 'presets or config files played on the same seeds, the first the baseline' },
      option('option', "compare the configuration with one of its options set to each value, on the same seeds", 'KEY=V1,V2'),
      option('out', 'also write one JSON line per game', 'FILE.jsonl'),
      option('report', 'also write a report with charts: one .html page, or .md with its charts as .svg files beside it', 'FILE'), JSON_FLAG,
      option('queue', 'play on the Redis queue that `firerules worker` processes serve, on any machines, instead of threads here', 'redis://HOST:PORT'),
      option('slice', 'with --queue, games per job (default: about 50 jobs, at most 100 games each)', 'N'),
    ],
    examples: ['firerules simulate --preset experienced-recruit --games 1000 --agent heuristic', 'firerules simulate --compare experienced-recruit experienced-veteran --games 500 --agent heuristic', 'firerules simulate --preset experienced-recruit --option difficulty=recruit,heroic --games 500 --agent heuristic', 'firerules simulate --preset fire-tower-solo-level-1 --agent mcts --playouts 32 --games 20', 'firerules simulate --preset fire-tower-solo-level-4 --games 50 --agent greedy --out games.jsonl', 'firerules simulate --preset fire-tower-base --games 10000 --queue redis://10.0.0.5:6379'],
    run: async (i) => (await import('./simulate.ts')).runSimulate(i),
  },
  {
    name: 'worker',
    summary: 'play the games `simulate --queue` puts on a Redis queue, on this machine, until Ctrl-C',
    details: 'Start one on each machine that should help; a slice whose worker dies is handed to another once its lock runs out (--stalled-ms). SIGINT or SIGTERM stops taking slices, finishes those in hand and exits 0.',
    options: [
      option('queue', 'the Redis server of the queue', 'redis://HOST:PORT'),
      option('concurrency', 'slices played at once, each on its own thread (default: one per core)', 'N'),
      option('stalled-ms', "how long a dead worker's slice stays locked before another worker takes it (default 30000)", 'MS'),
    ],
    examples: ['firerules worker --queue redis://10.0.0.5:6379', 'firerules worker --queue redis://127.0.0.1:6379 --concurrency 2'],
    run: async (i) => (await import('./worker.ts')).runWorker(i),
  },
  {
    name: 'scenario',
    args: '<file>',
    summary: "run a Flash Point or Fire Tower scenario file (its `game` field says which)",
    details: 'Exits 2 when an action is refused unexpectedly, 3 when its `expect` block is not met; with --json those reports are JSON on stderr too.',
    options: [JSON_FLAG, option('reveal', 'with --json, show hidden information (face-down tokens)')],
    examples: ['firerules scenario tests/flash-point/scenarios/move-into-fire-costs-2.yaml --json --reveal'],
    run: async (i) => (await import('./play.ts')).runScenarioCommand(i),
  },
  {
    name: 'replay',
    summary: 'the offline replay page of a game played now (and recorded) or of a recording',
    details: 'Each step shows the statechart state, the board with its pieces, and its log. Give a configuration (--preset or --config) or --from a recording.',
    options: [PRESET, CONFIG, PLAYERS, SEED, agentFlag('random'), PLAYOUTS, option('record', 'also write the game as a recording', 'GAME.json'), option('from', 'replay a recording instead of playing', 'GAME.json'), OUT_HTML, option('max-steps', 'keep only the first N steps in the page, and say so (default: the whole game)', 'N')],
    examples: ['firerules replay --preset experienced-attic --seed 3 --out /tmp/replay.html', 'firerules replay --from game.json --out /tmp/replay.html'],
    run: async (i) => (await import('./replay.ts')).runReplay(i),
  },
  {
    name: 'inspect',
    summary: 'play with the offline inspector page (loopback): chart, event log, context, board, time travel',
    details: 'The command waits for the page (--no-wait starts at once), then plays a step every --delay ms or, with --step key, on Enter (q Enter stops). --attach only serves the page, for any XState app using @statelyai/inspect\'s createWebSocketInspector (Ctrl-C stops). --stately keeps the old route through stately.ai/inspect (online only). --host 0.0.0.0 opens the inspector to the network, unauthenticated.',
    options: [
      PRESET, CONFIG, SEED, PLAYERS, agentFlag('random'), PLAYOUTS,
      option('port', 'the port (default 8080)', 'PORT'), option('host', 'the address (default 127.0.0.1)', 'HOST'),
      option('step', 'timer (every --delay ms) or key (on Enter); default timer', 'timer|key'),
      option('delay', 'milliseconds between steps (default 250)', 'MS'), MAX_STEPS(2000),
      option('no-wait', 'start at once instead of waiting for the page'), option('keep', 'serve the page after the game until it is closed or Ctrl-C'),
      option('no-open', 'do not open a browser'), option('attach', 'only serve the page, for an XState app of your own'),
      option('stately', 'the old route through stately.ai/inspect (online only)'),
    ],
    examples: ['firerules inspect --preset fire-tower-rising-flames --players 3 --seed 2', 'firerules inspect --preset experienced-recruit --step key', 'firerules inspect --attach --port 8080'],
    run: async (i) => (await import('./inspect.ts')).runInspect(i),
  },
  {
    name: 'chart',
    summary: "the turn statechart of a game, read from its XState machine (the config's layers applied)",
    options: [GAME, PRESET, CONFIG, option('format', 'mermaid, dot, svg or html (one offline page); default mermaid', 'F'), option('out', 'write it to a file instead of printing it', 'FILE')],
    examples: ['firerules chart --game fire-tower --format html --out /tmp/fire-tower-turn.html'],
    run: async (i) => (await import('./chart.ts')).runChart(i),
  },
];
