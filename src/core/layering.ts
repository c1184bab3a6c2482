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
  const fold: Fold = { items: new Map(), removed: new Map(), problems: [], kinds, kindNames: Object.keys(kinds).sort().join(', '), checkItem };
  for (const mod of modules) {
    for (const abs of mod.ruleFiles) {
      let yaml: YamlFile;
      try {
        yaml = readYaml(abs);
      } catch (e) {
        if (e instanceof RulesError) fold.problems.push(...e.problems);
        else throw e;
        continue;
      }
      const { entries, base } = entriesOf(yaml.data);
      if (!entries) {
        fold.problems.push({ file: yaml.file, line: 1, col: 1, message: 'a rule file must be a list of items, or a mapping with a single `items:` list' });
        continue;
      }
      entries.forEach((entry, i) => foldEntry(fold, entryAt(fold, mod.id, yaml, [...base, i]), entry));
    }
  }
  return { items: fold.items, removed: fold.removed, problems: fold.problems };
}

/** The fold so far, and what it checks items against. */
interface Fold extends FoldResultSet {
  kinds: Record<string, JsonSchema>;
  kindNames: string;
  checkItem: ItemCheck;
}

/** One entry of one rule file: where it is, and how to report on it and record it. */
interface EntryAt {
  yaml: YamlFile;
  at: (string | number)[];
  report(message: string, path?: (string | number)[]): void;
  step(action: ProvenanceStep['action'], extra?: Partial<ProvenanceStep>): ProvenanceStep;
}

function entryAt(fold: Fold, module: string, yaml: YamlFile, at: (string | number)[]): EntryAt {
  const here = (path: (string | number)[] = []) => ({ file: yaml.file, ...yaml.locate([...at, ...path]) });
  return {
    yaml,
    at,
    report: (message, path = []) => void fold.problems.push({ ...here(path), path: '/' + [...at, ...path].join('/'), message }),
    step: (action, extra = {}) => ({ action, module, file: yaml.file, line: here().line, ...extra }),
  };
}

function foldEntry(fold: Fold, where: EntryAt, entry: unknown): void {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    return where.report('each entry must be a mapping (an item, a `patch:` or a `remove:`)');
  }
  const e = entry as Record<string, unknown>;
  if ('remove' in e) return foldRemove(fold, where, e);
  if ('patch' in e) return foldPatch(fold, where, e);
  if (typeof e.kind !== 'string') return where.report('missing required field `kind` (or use `patch:` / `remove:`)');
  // Own keys only: `kind: constructor` must not find Object's prototype.
  if (!Object.hasOwn(fold.kinds, e.kind)) return where.report(`unknown kind \`${e.kind}\` (known: ${fold.kindNames})`, ['kind']);
  foldItem(fold, where, e as Item);
}

/** Schema-checks an item (located at `schemaPath`), then the caller's extra checks. */
function itemPasses(fold: Fold, where: EntryAt, item: Item, schemaPath: (string | number)[]): boolean {
  const schema = Object.hasOwn(fold.kinds, item.kind) ? fold.kinds[item.kind] : undefined;
  const errs = schema ? validateAgainst(schema, item, where.yaml, schemaPath, `${item.kind} \`${item.id}\``) : [];
  fold.problems.push(...errs);
  if (errs.length) return false;
  const extra = fold.checkItem(item);
  extra.forEach((x) => where.report(`${item.kind} \`${item.id}\`: ${x.message}`, x.path));
  return extra.length === 0;
}

function foldRemove(fold: Fold, where: EntryAt, e: Record<string, unknown>): void {
  const errs = validateAgainst(removeEntrySchema, e, where.yaml, where.at, 'remove');
  if (errs.length) return void fold.problems.push(...errs);
  (e.remove as string[]).forEach((id, j) => {
    const prior = fold.items.get(id);
    if (!prior) return where.report(`cannot remove \`${id}\`: no earlier layer defines it`, ['remove', j]);
    fold.items.delete(id);
    fold.removed.set(id, { item: prior.item, provenance: [...prior.provenance, where.step('remove', withSource(e.source))] });
  });
}

function foldPatch(fold: Fold, where: EntryAt, e: Record<string, unknown>): void {
  const errs = validateAgainst(patchEntrySchema, e, where.yaml, where.at, 'patch');
  if (errs.length) return void fold.problems.push(...errs);
  const id = e.patch as string;
  const prior = fold.items.get(id);
  if (!prior) return where.report(`cannot patch \`${id}\`: no earlier layer defines it`, ['patch']);
  const { patch: _p, source, ...fields } = e;
  const fieldNames = Object.keys(fields);
  if (!fieldNames.length) return where.report(`patch of \`${id}\` changes no field`, ['patch']);
  const merged = { ...prior.item, ...fields } as Item;
  // Validate the merged item, but locate problems at the patch entry.
  if (!itemPasses(fold, where, merged, where.at)) return;
  fold.items.set(id, { item: Object.freeze(merged), provenance: [...prior.provenance, where.step('patch', { fields: fieldNames, ...withSource(source) })] });
}

function foldItem(fold: Fold, where: EntryAt, item: Item): void {
  if (!itemPasses(fold, where, item, where.at)) return;
  const prior = fold.items.get(item.id);
  const { override, ...clean } = item;
  if (override === true) {
    if (!prior) return where.report(`\`${item.id}\` says override: true, but no earlier layer defines it`, ['override']);
    fold.items.set(item.id, { item: Object.freeze(clean as Item), provenance: [...prior.provenance, where.step('override', withSource(item.source))] });
    return;
  }
  if (prior) {
    const first = prior.provenance[prior.provenance.length - 1]!;
    return where.report(`duplicate id \`${item.id}\`: already defined at ${first.file}:${first.line} (module ${first.module}); add \`override: true\` to replace it, or use \`patch: ${item.id}\``, ['id']);
  }
  fold.removed.delete(item.id);
  fold.items.set(item.id, { item: Object.freeze(clean as Item), provenance: [where.step('add', withSource(item.source))] });
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
