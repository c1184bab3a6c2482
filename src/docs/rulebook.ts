/**
 * The rulebook for one config, generated from its folded rules: every item's text,
 * source and provenance, grouped by the game's topics, with tables computed by the game.
 * Output is deterministic (no dates, project-relative paths) so committed docs can be
 * checked for staleness.
 */
import MarkdownIt from 'markdown-it';
import { describeCondition, describeEffect } from '../core/describe.ts';
import type { FoldedItem, ProvenanceStep } from '../core/layering.ts';
import type { ModifierItem, Ruleset } from '../core/ruleset.ts';

/** Markdown blocks a game adds at the top of a topic (tables computed from the rules). */
export type TopicExtras = Record<string, string[]>;

/** Kinds shown only through a game's tables, not as one heading per item. */
export interface RulebookOptions {
  tabulatedKinds?: string[];
  extras?: TopicExtras;
}

export function anchorOf(id: string): string {
  return id.replace(/[^a-z0-9-]+/g, '-');
}

function escapeCell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function mdTable(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => escapeCell(String(c))).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function stepText(s: ProvenanceStep): string {
  const what = s.action === 'patch' ? `patched (${(s.fields ?? []).join(', ')})` : s.action === 'add' ? 'added' : s.action === 'override' ? 'overridden' : 'removed';
  return `${what} by module \`${s.module}\` (${s.file}:${s.line})${s.source && s.action !== 'add' ? ` — ${s.source}` : ''}`;
}

const titleOf = (f: FoldedItem): string => f.item.title ?? (typeof f.item.name === 'string' ? f.item.name : undefined) ?? f.item.id;

/** Where a rule comes from, folded away: players read the rule, a curious reader opens this. */
function provenanceDetails(f: FoldedItem): string {
  const body = `Source: ${escapeHtml(f.item.source ?? 'not given')} · id <code>${escapeHtml(f.item.id)}</code> · ${f.provenance.map((s) => escapeHtml(stepText(s).replace(/`/g, ''))).join('; ')}`;
  // A modifier's text says what it does in words; how the engine applies it is for the curious.
  const m = f.item.kind === 'modifier' ? (f.item as ModifierItem) : undefined;
  const effect = m ? `<br>In the engine: ${escapeHtml(`${describeEffect(m.effect)} on ${[m.affects].flat().join(', ')} when ${describeCondition(m.conditions)}`)}.` : '';
  return `<details class="provenance"><summary>source</summary>${body}${effect}</details>`;
}

/**
 * What a module beyond the configuration's first (its base game) did to this rule, as a
 * badge in front of the text, so a player who owns that box sees what is new or changed.
 */
interface BadgeContext {
  moduleTitles: ReadonlyMap<string, string>;
  /** The configuration's first module, its base game: its own rules carry no badge. */
  base: string | undefined;
}

function moduleBadge(f: FoldedItem, { moduleTitles, base }: BadgeContext): string {
  const steps = f.provenance.filter((s) => s.module !== base);
  if (!steps.length) return '';
  const first = f.provenance[0]!;
  const last = steps[steps.length - 1]!;
  const title = moduleTitles.get(last.module) ?? last.module;
  const what = first.module === last.module ? 'new' : 'changed';
  return `<span class="badge">${escapeHtml(title)}: ${what}</span> `;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One rule's paragraph(s) under its section heading: badge, text, effect, links, provenance. */
function itemBody(f: FoldedItem, rules: Ruleset, badges: BadgeContext, anchored: boolean): string {
  const it = f.item;
  const lines = [`${anchored ? '' : `<a id="${anchorOf(it.id)}"></a>`}${moduleBadge(f, badges)}${it.text ?? ''}`, ''];
  if (it.refs?.length) {
    const links = it.refs.map((r) => {
      const t = rules.get(r);
      if (!t) return `${rules.removed.get(r)?.item.title ?? r} (removed by this configuration)`;
      return `[${titleOf(t)}](#${anchorOf(r)})`;
    });
    lines.push(`*See also:* ${links.join(', ')}`, '');
  }
  lines.push(provenanceDetails(f), '');
  return lines.join('\n');
}

/**
 * Rules that share a title (an action's definition, its AP cost, its overview) are one
 * subject: they are stated under one heading, where the first of them appears.
 */
function sectionsByTitle(items: readonly FoldedItem[]): Map<FoldedItem, FoldedItem[]> {
  const byTitle = new Map<string, FoldedItem[]>();
  for (const f of items) {
    const key = titleOf(f).toLowerCase();
    const group = byTitle.get(key);
    if (group) group.push(f);
    else byTitle.set(key, [f]);
  }
  return new Map([...byTitle.values()].map((g) => [g[0]!, g]));
}

function sectionBlock(group: readonly FoldedItem[], rules: Ruleset, badges: BadgeContext): string {
  // The first rule's anchor sits in the heading, so a link to it shows the heading.
  const first = group[0]!;
  return [`### ${titleOf(first)} <a id="${anchorOf(first.item.id)}"></a>`, '', ...group.map((f) => itemBody(f, rules, badges, f === first))].join('\n');
}

export function rulebookMarkdown(rules: Ruleset, opts: RulebookOptions = {}): string {
  const tabulated = new Set(opts.tabulatedKinds ?? []);
  const extras = opts.extras ?? {};
  const label = rules.config.presetId ? `preset \`${rules.config.presetId}\`` : rules.config.label;
  const out: string[] = [];
  out.push(`# ${rules.game.title}`, '');
  out.push(`Rulebook for ${label}${rules.config.data.title ? ` — ${rules.config.data.title}` : ''}. Generated by firerules from the rule files: every rule below is stated in our own words and cites the document it comes from; edit the rule files, not this page.`, '');
  out.push('## Configuration', '');
  out.push(mdTable(['Module', 'Title', 'Requires', 'Conflicts'], rules.modules.map((m) => [`\`${m.id}\``, m.title, m.requires.join(', ') || '—', m.conflicts.join(', ') || '—'])), '');
  const opts2 = Object.entries(rules.options);
  if (opts2.length) {
    out.push('Options:', '');
    out.push(mdTable(['Option', 'Value', 'Set by', 'Choices', 'Sources'], opts2.map(([k, o]) => [`\`${k}\``, String(o.value), o.setBy, (o.declaration.enum ?? [o.declaration.type ?? typeof o.declaration.default]).join(', '), (o.declaration.sources ?? []).join('; ')])), '');
    for (const [k, o] of opts2) if (o.declaration.notes) out.push(`- \`${k}\`: ${o.declaration.notes}`);
    out.push('');
  }

  const topics = [...rules.game.topics];
  const known = new Set(topics.map((t) => t.id));
  if (rules.items.some((f) => !f.item.topic || !known.has(f.item.topic))) topics.push({ id: 'other', title: 'Other rules' });
  const topicOf = (f: FoldedItem) => (f.item.topic && known.has(f.item.topic) ? f.item.topic : 'other');

  out.push('## Contents', '');
  for (const t of topics) out.push(`- [${t.title}](#${anchorOf('topic-' + t.id)})`);
  if (rules.removed.size) out.push(`- [Removed by this configuration](#removed)`);
  out.push('');

  // The rules each topic states (tables show the tabulated kinds), in reading order.
  const byTopic = new Map<string, FoldedItem[]>(topics.map((t) => [t.id, []]));
  for (const f of rules.items) if (!tabulated.has(f.item.kind)) byTopic.get(topicOf(f))!.push(f);
  const sections = sectionsByTitle(topics.flatMap((t) => byTopic.get(t.id)!));
  const badges: BadgeContext = { moduleTitles: new Map(rules.modules.map((m) => [m.id, m.title])), base: rules.modules[0]?.id };
  for (const t of topics) {
    const items = byTopic.get(t.id)!.filter((f) => sections.has(f));
    const blocks = extras[t.id] ?? [];
    if (!items.length && !blocks.length) continue;
    out.push(`## ${t.title} <a id="${anchorOf('topic-' + t.id)}"></a>`, '');
    if (t.description) out.push(t.description, '');
    for (const b of blocks) out.push(b, '');
    for (const f of items) out.push(sectionBlock(sections.get(f)!, rules, badges));
  }
  if (rules.removed.size) {
    out.push('## Removed by this configuration <a id="removed"></a>', '');
    for (const f of rules.removed.values()) {
      out.push(`- \`${f.item.id}\` (${f.item.title ?? f.item.kind}): ${stepText(f.provenance[f.provenance.length - 1]!)}`);
    }
    out.push('');
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

const md = new MarkdownIt({ html: true, linkify: false, typographer: false });

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
th{background:#f3eee8}h1,h2{color:#8a2a0a}h3{margin-bottom:.25rem}code{background:#f5f5f5;padding:0 .2rem}
em{color:#555}.badge{display:inline-block;font-size:.75em;font-weight:600;color:#fff;background:#8a2a0a;border-radius:.6em;padding:0 .5em;margin-right:.3em;vertical-align:.1em}
details.provenance{font-size:.8em;color:#666;margin:-.5rem 0 .75rem}details.provenance summary{cursor:pointer;width:max-content}
table.wide{font-size:.85em}
@page{margin:18mm 15mm}
@media print{body{max-width:none;margin:0;font-size:10.5pt}h2{break-before:page}h3,tr{break-inside:avoid;break-after:avoid}
details.provenance,nav{display:none}a{color:inherit;text-decoration:none}}`;

/** One self-contained HTML page (inline CSS, no scripts, no network). */
export function renderHtml(markdown: string, title: string): string {
  const body = md.render(markdown);
  const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${esc}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body}</body>\n</html>\n`;
}
