/**
 * Recordings (`replay --record` writes them, `replay --from` reads them): which game, which
 * preset, seed, players and every action. Read as untrusted input: size-capped, shallow,
 * checked against a schema, and its preset must be a preset of its game.
 */
import { readConfig } from '../core/config.ts';
import { RulesError } from '../core/errors.ts';
import { readJsonInput } from '../core/input-file.ts';
import { displayPath, PROJECT_RULES } from '../core/paths.ts';
import { ID_PATTERN, type JsonSchema } from '../core/schemas.ts';
import { validateAgainst } from '../core/validate.ts';

export interface Recording {
  game: 'fire-tower' | 'flash-point';
  preset: string;
  seed: number;
  players: number;
  actions: unknown[][];
}

/** An action is a short list: player, verb, then a few arguments (a space, a card, `{ cells: [[r, c], …] }`). */
const recordingSchema: JsonSchema = {
  type: 'object',
  required: ['game', 'preset', 'seed', 'players', 'actions'],
  additionalProperties: false,
  properties: {
    game: { enum: ['fire-tower', 'flash-point'] },
    preset: { type: 'string', pattern: ID_PATTERN, maxLength: 100 },
    seed: { type: 'integer', minimum: 0, maximum: 0xffffffff },
    players: { type: 'integer', minimum: 1, maximum: 8 },
    actions: { type: 'array', maxItems: 200_000, items: { type: 'array', minItems: 2, maxItems: 12, items: [{ type: 'string' }, { type: 'string' }] } },
  },
};

/** Player, verb, an object argument, a list in it, a cell in that list: six levels and a spare. */
const MAX_DEPTH = 8;

export function readRecording(file: string): Recording {
  const data = readJsonInput(file, 'recording (write one with replay --record FILE)', MAX_DEPTH);
  const shown = displayPath(file);
  const noLines = { file: shown, data, locate: () => ({ line: 0, col: 0 }) };
  const problems = validateAgainst(recordingSchema, data, noLines, [], 'recording').map(({ line: _l, col: _c, ...p }) => p);
  if (problems.length) throw new RulesError(problems, 2);
  const r = data as Recording;
  let game: string;
  try {
    game = readConfig({ preset: r.preset }, PROJECT_RULES).data.game;
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    throw new RulesError({ file: shown, path: '/preset', message: `recording: ${e.message}` }, 2);
  }
  if (game !== r.game) throw new RulesError({ file: shown, path: '/preset', message: `recording: preset \`${r.preset}\` is a ${game} preset, but the recording says its game is ${r.game}` }, 2);
  return r;
}
