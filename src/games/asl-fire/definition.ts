/**
 * What the ASL fire rules need from code: two item kinds (terrain rows and environmental
 * conditions) and the values the queries compute, with the facts each one provides.
 */
import type { GameDefinition } from '../../core/game.ts';
import { itemSchema } from '../../core/schemas.ts';

export const EC_DRM_USE = ['applies', 'na', 'double'] as const;

export interface TerrainItem {
  id: string;
  kind: 'terrain';
  name: string;
  kindling: number;
  spread: number;
  ecDrm: (typeof EC_DRM_USE)[number];
  aliases?: string[];
  tags?: string[];
  source?: string;
  text?: string;
}

export interface EnvironmentItem {
  id: string;
  kind: 'environment';
  name: string;
  drm: number;
  notInPto?: boolean;
  aliases?: string[];
  source?: string;
  text?: string;
}

const names = { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true };

const COMMON = {
  options: 'option values of the config',
  pto: 'true when playing in the Pacific Theater of Operations',
  ec: 'the environmental-condition item (name, drm, notInPto)',
};

export const aslFireDefinition: GameDefinition = {
  id: 'asl-fire',
  itemKinds: {
    // Exactly the shape users write: { id, kind: terrain, name, kindling, spread, ecDrm }.
    terrain: itemSchema(
      'terrain',
      {
        name: { type: 'string', minLength: 1 },
        kindling: { type: 'integer', minimum: 2, maximum: 13 },
        spread: { type: 'integer', minimum: 2, maximum: 13 },
        ecDrm: { enum: [...EC_DRM_USE] },
        aliases: names,
        tags: names,
      },
      ['name', 'kindling', 'spread', 'ecDrm'],
    ),
    environment: itemSchema(
      'environment',
      { name: { type: 'string', minLength: 1 }, drm: { type: 'integer' }, notInPto: { type: 'boolean' }, aliases: names },
      ['name', 'drm'],
    ),
  },
  values: {
    'kindling-drm': {
      description: 'DRM on a roll to start a Flame (kindling attempt, WP, HE, FT)',
      facts: {
        ...COMMON,
        method: 'how the fire is started: attempt | wp | he | ft',
        terrain: 'the terrain item of the location',
        unit: 'who attempts: squad | hs | crew | smc',
        leader: 'leadership DRM as printed (e.g. -1); 0 without a leader',
        mol: 'true when the unit has a MOL',
        fortified: 'true for a fortified building location',
      },
    },
    'spread-drm': {
      description: 'DRM on the roll for a Blaze to spread into an adjacent location',
      facts: {
        ...COMMON,
        terrain: 'the terrain item of the location the fire would spread to',
        elevation: 'same | higher | lower (the target relative to the Blaze)',
        attached: 'false when the target is not directly attached',
        fortified: 'true for a fortified building target',
        windDrm: 'the wind-direction DRM in a mild breeze',
      },
    },
    'blaze-drm': {
      description: 'DRM on the roll for a Flame to become a Blaze',
      facts: {
        ...COMMON,
        terrain: 'the terrain item of the Flame location',
        hampered: 'true when the Flame was hampered this turn',
        firstTurn: 'true in the Player Turn in which the Flame appeared',
      },
    },
    'clearance-drm': {
      description: 'DRM on a Flame Clearance roll (low is good)',
      facts: {
        ...COMMON,
        leader: 'leadership DRM as printed',
        labor: 'labor status DRM',
        firstUnit: 'the first clearing unit: squad | hs | crew | dozer',
        extraSquads: 'squads beyond the first clearing unit',
        extraHalfSquads: 'half-squads and crews beyond the first clearing unit',
        dozers: 'dozers clearing',
      },
    },
  },
};
