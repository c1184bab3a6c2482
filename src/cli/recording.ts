/**
 * Recordings (`replay --record` writes them, `replay --from` reads them): which game, which
 * preset or config file (a path relative to the recording), seed, players and every action.
 * Read as untrusted input: size-capped, shallow, checked against a schema, and its
 * configuration must be one of its game.
 */
import path from 'node:path';
import { RulesError } from '../core/errors.ts';
import { readJsonInput } from '../core/input-file.ts';
import { displayPath } from '../core/paths.ts';
import { ID_PATTERN, type JsonSchema } from '../core/schemas.ts';
import { validateAgainst } from '../core/validate.ts';
import { gameChoice, type GameChoice } from './game-choice.ts';
import { PLAYABLE_GAMES } from '../games/index.ts';

export interface Recording {
  /** A playable game of the registry. */
  game: string;
  /** One of the two: a preset id, or a config file (house rules) relative to the recording. */
  preset?: string;
  config?: string;
  seed: number;
  players: number;
  actions: unknown[][];
}

/** An action is a short list: player, verb, then a few arguments (a space, a card, `{ cells: [[r, c], …] }`). */
const recordingSchema: JsonSchema = {
  type: 'object',
  required: ['game', 'seed', 'players', 'actions'],
  oneOf: [{ required: ['preset'] }, { required: ['config'] }],
  additionalProperties: false,
  properties: {
    // Alphabetical, so a message listing them does not depend on the table's order.
    game: { enum: [...PLAYABLE_GAMES].sort() },
    preset: { type: 'string', pattern: ID_PATTERN, maxLength: 100 },
    config: { type: 'string', minLength: 1, maxLength: 1000 },
    seed: { type: 'integer', minimum: 0, maximum: 0xffffffff },
    players: { type: 'integer', minimum: 1, maximum: 8 },
    actions: { type: 'array', maxItems: 200_000, items: { type: 'array', minItems: 2, maxItems: 12, items: [{ type: 'string' }, { type: 'string' }] } },
  },
};

/** Player, verb, an object argument, a list in it, a cell in that list: six levels and a spare. */
const MAX_DEPTH = 8;

export function readRecording(file: string): Recording & { choice: GameChoice } {
  const data = readJsonInput(file, 'recording (write one with replay --record FILE)', MAX_DEPTH);
  const shown = displayPath(file);
  const noLines = { file: shown, data, locate: () => ({ line: 0, col: 0 }) };
  const problems = validateAgainst(recordingSchema, data, noLines, [], 'recording').map(({ line: _l, col: _c, ...p }) => p);
  if (problems.length) throw new RulesError(problems, 2);
  const r = data as Recording;
  const configFile = r.config === undefined ? undefined : path.resolve(path.dirname(file), r.config);
  let choice: GameChoice;
  try {
    choice = gameChoice('recording', r.preset, configFile);
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    throw new RulesError({ file: shown, path: r.config === undefined ? '/preset' : '/config', message: `recording: ${e.message}` }, 2);
  }
  if (choice.game !== r.game) throw new RulesError({ file: shown, path: r.config === undefined ? '/preset' : '/config', message: `recording: ${'preset' in choice.ref ? `preset \`${choice.label}\` is a ${choice.game} preset` : `config file \`${choice.label}\` is a ${choice.game} config`}, but the recording says its game is ${r.game}` }, 2);
  return { ...r, choice };
}

/** What `replay --record FILE` writes: a config file is named relative to the recording, so the two can move together. */
export function recordingOf(choice: GameChoice, recordFile: string, played: Pick<Recording, 'seed' | 'players' | 'actions'>): Recording {
  const { game } = choice;
  if ('preset' in choice.ref) return { game, preset: choice.ref.preset, ...played };
  const rel = path.relative(path.dirname(path.resolve(recordFile)), path.resolve(choice.ref.configFile));
  return { game, config: rel.split(path.sep).join('/'), ...played };
}
