/**
 * `modules`, `validate`, `explain`, `coverage`: reading the rules. These load rules only, so
 * they import the registry's definitions (src/games/definitions.ts), not its engines, and
 * nothing of the rulebook or chart writers (`docs` is rules-commands.ts): a cold start of
 * `validate` evaluates only the loader (issue 14).
 */
import path from 'node:path';
import { listGames, listPresets, loadGameManifest, loadModuleCatalog } from '../core/catalog.ts';
import { evaluateReference, type Facts } from '../core/conditions.ts';
import { describeCondition, describeEffect } from '../core/describe.ts';
import { UsageError } from '../core/errors.ts';
import type { FoldedItem } from '../core/layering.ts';
import { sourceRegistry } from '../core/load.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { ModifierItem, Ruleset } from '../core/ruleset.ts';
import { parseCitation } from '../core/sources.ts';
import { load } from '../games/definitions.ts';
import { configRef, rulesDirs, type Flags } from './args.ts';
import type { CommandInput } from './spec.ts';

function gameFlag(flags: Flags): string[] {
  const games = listGames(PROJECT_RULES);
  if (typeof flags.game !== 'string') return games;
  loadGameManifest(PROJECT_RULES, flags.game); // refuses an unknown game with the known list
  return [flags.game];
}

/** The ruleset named by --config/--preset, or the default preset of --game. */
export function rulesFrom(flags: Flags): Ruleset {
  if (!flags.config && !flags.preset && typeof flags.game === 'string') {
    const m = loadGameManifest(PROJECT_RULES, flags.game);
    return load({ preset: m.defaultPreset, game: m.id }, rulesDirs(flags));
  }
  const rules = load(configRef(flags), rulesDirs(flags));
  if (typeof flags.game === 'string' && flags.game !== rules.game.id) throw new UsageError(`--game ${flags.game} does not match ${rules.config.label}, which is a ${rules.game.id} configuration`);
  return rules;
}

export function modulesText(games: string[], extraDirs: string[] = []): { text: string; json: unknown } {
  const lines: string[] = [];
  const json: unknown[] = [];
  for (const g of games) {
    const m = loadGameManifest(PROJECT_RULES, g);
    const catalog = loadModuleCatalog([PROJECT_RULES, ...extraDirs.map((d) => path.resolve(d))], g);
    const presets = listPresets(PROJECT_RULES, g);
    lines.push(`${m.title} [game: ${g}]`, `  presets: ${presets.map((p) => (p === m.defaultPreset ? `${p} (default)` : p)).join(', ')}`, '  modules:');
    const mods = [...catalog.values()].map((mod) => ({ id: mod.id, title: mod.title, description: mod.description, requires: mod.requires, conflicts: mod.conflicts, options: mod.options }));
    for (const mod of mods) {
      lines.push(`    ${mod.id} — ${mod.title}`);
      if (mod.description) lines.push(`        ${mod.description.trim().replace(/\s+/g, ' ')}`);
      if (mod.requires.length) lines.push(`        requires: ${mod.requires.join(', ')}`);
      if (mod.conflicts.length) lines.push(`        conflicts: ${mod.conflicts.join(', ')}`);
      for (const [name, o] of Object.entries(mod.options)) {
        lines.push(`        option ${name} = ${String(o.default)}${o.enum ? ` (one of ${o.enum.join(', ')})` : ''}${o.description ? ` — ${o.description}` : ''}`);
      }
    }
    json.push({ game: g, title: m.title, defaultPreset: m.defaultPreset, presets, modules: mods });
  }
  return { text: lines.join('\n'), json };
}

export function runModules({ flags, out }: CommandInput): number {
  const r = modulesText(gameFlag(flags), rulesDirs(flags));
  out(flags.json ? JSON.stringify(r.json) : r.text);
  return 0;
}

export function runValidate({ flags, out }: CommandInput): number {
  const rules = rulesFrom(flags);
  const counts: Record<string, number> = {};
  for (const f of rules.items) counts[f.item.kind] = (counts[f.item.kind] ?? 0) + 1;
  const summary = { ok: true, config: rules.config.label, game: rules.game.id, modules: rules.modules.map((m) => m.id), items: rules.items.length, byKind: counts, removed: rules.removed.size, options: rules.optionValues };
  if (flags.json) out(JSON.stringify(summary));
  else out(`OK: ${rules.config.label} (game ${rules.game.id}) — modules ${summary.modules.join(' → ')}; ${rules.items.length} items (${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ')})${rules.removed.size ? `; ${rules.removed.size} removed` : ''}`);
  return 0;
}

function provenanceLines(f: FoldedItem): string[] {
  return f.provenance.map((s, i) => `  ${i + 1}. ${s.action}${s.fields ? ` (${s.fields.join(', ')})` : ''} by module ${s.module} at ${s.file}:${s.line}${s.source && s.action !== 'add' ? ` — ${s.source}` : ''}`);
}

export async function runExplain({ flags, args, out }: CommandInput): Promise<number> {
  const id = args[0];
  if (!id) throw new UsageError('explain: name a rule id, e.g. `firerules explain --preset asl-fire kindle.smc`');
  const rules = rulesFrom(flags);
  const found = rules.get(id);
  const removed = rules.removed.get(id);
  const f = found ?? removed;
  if (!f) {
    const near = rules.items.map((x) => x.item.id).filter((x) => x.includes(id) || id.includes(x.split('.')[0]!)).slice(0, 12);
    throw new UsageError(`no rule \`${id}\` in ${rules.config.label}${near.length ? ` (similar: ${near.join(', ')})` : ''}`);
  }
  let evaluation: unknown;
  if (flags.facts !== undefined) {
    if (f.item.kind !== 'modifier') throw new UsageError('--facts applies only to modifiers (rules with conditions)');
    let facts: Facts;
    try {
      facts = JSON.parse(String(flags.facts)) as Facts;
    } catch {
      facts = undefined as unknown as Facts;
    }
    if (!facts || typeof facts !== 'object' || Array.isArray(facts)) throw new UsageError('--facts must be a JSON object, e.g. \'{"unit":"smc","method":"attempt"}\'');
    const cond = (f.item as ModifierItem).conditions;
    evaluation = cond ? await evaluateReference(cond, { ...facts, options: rules.optionValues }) : { result: true, detail: 'no conditions' };
  }
  if (flags.json) {
    out(JSON.stringify({ item: f.item, removed: !found, provenance: f.provenance, ...(evaluation ? { evaluation } : {}) }));
    return 0;
  }
  const it = f.item;
  const lines = [`${it.id}${!found ? ' (REMOVED in this configuration)' : ''}`, `  kind:   ${it.kind}`];
  if (it.title) lines.push(`  title:  ${it.title}`);
  if (it.topic) lines.push(`  topic:  ${it.topic}`);
  if (it.text) lines.push(`  text:   ${it.text.trim()}`);
  lines.push(`  source: ${it.source ?? '(none)'}`);
  const shown = new Set(['id', 'kind', 'title', 'topic', 'text', 'source', 'conditions', 'effect', 'affects']);
  for (const [k, v] of Object.entries(it)) if (!shown.has(k)) lines.push(`  ${k}: ${JSON.stringify(v)}`);
  if (it.kind === 'modifier') {
    const m = it as ModifierItem;
    lines.push(`  affects: ${[m.affects].flat().join(', ')}`, `  effect: ${describeEffect(m.effect)}`, `  when:   ${describeCondition(m.conditions)}`);
  }
  lines.push('  provenance:', ...provenanceLines(f));
  if (evaluation) lines.push(`  json-rules-engine says: ${(evaluation as { result: boolean }).result ? 'fires' : 'does not fire'} for these facts`, `  ${JSON.stringify((evaluation as { detail: unknown }).detail)}`);
  out(lines.join('\n'));
  return 0;
}

export function coverageReport(rules: Ruleset) {
  const registry = sourceRegistry(PROJECT_RULES);
  const bySection = new Map<string, string[]>();
  const free: { id: string; source: string }[] = [];
  for (const f of rules.items) {
    const c = parseCitation(f.item.source ?? '', registry);
    if (!c.sourceId) free.push({ id: f.item.id, source: f.item.source ?? '(none)' });
    else {
      const key = `${c.sourceId}\u0000${c.section ?? ''}`;
      bySection.set(key, [...(bySection.get(key) ?? []), f.item.id]);
    }
  }
  const sources = [...registry.values()].filter((s) => s.games.includes(rules.game.id) || [...bySection.keys()].some((k) => k.startsWith(s.id + '\u0000')));
  return {
    game: rules.game.id,
    config: rules.config.label,
    sources: sources.map((s) => ({
      id: s.id,
      title: s.title,
      file: s.file,
      sections: s.sections.map((sec) => ({ section: sec, items: bySection.get(`${s.id}\u0000${sec}`) ?? [] })),
    })),
    freeText: free,
  };
}

export function runCoverage({ flags, out }: CommandInput): number {
  if (!flags.game && !flags.preset && !flags.config) throw new UsageError('coverage: name a game with --game (or a config)');
  const report = coverageReport(rulesFrom(flags));
  if (flags.json) {
    out(JSON.stringify(report));
    return 0;
  }
  const lines = [`Coverage of the sources of ${report.game} by ${report.config}:`];
  for (const s of report.sources) {
    const empty = s.sections.filter((x) => !x.items.length).length;
    lines.push('', `${s.id} — ${s.title} (${s.file})`);
    if (!s.sections.length) lines.push('  (no sections registered yet)');
    for (const sec of s.sections) {
      lines.push(sec.items.length ? `  ${sec.section}: ${sec.items.length} — ${sec.items.join(', ')}` : `  ${sec.section}: !! NO RULE CITES THIS SECTION`);
    }
    if (s.sections.length) lines.push(`  ${s.sections.length - empty} of ${s.sections.length} sections covered`);
  }
  if (report.freeText.length) lines.push('', 'Citations outside the registry:', ...report.freeText.map((x) => `  ${x.id}: ${x.source}`));
  out(lines.join('\n'));
  return 0;
}

