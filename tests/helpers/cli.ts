/** Running the `firerules` command in-process, as the CLI tests do: exit code and what it printed. */
import { main } from '../../src/cli/main.ts';

// Each command imports its own module when it runs (so `firerules --help` loads no game). Tests
// load them all up front, as main itself once did, so that a timed test (inspect's bridge must
// come up within seconds, bad input answers within 5 s) times the command, not vitest's
// first transform of the engine.
await Promise.all([
  import('../../src/cli/play.ts'), import('../../src/cli/simulate.ts'), import('../../src/cli/replay.ts'), import('../../src/cli/inspect.ts'),
  import('../../src/cli/chart.ts'), import('../../src/cli/rules-commands.ts'), import('../../src/cli/asl.ts'),
]);

export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}
