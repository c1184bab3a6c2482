/**
 * What a command is, as data: its name, arguments, flags, an example, and how to run it. The
 * commander program, the help, and the flags a command may read are all built from these
 * tables (command-table.ts), so a flag is declared in one place. Nothing here imports the
 * engine: `firerules --help` must not load a game.
 */
import type { Readable } from 'node:stream';
import type { Flags } from './args.ts';

export type Out = (s: string) => void;

export interface OptionSpec {
  /** The flag without its dashes, as the command reads it: `seed`, `rules-dir`, `no-open`. */
  name: string;
  /** The value's placeholder in the help (`S`, `FILE`); a switch has none. */
  value?: string;
  /** The flag may be given more than once; the command reads the list. */
  many?: true;
  /** The flag takes every value up to the next flag (`--compare A B C`); the command reads the list. */
  variadic?: true;
  help: string;
}

/** What a command's code receives: its flags (only those it declares), its arguments, where to write and read. */
export interface CommandInput {
  flags: Flags;
  args: string[];
  out: Out;
  err: Out;
  /** Where `play --agent human` reads its choices. */
  input: Readable;
}

export interface CommandSpec {
  name: string;
  /** Positional arguments in commander's syntax: `<file>`, `[configs...]`. */
  args?: string;
  summary: string;
  /** More than the summary, shown by `firerules <command> --help`. */
  details?: string;
  options: readonly OptionSpec[];
  /** Command lines shown under "Examples" in the command's help. */
  examples: readonly string[];
  /** Runs the command; its module is imported only here, so each command loads only what it needs. */
  run?(input: CommandInput): Promise<number>;
  /** `asl kindle|spread|blaze|clear`. */
  subcommands?: readonly CommandSpec[];
}

const option = (name: string, help: string, value?: string): OptionSpec => (value ? { name, value, help } : { name, help });

export const JSON_FLAG = option('json', 'print the result as one JSON object (errors too, on stderr)');
export const PRESET = option('preset', 'a preset of the game (`firerules modules` lists them)', 'ID');
export const CONFIG = option('config', 'a config file of your own (house rules)', 'FILE');
export const GAME = option('game', 'a game id (its default preset)', 'G');
export const RULES_DIR: OptionSpec = { name: 'rules-dir', value: 'DIR', many: true, help: 'another folder of rule modules (repeatable)' };
export const SEED = option('seed', 'the seed of every random draw (default 1)', 'S');
export const PLAYERS = option('players', 'the player count (default: one the configuration is played by)', 'N');
export const agentFlag = (dflt: string, extra = ''): OptionSpec => option('agent', `who plays: random, greedy, a game's own agent such as heuristic (each game's rule-of-thumb player), or mcts (a tree search any game gets); one per seat with commas (greedy,random)${extra} (default ${dflt})`, 'A');

/** `--preset`, `--config`, `--rules-dir`, `--json`: how the rules commands name a configuration. */
export const CONFIG_FLAGS: readonly OptionSpec[] = [PRESET, CONFIG, RULES_DIR, JSON_FLAG];

export { option };
