/**
 * The scenario file's shape (shared/design/flash-point-formats.md plus our extensions,
 * docs/guides/flash-point-format-extensions.md): its JSON Schema, published under
 * docs/schemas/, and the matching type.
 */
import type { JsonSchema } from '../../core/schemas.ts';
import { SIDES, type BoardData, type Edge } from './board.ts';
import type { Action } from './actions.ts';
import type { PoiIdentity } from './state.ts';

const int = { type: 'integer' };
const space = { type: 'array', items: int, minItems: 2, maxItems: 3 };
const edge = { type: 'array', items: [int, int, { enum: [...SIDES] }, int], minItems: 3, maxItems: 4 };
const spaces = { type: 'array', items: space };
/** A die face: 1 or more (which die it fits is checked against the game). */
const face = { type: 'integer', minimum: 1 };

/** Where a portable ladder starts: exactly one of these, as in the state JSON. */
const ladder = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { onEngine: { const: true }, at: space, carriedBy: { type: 'string', minLength: 1 }, lower: space, upper: space, bridge: space },
  oneOf: [{ required: ['onEngine'] }, { required: ['at'] }, { required: ['carriedBy'] }, { required: ['lower', 'upper'] }, { required: ['bridge'] }],
};

export const scenarioSchema: JsonSchema = {
  $id: 'flash-point-scenario',
  type: 'object',
  required: ['game', 'config', 'players'],
  additionalProperties: false,
  properties: {
    game: { const: 'flash-point' },
    title: { type: 'string' },
    description: { type: 'string' },
    source: { type: 'string' },
    config: {
      type: 'object',
      additionalProperties: false,
      properties: {
        preset: { type: 'string' },
        game: { const: 'flash-point' },
        modules: { type: 'array', items: { type: 'string' } },
        rulesDirs: { type: 'array', items: { type: 'string' } },
        board: { anyOf: [{ type: 'string' }, { type: 'object' }] },
        options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
    },
    seed: { type: 'integer' },
    start: { enum: ['empty', 'setup'] },
    players: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: { id: { type: 'string', minLength: 1 }, role: { type: 'string' }, at: space, savedAp: { type: 'integer', minimum: 0 } },
      },
    },
    place: {
      type: 'object',
      additionalProperties: false,
      properties: {
        fire: spaces,
        smoke: spaces,
        hotSpots: spaces,
        hazmats: spaces,
        toxic: spaces,
        damagedFloors: spaces,
        destroyedFloors: spaces,
        fireDeck: { type: 'array', items: { type: 'string' } },
        eventDeck: { type: 'array', items: { type: 'string' } },
        cardSupply: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
        pois: { type: 'array', items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: space, is: { type: 'string', pattern: '^[a-z][a-z-]*$' } } } },
        victims: {
          type: 'array',
          items: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: space, type: { type: 'string' }, treated: { type: 'boolean' }, rescued: { type: 'boolean' } } },
        },
        damage: { type: 'array', items: { type: 'object', required: ['at', 'cubes'], additionalProperties: false, properties: { at: edge, cubes: { type: 'integer', minimum: 0 } } } },
        objects: { type: 'array', items: { type: 'object', required: ['id', 'damage'], additionalProperties: false, properties: { id: { type: 'string' }, damage: { type: 'integer', minimum: 0 } } } },
        doors: {
          type: 'array',
          items: { type: 'object', required: ['at', 'state'], additionalProperties: false, properties: { at: edge, state: { type: 'string', pattern: '^(open|closed|destroyed|jammed:[0-9]+)$' } } },
        },
        windows: { type: 'array', items: { type: 'object', required: ['at', 'state'], additionalProperties: false, properties: { at: edge, state: { enum: ['open', 'closed', 'destroyed'] } } } },
        ladders: { type: 'array', items: ladder },
        platform: { anyOf: [{ const: 'engine' }, space] },
        engine: { type: 'integer', minimum: 0 },
        equipment: { enum: ['deck-gun', 'hydraulic-platform'] },
        ambulance: { type: 'integer', minimum: 0 },
        rescued: { type: 'integer', minimum: 0 },
        lost: { type: 'integer', minimum: 0 },
        damageSupply: { type: 'integer', minimum: 0 },
        hotSpotSupply: { type: 'integer', minimum: 0 },
      },
    },
    // A roll of one die is [n]; a location roll, or any red-then-black pair (the deck gun), is [red, black].
    dice: { type: 'array', items: { type: 'array', items: face, minItems: 1, maxItems: 2 } },
    actions: { type: 'array', items: { type: 'array', minItems: 2, items: [{ type: 'string' }, { type: 'string' }] } },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        state: { type: 'object' },
        refused: { type: 'object', required: ['action'], additionalProperties: false, properties: { action: int, rule: { type: 'string' } } },
        log: { type: 'array', items: { type: 'object' } },
        legal: { type: 'array', items: { type: 'array' } },
        illegal: { type: 'array', items: { type: 'array' } },
      },
    },
  },
};

/** A portable ladder's starting place in a scenario (exactly one of the fields). */
export interface LadderPlacement {
  onEngine?: true;
  at?: number[];
  carriedBy?: string;
  lower?: number[];
  upper?: number[];
  bridge?: number[];
}

export interface ScenarioData {
  game: 'flash-point';
  title?: string;
  config: { preset?: string; modules?: string[]; rulesDirs?: string[]; board?: string | BoardData; options?: Record<string, string | number | boolean> };
  seed?: number;
  start?: 'empty' | 'setup';
  players: { id: string; role?: string; at?: number[]; savedAp?: number }[];
  place?: {
    fire?: number[][]; smoke?: number[][]; hotSpots?: number[][]; hazmats?: number[][]; toxic?: number[][];
    /** Ground-floor spaces with a Damaged Floor / Destroyed Floor marker (multi-floor boards). */
    damagedFloors?: number[][]; destroyedFloors?: number[][];
    pois?: { at: number[]; is?: PoiIdentity }[];
    /** `rescued`: already rescued and kept on the board; `treated` defaults from the type (a lightly wounded victim starts treated). */
    victims?: { at: number[]; type?: string; treated?: boolean; rescued?: boolean }[];
    damage?: { at: Edge; cubes: number }[];
    doors?: { at: Edge; state: string }[];
    windows?: { at: Edge; state: 'open' | 'closed' | 'destroyed' }[];
    /** The first ladders of the game, in order (ladder1, ladder2, ...); the others stay on the Engine. */
    ladders?: LadderPlacement[];
    /** Where the hydraulic platform stands: on the Engine, or raised to a space outside an upper floor. */
    platform?: 'engine' | number[];
    objects?: { id: string; damage: number }[];
    fireDeck?: string[]; eventDeck?: string[]; cardSupply?: Record<string, number>;
    /** What the Engine carries, with the hydraulic-platform module (default: deck-gun). */
    equipment?: 'deck-gun' | 'hydraulic-platform';
    engine?: number; ambulance?: number; rescued?: number; lost?: number; damageSupply?: number; hotSpotSupply?: number;
  };
  dice?: number[][];
  actions?: Action[];
  expect?: { state?: Record<string, unknown>; refused?: { action: number; rule?: string }; log?: Record<string, unknown>[]; legal?: Action[]; illegal?: Action[] };
}
