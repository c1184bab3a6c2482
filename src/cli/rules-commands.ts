/** `modules`, `validate`, `explain`, `coverage`, `docs`: looking at the rules themselves. */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listGames, listPresets, loadGameManifest, loadModuleCatalog } from '../core/catalog.ts';
import { evaluateReference, type Facts } from '../core/conditions.ts';
import { describeCondition, describeEffect } from '../core/describe.ts';
import { UsageError } from '../core/errors.ts';
import type { FoldedItem } from '../core/layering.ts';
import { sourceRegistry } from '../core/load.ts';
import { PROJECT_ROOT, PROJECT_RULES } from '../core/paths.ts';
import type { ModifierItem, Ruleset } from '../core/ruleset.ts';
import { parseCitation } from '../core/sources.ts';
import { renderHtml, rulebookMarkdown } from '../docs/rulebook.ts';
import { diffMarkdown, diffRulesets } from '../docs/diff.ts';
import { chartOf, toHtml, toMermaid } from '../docs/chart.ts';
import { rulebookSite, siteFiles } from '../docs/site.ts';
import { miniSearchSource } from '../docs/site-search.ts';
import { machineFor } from './chart.ts';
import { GAMES, gameEntry, load, playableGame, rulebookOptionsFor } from '../games/index.ts';
import { configSchema, conditionSchema, coreItemKinds, gameManifestSchema, moduleManifestSchema, sourceRegistrySchema, type JsonSchema } from '../core/schemas.ts';
import { configRef, rulesDirs, type Flags } from './args.ts';
import type { CommandInput, Out } from './spec.ts';
import { checkOutputFile, prepareOutputFolder, writeOutput } from './output.ts';

function gameFlag(flags: Flags): string[] {
  const games = listGames(PROJECT_RULES);
  if (typeof flags.game !== 'string') return games;
  loadGameManifest(PROJECT_RULES, flags.game); // refuses an unknown game with the known list
  return [flags.game];
}

/** The ruleset named by --config/--preset, or the default preset of --game. */
function rulesFrom(flags: Flags): Ruleset {
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

export interface GeneratedDoc {
  file: string;
  content: string;
}

/**
 * The rulebook files for one config (paths relative to the output directory), with the game's
 * picture when it has one. `searchLibrary`: where the site's search page loads MiniSearch from
 * (relative to site/); by default a copy is written into site/.
 */
export function rulebookFiles(rules: Ruleset, searchLibrary?: string): GeneratedDoc[] {
  const picture = gameEntry(rules.game.id)?.rulebookPicture?.(rules);
  const options = rulebookOptionsFor(rules);
  const inTopic = picture?.topic ? { ...options, extras: { ...options.extras, [picture.topic]: [picture.markdown, ...(options.extras?.[picture.topic] ?? [])] } } : options;
  const markdown = rulebookMarkdown(rules, inTopic) + (picture && !picture.topic ? picture.markdown : '');
  const title = `${rules.game.title} — ${rules.config.presetId ?? rules.config.label}`;
  return [
    { file: 'rules.md', content: markdown },
    { file: 'rules.html', content: renderHtml(markdown, title) },
    ...(picture ? [{ file: picture.file, content: picture.content }] : []),
    // The same rulebook as a site: an index and one self-contained page per section.
    ...siteFiles(rulebookSite(markdown, rules, title, searchLibrary ?? 'minisearch.js'), title).map((d) => ({ file: `site/${d.file}`, content: d.content })),
    ...(searchLibrary ? [] : [{ file: 'site/minisearch.js', content: miniSearchSource() }]),
  ];
}

/**
 * The JSON Schemas users can point their editors at (docs/schemas/): the manifests, the
 * config, and every item kind of every game, each kind schema complete with conditions.
 */
export function schemaDocs(): GeneratedDoc[] {
  const doc = (name: string, schema: JsonSchema, title: string): GeneratedDoc => ({
    file: `docs/schemas/${name}.schema.json`,
    content: JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', title, ...schema, definitions: { condition: { ...conditionSchema, $id: undefined } } }, refToDefinitions, 2) + '\n',
  });
  const out = [
    doc('config', configSchema, 'firerules config or preset'),
    doc('module', moduleManifestSchema, 'firerules module.yaml'),
    doc('game', gameManifestSchema, 'firerules game.yaml'),
    doc('sources', sourceRegistrySchema, 'firerules sources.yaml'),
  ];
  for (const [kind, schema] of Object.entries(coreItemKinds)) out.push(doc(`item-${kind}`, schema, `firerules item of kind ${kind}`));
  for (const { definition: def } of GAMES) {
    for (const [kind, schema] of Object.entries(def.itemKinds ?? {})) out.push(doc(`${def.id}-item-${kind}`, schema, `firerules ${def.id} item of kind ${kind}`));
  }
  // Each game's own file formats (boards, scenarios, saved games).
  for (const g of GAMES) for (const f of g.fileSchemas ?? []) out.push(doc(f.name, f.schema, f.title));
  return out;
}

/** A configuration named on the command line: a preset id, or a config file (`.yaml`). */
function configArg(arg: string, flags: Flags): Ruleset {
  return load(/\.ya?ml$/.test(arg) ? { configFile: arg } : typeof flags.game === 'string' ? { preset: arg, game: flags.game } : { preset: arg }, rulesDirs(flags));
}

/** `docs --diff A B [--out FILE.md] [--json]`: what changes from configuration A to B. */
function runDiff(positionals: string[], flags: Flags, out: Out): number {
  if (positionals.length !== 2) throw new UsageError('docs --diff: name two presets or config files: firerules docs --diff A B [--out FILE.md] [--json]');
  const [a, b] = positionals as [string, string];
  if (typeof flags.out === 'string') checkOutputFile('--out', flags.out);
  const d = diffRulesets(configArg(a, flags), configArg(b, flags), [a, b]);
  if (flags.json) {
    const item = (c: { id: string; kind: string; title: string; fields: string[]; before?: FoldedItem; after?: FoldedItem }) => ({ id: c.id, kind: c.kind, title: c.title, fields: c.fields, before: c.before?.item, after: c.after?.item });
    out(JSON.stringify({ ...d, added: d.added.map(item), removed: d.removed.map(item), changed: d.changed.map(item) }));
    return 0;
  }
  const md = diffMarkdown(d);
  if (typeof flags.out === 'string') {
    writeOutput('--out', flags.out, md + '\n');
    writeOutput('--out', flags.out.replace(/\.md$/, '') + '.html', renderHtml(md, `${d.game}: ${a} → ${b}`));
    out(`wrote ${flags.out} and ${flags.out.replace(/\.md$/, '')}.html`);
  } else out(md);
  return 0;
}

/** Inside the exported files the shared condition schema lives under definitions. */
function refToDefinitions(key: string, value: unknown): unknown {
  if (key === '$ref' && value === 'condition') return '#/definitions/condition';
  return value;
}

const SHARED_SEARCH_LIBRARY = 'assets/minisearch.js';

/** Every preset's rulebook, as committed under docs/<game>/<preset>/, and the schemas. */
export async function allPresetDocs(): Promise<GeneratedDoc[]> {
  // One copy of the search library serves every committed site.
  const docs: GeneratedDoc[] = [...schemaDocs(), { file: `docs/${SHARED_SEARCH_LIBRARY}`, content: miniSearchSource() }];
  for (const g of listGames(PROJECT_RULES)) {
    for (const p of listPresets(PROJECT_RULES, g)) {
      for (const d of rulebookFiles(load({ preset: p, game: g }), `../../../${SHARED_SEARCH_LIBRARY}`)) docs.push({ file: `docs/${g}/${p}/${d.file}`, content: d.content });
      // The turn statechart of this configuration, for games that have one.
      if (playableGame(g)) {
        const chart = chartOf(machineFor(g, p).machine);
        docs.push({ file: `docs/${g}/${p}/chart.mmd`, content: toMermaid(chart) });
        docs.push({ file: `docs/${g}/${p}/chart.html`, content: await toHtml(chart, `${g}: the turn statechart (${p})`) });
      }
    }
  }
  return docs;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export async function runDocs({ flags, args, out }: CommandInput): Promise<number> {
  if (flags.diff) return runDiff(args, flags, out);
  if (flags.all) {
    for (const d of await allPresetDocs()) {
      write(path.join(PROJECT_ROOT, d.file), d.content);
      out(`wrote ${d.file}`);
    }
    return 0;
  }
  if (typeof flags.out !== 'string') throw new UsageError('docs: --out DIR is required (or --all to regenerate every preset under docs/)');
  const outDir = flags.out;
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${outDir} is a file, not a folder`);
  const rules = rulesFrom(flags);
  prepareOutputFolder('--out', outDir);
  for (const d of rulebookFiles(rules)) {
    const file = path.join(outDir, d.file);
    prepareOutputFolder('--out', path.dirname(file));
    writeOutput('--out', file, d.content);
    out(`wrote ${file}`);
  }
  return 0;
}
