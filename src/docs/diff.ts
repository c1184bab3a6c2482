/**
 * What changes between two configurations of one game: modules added or dropped, options
 * that differ, and rules added, removed or changed (with both texts and where each version
 * comes from). Computed from the two folded rulesets, so it is exactly what the engine sees.
 */
import type { FoldedItem } from '../core/layering.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { UsageError } from '../core/errors.ts';
import { mdTable } from './rulebook.ts';

export interface ItemChange {
  id: string;
  kind: string;
  title: string;
  before?: FoldedItem;
  after?: FoldedItem;
  /** Fields whose values differ (changed items only). */
  fields: string[];
}

export interface ConfigDiff {
  game: string;
  a: string;
  b: string;
  modulesAdded: string[];
  modulesRemoved: string[];
  options: { name: string; a: unknown; b: unknown }[];
  added: ItemChange[];
  removed: ItemChange[];
  changed: ItemChange[];
}

const titleOf = (f: FoldedItem): string => String((f.item as { title?: string; name?: string }).title ?? (f.item as { name?: string }).name ?? f.item.id);

/** Fields that describe an item's meaning (provenance and layering keys are not part of it). */
function comparable(f: FoldedItem): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.item)) if (!['override', 'patch'].includes(k)) out[k] = JSON.stringify(v);
  return out;
}

export function diffRulesets(a: Ruleset, b: Ruleset, labels: [string, string]): ConfigDiff {
  if (a.game.id !== b.game.id) throw new UsageError(`docs --diff compares configurations of one game (got ${a.game.id} and ${b.game.id})`);
  const am = a.modules.map((m) => m.id);
  const bm = b.modules.map((m) => m.id);
  const names = [...new Set([...Object.keys(a.optionValues), ...Object.keys(b.optionValues)])].sort();
  const options = names.filter((n) => a.optionValues[n] !== b.optionValues[n]).map((name) => ({ name, a: a.optionValues[name], b: b.optionValues[name] }));
  const aIds = new Map(a.items.map((f) => [f.item.id, f]));
  const bIds = new Map(b.items.map((f) => [f.item.id, f]));
  const change = (id: string, before?: FoldedItem, after?: FoldedItem, fields: string[] = []): ItemChange => ({ id, kind: (after ?? before)!.item.kind, title: titleOf((after ?? before)!), before, after, fields });
  const added = [...bIds].filter(([id]) => !aIds.has(id)).map(([id, f]) => change(id, undefined, f));
  const removed = [...aIds].filter(([id]) => !bIds.has(id)).map(([id, f]) => change(id, f, undefined));
  const changed: ItemChange[] = [];
  for (const [id, fa] of aIds) {
    const fb = bIds.get(id);
    if (!fb) continue;
    const ca = comparable(fa);
    const cb = comparable(fb);
    const fields = [...new Set([...Object.keys(ca), ...Object.keys(cb)])].filter((k) => ca[k] !== cb[k]).sort();
    if (fields.length) changed.push(change(id, fa, fb, fields));
  }
  return { game: a.game.id, a: labels[0], b: labels[1], modulesAdded: bm.filter((m) => !am.includes(m)), modulesRemoved: am.filter((m) => !bm.includes(m)), options, added, removed, changed };
}

function where(f: FoldedItem): string {
  const last = f.provenance[f.provenance.length - 1];
  return last ? `module \`${last.module}\` (${last.file}:${last.line})` : '—';
}

const text = (f?: FoldedItem): string => String((f?.item as { text?: string } | undefined)?.text ?? '');

function value(f: FoldedItem | undefined, field: string): string {
  const v = (f?.item as Record<string, unknown> | undefined)?.[field];
  return v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
}

export function diffMarkdown(d: ConfigDiff): string {
  const out: string[] = [`# ${d.game}: from \`${d.a}\` to \`${d.b}\``, ''];
  out.push(`Computed from the two folded rule sets: ${d.added.length} rules added, ${d.removed.length} removed, ${d.changed.length} changed.`, '');
  out.push('## Modules', '');
  out.push(d.modulesAdded.length || d.modulesRemoved.length ? [...d.modulesAdded.map((m) => `- added: \`${m}\``), ...d.modulesRemoved.map((m) => `- removed: \`${m}\``)].join('\n') : 'The same modules.', '');
  out.push('## Options', '');
  out.push(d.options.length ? mdTable(['Option', d.a, d.b], d.options.map((o) => [`\`${o.name}\``, o.a === undefined ? '—' : String(o.a), o.b === undefined ? '—' : String(o.b)])) : 'The same option values.', '');
  const section = (title: string, list: ItemChange[], render: (c: ItemChange) => string[]) => {
    out.push(`## ${title} (${list.length})`, '');
    if (!list.length) out.push('None.', '');
    for (const c of list) out.push(...render(c), '');
  };
  section('Added rules', d.added, (c) => [`### ${c.title} — \`${c.id}\` (${c.kind})`, '', text(c.after) || '(no text)', '', `*From* ${where(c.after!)}`]);
  section('Removed rules', d.removed, (c) => [`### ${c.title} — \`${c.id}\` (${c.kind})`, '', text(c.before) || '(no text)', '', `*Was from* ${where(c.before!)}`]);
  section('Changed rules', d.changed, (c) => [
    `### ${c.title} — \`${c.id}\` (${c.kind})`,
    '',
    mdTable(['Field', d.a, d.b], c.fields.map((f) => [f, value(c.before, f), value(c.after, f)])),
    '',
    `*${d.a}:* ${where(c.before!)} · *${d.b}:* ${where(c.after!)}`,
  ]);
  return out.join('\n');
}
