import { describe, expect, it } from 'vitest';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { sourceRegistry } from '../../src/core/load.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { parseCitation } from '../../src/core/sources.ts';
import { load } from '../../src/games/index.ts';

describe("the project's own rules", () => {
  const registry = sourceRegistry(PROJECT_RULES);
  const presets = listGames(PROJECT_RULES).flatMap((game) => listPresets(PROJECT_RULES, game).map((preset) => ({ game, preset })));

  it('every registered source names a seed or reference file', () => {
    for (const s of registry.values()) expect(s.file).toMatch(/^(\d{3}_[0-9a-f]+\.txt|reference\/[\w-]+\.md)$/);
  });

  it.each(presets)('$game/$preset: every item cites a registered source and section, and has text', ({ game, preset }) => {
    const rules = load({ preset, game });
    const bad = rules.items.filter((f) => {
      const c = parseCitation(f.item.source ?? '', registry);
      return !c.sourceId || !c.section || !registry.get(c.sourceId)!.sections.includes(c.section) || !f.item.text?.trim();
    });
    expect(bad.map((f) => `${f.item.id}: ${f.item.source}`)).toEqual([]);
  });
});
