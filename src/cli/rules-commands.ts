/**
 * Every preset's rulebook, chart and the schemas, as committed under docs/ (`docs --all`,
 * `npm run docs`): the whole registry. One rulebook and the diff are docs-command.ts.
 */
import { listGames, listPresets } from '../core/catalog.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { chartOf, toHtml, toMermaid } from '../docs/chart.ts';
import { miniSearchSource } from '../docs/site-search.ts';
import { GAMES, gameEntry, load, playableGame } from '../games/index.ts';
import { configSchema, conditionSchema, coreItemKinds, gameManifestSchema, moduleManifestSchema, sourceRegistrySchema, type JsonSchema } from '../core/schemas.ts';
import { machineFor } from './chart.ts';
import { rulebookFilesOf, type GeneratedDoc } from './rulebook-files.ts';

export type { GeneratedDoc } from './rulebook-files.ts';

/** A configuration's rulebook files, its game's row found in the registry (see rulebook-files.ts). */
export function rulebookFiles(rules: Ruleset, searchLibrary?: string): GeneratedDoc[] {
  return rulebookFilesOf(rules, gameEntry(rules.game.id), searchLibrary);
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
