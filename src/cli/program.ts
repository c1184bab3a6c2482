/**
 * The commander program, built from the command tables: one Command per command with its
 * flags, summary and examples; the action imports the command's module only when it runs.
 * A fresh program per call, since commander keeps parsed values on its Command objects and
 * tests call `main` many times in one process.
 */
import { Command, CommanderError, Option } from 'commander';
import type { Flags } from './args.ts';
import { bold, colourOn } from './colour.ts';
import { commandUsage, EXIT_CODES, helpAfter, SPEC_OF, subcommandTerm } from './help-text.ts';
import { PLAY_COMMANDS } from './commands-play.ts';
import { RULES_COMMANDS } from './commands-rules.ts';
import type { CommandInput, CommandSpec, OptionSpec } from './spec.ts';
import { packageVersion } from './version.ts';

/** Every command, in the order the help lists them. */
export const COMMANDS: readonly CommandSpec[] = [...RULES_COMMANDS, ...PLAY_COMMANDS];

/** A mistake commander found on the command line (or help shown), with the command it was in. */
export class CommandLineError extends Error {
  constructor(override readonly cause: CommanderError, readonly command: string) {
    super(cause.message);
  }
}

type Io = Omit<CommandInput, 'flags' | 'args'>;
/** What the action found to run, once commander has parsed the line. */
export interface Parsed {
  spec: CommandSpec;
  path: string;
  input: CommandInput;
}

const flagText = (o: OptionSpec) => `--${o.name}${o.value ? ` <${o.value}${o.variadic ? '...' : ''}>` : ''}`;

function optionOf(o: OptionSpec): Option {
  const opt = new Option(flagText(o), o.help);
  if (o.many) opt.argParser((v: string, prev: string[] | undefined) => [...(prev ?? []), v]);
  return opt;
}

/** commander's values, under the names the commands read (`rules-dir`, `no-open`); reading an undeclared flag is a bug. */
function flagsOf(cmd: Command, spec: CommandSpec, path: string): Flags {
  const opts = cmd.opts();
  const flags: Flags = {};
  for (const o of spec.options) {
    const negated = o.name.startsWith('no-');
    const attr = new Option(flagText(o)).attributeName();
    const v = opts[attr] as Flags[string];
    if (negated) flags[o.name] = v === false ? true : undefined;
    else if (v !== undefined) flags[o.name] = v;
  }
  const declared = new Set(spec.options.map((o) => o.name));
  return new Proxy(flags, {
    get(target, key) {
      if (typeof key === 'string' && !declared.has(key)) throw new Error(`firerules ${path} reads --${key}, which its table does not declare`);
      return Reflect.get(target, key);
    },
  });
}

function addCommand(parent: Command, spec: CommandSpec, io: Io, found: (p: Parsed) => void, pathPrefix = ''): void {
  const path = `${pathPrefix}${spec.name}`;
  const cmd = parent.command(spec.args ? `${spec.name} ${spec.args}` : spec.name).description(spec.summary).helpOption('-h, --help', 'show this help');
  cmd.exitOverride((e) => {
    throw new CommandLineError(e, path);
  });
  SPEC_OF.set(cmd, spec);
  for (const o of spec.options) cmd.addOption(optionOf(o));
  cmd.addHelpText('after', helpAfter(spec));
  for (const sub of spec.subcommands ?? []) addCommand(cmd, sub, io, found, `${path} `);
  if (spec.run) {
    // commander passes the declared arguments, the options, then the command itself.
    cmd.action((...given: unknown[]) => {
      const self = given.at(-1) as Command;
      found({ spec, path, input: { ...io, flags: flagsOf(self, spec, path), args: self.args } });
    });
  }
}

export function buildProgram(io: Io, found: (p: Parsed) => void): Command {
  const program = new Command('firerules')
    .description('firerules — a rules-knowledge engine for fire-themed board games')
    .usage('<command> [flags]')
    .version(packageVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show the help (of a command: firerules <command> --help)')
    .exitOverride((e) => {
      throw new CommandLineError(e, '');
    })
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => io.err(s.trimEnd()),
      // Mistakes are reported by main, with the command named (and as JSON under --json).
      outputError: () => {},
      getOutHasColors: () => colourOn(process.stdout),
      getErrHasColors: () => colourOn(process.stderr),
    })
    .configureHelp({ styleTitle: bold, showGlobalOptions: false, subcommandTerm, commandUsage })
    .addHelpText('after', `\nRun \`firerules <command> --help\` for a command's flags and an example.\n\n${EXIT_CODES}`);
  program.helpCommand('help [command]', 'show the help of a command');
  for (const spec of COMMANDS) addCommand(program, spec, io, found);
  return program;
}
