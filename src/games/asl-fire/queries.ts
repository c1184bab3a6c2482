/**
 * The ASL fire queries: what a player asks at the table. Each gathers facts, lets the
 * ruleset fold the DRM modifiers that fire, and turns the result into 2d6 chances.
 * The numbers (kindling/spread numbers, DRMs) all come from the rule files.
 */
import { chance2d6 } from '../../core/dice.ts';
import type { FoldResult } from '../../core/effects.ts';
import { UsageError } from '../../core/errors.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import type { EnvironmentItem, TerrainItem } from './definition.ts';

export interface DrmEntry {
  id: string;
  title?: string;
  value: number;
  source: string;
}

export interface Prohibition {
  id: string;
  reason: string;
  source: string;
}

interface DrmResult {
  drm: number;
  drmBreakdown: DrmEntry[];
  /** Present when a rule forbids the roll altogether (its chances are then 0). */
  forbidden?: Prohibition[];
}

export const UNITS = ['squad', 'hs', 'crew', 'smc'] as const;
export const METHODS = ['attempt', 'wp', 'he', 'ft'] as const;
export const ELEVATIONS = ['same', 'higher', 'lower'] as const;
export type Unit = (typeof UNITS)[number];
export type Method = (typeof METHODS)[number];
export type Elevation = (typeof ELEVATIONS)[number];

/** Lower-case, with every run of other characters as one hyphen: "In-season Paddy" → "in-season-paddy". */
function normalise(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

type Named = { id: string; name: string; aliases?: string[] };

/** Each ruleset's items of a kind by every normalised name (first item wins, as a search in order would): built once. */
const nameIndexes = new WeakMap<Ruleset, Map<string, Map<string, Named>>>();

function nameIndex<T extends Named>(rules: Ruleset, kind: string, prefix: string): Map<string, T> {
  let byKind = nameIndexes.get(rules);
  if (!byKind) nameIndexes.set(rules, (byKind = new Map()));
  let index = byKind.get(kind);
  if (!index) {
    index = new Map();
    const names = rules.ofKind<T & { kind: string; [k: string]: unknown }>(kind).map((t) => [t, [t.id, t.id.slice(prefix.length), t.name, ...(t.aliases ?? [])]] as const);
    for (const [t, ns] of names) for (const n of ns) if (!index.has(normalise(n))) index.set(normalise(n), t);
    // Each name as written too, answering what its normalised form answers: a query that
    // spells a name exactly (the rulebook tables pass ids) skips normalising.
    for (const [, ns] of names) for (const n of ns) if (!index.has(n)) index.set(n, index.get(normalise(n))!);
    byKind.set(kind, index);
  }
  return index as Map<string, T>;
}

function lookup<T extends Named>(rules: Ruleset, kind: string, query: string, prefix: string, what: string, flag: string): T {
  const index = nameIndex<T>(rules, kind, prefix);
  const hit = index.get(query) ?? index.get(normalise(query));
  if (hit) return hit;
  const valid = rules.ofKind<T & { kind: string; [k: string]: unknown }>(kind).map((t) => `${t.id.slice(prefix.length)} (${t.name})`).join(', ');
  throw new UsageError(`unknown ${what} \`${query}\` for ${flag}; valid values: ${valid}`);
}

export function findTerrain(rules: Ruleset, query: string): TerrainItem {
  return lookup<TerrainItem>(rules, 'terrain', query, 'terrain.', 'terrain', '--terrain');
}

export function findEnvironment(rules: Ruleset, query: string): EnvironmentItem {
  return lookup<EnvironmentItem>(rules, 'environment', query, 'ec.', 'environmental condition', '--ec');
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${flag} must be one of: ${allowed.join(', ')} (got \`${value}\`)`);
}

function drmResult(r: FoldResult): DrmResult {
  const out: DrmResult = {
    drm: r.value,
    drmBreakdown: r.trace
      // An add of 0 (e.g. the EC DRM under Moderate) fired but changes nothing: not a DRM.
      .filter((t) => t.op === 'set' || t.op === 'multiply' || (t.op === 'add' && t.value !== 0))
      .map((t) => ({ id: t.id, ...(t.title ? { title: t.title } : {}), value: t.value, source: t.source })),
  };
  if (r.forbidden) out.forbidden = r.forbiddenBy.map((t) => ({ id: t.id, reason: t.reason ?? '', source: t.source }));
  return out;
}

export interface KindleInput {
  terrain: string;
  ec: string;
  method?: Method;
  unit?: Unit;
  leader?: number;
  mol?: boolean;
  fortified?: boolean;
  pto?: boolean;
}

/** What every terrain question answers with: where, under which conditions, which DRM. */
interface TerrainAnswer extends DrmResult {
  terrain: string;
  terrainId: string;
  ec: string;
}

export interface KindleResult extends TerrainAnswer {
  method: Method;
  kindlingNumber: number;
  /** Chance that 2d6 + drm reaches the kindling number. */
  probability: number;
}

export function kindle(rules: Ruleset, input: KindleInput): KindleResult {
  const terrain = findTerrain(rules, input.terrain);
  const ec = findEnvironment(rules, input.ec);
  const method = input.method ?? 'attempt';
  const facts = {
    method,
    terrain,
    ec,
    unit: input.unit ?? 'squad',
    leader: input.leader ?? 0,
    mol: input.mol ?? false,
    fortified: input.fortified ?? false,
    pto: input.pto ?? false,
  };
  const d = drmResult(rules.compute('kindling-drm', facts));
  const probability = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll >= terrain.kindling);
  return { terrain: terrain.name, terrainId: terrain.id, ec: ec.name, method, kindlingNumber: terrain.kindling, ...d, probability };
}

export interface SpreadInput {
  terrain: string;
  ec: string;
  elevation?: Elevation;
  attached?: boolean;
  fortified?: boolean;
  windDrm?: number;
  pto?: boolean;
}

export interface SpreadResult extends TerrainAnswer {
  spreadNumber: number;
  /** Chance that 2d6 + drm reaches the spread number. */
  probability: number;
}

export function spread(rules: Ruleset, input: SpreadInput): SpreadResult {
  const terrain = findTerrain(rules, input.terrain);
  const ec = findEnvironment(rules, input.ec);
  const facts = {
    terrain,
    ec,
    elevation: input.elevation ?? 'same',
    attached: input.attached ?? true,
    fortified: input.fortified ?? false,
    windDrm: input.windDrm ?? 0,
    pto: input.pto ?? false,
  };
  const d = drmResult(rules.compute('spread-drm', facts));
  const probability = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll >= terrain.spread);
  return { terrain: terrain.name, terrainId: terrain.id, ec: ec.name, spreadNumber: terrain.spread, ...d, probability };
}

export interface BlazeInput {
  terrain: string;
  ec: string;
  hampered?: boolean;
  firstTurn?: boolean;
  pto?: boolean;
}

export interface BlazeResult extends TerrainAnswer {
  spreadNumber: number;
  /** Chance the Flame becomes a Blaze this AFPh (final DR ≥ spread number). */
  becomesBlaze: number;
  /** Chance the Flame goes out (final DR ≤ 2). */
  goesOut: number;
}

/** The threshold at or below which a flame-to-blaze roll puts the Flame out. */
export const FLAME_OUT_AT = 2;

export function blaze(rules: Ruleset, input: BlazeInput): BlazeResult {
  const terrain = findTerrain(rules, input.terrain);
  const ec = findEnvironment(rules, input.ec);
  const facts = { terrain, ec, hampered: input.hampered ?? false, firstTurn: input.firstTurn ?? false, pto: input.pto ?? false };
  const d = drmResult(rules.compute('blaze-drm', facts));
  // A forbidden roll is not made at all: the Flame neither grows nor goes out.
  const becomesBlaze = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll >= terrain.spread);
  const goesOut = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll <= FLAME_OUT_AT);
  return { terrain: terrain.name, terrainId: terrain.id, ec: ec.name, spreadNumber: terrain.spread, ...d, becomesBlaze, goesOut };
}

export interface ClearInput {
  ec: string;
  squads?: number;
  halfSquads?: number;
  dozers?: number;
  leader?: number;
  labor?: number;
  pto?: boolean;
}

export interface ClearResult extends DrmResult {
  ec: string;
  /** Chance the Flame is cleared (final DR ≤ 2). */
  clears: number;
  /** Chance the Flame is hampered (final DR 3-6). */
  hampers: number;
}

export function clear(rules: Ruleset, input: ClearInput): ClearResult {
  const ec = findEnvironment(rules, input.ec);
  const squads = input.squads ?? 1;
  const halfSquads = input.halfSquads ?? 0;
  const dozers = input.dozers ?? 0;
  if (squads + halfSquads + dozers < 1) throw new UsageError('flame clearance needs at least one squad, half-squad/crew or dozer');
  // Counting a squad as the first unit gives the same total as counting a half-squad first
  // (-1 + -2 per extra squad + -1 per extra HS), so a squad is always taken first.
  const firstUnit = squads > 0 ? 'squad' : halfSquads > 0 ? 'hs' : 'dozer';
  const facts = {
    ec,
    leader: input.leader ?? 0,
    labor: input.labor ?? 0,
    firstUnit,
    extraSquads: Math.max(0, squads - (firstUnit === 'squad' ? 1 : 0)),
    extraHalfSquads: Math.max(0, halfSquads - (firstUnit === 'hs' ? 1 : 0)),
    dozers,
    pto: input.pto ?? false,
  };
  const d = drmResult(rules.compute('clearance-drm', facts));
  const clears = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll <= 2);
  const hampers = d.forbidden ? 0 : chance2d6(d.drm, (roll) => roll >= 3 && roll <= 6);
  return { ec: ec.name, ...d, clears, hampers };
}
