/** `docs`: the rulebooks, the schemas and the diff of two configurations (reading the rules: rules-reading.ts). */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listGames, listPresets } from '../core/catalog.ts';
import { UsageError } from '../core/errors.ts';
import type { FoldedItem } from '../core/layering.ts';
import { displayPath, PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { renderHtml, rulebookMarkdown } from '../docs/rulebook.ts';
import { diffMarkdown, diffRulesets } from '../docs/diff.ts';
import { rulebookSite, siteFiles } from '../docs/site.ts';
import { miniSearchSource } from '../docs/site-search.ts';
import { GAMES, gameEntry, load, playableGame, rulebookOptionsFor } from '../games/index.ts';
import { configSchema, conditionSchema, coreItemKinds, gameManifestSchema, moduleManifestSchema, sourceRegistrySchema, type JsonSchema } from '../core/schemas.ts';
import { rulesDirs, type Flags } from './args.ts';
import { rulesFrom } from './rules-reading.ts';
import type { CommandInput, Out } from './spec.ts';
import { checkOutputFile, prepareOutputFolder, writeOutput } from './output.ts';

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
  // The charts' modules (ELK's layout: 1.6 MB) only here: `docs --preset` and `docs --diff` draw none.
  const [{ chartOf, toHtml, toMermaid }, { machineFor }] = await Promise.all([import('../docs/chart.ts'), import('./chart.ts')]);
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
  // Never a default folder: from an install that would write inside node_modules/firerules.
  if (typeof flags.out !== 'string') throw new UsageError('docs: --out DIR is required (docs --all --out docs regenerates the committed rulebooks: npm run docs)');
  const outDir = flags.out;
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${outDir} is a file, not a folder`);
  if (flags.all) {
    prepareOutputFolder('--out', outDir);
    for (const d of await allPresetDocs()) {
      const file = path.join(outDir, d.file.replace(/^docs\//, ''));
      write(file, d.content);
      out(`wrote ${displayPath(path.resolve(file))}`);
    }
    return 0;
  }
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
