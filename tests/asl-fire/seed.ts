/**
 * Seed 004 (the ASL Fire Cheat Sheet) transcribed by hand into typed tables, plus small
 * helpers shared by the asl-fire tests. These numbers are typed from the seed on purpose,
 * never read from rules/: a wrong number in the YAML must make the tests fail.
 */
import type { Ruleset } from '../../src/core/ruleset.ts';
import { load } from '../../src/games/index.ts';

/** The seed file's name (rules/sources.yaml names it for asl-fire-sheet; its fingerprints are in tests/fixtures). */
export const SEED_FILE = '004_eefa724aaed57fd2.txt';

export type EcUse = 'applies' | 'na' | 'double';

export interface SeedTerrain {
  /** The row as printed on the sheet (a name the lookup must accept). */
  row: string;
  /** Every other name printed in that row (also accepted by the lookup). */
  also: string[];
  kindling: number;
  spread: number;
  /** "(EC DRM NA)" → na, "(EC DRMx2)" → double, otherwise applies. */
  ec: EcUse;
  /** The ruleset id we expect the row to map to. */
  id: string;
}

/** "Kindling (B25.11)/Spreading (B25.6)": K#/Spread# for all fifteen rows. */
export const SEED_TERRAIN: readonly SeedTerrain[] = [
  { row: 'Wooden Bldg', also: ['Wooden Rubble'], kindling: 7, spread: 8, ec: 'na', id: 'terrain.wooden-building' },
  { row: 'Stone Bldg', also: ['Stone Rubble'], kindling: 8, spread: 9, ec: 'na', id: 'terrain.stone-building' },
  { row: 'Woods', also: [], kindling: 9, spread: 7, ec: 'applies', id: 'terrain.woods' },
  { row: 'Brush, Vineyards', also: ['Brush', 'Vineyards'], kindling: 9, spread: 6, ec: 'applies', id: 'terrain.brush' },
  { row: 'Grain', also: [], kindling: 10, spread: 6, ec: 'applies', id: 'terrain.grain' },
  { row: 'Orchards, Olive Groves', also: ['Orchards', 'Olive Groves'], kindling: 11, spread: 9, ec: 'applies', id: 'terrain.orchard' },
  { row: 'Cactus Patch', also: [], kindling: 12, spread: 10, ec: 'applies', id: 'terrain.cactus-patch' },
  { row: 'Light Jungle', also: [], kindling: 12, spread: 12, ec: 'applies', id: 'terrain.light-jungle' },
  { row: 'Dense Jungle', also: [], kindling: 12, spread: 12, ec: 'applies', id: 'terrain.dense-jungle' },
  { row: 'Bamboo', also: [], kindling: 10, spread: 10, ec: 'double', id: 'terrain.bamboo' },
  { row: 'Palm Trees', also: [], kindling: 11, spread: 11, ec: 'applies', id: 'terrain.palm-trees' },
  { row: 'Hut', also: [], kindling: 6, spread: 7, ec: 'applies', id: 'terrain.hut' },
  { row: 'Kunai', also: [], kindling: 9, spread: 8, ec: 'applies', id: 'terrain.kunai' },
  { row: 'In-season Paddy', also: [], kindling: 10, spread: 6, ec: 'applies', id: 'terrain.paddy' },
  { row: 'Wooden Pier', also: [], kindling: 8, spread: 9, ec: 'applies', id: 'terrain.wooden-pier' },
];

export interface SeedEc {
  name: string;
  drm: number;
  /** "(PTO na)" */
  notInPto: boolean;
}

/** "B25.5 Environmental Conditions (EC)": EC DRM/drm. */
export const SEED_EC: readonly SeedEc[] = [
  { name: 'Snow', drm: -3, notInPto: true },
  { name: 'Mud', drm: -3, notInPto: false },
  { name: 'Wet', drm: -2, notInPto: false },
  { name: 'Moist', drm: -1, notInPto: false },
  { name: 'Moderate', drm: 0, notInPto: false },
  { name: 'Dry', drm: 1, notInPto: false },
  { name: 'Very Dry', drm: 2, notInPto: true },
];

export const ecDrmOf = (name: string): number => {
  const e = SEED_EC.find((x) => x.name === name);
  if (!e) throw new Error(`no EC ${name} in the seed table`);
  return e.drm;
};

/** How much of the EC DRM a terrain row uses, per the seed. */
export function ecContribution(use: EcUse, ecDrm: number): number {
  return use === 'na' ? 0 : use === 'double' ? 2 * ecDrm : ecDrm;
}

/** Rounded like the API's probabilities (6 decimals). */
export const round6 = (p: number): number => Math.round(p * 1e6) / 1e6;

/** n chances out of 36, rounded like the API. */
export const p36 = (n: number): number => round6(n / 36);

/** Hand count over the 36 outcomes of two dice: P(test(d1 + d2 + drm)), rounded like the API. */
export function hand2d6(drm: number, test: (finalRoll: number) => boolean): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (test(a + b + drm)) n++;
  return p36(n);
}

/** The standard preset, loaded once per test file. */
let cached: Ruleset | undefined;
export function standardRules(): Ruleset {
  cached ??= load({ preset: 'asl-fire', game: 'asl-fire' });
  return cached;
}

/** Breakdown as id → value, for compact assertions. */
export function byId(breakdown: readonly { id: string; value: number }[]): Record<string, number> {
  return Object.fromEntries(breakdown.map((e) => [e.id, e.value]));
}
