/** Running the `firerules` command in-process, as the CLI tests do: exit code and what it printed. */
import { main } from '../../src/cli/main.ts';

export async function runCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}
