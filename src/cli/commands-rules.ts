/** The commands about the rules themselves: start, modules, validate, explain, coverage, docs, asl (their flags and examples). */
import { CONFIG_FLAGS, GAME, JSON_FLAG, option, RULES_DIR, type CommandSpec, type OptionSpec } from './spec.ts';

const TERRAIN = option('terrain', 'the terrain (e.g. woods, grain, "wooden building")', 'T');
const EC = option('ec', 'the Environmental Conditions (wet, moist, moderate, dry, very-dry)', 'EC');
const PTO = option('pto', 'Pacific Theatre of Operations');
const FORTIFIED = option('fortified', 'a fortified building');
const LEADER = option('leader', 'the leadership DRM, e.g. -1', 'DRM');

/** Each asl query takes a configuration too (default: the asl-fire preset). */
const aslQuery = (name: string, summary: string, options: OptionSpec[], example: string, run: 'kindle' | 'spread' | 'blaze' | 'clear'): CommandSpec => ({
  name, summary, options: [...options, ...CONFIG_FLAGS], examples: [example],
  run: async (i) => (await import('./asl.ts')).ASL_QUERIES[run](i),
});

export const ASL_COMMAND: CommandSpec = {
  name: 'asl',
  summary: 'ASL fire questions answered from the rules, each with its DRM breakdown',
  options: [],
  examples: ['firerules asl kindle --terrain woods --ec dry --unit squad --leader -1', 'firerules asl kindle --help'],
  subcommands: [
    aslQuery('kindle', 'the chance to kindle a fire', [TERRAIN, EC, option('unit', 'squad, hs, crew or smc (default squad)', 'U'), LEADER, option('mol', 'with a Molotov cocktail'), FORTIFIED, PTO, option('method', 'attempt, wp, he or ft (default attempt)', 'M')], 'firerules asl kindle --terrain "wooden building" --ec moist --fortified --json', 'kindle'),
    aslQuery('spread', 'the chance a blaze spreads into a hex', [TERRAIN, EC, option('elevation', 'higher or lower than the blaze (default same)', 'E'), option('not-attached', 'the hex is not attached to the blaze'), FORTIFIED, option('wind-drm', 'the wind DRM', 'N'), PTO], 'firerules asl spread --terrain grain --ec very-dry --elevation higher --wind-drm 1', 'spread'),
    aslQuery('blaze', 'whether a flame becomes a blaze or goes out', [TERRAIN, EC, option('hampered', 'the flame was hampered'), option('first-turn', 'the fire started this turn'), PTO], 'firerules asl blaze --terrain brush --ec wet', 'blaze'),
    aslQuery('clear', 'Flame Clearance', [EC, option('squads', 'squads clearing (default 1, or 0 with --hs/--dozers)', 'N'), option('hs', 'half-squads clearing', 'N'), option('dozers', 'dozers clearing', 'N'), LEADER, option('labor', 'the labor DRM', 'DRM'), PTO], 'firerules asl clear --ec moist --squads 2 --hs 1', 'clear'),
  ],
};

export const RULES_COMMANDS: readonly CommandSpec[] = [
  {
    name: 'start',
    summary: 'the module catalogue and a worked example of each game (npm start)',
    options: [],
    examples: ['firerules start'],
    run: async (i) => (await import('./start.ts')).start(i.out),
  },
  {
    name: 'modules',
    summary: 'games, presets and modules with requires, conflicts and options',
    options: [GAME, RULES_DIR, JSON_FLAG],
    examples: ['firerules modules --game flash-point', 'firerules modules --json'],
    run: async (i) => (await import('./rules-reading.ts')).runModules(i),
  },
  {
    name: 'validate',
    summary: 'load a configuration and report every problem',
    options: [GAME, ...CONFIG_FLAGS],
    examples: ['firerules validate --config examples/asl-house-rules/my-game.yaml'],
    run: async (i) => (await import('./rules-reading.ts')).runValidate(i),
  },
  {
    name: 'explain',
    args: '<rule-id>',
    summary: "a folded rule: text, source, provenance; with --facts, json-rules-engine's verdict on its conditions",
    options: [GAME, ...CONFIG_FLAGS, option('facts', 'a JSON object of facts to test the rule\'s conditions on', 'JSON')],
    examples: ['firerules explain --preset asl-fire kindle.drm.leader', 'firerules explain --preset asl-fire kindle.smc --facts \'{"unit":"smc","method":"attempt"}\''],
    run: async (i) => (await import('./rules-reading.ts')).runExplain(i),
  },
  {
    name: 'coverage',
    summary: 'which rules cite each section of each source',
    options: [GAME, ...CONFIG_FLAGS],
    examples: ['firerules coverage --game asl-fire'],
    run: async (i) => (await import('./rules-reading.ts')).runCoverage(i),
  },
  {
    name: 'docs',
    args: '[configs...]',
    summary: 'write the rulebook (rules.md, rules.html, site/), or compare two configurations (--diff A B)',
    details: 'docs (--preset ID | --config FILE) --out DIR writes one rulebook; docs --all --out DIR writes every preset\'s (npm run docs: --out docs, the committed ones); docs --diff A B says what changes from configuration A to B (presets or config files of one game).',
    options: [GAME, ...CONFIG_FLAGS, option('out', 'the folder (or, with --diff, the .md file) to write', 'DIR'), option('all', 'every preset\'s rulebook, under --out'), option('diff', 'compare the two configurations given as arguments')],
    examples: ['firerules docs --preset experienced-recruit --out /tmp/flash-point-rulebook', 'firerules docs --diff fire-tower-base fire-tower-rising-flames'],
    run: async (i) => (await import('./docs-command.ts')).runDocs(i),
  },
  ASL_COMMAND,
];
