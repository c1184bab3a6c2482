/** How `firerules scenario` ends, for every game: the refusal and unmet expectations on stderr, and the exit code. */
import type { ExpectBlock, RefusedAction } from '../core/scenario-expect.ts';
import { preview } from '../core/action-shape.ts';

/** Exit codes: 0 ran (and met its `expect`), 2 an action was refused unexpectedly, 3 `expect` not met. */
export function scenarioExitCode(file: string, expect: ExpectBlock | undefined, result: { refused?: RefusedAction; mismatches: string[] }, err: (s: string) => void): number {
  if (result.refused) {
    const r = result.refused;
    const expected = expect?.refused && expect.refused.action === r.index && (!expect.refused.rule || expect.refused.rule === r.rule);
    err(`scenario ${file}: action ${r.index} (${preview(r.action)}) by ${r.player} refused by rule ${r.rule}: ${r.reason}; nothing after it was applied`);
    if (!expected) return 2;
  }
  if (result.mismatches.length) {
    err(`scenario ${file}: ${result.mismatches.length} expectation(s) not met:\n  ${result.mismatches.join('\n  ')}`);
    return 3;
  }
  return 0;
}
