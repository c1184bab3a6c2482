/**
 * The `firerules` command. User mistakes (bad YAML, configs, flags) print located messages
 * and exit non-zero without a stack trace; only genuine bugs show one. Under `--json` the
 * mistake is one JSON object on stderr instead. Nothing of the engine is imported until a
 * command runs (see program.ts), so `--help` and `--version` answer at once.
 */
import { realpathSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { RulesError } from '../core/errors.ts';
import { colourOn, red } from './colour.ts';
import { errorJson, reportJson, usageMessage } from './error-report.ts';
import { buildProgram, CommandLineError, type Parsed } from './program.ts';

export async function main(argv: string[], out: (s: string) => void = (s) => console.log(s), err: (s: string) => void = (s) => console.error(s), input: Readable = process.stdin): Promise<number> {
  // `firerules` alone is the tour, as `npm start` runs it.
  const line = argv.length === 0 ? ['start'] : argv;
  const json = line.slice(0, line.includes('--') ? line.indexOf('--') : undefined).includes('--json');
  const prefix = (command: string) => (colourOn(process.stderr) ? red : (s: string) => s)(`firerules${command ? ` ${command}` : ''}:`);
  // What commander's action found to run; run after parsing, so its errors are reported below.
  const found: { parsed?: Parsed } = {};
  try {
    await buildProgram({ out, err, input }, (p) => void (found.parsed = p)).parseAsync(line, { from: 'user' });
    if (!found.parsed) return 0;
    return await found.parsed.spec.run!(found.parsed.input);
  } catch (e) {
    const command = e instanceof CommandLineError ? e.command : (found.parsed?.path ?? line[0]!);
    if (e instanceof CommandLineError) {
      // Help or the version asked for: shown already, a success. Help shown because a subcommand is missing: a usage error.
      if (e.cause.exitCode === 0) return 0;
      if (e.cause.code === 'commander.help') return 2;
      const message = usageMessage(e.cause, command);
      err(json ? errorJson(command, message) : `${prefix(command)} ${message}`);
      return 2;
    }
    if (e instanceof RulesError) {
      // Messages written to stand alone name their command ("play: ...", "simulate --queue: ..."); the prefix names it already.
      const message = e.message.startsWith(`${command}: `) ? e.message.slice(command.length + 2) : e.message.startsWith(`${command} --`) ? e.message.slice(command.length + 1) : e.message;
      const text = `${e.problems.length > 1 ? `${e.problems.length} problems:\n` : ''}${message}`;
      err(json ? errorJson(command, e) : `${prefix(command)} ${text}`);
      return e.exitCode;
    }
    const trace = (e as Error).stack ?? String(e);
    err(json ? reportJson(command, 'internal', 70, `internal error (please report it): ${trace}`, {}) : `firerules: internal error (please report it): ${trace}`);
    return 70;
  }
}

// Run as a script (`npx tsx src/cli/main.ts ...`, `node dist/cli/main.js ...`) rather than
// imported by bin/firerules.js: the same command, not a silent import.
if (startedAsScript()) process.exitCode = await main(process.argv.slice(2));

function startedAsScript(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false; // `node -e ... -- ARGS`: argv[1] is an argument, not a file
  }
}
