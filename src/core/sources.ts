import { RulesError } from './errors.ts';
import { sourceRegistrySchema } from './schemas.ts';
import { validateAgainst } from './validate.ts';
import { readYaml } from './yaml-file.ts';

export interface SourceDoc {
  id: string;
  title: string;
  author?: string;
  file: string;
  language: string;
  games: string[];
  sections: string[];
}

export type SourceRegistry = ReadonlyMap<string, SourceDoc>;

export interface Citation {
  raw: string;
  /** Set when the text names a registered source id. */
  sourceId?: string;
  section?: string;
}

export const CITATION_SEPARATOR = ' § ';

export function loadSourceRegistry(file: string): SourceRegistry {
  const yaml = readYaml(file);
  const problems = validateAgainst(sourceRegistrySchema, yaml.data, yaml, [], 'source registry');
  if (problems.length) throw new RulesError(problems);
  const map = new Map<string, SourceDoc>();
  for (const [id, raw] of Object.entries(yaml.data as Record<string, Omit<SourceDoc, 'id'>>)) {
    map.set(id, { ...raw, id, games: raw.games ?? [], sections: raw.sections ?? [] });
  }
  return map;
}

export function parseCitation(raw: string, registry: SourceRegistry): Citation {
  const at = raw.indexOf(CITATION_SEPARATOR);
  const head = (at < 0 ? raw : raw.slice(0, at)).trim();
  if (!registry.has(head)) return { raw };
  return at < 0 ? { raw, sourceId: head } : { raw, sourceId: head, section: raw.slice(at + CITATION_SEPARATOR.length).trim() };
}

/**
 * A citation of a registered source must name one of its sections; free text
 * (`house rule`) is accepted as it is. Returns a problem message or undefined.
 */
export function checkCitation(c: Citation, registry: SourceRegistry): string | undefined {
  if (!c.sourceId) return undefined;
  const doc = registry.get(c.sourceId)!;
  if (c.section === undefined) return `source \`${c.raw}\` names no section (write \`${c.sourceId} § <section>\`)`;
  if (doc.sections.length && !doc.sections.includes(c.section)) {
    return `source \`${c.raw}\`: \`${c.section}\` is not a section of ${c.sourceId} (known: ${doc.sections.join('; ')})`;
  }
  return undefined;
}
