/** How `firerules scenario` ends, for every game: the refusal and unmet expectations on stderr (JSON under --json), and the exit code. */
import type { ExpectBlock, RefusedAction } from '../core/scenario-expect.ts';
import { preview } from '../core/action-shape.ts';
import { reportJson } from './error-report.ts';

/** Exit codes: 0 ran (and met its `expect`), 2 an action was refused unexpectedly, 3 `expect` not met. */
export function scenarioExitCode(file: string, expect: ExpectBlock | undefined, result: { refused?: RefusedAction; mismatches: string[] }, err: (s: string) => void, json = false): number {
  let code = 0;
  if (result.refused) {
    const r = result.refused;
    const expected = !!(expect?.refused && expect.refused.action === r.index && (!expect.refused.rule || expect.refused.rule === r.rule));
    if (!expected) code = 2;
    const message = `scenario ${file}: action ${r.index} (${preview(r.action)}) by ${r.player} refused by rule ${r.rule}: ${r.reason}; nothing after it was applied`;
    err(json ? reportJson('scenario', 'refused', code, message, { file, rule: r.rule, action: r.index, player: r.player, expected }) : message);
    if (code) return code;
  }
  if (result.mismatches.length) {
    const message = `scenario ${file}: ${result.mismatches.length} expectation(s) not met:\n  ${result.mismatches.join('\n  ')}`;
    err(json ? reportJson('scenario', 'expect-failed', 3, message, { file, mismatches: result.mismatches }) : message);
    return 3;
  }
  return code;
}
