/**
 * Every number of seed 004's tables (Kindling/Spreading table, EC DRMs, PTO availability),
 * checked through the public query API, plus terrain/EC lookups.
 */
import { describe, expect, it } from 'vitest';
import { RulesError, UsageError } from '../../src/core/errors.ts';
import { blaze, clear, findEnvironment, findTerrain, kindle, spread } from '../../src/games/asl-fire/queries.ts';
import type { EnvironmentItem, TerrainItem } from '../../src/games/asl-fire/definition.ts';
import { ecContribution, SEED_EC, SEED_TERRAIN, standardRules } from './seed.ts';

const rules = standardRules();

describe('Kindling/Spreading table: the fifteen rows', () => {
  it('the ruleset has exactly the fifteen terrain rows of the sheet', () => {
    const ids = rules.ofKind<TerrainItem & { [k: string]: unknown }>('terrain').map((t) => t.id).sort();
    expect(ids).toEqual(SEED_TERRAIN.map((t) => t.id).sort());
  });

  it.each(SEED_TERRAIN)('$row: kindling $kindling, spread $spread', ({ row, id, kindling, spread: spreadNumber }) => {
    const k = kindle(rules, { terrain: row, ec: 'Moderate' });
    expect(k.terrainId).toBe(id);
    expect(k.kindlingNumber).toBe(kindling);
    const s = spread(rules, { terrain: row, ec: 'Moderate' });
    expect(s.terrainId).toBe(id);
    expect(s.spreadNumber).toBe(spreadNumber);
    // A Flame becomes a Blaze on the same Spread # as the terrain.
    expect(blaze(rules, { terrain: row, ec: 'Moderate' }).spreadNumber).toBe(spreadNumber);
  });

  it.each(SEED_TERRAIN.flatMap((t) => t.also.map((name) => ({ ...t, name }))))('"$name" (printed in the $row row) resolves to the same numbers', ({ name, id, kindling, spread: spreadNumber }) => {
    const k = kindle(rules, { terrain: name, ec: 'Moderate' });
    expect(k.terrainId).toBe(id);
    expect(k.kindlingNumber).toBe(kindling);
    expect(spread(rules, { terrain: name, ec: 'Moderate' }).spreadNumber).toBe(spreadNumber);
  });
});

describe('EC DRM use per terrain row (NA for buildings, ×2 for bamboo)', () => {
  it.each(SEED_TERRAIN)('$row ($ec): kindling, spreading and flame-to-blaze DRM under every EC', ({ row, ec: use }) => {
    for (const ec of SEED_EC) {
      const expected = ecContribution(use, ec.drm);
      const k = kindle(rules, { terrain: row, ec: ec.name, unit: 'squad' });
      const s = spread(rules, { terrain: row, ec: ec.name });
      const b = blaze(rules, { terrain: row, ec: ec.name });
      for (const r of [k, s, b]) {
        expect(r.drm, `${row} at ${ec.name}`).toBe(expected);
        expect(r.forbidden).toBeUndefined();
        if (expected === 0) expect(r.drmBreakdown.filter((e) => e.value !== 0)).toEqual([]);
        else expect(r.drmBreakdown.map((e) => e.value)).toEqual([expected]);
      }
    }
  });

  it('at Dry, a building has no EC entry at all in its breakdown', () => {
    for (const terrain of ['Wooden Bldg', 'Stone Bldg']) {
      const k = kindle(rules, { terrain, ec: 'Dry' });
      expect(k.drm).toBe(0);
      expect(k.drmBreakdown).toEqual([]);
      expect(spread(rules, { terrain, ec: 'Dry' }).drmBreakdown).toEqual([]);
    }
  });

  it('at Dry, bamboo counts the EC DRM twice (+2) where woods count it once (+1)', () => {
    expect(kindle(rules, { terrain: 'Bamboo', ec: 'Dry' }).drm).toBe(2);
    expect(kindle(rules, { terrain: 'Woods', ec: 'Dry' }).drm).toBe(1);
    expect(spread(rules, { terrain: 'Bamboo', ec: 'Very Dry' }).drm).toBe(4);
    expect(kindle(rules, { terrain: 'Bamboo', ec: 'Mud' }).drm).toBe(-6);
  });
});

describe('EC DRM table (B25.5)', () => {
  it('the ruleset has exactly the seven ECs of the sheet', () => {
    const names = rules.ofKind<EnvironmentItem & { [k: string]: unknown }>('environment').map((e) => e.name).sort();
    expect(names).toEqual(SEED_EC.map((e) => e.name).sort());
  });

  it.each(SEED_EC)('$name: EC DRM $drm (a squad kindling Woods)', ({ name, drm }) => {
    const r = kindle(rules, { terrain: 'Woods', ec: name, unit: 'squad' });
    expect(r.drm).toBe(drm);
    expect(r.drmBreakdown).toEqual(drm === 0 ? [] : [expect.objectContaining({ value: drm })]);
    expect(findEnvironment(rules, name).drm).toBe(drm);
  });

  describe.each(SEED_EC)('$name in and out of the PTO', ({ name, notInPto }) => {
    it(notInPto ? 'is forbidden in the PTO (every fire roll has chance 0)' : 'is allowed in the PTO', () => {
      const k = kindle(rules, { terrain: 'Woods', ec: name, pto: true });
      const s = spread(rules, { terrain: 'Woods', ec: name, pto: true });
      const b = blaze(rules, { terrain: 'Woods', ec: name, pto: true });
      const c = clear(rules, { ec: name, pto: true });
      for (const r of [k, s, b, c]) {
        if (notInPto) {
          expect(r.forbidden?.map((f) => f.id)).toEqual(['ec.pto-not-available']);
          expect(r.forbidden?.[0]?.source).toBe('asl-fire-sheet § Environmental Conditions');
        } else expect(r.forbidden).toBeUndefined();
      }
      if (notInPto) {
        expect([k.probability, s.probability, b.becomesBlaze, b.goesOut, c.clears, c.hampers]).toEqual([0, 0, 0, 0, 0, 0]);
      } else {
        expect(k.probability).toBe(kindle(rules, { terrain: 'Woods', ec: name }).probability);
      }
    });

    it('is allowed outside the PTO', () => {
      const k = kindle(rules, { terrain: 'Woods', ec: name, pto: false });
      expect(k.forbidden).toBeUndefined();
      expect(spread(rules, { terrain: 'Woods', ec: name }).forbidden).toBeUndefined();
      expect(blaze(rules, { terrain: 'Woods', ec: name }).forbidden).toBeUndefined();
      expect(clear(rules, { ec: name }).forbidden).toBeUndefined();
    });
  });

  it('Snow and Very Dry are flagged notInPto; the other five are not', () => {
    for (const ec of SEED_EC) expect(Boolean(findEnvironment(rules, ec.name).notInPto), ec.name).toBe(ec.notInPto);
  });
});

describe('lookups', () => {
  it.each([
    ['terrain.woods', 'terrain.woods'],
    ['woods', 'terrain.woods'],
    ['Woods', 'terrain.woods'],
    ['WOODS', 'terrain.woods'],
    ['Wood', 'terrain.woods'],
    ['  woods hex ', 'terrain.woods'],
    ['TERRAIN.WOODEN-BUILDING', 'terrain.wooden-building'],
    ['wooden-building', 'terrain.wooden-building'],
    ['Wooden Building', 'terrain.wooden-building'],
    ['wooden bldg', 'terrain.wooden-building'],
    ['STONE RUBBLE', 'terrain.stone-building'],
    ['paddy', 'terrain.paddy'],
    ['In-season Paddy', 'terrain.paddy'],
    ['in season paddy', 'terrain.paddy'],
    ['Paddies', 'terrain.paddy'],
    ['brush, vineyards', 'terrain.brush'],
    ['VINEYARD', 'terrain.brush'],
    ['olive grove', 'terrain.orchard'],
    ['palms', 'terrain.palm-trees'],
    ['Lt Jungle', 'terrain.light-jungle'],
    ['cactus', 'terrain.cactus-patch'],
    ['kunai grass', 'terrain.kunai'],
    ['pier', 'terrain.wooden-pier'],
  ])('terrain %j → %s', (query, id) => {
    expect(findTerrain(rules, query).id).toBe(id);
    expect(kindle(rules, { terrain: query, ec: 'moderate' }).terrainId).toBe(id);
  });

  it.each([
    ['ec.very-dry', 'ec.very-dry'],
    ['very-dry', 'ec.very-dry'],
    ['Very Dry', 'ec.very-dry'],
    ['VERY DRY', 'ec.very-dry'],
    ['very_dry', 'ec.very-dry'],
    ['EC.MOIST', 'ec.moist'],
    ['moderate', 'ec.moderate'],
    ['Snow', 'ec.snow'],
    ['mud', 'ec.mud'],
    ['WET', 'ec.wet'],
    ['dry', 'ec.dry'],
  ])('EC %j → %s', (query, id) => {
    expect(findEnvironment(rules, query).id).toBe(id);
  });

  it('no two terrain rows (or ECs) share a name, short id or alias', () => {
    const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    for (const [kind, prefix] of [['terrain', 'terrain.'], ['environment', 'ec.']] as const) {
      const owner = new Map<string, string>();
      for (const it of rules.ofKind<{ id: string; kind: string; name: string; aliases?: string[] }>(kind)) {
        for (const n of new Set([it.id, it.id.slice(prefix.length), it.name, ...(it.aliases ?? [])].map(norm))) {
          expect(owner.get(n), `\`${n}\` names both ${owner.get(n)} and ${it.id}`).toBeUndefined();
          owner.set(n, it.id);
        }
      }
    }
  });

  function usageError(fn: () => unknown): UsageError {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(UsageError);
      return e as UsageError;
    }
    throw new Error('expected a UsageError');
  }

  it('an unknown terrain is a UsageError (exit code 2) listing every valid terrain', () => {
    for (const fn of [
      () => findTerrain(rules, 'swamp'),
      () => kindle(rules, { terrain: 'swamp', ec: 'dry' }),
      () => spread(rules, { terrain: 'swamp', ec: 'dry' }),
      () => blaze(rules, { terrain: 'swamp', ec: 'dry' }),
    ]) {
      const e = usageError(fn);
      expect(e).toBeInstanceOf(RulesError);
      expect(e.exitCode).toBe(2);
      expect(e.message).toContain('swamp');
      expect(e.message).toMatch(/valid values/);
      for (const t of SEED_TERRAIN) {
        expect(e.message).toContain(t.id.slice('terrain.'.length));
        expect(e.message).toContain(findTerrain(rules, t.id).name);
      }
    }
  });

  it('an unknown EC is a UsageError (exit code 2) listing every valid EC', () => {
    for (const fn of [
      () => findEnvironment(rules, 'drizzle'),
      () => kindle(rules, { terrain: 'woods', ec: 'drizzle' }),
      () => spread(rules, { terrain: 'woods', ec: 'drizzle' }),
      () => blaze(rules, { terrain: 'woods', ec: 'drizzle' }),
      () => clear(rules, { ec: 'drizzle' }),
    ]) {
      const e = usageError(fn);
      expect(e.exitCode).toBe(2);
      expect(e.message).toContain('drizzle');
      for (const ec of SEED_EC) expect(e.message).toContain(ec.name);
      for (const short of ['snow', 'mud', 'wet', 'moist', 'moderate', 'dry', 'very-dry']) expect(e.message).toContain(short);
    }
  });

  it('a partial name is not guessed', () => {
    expect(() => findTerrain(rules, 'wood building')).toThrow(UsageError);
    expect(() => findTerrain(rules, 'jungle')).toThrow(UsageError);
    expect(() => findEnvironment(rules, 'very')).toThrow(UsageError);
  });
});
