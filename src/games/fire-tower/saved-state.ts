/**
 * The Fire Tower saved game: its schema (every field `toJSON` writes, each pending question
 * with the fields of its type) and the consistency a schema cannot see — cells in the
 * forest, players and cards that exist. `fromJSON` refuses a save that breaks either,
 * naming the field, so a damaged save never resumes into a game that throws or stalls.
 */
import type { Problem } from '../../core/errors.ts';
import type { JsonSchema } from '../../core/schemas.ts';
import { CORNERS, WIND, type Forest } from './board.ts';
import type { FireTowerRules } from './rules.ts';
import type { FireTowerState, Question } from './state.ts';

const int = { type: 'integer' };
const count = { type: 'integer', minimum: 0 };
const bool = { type: 'boolean' };
const str = { type: 'string' };
const strings = { type: 'array', items: str };
const cell = { type: 'array', items: int, minItems: 2, maxItems: 2 };
const cells = { type: 'array', items: cell };
const corner = { enum: [...CORNERS] };
const wind = { enum: [...WIND] };
const gemRule = { enum: ['next-to-fire', 'creeping', 'firebreak', 'downwind', 'hawk', 'remove', 'unhawk', 'quadrant'] };

/** Each question type and its own fields (required ones, then optional ones). */
const QUESTIONS: Record<Question['type'], [Record<string, unknown>, Record<string, unknown>?]> = {
  redraw: [{}],
  hawk: [{ from: cell }, { mine: bool }],
  flock: [{}],
  gems: [{ left: int, rule: gemRule, placed: cells, by: str }, { direction: wind, cite: str }],
  'mutual-aid': [{}],
  'swap-three': [{}],
  'shadow-card': [{}],
  'play-one': [{ cards: strings }, { optional: bool, left: int, keep: bool, passTo: strings }],
  'wind-gems': [{}],
  'light-breeze': [{}],
  lightning: [{ from: cell, near: cells }],
  'kettle-gem': [{ left: int }],
  'enemy-card': [{ card: str }, { times: int }],
  punish: [{}],
  'red-flag': [{}],
  'challenge-count': [{}],
  challenge: [{ challenge: str }],
  sturdy: [{}],
  sanctuary: [{}],
  plan: [{}],
  'wet-line': [{}],
  'enemy-bucket': [{ corner }],
  'heavy-smoke': [{ card: str }],
  'become-shadow': [{}],
  'hawk-setup': [{}],
  'second-crown-fire': [{ first: cells }],
  'shadow-one': [{}],
  'shadow-hawk': [{ hawk: cell }],
  'choose-wind': [{ not: wind }],
  push: [{ pool: int }],
};

const question = {
  type: 'object',
  required: ['type', 'player'],
  properties: { type: { enum: Object.keys(QUESTIONS) }, player: str },
  allOf: Object.entries(QUESTIONS).map(([type, [required, optional]]) => ({
    if: { properties: { type: { const: type } } },
    then: { required: Object.keys(required), properties: { ...required, ...optional } },
  })),
};

const solo = {
  type: 'object',
  required: ['level', 'enemies', 'enemyDeck', 'enemyDiscard', 'attackWinds', 'challengeDeck', 'challenges', 'skipsLeft', 'round', 'doubled'],
  properties: {
    level: { type: 'integer', minimum: 1 },
    enemies: { type: 'array', items: { type: 'object', required: ['corner', 'bucket'], properties: { corner, bucket: bool } } },
    enemyDeck: strings,
    enemyDiscard: strings,
    attackWinds: { type: 'array', items: wind },
    challengeDeck: strings,
    challenges: strings,
    skipsLeft: count,
    round: count,
    doubled: bool,
    redFlagUsed: bool,
    sturdy: corner,
    sanctuary: cell,
    plan: strings,
  },
};

/** The saved-game JSON. */
export const stateSchema: JsonSchema = {
  $id: 'fire-tower-state',
  type: 'object',
  required: ['game', 'config', 'status', 'winners', 'reason', 'turn', 'activePlayer', 'phase', 'players', 'wind', 'fire', 'firebreaks', 'hawks', 'lightning', 'burned', 'roofBy', 'handSize', 'deck', 'discard', 'drawnEvents', 'pending', 'turnState', 'forcedWinds', 'forcedShadowDice', 'rng', 'log', 'machine'],
  properties: {
    game: { const: 'fire-tower' },
    config: { type: 'object', required: ['options'], properties: { preset: str, modules: strings, options: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } } } },
    status: { enum: ['playing', 'over'] },
    winners: strings,
    reason: { type: ['string', 'null'] },
    turn: { type: 'integer', minimum: 1 },
    activePlayer: str,
    phase: str,
    players: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'towers', 'hand', 'bucket', 'status'],
        properties: {
          id: str,
          towers: { type: 'array', items: corner, minItems: 1 },
          hand: strings,
          bucket: { enum: ['bucket', 'reckless-abandon', 'none'] },
          status: { enum: ['active', 'shadow', 'out'] },
          team: { enum: [0, 1] },
          shadowTurns: count,
          specialties: { type: 'object', properties: { 'heavy-winds': { enum: ['front', 'back'] }, lookout: { enum: ['front', 'back'] } }, additionalProperties: false },
        },
      },
    },
    wind,
    fire: cells,
    firebreaks: cells,
    hawks: cells,
    lightning: cells,
    burned: { type: 'array', items: { type: 'object', required: ['corner', 'by'], properties: { corner, by: str } } },
    solo,
    score: count,
    ghost: str,
    roofBy: { type: 'object', propertyNames: corner, additionalProperties: str },
    handSize: count,
    deck: strings,
    discard: strings,
    drawnEvents: { type: 'array', items: { type: 'object', required: ['card', 'drawer'], properties: { card: str, drawer: str } } },
    pending: { type: 'array', items: question },
    turnState: {
      type: 'object',
      required: ['spread', 'acted', 'bucketUsed'],
      properties: {
        spread: bool, acted: bool, bucketUsed: bool, refilled: bool, lightBreeze: strings, attack: { enum: ['pending', 'done'] }, redFlagAsked: bool, double: bool, ended: bool,
        shadow: { type: 'object', required: ['rolls', 'burnedAtStart', 'bonus'], properties: { rolls: int, burnedAtStart: count, bonus: bool } },
      },
    },
    aid: { anyOf: [{ type: 'null' }, { type: 'object', required: ['option', 'queue', 'gems'], properties: { option: { enum: ['gem', 'firebreak', 'cards'] }, queue: strings, gems: cells } }] },
    forcedWinds: { type: 'array', items: wind },
    forcedShadowDice: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 6 } },
    rng: { type: 'object', required: ['seed', 'state', 'draws'], properties: { seed: { type: 'number' }, state: { type: 'integer', minimum: 0, maximum: 4294967295 }, draws: count } },
    log: { type: 'array', items: { type: 'object', required: ['turn', 'event'], properties: { turn: int, player: { type: ['string', 'null'] }, event: str } } },
    // `history`: history state id → the step it returns to (older saves lack it: `recalling` works it out).
    machine: { type: 'object', required: ['value'], properties: { history: { type: 'object', additionalProperties: str } } },
  },
};

type Report = (path: string, message: string) => void;

/** What the schema cannot see: cells in this forest, players and cards that exist, towers held once. */
export function consistencyProblems(s: FireTowerState, forest: Forest, rules: FireTowerRules): Problem[] {
  const out: Problem[] = [];
  const report: Report = (path, message) => out.push({ file: 'saved game', path, message: `saved game: ${message}` });
  const ids = new Set(s.players.map((p) => p.id));
  if (ids.size !== s.players.length) report('/players', 'two players have the same id');
  if (!ids.has(s.activePlayer)) report('/activePlayer', `\`${s.activePlayer}\` is none of the players (${[...ids].join(', ')})`);
  const towers = s.players.flatMap((p) => p.towers);
  if (new Set(towers).size !== towers.length) report('/players', 'a tower is held by two players');
  s.winners.forEach((id, i) => ids.has(id) || report(`/winners/${i}`, `\`${id}\` is none of the players`));
  const inForest = (path: string, c: [number, number]) => forest.inside(c) || report(path, `[${c.join(', ')}] is outside the ${forest.size}x${forest.size} forest`);
  for (const k of ['fire', 'firebreaks', 'hawks', 'lightning'] as const) s[k].forEach((c, i) => inForest(`/${k}/${i}`, c));
  s.aid?.gems.forEach((c, i) => inForest(`/aid/gems/${i}`, c));
  if (s.solo?.sanctuary) inForest('/solo/sanctuary', s.solo.sanctuary);
  const known = (path: string, card: string) => rules.cards.has(card) || report(path, `unknown card \`${card}\``);
  s.players.forEach((p, i) => p.hand.forEach((c, j) => known(`/players/${i}/hand/${j}`, c)));
  s.deck.forEach((c, i) => known(`/deck/${i}`, c));
  s.discard.forEach((c, i) => known(`/discard/${i}`, c));
  s.drawnEvents.forEach((e, i) => known(`/drawnEvents/${i}/card`, e.card));
  for (const k of ['enemyDeck', 'enemyDiscard', 'plan'] as const) s.solo?.[k]?.forEach((c, i) => known(`/solo/${k}/${i}`, c));
  s.pending.forEach((q, i) => {
    if (!ids.has(q.player)) report(`/pending/${i}/player`, `the question is for \`${q.player}\`, who is not a player`);
    if ('cards' in q) q.cards.forEach((c, j) => known(`/pending/${i}/cards/${j}`, c));
    if ('card' in q) known(`/pending/${i}/card`, q.card);
    const fields = q as Partial<Record<'from' | 'hawk', [number, number]> & Record<'placed' | 'near' | 'first', [number, number][]>>;
    for (const k of ['from', 'hawk'] as const) if (fields[k]) inForest(`/pending/${i}/${k}`, fields[k]);
    for (const k of ['placed', 'near', 'first'] as const) fields[k]?.forEach((c, j) => inForest(`/pending/${i}/${k}/${j}`, c));
  });
  if (s.status === 'over' && !s.reason) report('/reason', 'a game over says why');
  return out;
}
