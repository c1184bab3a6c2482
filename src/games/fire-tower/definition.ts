/**
 * What Fire Tower needs from code so far: parameters, and action cards whose patterns are
 * data (cells relative to an anchor, whether the card may turn them, whether a pattern may be
 * placed in part). The turn machine and the game engine are the next part of issue 5.
 */
import type { GameDefinition } from '../../core/game.ts';
import { itemSchema } from '../../core/schemas.ts';

export const CARD_TYPES = ['wind', 'fire', 'water', 'firebreak', 'event', 'bucket'] as const;
export const CARD_EFFECTS = ['set-wind', 'place-fire', 'remove-fire', 'place-firebreak', 'add-or-remove-firebreak', 'explosion', 'ember', 'event'] as const;

export interface CardItem {
  id: string;
  kind: 'card';
  name: string;
  type: (typeof CARD_TYPES)[number];
  copies: number;
  effect: (typeof CARD_EFFECTS)[number];
  pattern?: { cells: [number, number][]; rotate: boolean; partial?: boolean; jumpsFirebreaks?: boolean };
  direction?: 'north' | 'east' | 'south' | 'west';
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
        direction: { enum: ['north', 'east', 'south', 'west'] },
        pattern: {
          type: 'object',
          required: ['cells', 'rotate'],
          additionalProperties: false,
          properties: {
            cells: { type: 'array', items: cell, minItems: 1 },
            rotate: { type: 'boolean' },
            partial: { type: 'boolean' },
            jumpsFirebreaks: { type: 'boolean' },
          },
        },
      },
      ['name', 'type', 'copies', 'effect', 'text', 'source'],
    ),
  },
  values: {},
};
