/**
 * User-facing errors. Anything a user can get wrong (a YAML file, a config, a query flag)
 * is reported as a RulesError carrying one or more located problems; the CLI prints them
 * without a stack trace and exits non-zero.
 */
export interface Problem {
  file?: string;
  line?: number;
  col?: number;
  /** JSON-pointer-like path inside the file, e.g. `/3/kindling`. */
  path?: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  let where = p.file ?? '';
  if (p.file && p.line !== undefined) where += `:${p.line}${p.col !== undefined ? `:${p.col}` : ''}`;
  const at = p.path ? ` (at ${p.path})` : '';
  return where ? `${where}: ${p.message}${at}` : `${p.message}${at}`;
}

const MAX_SHOWN = 100;

export class RulesError extends Error {
  readonly problems: Problem[];
  /** CLI exit code: 1 for invalid rules/configs, 2 for bad command-line input. */
  readonly exitCode: number;

  constructor(problems: Problem[] | Problem | string, exitCode = 1) {
    const list = typeof problems === 'string' ? [{ message: problems }] : Array.isArray(problems) ? problems : [problems];
    // A hostile file can hold 100,000 mistakes: the first hundred say enough.
    const shown = list.slice(0, MAX_SHOWN).map(formatProblem);
    if (list.length > MAX_SHOWN) shown.push(`… and ${list.length - MAX_SHOWN} more problems`);
    super(shown.join('\n'));
    this.name = 'RulesError';
    this.problems = list;
    this.exitCode = exitCode;
  }
}

/** A mistake in how a command or query was called (unknown terrain, bad flag): exit code 2. */
export class UsageError extends RulesError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}
