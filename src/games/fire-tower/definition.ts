/**
 * What Fire Tower needs from code: parameters, and cards whose patterns are data (cells
 * relative to an anchor, whether the card may turn them, whether the player picks any part
 * of it — "up to three" — or whether it acts around a chosen centre gem).
 */
import type { GameDefinition } from '../../core/game.ts';
import { itemSchema } from '../../core/schemas.ts';

export const CARD_TYPES = ['wind', 'fire', 'water', 'firebreak', 'firehawk', 'event'] as const;
export const CARD_EFFECTS = [
  'set-wind', 'place-fire', 'remove-fire', 'place-firebreak', 'add-or-remove-firebreak', 'explosion', 'ember', 'event',
  'firehawk', 'rolling-firebrand', 'crown-fire', 'creeping-fires', 'helitack', 'backburn',
] as const;
export const EVENTS = ['firestorm', 'mutual-aid', 'shadow-of-the-wood', 'dry-storm', 'kettle-flight', 'mobilization'] as const;
export type EventName = (typeof EVENTS)[number];
export const DIRECTIONS = ['north', 'east', 'south', 'west', 'north-east', 'south-east', 'south-west', 'north-west'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface PatternData {
  cells: [number, number][];
  rotate: boolean;
  /** The player places (or removes) any part of it: "up to three in a line". */
  upTo?: boolean;
  /** The card acts around a chosen gem (Explosion, Smokejumper): cells are offsets from it. */
  centre?: boolean;
  jumpsFirebreaks?: boolean;
}

export interface CardItem {
  id: string;
  kind: 'card';
  name: string;
  type: (typeof CARD_TYPES)[number];
  copies: number;
  effect: (typeof CARD_EFFECTS)[number];
  pattern?: PatternData;
  direction?: Direction;
  /** Event cards: which event. */
  event?: EventName;
  /** Firehawk cards: how many hawks the card places. */
  hawks?: number;
  text?: string;
}

const cell = { type: 'array', items: [{ type: 'integer' }, { type: 'integer' }], minItems: 2, maxItems: 2 };

export const fireTowerDefinition: GameDefinition = {
  id: 'fire-tower',
  itemKinds: {
    parameter: itemSchema('parameter', { value: {} }, ['value', 'text', 'source']),
    card: itemSchema(
      'card',
      {
        name: { type: 'string', minLength: 1 },
        type: { enum: [...CARD_TYPES] },
        copies: { type: 'integer', minimum: 1 },
        effect: { enum: [...CARD_EFFECTS] },
        direction: { enum: [...DIRECTIONS] },
        event: { enum: [...EVENTS] },
        hawks: { type: 'integer', minimum: 1 },
        pattern: {
          type: 'object',
          required: ['cells', 'rotate'],
          additionalProperties: false,
          properties: {
            cells: { type: 'array', items: cell, minItems: 1 },
            rotate: { type: 'boolean' },
            upTo: { type: 'boolean' },
            centre: { type: 'boolean' },
            jumpsFirebreaks: { type: 'boolean' },
          },
        },
      },
      ['name', 'type', 'copies', 'effect', 'text', 'source'],
    ),
    challenge: itemSchema('challenge', { name: { type: 'string', minLength: 1 } }, ['name', 'text', 'source']),
  },
  values: {},
};
