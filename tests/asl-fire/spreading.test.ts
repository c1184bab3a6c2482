/**
 * Spreading (B25.6), a Flame becoming a Blaze, and Flame Clearance, per the sheet.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.ts';
import { blaze, clear, spread, type Elevation } from '../../src/games/asl-fire/queries.ts';
import { byId, ecContribution, hand2d6, p36, SEED_EC, SEED_TERRAIN, standardRules } from './seed.ts';

const rules = standardRules();

describe('Spreading DRM', () => {
  it('same elevation, attached, Moderate, no wind: DRM 0', () => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Moderate' });
    expect(r.drm).toBe(0);
    expect(r.drmBreakdown).toEqual([]);
    expect(r.probability).toBe(p36(21)); // 2d6 >= 7
  });

  it.each<[Elevation, number, string | undefined]>([
    ['higher', 1, 'spread.drm.higher'],
    ['lower', -1, 'spread.drm.lower'],
    ['same', 0, undefined],
  ])('to %s elevation: %i', (elevation, drm, id) => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Moderate', elevation });
    expect(r.drm).toBe(drm);
    expect(byId(r.drmBreakdown)).toEqual(id ? { [id]: drm } : {});
  });

  it('not directly attached: -2', () => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Moderate', attached: false });
    expect(byId(r.drmBreakdown)).toEqual({ 'spread.drm.not-attached': -2 });
  });

  it.each(['Wooden Bldg', 'Stone Bldg'])('to a Fortified building (%s): -1', (terrain) => {
    const r = spread(rules, { terrain, ec: 'Moderate', fortified: true });
    expect(byId(r.drmBreakdown)).toEqual({ 'spread.drm.fortified': -1 });
  });

  it('"fortified" means nothing for a non-building', () => {
    expect(spread(rules, { terrain: 'Woods', ec: 'Moderate', fortified: true }).drm).toBe(0);
  });

  it.each(SEED_TERRAIN)('EC DRM into $row ($ec) under every EC', ({ row, ec: use }) => {
    for (const ec of SEED_EC) expect(spread(rules, { terrain: row, ec: ec.name }).drm, ec.name).toBe(ecContribution(use, ec.drm));
  });

  it.each([1, 2, 3, -1, -2])('Mild Breeze wind direction DRM %i is added as given', (windDrm) => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Moderate', windDrm });
    expect(byId(r.drmBreakdown)).toEqual({ 'spread.drm.wind': windDrm });
  });

  it('all modifiers cite the Spreading DRM section', () => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Dry', elevation: 'higher', attached: false, windDrm: 1 });
    for (const e of r.drmBreakdown) expect(e.source).toBe('asl-fire-sheet § Spreading DRM');
  });

  it('combined: Woods, Dry, higher, not attached, wind +2 → +1 +1 -2 +2 = +2; 2d6 ≥ 5 → 30/36', () => {
    const r = spread(rules, { terrain: 'Woods', ec: 'Dry', elevation: 'higher', attached: false, windDrm: 2 });
    expect(byId(r.drmBreakdown)).toEqual({ 'spread.drm.higher': 1, 'spread.drm.not-attached': -2, 'spread.drm.ec': 1, 'spread.drm.wind': 2 });
    expect(r.drm).toBe(2);
    expect(r.probability).toBe(p36(30));
  });

  it('combined: Fortified Stone Bldg, Very Dry, lower, not attached → EC NA, -1 -2 -1 = -4; 2d6 ≥ 13 → 0', () => {
    const r = spread(rules, { terrain: 'Stone Bldg', ec: 'Very Dry', elevation: 'lower', attached: false, fortified: true });
    expect(r.drm).toBe(-4);
    expect(r.probability).toBe(0);
  });

  it('combined: Bamboo, Wet, higher, wind +1 → -4 +1 +1 = -2; 2d6 ≥ 12 → 1/36', () => {
    const r = spread(rules, { terrain: 'Bamboo', ec: 'Wet', elevation: 'higher', windDrm: 1 });
    expect(r.drm).toBe(-2);
    expect(r.probability).toBe(p36(1));
  });

  it('property: spread chance is P(2d6 + drm ≥ spread #)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEED_TERRAIN),
        fc.constantFrom(...SEED_EC),
        fc.constantFrom<Elevation>('same', 'higher', 'lower'),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -3, max: 3 }),
        (t, ec, elevation, attached, fortified, windDrm) => {
          const r = spread(rules, { terrain: t.row, ec: ec.name, elevation, attached, fortified, windDrm });
          const expected =
            ecContribution(t.ec, ec.drm) + (elevation === 'higher' ? 1 : elevation === 'lower' ? -1 : 0) + (attached ? 0 : -2) + (fortified && t.ec === 'na' ? -1 : 0) + windDrm;
          expect(r.drm).toBe(expected);
          expect(r.spreadNumber).toBe(t.spread);
          expect(r.probability).toBe(hand2d6(expected, (roll) => roll >= t.spread));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Flame to Blaze', () => {
  it('Grain at Moist: DRM -1, becomes a Blaze 21/36, goes out 3/36', () => {
    const r = blaze(rules, { terrain: 'Grain', ec: 'Moist' });
    expect(r.drm).toBe(-1);
    expect(r.spreadNumber).toBe(6);
    expect(r.becomesBlaze).toBe(p36(21));
    expect(r.goesOut).toBe(p36(3));
    expect(r.forbidden).toBeUndefined();
  });

  it.each([
    // terrain, ec, drm, P(blaze)/36, P(out)/36
    ['Woods', 'Moderate', 0, 21, 1],
    ['Woods', 'Dry', 1, 26, 0],
    ['Stone Bldg', 'Wet', 0, 10, 1], // EC NA
    ['Bamboo', 'Wet', -4, 0, 15], // EC ×2
    ['Hut', 'Mud', -3, 6, 10],
    ['Dense Jungle', 'Very Dry', 2, 6, 0],
  ] as const)('%s at %s: DRM %i, Blaze %i/36, out %i/36', (terrain, ec, drm, nBlaze, nOut) => {
    const r = blaze(rules, { terrain, ec });
    expect(r.drm).toBe(drm);
    expect(r.becomesBlaze).toBe(hand2d6(drm, (roll) => roll >= r.spreadNumber));
    expect(r.goesOut).toBe(hand2d6(drm, (roll) => roll <= 2));
    expect(r.becomesBlaze).toBe(p36(nBlaze));
    expect(r.goesOut).toBe(p36(nOut));
  });

  it.each([
    [{ hampered: true }, ['blaze.hampered']],
    [{ firstTurn: true }, ['blaze.first-turn']],
    [{ hampered: true, firstTurn: true }, ['blaze.hampered', 'blaze.first-turn']],
  ])('%j: the Flame neither becomes a Blaze nor goes out', (flags, ids) => {
    const r = blaze(rules, { terrain: 'Grain', ec: 'Moist', ...flags });
    expect(r.forbidden?.map((f) => f.id).sort()).toEqual([...ids].sort());
    for (const f of r.forbidden ?? []) expect(f.source).toBe('asl-fire-sheet § Flame/Blaze Spread: Flame to Blaze');
    expect(r.becomesBlaze).toBe(0);
    expect(r.goesOut).toBe(0);
  });

  it('property: becomesBlaze + goesOut ≤ 1 and both match the hand count', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEED_TERRAIN), fc.constantFrom(...SEED_EC), (t, ec) => {
        const r = blaze(rules, { terrain: t.row, ec: ec.name });
        const drm = ecContribution(t.ec, ec.drm);
        expect(r.drm).toBe(drm);
        expect(r.becomesBlaze).toBe(hand2d6(drm, (roll) => roll >= t.spread));
        expect(r.goesOut).toBe(hand2d6(drm, (roll) => roll <= 2));
        expect(r.becomesBlaze + r.goesOut).toBeLessThanOrEqual(1 + 1e-6);
      }),
      { numRuns: 105 },
    );
  });
});

describe('Flame Clearance', () => {
  it('one squad: -1; clears on 2d6 ≤ 3 (3/36), hampers on 2d6 4..7 (18/36)', () => {
    const r = clear(rules, { ec: 'Moderate', squads: 1 });
    expect(byId(r.drmBreakdown)).toEqual({ 'clear.drm.squad': -1 });
    expect(r.drm).toBe(-1);
    expect(r.clears).toBe(p36(3));
    expect(r.hampers).toBe(p36(18));
  });

  it('defaults to one squad', () => {
    expect(clear(rules, { ec: 'Moderate' }).drm).toBe(-1);
  });

  it.each([
    [2, -3],
    [3, -5],
    [4, -7],
  ])('%i squads: -1 for the first, -2 for each extra → %i', (squads, drm) => {
    const r = clear(rules, { ec: 'Moderate', squads });
    expect(r.drm).toBe(drm);
    expect(byId(r.drmBreakdown)).toEqual({ 'clear.drm.squad': -1, 'clear.drm.extra-squads': -2 * (squads - 1) });
  });

  it.each([
    [1, -2],
    [2, -3],
    [3, -4],
  ])('a squad plus %i HS/crew: -1 each extra HS → %i', (halfSquads, drm) => {
    expect(clear(rules, { ec: 'Moderate', squads: 1, halfSquads }).drm).toBe(drm);
  });

  it('half-squads alone: the first gives nothing, each extra -1', () => {
    expect(clear(rules, { ec: 'Moderate', squads: 0, halfSquads: 1 }).drm).toBe(0);
    expect(clear(rules, { ec: 'Moderate', squads: 0, halfSquads: 3 }).drm).toBe(-2);
  });

  it('the order of squad and HS does not matter: squad + HS = -2 either way', () => {
    // Squad first: -1 + (-1 extra HS). HS first: 0 + (-2 extra squad).
    expect(clear(rules, { ec: 'Moderate', squads: 1, halfSquads: 1 }).drm).toBe(-2);
  });

  it.each([
    [1, -5],
    [2, -10],
  ])('%i dozer(s) alone: -5 each → %i', (dozers, drm) => {
    const r = clear(rules, { ec: 'Moderate', squads: 0, dozers });
    expect(byId(r.drmBreakdown)).toEqual({ 'clear.drm.dozers': drm });
  });

  it('a squad and a dozer: -1 -5 = -6', () => {
    expect(clear(rules, { ec: 'Moderate', squads: 1, dozers: 1 }).drm).toBe(-6);
  });

  it.each([
    [-1, -2],
    [-2, -3],
    [1, 0],
  ])('leadership is added as printed: a %i leader with one squad → %i', (leader, drm) => {
    const r = clear(rules, { ec: 'Moderate', leader });
    expect(byId(r.drmBreakdown)['clear.drm.leader']).toBe(leader);
    expect(r.drm).toBe(drm);
  });

  it.each([1, 2, -1])('Labor status %i is added as printed', (labor) => {
    const r = clear(rules, { ec: 'Moderate', labor });
    expect(byId(r.drmBreakdown)['clear.drm.labor']).toBe(labor);
    expect(r.drm).toBe(labor - 1);
  });

  it.each(SEED_EC)('EC DRM added: $name → one squad gives -1 + $drm', ({ name, drm }) => {
    const r = clear(rules, { ec: name });
    expect(r.drm).toBe(-1 + drm);
    expect(byId(r.drmBreakdown)['clear.drm.ec']).toBe(drm === 0 ? undefined : drm);
  });

  it('combined: 2 squads, 1 HS, 1 dozer, -1 leader, Labor +1, Dry → -1 -2 -1 -5 -1 +1 +1 = -8', () => {
    const r = clear(rules, { ec: 'Dry', squads: 2, halfSquads: 1, dozers: 1, leader: -1, labor: 1 });
    expect(byId(r.drmBreakdown)).toEqual({
      'clear.drm.squad': -1, 'clear.drm.extra-squads': -2, 'clear.drm.extra-hs': -1, 'clear.drm.dozers': -5,
      'clear.drm.leader': -1, 'clear.drm.labor': 1, 'clear.drm.ec': 1,
    });
    expect(r.drm).toBe(-8);
    expect(r.clears).toBe(p36(33)); // 2d6 ≤ 10
    expect(r.hampers).toBe(p36(3)); // 2d6 = 11..12
    for (const e of r.drmBreakdown) expect(e.source).toBe('asl-fire-sheet § Flame Clearance');
  });

  it('no units at all is a usage error', () => {
    expect(() => clear(rules, { ec: 'Moderate', squads: 0 })).toThrow(UsageError);
  });

  it('property: clears = P(final ≤ 2), hampers = P(3 ≤ final ≤ 6)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SEED_EC),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -3, max: 1 }),
        fc.integer({ min: -2, max: 2 }),
        (ec, squads, halfSquads, dozers, leader, labor) => {
          fc.pre(squads + halfSquads + dozers > 0);
          const r = clear(rules, { ec: ec.name, squads, halfSquads, dozers, leader, labor });
          const units = squads > 0 ? -1 - 2 * (squads - 1) - halfSquads : halfSquads > 0 ? -(halfSquads - 1) : 0;
          const drm = units - 5 * dozers + leader + labor + ec.drm;
          expect(r.drm).toBe(drm);
          expect(r.clears).toBe(hand2d6(drm, (roll) => roll <= 2));
          expect(r.hampers).toBe(hand2d6(drm, (roll) => roll >= 3 && roll <= 6));
        },
      ),
      { numRuns: 300 },
    );
  });
});
