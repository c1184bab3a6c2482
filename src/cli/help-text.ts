/**
 * How the help reads: commands listed and used with `[flags]` (and `asl` with its queries),
 * each command's details wrapped, its examples, and the exit codes under the root help.
 */
import type { Command } from 'commander';
import type { CommandSpec } from './spec.ts';

export const EXIT_CODES = `Exit codes:
  0   success
  1   invalid rules, configuration or input file (the file, line and field are named)
  2   bad command line (unknown command or flag, bad value); scenario: an action was refused
  3   scenario: its expect block was not met
  70  internal error (a bug: please report it)`;

/** A paragraph broken into lines of at most `width` characters, at spaces. */
function wrap(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export function helpAfter(spec: CommandSpec): string {
  const lines = spec.details ? ['', ...wrap(spec.details)] : [];
  lines.push('', 'Examples:', ...spec.examples.map((e) => `  ${e}`));
  return lines.join('\n');
}

/** How a listing names a command: `play [flags]`, `scenario [flags] <file>`, `asl kindle|spread|blaze|clear`. */
function termOf(spec: CommandSpec): string {
  const subs = spec.subcommands?.map((s) => s.name).join('|');
  return [spec.name, subs, spec.options.length ? '[flags]' : '', spec.args].filter(Boolean).join(' ');
}

/** Which table row each Command was built from (the help's terms are read from the row). */
export const SPEC_OF = new WeakMap<Command, CommandSpec>();

/** `firerules asl kindle [flags]`: the command's path, then its term without its name. */
export function commandUsage(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  const spec = SPEC_OF.get(cmd);
  return [...names, spec ? termOf(spec).slice(spec.name.length + 1) : cmd.usage()].filter(Boolean).join(' ');
}

/** A listing's term for a command of the tables, or for commander's own `help [command]`. */
export function subcommandTerm(cmd: Command): string {
  const spec = SPEC_OF.get(cmd);
  if (spec) return termOf(spec);
  return [cmd.name(), ...cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`))].join(' ');
}
