/**
 * Kindling (B25.11) and firestarting by weapons: every Kindling DRM of the sheet on its
 * own, combined totals, the 2d6 chance worked out by hand, and the WP/HE/FT methods.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindle, type Method, type Unit } from '../../src/games/asl-fire/queries.ts';
import { rmSync } from 'node:fs';
import { load } from '../../src/games/index.ts';
import { tempTree } from '../helpers/fixtures.ts';
import { byId, ecContribution, hand2d6, p36, SEED_EC, SEED_TERRAIN, standardRules } from './seed.ts';

const rules = standardRules();

describe('Kindling DRM, one modifier at a time', () => {
  it('a squad without leader, MOL or fortification in Moderate EC has DRM 0', () => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Moderate', unit: 'squad' });
    expect(r.method).toBe('attempt');
    expect(r.drm).toBe(0);
    expect(r.drmBreakdown).toEqual([]);
  });

  it.each([
    [-1, 1],
    [-2, 2],
    [-3, 3],
    [1, -1],
  ])('leadership is applied in reverse: a %i leader gives %i', (leader, drm) => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Moderate', leader });
    expect(r.drm).toBe(drm);
    expect(r.drmBreakdown).toEqual([{ id: 'kindle.drm.leader', title: expect.any(String), value: drm, source: 'asl-fire-sheet § Kindling DRM' }]);
  });

  it('a 0 leader (or none) adds no entry', () => {
    expect(kindle(rules, { terrain: 'Woods', ec: 'Moderate', leader: 0 }).drmBreakdown).toEqual([]);
  });

  it.each(['Wooden Bldg', 'Stone Bldg', 'Wooden Rubble'])('a Fortified building (%s) gives -1', (terrain) => {
    const r = kindle(rules, { terrain, ec: 'Moderate', fortified: true });
    expect(r.drm).toBe(-1);
    expect(byId(r.drmBreakdown)).toEqual({ 'kindle.drm.fortified': -1 });
  });

  it.each(['Woods', 'Grain', 'Hut', 'Wooden Pier'])('"fortified" means nothing for a non-building (%s)', (terrain) => {
    const r = kindle(rules, { terrain, ec: 'Moderate', fortified: true });
    expect(r.drm).toBe(0);
    expect(r.drmBreakdown).toEqual([]);
  });

  it.each<[Unit, number]>([
    ['squad', 0],
    ['hs', -1],
    ['crew', -1],
    ['smc', -2],
  ])('unit %s gives %i', (unit, drm) => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Moderate', unit });
    expect(r.drm).toBe(drm);
    const expected = unit === 'squad' ? {} : unit === 'smc' ? { 'kindle.drm.smc': -2 } : { 'kindle.drm.hs-crew': -1 };
    expect(byId(r.drmBreakdown)).toEqual(expected);
  });

  it('a MOL gives +2', () => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Moderate', mol: true });
    expect(r.drm).toBe(2);
    expect(byId(r.drmBreakdown)).toEqual({ 'kindle.drm.mol': 2 });
  });

  it.each(SEED_EC)('the EC DRM is added: $name → $drm', ({ name, drm }) => {
    const r = kindle(rules, { terrain: 'Grain', ec: name });
    expect(r.drm).toBe(drm);
    expect(byId(r.drmBreakdown)).toEqual(drm === 0 ? {} : { 'kindle.drm.ec': drm });
  });

  it('every modifier cites the Kindling DRM section (bamboo doubling cites the table)', () => {
    const r = kindle(rules, { terrain: 'Stone Bldg', ec: 'Dry', unit: 'hs', leader: -2, mol: true, fortified: true });
    for (const e of r.drmBreakdown) expect(e.source).toBe('asl-fire-sheet § Kindling DRM');
    expect(kindle(rules, { terrain: 'Bamboo', ec: 'Dry' }).drmBreakdown[0]?.source).toBe('asl-fire-sheet § Kindling/Spreading Table');
  });
});

describe('Kindling DRM, combined', () => {
  it('Woods, Very Dry, HS with a -2 leader and a MOL: +2 +2 -1 +2 = +5', () => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Very Dry', unit: 'hs', leader: -2, mol: true });
    expect(byId(r.drmBreakdown)).toEqual({ 'kindle.drm.leader': 2, 'kindle.drm.hs-crew': -1, 'kindle.drm.mol': 2, 'kindle.drm.ec': 2 });
    expect(r.drm).toBe(5);
    expect(r.probability).toBe(p36(33)); // 2d6 + 5 >= 9 ⇔ 2d6 >= 4
  });

  it('Fortified Stone Bldg, Dry, crew with a -3 leader and a MOL: EC NA, -1 -1 +3 +2 = +3', () => {
    const r = kindle(rules, { terrain: 'Stone Bldg', ec: 'Dry', unit: 'crew', leader: -3, mol: true, fortified: true });
    expect(byId(r.drmBreakdown)).toEqual({ 'kindle.drm.leader': 3, 'kindle.drm.fortified': -1, 'kindle.drm.hs-crew': -1, 'kindle.drm.mol': 2 });
    expect(r.drm).toBe(3);
    expect(r.probability).toBe(p36(30)); // 2d6 + 3 >= 8 ⇔ 2d6 >= 5
  });

  it('Bamboo, Mud, SMC alone: -6 -2 = -8, hopeless', () => {
    const r = kindle(rules, { terrain: 'Bamboo', ec: 'Mud', unit: 'smc' });
    expect(r.drm).toBe(-8);
    expect(r.probability).toBe(0);
  });
});

describe('Kindling chance P(2d6 + DRM ≥ K#), worked by hand', () => {
  it.each([
    // terrain, ec, unit, leader, mol, expected DRM, chances out of 36
    ['Woods', 'Moderate', 'squad', 0, false, 0, 10], // need 9+: 4+3+2+1
    ['Woods', 'Dry', 'squad', -1, false, 2, 21], // need 7+
    ['Grain', 'Moderate', 'smc', 0, false, -2, 1], // need 12
    ['Hut', 'Very Dry', 'squad', -3, true, 7, 36], // need -1+: certain
    ['Cactus Patch', 'Mud', 'smc', 0, false, -5, 0], // need 17: impossible
    ['Wooden Bldg', 'Wet', 'hs', 0, false, -1, 15], // EC NA; need 8+: 5+4+3+2+1
  ] as const)('%s, %s, %s, leader %i, MOL %s → DRM %i, %i/36', (terrain, ec, unit, leader, mol, drm, n) => {
    const r = kindle(rules, { terrain, ec, unit, leader, mol });
    expect(r.drm).toBe(drm);
    expect(r.probability).toBe(hand2d6(drm, (roll) => roll >= r.kindlingNumber));
    // The hand count in the table is for K# of Woods 9, Grain 10, Hut 6, Cactus 12, Wooden Bldg 7.
    expect(r.probability).toBe(p36(n));
  });
});

describe('Firestarting methods', () => {
  const nonDry = SEED_EC.filter((e) => e.name !== 'Dry' && e.name !== 'Very Dry');

  it.each(nonDry)('WP cannot start a fire in Woods under $name EC (forbidden, chance 0)', ({ name }) => {
    const r = kindle(rules, { terrain: 'Woods', ec: name, method: 'wp' });
    expect(r.method).toBe('wp');
    expect(r.forbidden?.map((f) => f.id)).toEqual(['wp.dry-only']);
    expect(r.forbidden?.[0]?.source).toBe('asl-fire-sheet § Firestarting: WP');
    expect(r.probability).toBe(0);
  });

  it('WP works in Dry (with -1) and Very Dry (no modifier)', () => {
    const dry = kindle(rules, { terrain: 'Woods', ec: 'Dry', method: 'wp' });
    expect(dry.forbidden).toBeUndefined();
    expect(byId(dry.drmBreakdown)).toEqual({ 'wp.dry-drm': -1 });
    expect(dry.probability).toBe(p36(6)); // 2d6 - 1 >= 9 ⇔ 2d6 >= 10
    const veryDry = kindle(rules, { terrain: 'Woods', ec: 'Very Dry', method: 'wp' });
    expect(veryDry.forbidden).toBeUndefined();
    expect(veryDry.drm).toBe(0);
    expect(veryDry.drmBreakdown).toEqual([]);
    expect(veryDry.probability).toBe(p36(10));
  });

  it('WP against a building always gets -2 (and -1 more when Dry)', () => {
    expect(kindle(rules, { terrain: 'Wooden Bldg', ec: 'Very Dry', method: 'wp' }).drm).toBe(-2);
    const r = kindle(rules, { terrain: 'Stone Bldg', ec: 'Dry', method: 'wp' });
    expect(byId(r.drmBreakdown)).toEqual({ 'wp.dry-drm': -1, 'wp.building': -2 });
    expect(r.drm).toBe(-3);
    expect(r.probability).toBe(p36(3)); // 2d6 - 3 >= 8 ⇔ 2d6 >= 11
    // Not for a non-building.
    expect(byId(kindle(rules, { terrain: 'Grain', ec: 'Very Dry', method: 'wp' }).drmBreakdown)).toEqual({});
  });

  it('the normal EC DRM is not applied to WP (not even bamboo’s doubled one)', () => {
    for (const terrain of ['Woods', 'Bamboo', 'Grain', 'Hut']) {
      const r = kindle(rules, { terrain, ec: 'Very Dry', method: 'wp' });
      expect(r.drm, terrain).toBe(0);
      expect(r.drmBreakdown.some((e) => e.id.includes('ec'))).toBe(false);
    }
  });

  it('the unit, leader, MOL and fortification DRMs are not applied to WP', () => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Dry', method: 'wp', unit: 'smc', leader: -2, mol: true, fortified: true });
    expect(byId(r.drmBreakdown)).toEqual({ 'wp.dry-drm': -1 });
  });

  it.each(SEED_EC)('WP in a hut is allowed under $name EC', ({ name }) => {
    const r = kindle(rules, { terrain: 'Hut', ec: name, method: 'wp' });
    expect(r.forbidden).toBeUndefined();
    const drm = name === 'Dry' ? -1 : 0;
    expect(r.drm).toBe(drm);
    expect(r.probability).toBe(hand2d6(drm, (roll) => roll >= 6));
    expect(r.probability).toBeGreaterThan(0);
  });

  it('WP in a hut under Moist: 2d6 ≥ 6 → 26/36', () => {
    expect(kindle(rules, { terrain: 'Hut', ec: 'Moist', method: 'wp' }).probability).toBe(p36(26));
  });

  it('the hut exception does not bring Snow or Very Dry into the PTO', () => {
    for (const ec of ['Snow', 'Very Dry']) {
      const r = kindle(rules, { terrain: 'Hut', ec, method: 'wp', pto: true });
      expect(r.forbidden?.map((f) => f.id)).toContain('ec.pto-not-available');
      expect(r.probability).toBe(0);
    }
    expect(kindle(rules, { terrain: 'Hut', ec: 'Wet', method: 'wp', pto: true }).forbidden).toBeUndefined();
  });

  it.each<Method>(['he', 'ft'])('%s gets the EC DRM (×2 in bamboo, NA in buildings) in any EC', (method) => {
    for (const t of SEED_TERRAIN) {
      for (const ec of SEED_EC) {
        const r = kindle(rules, { terrain: t.row, ec: ec.name, method });
        expect(r.forbidden, `${method} ${t.row} ${ec.name}`).toBeUndefined();
        expect(r.drm, `${method} ${t.row} ${ec.name}`).toBe(ecContribution(t.ec, ec.drm));
      }
    }
  });

  it.each<Method>(['he', 'ft'])('%s does not get the unit, leader or MOL DRMs', (method) => {
    const r = kindle(rules, { terrain: 'Woods', ec: 'Dry', method, unit: 'smc', leader: -2, mol: true });
    expect(byId(r.drmBreakdown)).toEqual({ 'kindle.drm.ec': 1 });
    expect(r.probability).toBe(p36(15)); // 2d6 + 1 >= 9 ⇔ 2d6 >= 8
    const hs = kindle(rules, { terrain: 'Grain', ec: 'Wet', method, unit: 'hs', leader: -1 });
    expect(hs.drm).toBe(-2);
  });
});

describe('property: the kindle chance is the 2d6 chance for its DRM', () => {
  const terrains = SEED_TERRAIN.map((t) => t.row);
  const ecs = SEED_EC.map((e) => e.name);
  const units = ['squad', 'hs', 'crew', 'smc'] as const;

  // Twelve extra rows, identical except for the kindling number (2..13), layered on core.
  const ks = Array.from({ length: 12 }, (_, i) => i + 2);
  const kDir = tempTree({
    'asl-fire/kscale/module.yaml': 'title: Kindling scale\n',
    'asl-fire/kscale/rules.yaml': ks
      .map((k) => `- { id: terrain.k${k}, kind: terrain, name: Scale ${k}, kindling: ${k}, spread: 7, ecDrm: applies, text: Test row., source: test }\n`)
      .join(''),
  });
  // The ruleset is folded in memory at load time, so the temp folder can go at once.
  const withKs = load({ inline: { game: 'asl-fire', modules: ['core', 'kscale'] }, baseDir: kDir, label: 'k-scale test config' }, [kDir]);
  rmSync(kDir, { recursive: true, force: true });

  const input = fc.record({
    terrain: fc.constantFrom(...terrains),
    ec: fc.constantFrom(...ecs),
    unit: fc.constantFrom(...units),
    leader: fc.integer({ min: -3, max: 0 }),
    mol: fc.boolean(),
    fortified: fc.boolean(),
    pto: fc.boolean(),
  });

  it('probability ∈ [0,1] and equals the hand count P(2d6 + drm ≥ K#)', () => {
    fc.assert(
      fc.property(input, (q) => {
        const r = kindle(rules, q);
        expect(r.probability).toBeGreaterThanOrEqual(0);
        expect(r.probability).toBeLessThanOrEqual(1);
        const t = SEED_TERRAIN.find((x) => x.row === q.terrain)!;
        expect(r.kindlingNumber).toBe(t.kindling);
        // The DRM is the sum of the seed's modifiers.
        const isBuilding = t.ec === 'na';
        const ecDrm = SEED_EC.find((e) => e.name === q.ec)!.drm;
        const unitDrm = q.unit === 'smc' ? -2 : q.unit === 'squad' ? 0 : -1;
        expect(r.drm).toBe(ecContribution(t.ec, ecDrm) - q.leader + unitDrm + (q.mol ? 2 : 0) + (q.fortified && isBuilding ? -1 : 0));
        expect(r.drm).toBe(r.drmBreakdown.reduce((s, e) => s + e.value, 0));
        const forbidden = q.pto && (q.ec === 'Snow' || q.ec === 'Very Dry');
        expect(Boolean(r.forbidden)).toBe(forbidden);
        expect(r.probability).toBe(forbidden ? 0 : hand2d6(r.drm, (roll) => roll >= t.kindling));
      }),
      { numRuns: 400 },
    );
  });

  it('probability does not rise as the kindling number rises (same DRM)', () => {
    fc.assert(
      fc.property(input, (q) => {
        let previous = 1;
        let drm: number | undefined;
        for (const k of ks) {
          const r = kindle(withKs, { ...q, terrain: `terrain.k${k}` });
          expect(r.kindlingNumber).toBe(k);
          drm ??= r.drm;
          expect(r.drm).toBe(drm);
          expect(r.probability).toBeGreaterThanOrEqual(0);
          expect(r.probability).toBeLessThanOrEqual(previous);
          expect(r.probability).toBe(r.forbidden ? 0 : hand2d6(r.drm, (roll) => roll >= k));
          previous = r.probability;
        }
        // K# 2 with no negative DRM is certain; K# 13 with no positive DRM is impossible.
        const first = kindle(withKs, { ...q, terrain: 'terrain.k2' });
        const last = kindle(withKs, { ...q, terrain: 'terrain.k13' });
        if (!first.forbidden && first.drm >= 0) expect(first.probability).toBe(1);
        if (last.drm <= 0) expect(last.probability).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
