/**
 * The `expect` block every game's scenario files share: a refused action (and its rule), a
 * partial state, log entries that must (or must not) appear, legal and illegal actions.
 * Each game's runner supplies its own state view and legal actions.
 */
import { matchPartial, partialOk } from './partial-match.ts';

export interface ExpectBlock {
  state?: Record<string, unknown>;
  refused?: { action: number; rule?: string };
  log?: Record<string, unknown>[];
  notLog?: Record<string, unknown>[];
  legal?: unknown[][];
  illegal?: unknown[][];
}

export interface RefusedAction {
  index: number;
  player: string;
  rule: string;
  reason: string;
  action: unknown[];
}

export function checkExpect(e: ExpectBlock | undefined, refused: RefusedAction | undefined, view: () => unknown, log: readonly unknown[], legal: () => unknown[][]): string[] {
  if (!e) return [];
  const out: string[] = [];
  if (e.refused) {
    if (!refused) out.push(`expected action ${e.refused.action} to be refused, but every action was applied`);
    else {
      if (refused.index !== e.refused.action) out.push(`expected action ${e.refused.action} to be refused, but action ${refused.index} was (${refused.rule}: ${refused.reason})`);
      if (e.refused.rule && refused.rule !== e.refused.rule) out.push(`expected refusal by rule ${e.refused.rule}, got ${refused.rule} (${refused.reason})`);
    }
  } else if (refused) out.push(`action ${refused.index} (${JSON.stringify(refused.action)}) was refused by ${refused.rule}: ${refused.reason}`);
  if (e.state) matchPartial(view(), e.state, 'state', out);
  for (const want of e.log ?? []) if (!log.some((entry) => partialOk(entry, want))) out.push(`no log entry matches ${JSON.stringify(want)}`);
  for (const want of e.notLog ?? []) if (log.some((entry) => partialOk(entry, want))) out.push(`a log entry matches ${JSON.stringify(want)}, which should not happen`);
  if (e.legal || e.illegal) {
    const all = legal().map((a) => JSON.stringify(a));
    const set = new Set(all);
    for (const a of e.legal ?? []) if (!set.has(JSON.stringify(a))) out.push(`expected ${JSON.stringify(a)} to be legal${all.length < 40 ? ` (legal: ${all.join(' ')})` : ''}`);
    for (const a of e.illegal ?? []) if (set.has(JSON.stringify(a))) out.push(`expected ${JSON.stringify(a)} to be illegal`);
  }
  return out;
}
