/**
 * JSON Schemas for everything a user writes: source registry, game manifest, module
 * manifest, config, and the core item kinds. Games add their own item kinds (see
 * `GameDefinition.itemKinds`); every kind schema is built from `itemSchema()` so the
 * common fields mean the same everywhere.
 */
export type JsonSchema = Record<string, unknown>;

export const ID_PATTERN = '^[a-z0-9][a-z0-9._-]*$';
export const MAX_CONFIG_MODULES = 200;
export const MAX_CONFIG_OPTIONS = 1000;
const id = { type: 'string', pattern: ID_PATTERN };
const idList = { type: 'array', items: id, uniqueItems: true };

export const sourceRegistrySchema: JsonSchema = {
  type: 'object',
  propertyNames: { pattern: ID_PATTERN },
  additionalProperties: {
    type: 'object',
    required: ['title', 'file', 'language'],
    additionalProperties: false,
    properties: {
      title: { type: 'string' },
      author: { type: 'string' },
      file: { type: 'string' },
      language: { type: 'string' },
      games: idList,
      sections: { type: 'array', items: { type: 'string', minLength: 1 }, uniqueItems: true },
    },
  },
};

export const gameManifestSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'title', 'defaultPreset'],
  additionalProperties: false,
  properties: {
    id,
    title: { type: 'string' },
    description: { type: 'string' },
    defaultPreset: id,
    topics: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title'],
        additionalProperties: false,
        properties: { id, title: { type: 'string' }, description: { type: 'string' } },
      },
    },
  },
};

const optionValue = { type: ['string', 'number', 'boolean'] };

export const moduleManifestSchema: JsonSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    id,
    title: { type: 'string' },
    description: { type: 'string' },
    requires: idList,
    conflicts: idList,
    options: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
      additionalProperties: {
        type: 'object',
        required: ['default'],
        additionalProperties: false,
        properties: {
          description: { type: 'string' },
          type: { enum: ['string', 'number', 'boolean'] },
          enum: { type: 'array', items: optionValue, minItems: 1 },
          default: optionValue,
          sources: { type: 'array', items: { type: 'string' } },
          notes: { type: 'string' },
        },
      },
    },
  },
};

export const configSchema: JsonSchema = {
  type: 'object',
  required: ['game', 'modules'],
  additionalProperties: false,
  properties: {
    game: id,
    title: { type: 'string' },
    description: { type: 'string' },
    // The caps keep a hostile config from costing minutes: no real one comes near them.
    modules: { type: 'array', items: id, minItems: 1, maxItems: MAX_CONFIG_MODULES, uniqueItems: true },
    // Games with boards (Flash Point) name one: a board id found in `<root>/<game>/boards/`.
    board: id,
    rulesDirs: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 20 },
    options: { type: 'object', additionalProperties: optionValue, maxProperties: MAX_CONFIG_OPTIONS },
  },
};

/** json-rules-engine's condition language, restricted to what the compiler supports. */
export const OPERATORS = [
  'equal', 'notEqual', 'in', 'notIn', 'contains', 'doesNotContain',
  'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive',
] as const;
export const PATH_PATTERN = '^\\$(\\.[A-Za-z_][A-Za-z0-9_-]*)+$';

const factRef = {
  type: 'object',
  required: ['fact'],
  additionalProperties: false,
  properties: { fact: { type: 'string' }, path: { type: 'string', pattern: PATH_PATTERN } },
};

export const conditionSchema: JsonSchema = {
  $id: 'condition',
  type: 'object',
  // if/then chains (not anyOf) so that a mistake gets one precise message, not four.
  if: { required: ['all'] },
  then: {
    additionalProperties: false,
    properties: { all: { type: 'array', items: { $ref: 'condition' } }, name: { type: 'string' }, priority: { type: 'integer' } },
  },
  else: {
    if: { required: ['any'] },
    then: {
      additionalProperties: false,
      properties: { any: { type: 'array', items: { $ref: 'condition' } }, name: { type: 'string' }, priority: { type: 'integer' } },
    },
    else: {
      if: { required: ['not'] },
      then: {
        additionalProperties: false,
        properties: { not: { $ref: 'condition' }, name: { type: 'string' }, priority: { type: 'integer' } },
      },
      else: {
        required: ['fact', 'operator', 'value'],
        additionalProperties: false,
        properties: {
          fact: { type: 'string', minLength: 1 },
          operator: { enum: [...OPERATORS] },
          path: { type: 'string', pattern: PATH_PATTERN },
          value: { if: { type: 'object' }, then: factRef },
          name: { type: 'string' },
          priority: { type: 'integer' },
        },
      },
    },
  },
};

const effectAmount = {
  if: { type: 'object' },
  then: {
    type: 'object',
    required: ['fact'],
    additionalProperties: false,
    properties: { fact: { type: 'string' }, path: { type: 'string', pattern: PATH_PATTERN }, times: { type: 'number' } },
  },
  else: { type: 'number' },
};

export const effectSchema: JsonSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: {
    set: effectAmount,
    add: effectAmount,
    multiply: effectAmount,
    forbid: { type: 'string' },
    // An exception names the prohibitions it lifts, so a later, unrelated forbid stays in force.
    allow: {
      type: 'object',
      required: ['reason', 'lifts'],
      additionalProperties: false,
      properties: { reason: { type: 'string' }, lifts: { ...idList, minItems: 1 } },
    },
  },
};

/** Fields every item kind shares. */
const commonItemFields = {
  id,
  kind: { type: 'string' },
  title: { type: 'string' },
  text: { type: 'string', minLength: 1 },
  source: { type: 'string', minLength: 1 },
  topic: id,
  refs: idList,
  notes: { type: 'string' },
  override: { type: 'boolean' },
};

/** Build a kind's schema: the common fields plus its own, nothing else allowed. */
export function itemSchema(kind: string, own: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'kind', ...required],
    additionalProperties: false,
    properties: { ...commonItemFields, kind: { const: kind }, ...own },
  };
}

export const coreItemKinds: Record<string, JsonSchema> = {
  rule: itemSchema('rule', {}, ['text', 'source']),
  modifier: itemSchema(
    'modifier',
    {
      affects: { anyOf: [id, { ...idList, minItems: 1 }] },
      conditions: { $ref: 'condition' },
      effect: effectSchema,
    },
    ['affects', 'effect', 'text', 'source'],
  ),
};

export const patchEntrySchema: JsonSchema = {
  type: 'object',
  required: ['patch'],
  properties: { patch: id },
  not: { anyOf: [{ required: ['id'] }, { required: ['kind'] }, { required: ['override'] }] },
};

export const removeEntrySchema: JsonSchema = {
  type: 'object',
  required: ['remove'],
  additionalProperties: false,
  properties: { remove: { ...idList, minItems: 1 }, source: { type: 'string' } },
};
