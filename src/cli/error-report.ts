/**
 * How a mistake is reported: commander's messages reworded to name the command and point at
 * its help, and the JSON form of any mistake (`--json`: one object on stderr, so a script
 * reads errors the way it reads results).
 */
import type { CommanderError } from 'commander';
import { RulesError, UsageError, type Problem } from '../core/errors.ts';

/** `unknown option '--sed'` + `(Did you mean --seed?)` → one sentence, and where the flags are listed. */
export function usageMessage(e: CommanderError, command: string): string {
  const [first, ...rest] = e.message.replace(/^error: /, '').split('\n');
  const hint = rest.join(' ').trim().replace(/^\(Did you mean (.*)\)$/, '(did you mean $1)');
  const help = command ? `Run \`firerules ${command} --help\` for its flags.` : 'Run `firerules --help` for the commands.';
  return `${first!.replace(/\.+$/, '')}${hint ? ` ${hint}` : ''}. ${help}`;
}

export interface ErrorReport {
  error: {
    /** `usage` (the command line), `invalid` (a rules, config or input file), `internal` (a bug), or a command's own: `refused`, `expect-failed`. */
    code: string;
    exitCode: number;
    command: string;
    message: string;
    file?: string;
    line?: number;
    col?: number;
    path?: string;
    rule?: string;
    /** Every problem found, when a file had several. */
    problems?: Problem[];
    [detail: string]: unknown;
  };
}

/** One line of JSON for a mistake: a RulesError with its located problems, or a command-line message. */
export function errorJson(command: string, e: RulesError | string): string {
  if (typeof e === 'string') return JSON.stringify({ error: { code: 'usage', exitCode: 2, command, message: e } } satisfies ErrorReport);
  const [first] = e.problems;
  const where = first && e.problems.length === 1 ? { file: first.file, line: first.line, col: first.col, path: first.path } : {};
  const report: ErrorReport = {
    error: {
      code: e instanceof UsageError ? 'usage' : 'invalid', exitCode: e.exitCode, command,
      message: e.message,
      ...where,
      ...(e.problems.length > 1 ? { problems: e.problems } : {}),
    },
  };
  return JSON.stringify(report);
}

/** A command's own report under --json (a scenario's refused action, its unmet expectations). */
export function reportJson(command: string, code: string, exitCode: number, message: string, details: Record<string, unknown>): string {
  return JSON.stringify({ error: { code, exitCode, command, message, ...details } } satisfies ErrorReport);
}
