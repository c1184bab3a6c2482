/** Rulebook tables for ASL fire, computed by running the queries over the folded rules. */
import type { Ruleset } from '../../core/ruleset.ts';
import { anchorOf, mdTable, type RulebookOptions } from '../../docs/rulebook.ts';
import type { EnvironmentItem, TerrainItem } from './definition.ts';
import { blaze, kindle, spread } from './queries.ts';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const ecDrmText = { applies: 'applies', na: 'n/a', double: '×2' } as const;

export function aslRulebookOptions(rules: Ruleset): RulebookOptions {
  const terrain = rules.ofKind<TerrainItem & Record<string, unknown>>('terrain');
  const ecs = rules.ofKind<EnvironmentItem & Record<string, unknown>>('environment');
  const moderate = ecs.find((e) => e.drm === 0) ?? ecs[0];

  const terrainTable = mdTable(
    ['Terrain', 'Kindling #', 'Spread #', 'EC DRM', 'Also accepted as', 'Source'],
    terrain.map((t) => [`${t.name} <a id="${anchorOf(t.id)}"></a>`, t.kindling, t.spread, ecDrmText[t.ecDrm], (t.aliases ?? []).join(', ') || '—', t.source ?? '—']),
  );
  const ecTable = mdTable(
    ['Environmental condition', 'DRM', 'In the PTO', 'Source'],
    ecs.map((e) => [`${e.name} <a id="${anchorOf(e.id)}"></a>`, e.drm > 0 ? `+${e.drm}` : e.drm, e.notInPto ? 'not used' : 'used', e.source ?? '—']),
  );
  const extras: RulebookOptions['extras'] = {
    terrain: [
      '### Kindling and spread numbers',
      terrainTable,
    ],
    environment: ['### Environmental conditions and their DRM', ecTable],
  };
  if (moderate) {
    extras.kindling = [
      '### Chance that a squad without a leader kindles a Flame, by environmental condition',
      'Computed by the engine from the rules on this page: 2d6 plus the folded kindling DRM must reach the kindling number.',
      mdTable(['Terrain', ...ecs.map((e) => e.name)], terrain.map((t) => [t.name, ...ecs.map((e) => pct(kindle(rules, { terrain: t.id, ec: e.id }).probability))])),
    ];
    extras.spreading = [
      `### Chance that a Blaze spreads into a directly attached location at the same level (${moderate.name})`,
      mdTable(['Terrain', 'Spread #', 'DRM', 'Chance'], terrain.map((t) => {
        const r = spread(rules, { terrain: t.id, ec: moderate.id });
        return [t.name, r.spreadNumber, r.drm, pct(r.probability)];
      })),
    ];
    extras['flame-blaze'] = [
      `### A Flame's Advancing Fire Phase roll (${moderate.name})`,
      mdTable(['Terrain', 'Becomes a Blaze', 'Goes out'], terrain.map((t) => {
        const r = blaze(rules, { terrain: t.id, ec: moderate.id });
        return [t.name, pct(r.becomesBlaze), pct(r.goesOut)];
      })),
    ];
  }
  return { tabulatedKinds: ['terrain', 'environment'], extras };
}
