/**
 * Folding the layers: every entry of every rule file, module by module in config order,
 * adds, overrides, patches or removes items by id. Each item remembers the chain of
 * layers that touched it. All problems are collected; the caller gets either a complete
 * fold or an error listing every problem — never a partial result.
 */
import { RulesError, type Problem } from './errors.ts';
import type { ModuleInfo } from './catalog.ts';
import { patchEntrySchema, removeEntrySchema, type JsonSchema } from './schemas.ts';
import { validateAgainst } from './validate.ts';
import { readYaml, type YamlFile } from './yaml-file.ts';

export interface Item {
  id: string;
  kind: string;
  title?: string;
  text?: string;
  source?: string;
  topic?: string;
  refs?: string[];
  notes?: string;
  [field: string]: unknown;
}

export interface ProvenanceStep {
  action: 'add' | 'override' | 'patch' | 'remove';
  module: string;
  file: string;
  line: number;
  /** For patches: the fields changed. */
  fields?: string[];
  /** The citation the layer gave for its change, when it gave one. */
  source?: string;
}

export interface FoldedItem {
  item: Readonly<Item>;
  provenance: readonly ProvenanceStep[];
}

export interface FoldResultSet {
  items: Map<string, FoldedItem>;
  removed: Map<string, FoldedItem>;
  problems: Problem[];
}

/** Extra checks on a finished item (citations, facts); returns messages, located by caller. */
export type ItemCheck = (item: Item) => { path: (string | number)[]; message: string }[];

export function foldModules(modules: ModuleInfo[], kinds: Record<string, JsonSchema>, checkItem: ItemCheck): FoldResultSet {
  const items = new Map<string, FoldedItem>();
  const removed = new Map<string, FoldedItem>();
  const problems: Problem[] = [];
  const kindNames = Object.keys(kinds).sort().join(', ');

  for (const mod of modules) {
    for (const abs of mod.ruleFiles) {
      let yaml: YamlFile;
      try {
        yaml = readYaml(abs);
      } catch (e) {
        if (e instanceof RulesError) problems.push(...e.problems);
        else throw e;
        continue;
      }
      const { file } = yaml;
      const located = yaml;
      const { entries, base } = entriesOf(yaml.data);
      if (!entries) {
        problems.push({ file, line: 1, col: 1, message: 'a rule file must be a list of items, or a mapping with a single `items:` list' });
        continue;
      }
      entries.forEach((entry, i) => {
        const at = [...base, i];
        const here = (path: (string | number)[] = []) => ({ file, ...located.locate([...at, ...path]) });
        const report = (message: string, path: (string | number)[] = []) => problems.push({ ...here(path), path: '/' + [...at, ...path].join('/'), message });
        const step = (action: ProvenanceStep['action'], extra: Partial<ProvenanceStep> = {}): ProvenanceStep => ({ action, module: mod.id, file, line: here().line, ...extra });

        if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
          report('each entry must be a mapping (an item, a `patch:` or a `remove:`)');
          return;
        }
        const e = entry as Record<string, unknown>;

        const checked = (item: Item, schemaPath: (string | number)[]) => {
          const schema = Object.hasOwn(kinds, item.kind) ? kinds[item.kind] : undefined;
          const errs = schema ? validateAgainst(schema, item, located, schemaPath, `${item.kind} \`${item.id}\``) : [];
          problems.push(...errs);
          if (errs.length) return false;
          const extra = checkItem(item);
          extra.forEach((x) => report(`${item.kind} \`${item.id}\`: ${x.message}`, x.path));
          return extra.length === 0;
        };

        if ('remove' in e) {
          const errs = validateAgainst(removeEntrySchema, e, located, at, 'remove');
          if (errs.length) return void problems.push(...errs);
          (e.remove as string[]).forEach((id, j) => {
            const prior = items.get(id);
            if (!prior) return report(`cannot remove \`${id}\`: no earlier layer defines it`, ['remove', j]);
            items.delete(id);
            removed.set(id, { item: prior.item, provenance: [...prior.provenance, step('remove', withSource(e.source))] });
          });
          return;
        }

        if ('patch' in e) {
          const errs = validateAgainst(patchEntrySchema, e, located, at, 'patch');
          if (errs.length) return void problems.push(...errs);
          const id = e.patch as string;
          const prior = items.get(id);
          if (!prior) return report(`cannot patch \`${id}\`: no earlier layer defines it`, ['patch']);
          const { patch: _p, source, ...fields } = e;
          const fieldNames = Object.keys(fields);
          if (!fieldNames.length) return report(`patch of \`${id}\` changes no field`, ['patch']);
          const merged = { ...prior.item, ...fields } as Item;
          // Validate the merged item, but locate problems at the patch entry.
          if (!checked(merged, at)) return;
          items.set(id, { item: Object.freeze(merged), provenance: [...prior.provenance, step('patch', { fields: fieldNames, ...withSource(source) })] });
          return;
        }

        if (typeof e.kind !== 'string') return report('missing required field `kind` (or use `patch:` / `remove:`)');
        // Own keys only: `kind: constructor` must not find Object's prototype.
        if (!Object.hasOwn(kinds, e.kind)) return report(`unknown kind \`${e.kind}\` (known: ${kindNames})`, ['kind']);
        const item = e as Item;
        if (!checked(item, at)) return;
        const prior = items.get(item.id);
        const { override, ...clean } = item;
        if (override === true) {
          if (!prior) return report(`\`${item.id}\` says override: true, but no earlier layer defines it`, ['override']);
          items.set(item.id, { item: Object.freeze(clean as Item), provenance: [...prior.provenance, step('override', withSource(item.source))] });
          return;
        }
        if (prior) {
          const first = prior.provenance[prior.provenance.length - 1]!;
          return report(`duplicate id \`${item.id}\`: already defined at ${first.file}:${first.line} (module ${first.module}); add \`override: true\` to replace it, or use \`patch: ${item.id}\``, ['id']);
        }
        removed.delete(item.id);
        items.set(item.id, { item: Object.freeze(clean as Item), provenance: [step('add', withSource(item.source))] });
      });
    }
  }
  return { items, removed, problems };
}

function withSource(source: unknown): Partial<ProvenanceStep> {
  return typeof source === 'string' ? { source } : {};
}

function entriesOf(data: unknown): { entries?: unknown[]; base: (string | number)[] } {
  if (Array.isArray(data)) return { entries: data, base: [] };
  if (data === null || data === undefined) return { entries: [], base: [] };
  if (typeof data === 'object' && Object.keys(data).length === 1 && Array.isArray((data as { items?: unknown }).items)) {
    return { entries: (data as { items: unknown[] }).items, base: ['items'] };
  }
  return { base: [] };
}
