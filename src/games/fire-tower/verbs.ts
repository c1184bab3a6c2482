/**
 * Every Fire Tower verb and its arguments, in one table: `apply` checks an action's shape
 * against it before any rule runs, and the turn's verb list is read from it, so a new verb
 * is declared here once. A card's own arguments (`play CARD {…}`) are one object whose
 * fields are listed in CARD_ARGS (cards.ts says which effect reads which).
 */
import { arg, bool, coords, int, list, object, oneOf, opt, word, type ArgSpec, type ShapeContext } from '../../core/action-shape.ts';
import { CORNERS, WIND, type Forest } from './board.ts';

/** When a verb is used: as the turn's step, as an answer to a question, or both. */
export type VerbPhase = 'turn' | 'answer' | 'both';

interface VerbEntry {
  phase: VerbPhase;
  args: readonly ArgSpec[];
}

const cell = coords('space', 2, 2);
/** Patterns, lines and penalties are a few cells; no legal list comes near this. */
const cells = list(cell, 'spaces [row, col]', 32, 1);
const card = word;
const cards = list(word, 'card ids', 32);
const wind = oneOf(...WIND);

/** The fields a card's arguments object may have (each effect reads some of them). */
export const CARD_ARGS = object({
  wind, reroll: bool, gem: cell, cells, at: cell, from: cell, to: cell, add: cell, remove: cell, pair: cells, single: cell, direction: wind, second: bool,
});

export const FIRE_TOWER_VERBS = {
  // The turn: the wind's gem, then one action; the Bucket any time in it.
  spread: { phase: 'turn', args: [arg('space', cell)] },
  play: { phase: 'both', args: [arg('card', card), opt('card arguments', CARD_ARGS)] },
  redraw: { phase: 'both', args: [opt('cards', cards)] },
  bucket: { phase: 'turn', args: [arg('line', cells)] },
  reckless: { phase: 'turn', args: [arg('cards', cards)] },
  'heavy-winds': { phase: 'turn', args: [] },
  lookout: { phase: 'turn', args: [] },
  patrol: { phase: 'turn', args: [arg('card', card)] },
  'pass-plan': { phase: 'turn', args: [] },
  'heavy-smoke': { phase: 'turn', args: [arg('cards', cards)] },
  // Answers to a pending question.
  gem: { phase: 'answer', args: [arg('space', cell)] },
  firebreak: { phase: 'answer', args: [arg('space', cell)] },
  remove: { phase: 'answer', args: [arg('space', cell)] },
  'remove-hawk': { phase: 'answer', args: [arg('space', cell)] },
  hawk: { phase: 'answer', args: [arg('space', cell), opt('hawk taken', cell)] },
  'hawk-gem': { phase: 'answer', args: [arg('space', cell)] },
  aid: { phase: 'answer', args: [arg('option', oneOf('gem', 'firebreak', 'cards'))] },
  shadow: { phase: 'answer', args: [arg('choice', oneOf('cards', 'wind'))] },
  'become-shadow': { phase: 'answer', args: [arg('yes', bool)] },
  'move-hawk': { phase: 'answer', args: [arg('from', cell), arg('to', cell)] },
  pass: { phase: 'answer', args: [] },
  done: { phase: 'answer', args: [] },
  place: { phase: 'answer', args: [arg('placement', CARD_ARGS)] },
  firestorm: { phase: 'answer', args: [arg('direction', wind)] },
  double: { phase: 'answer', args: [arg('yes', bool)] },
  challenges: { phase: 'answer', args: [arg('count', int(1, 2))] },
  accept: { phase: 'answer', args: [] },
  skip: { phase: 'answer', args: [] },
  sturdy: { phase: 'answer', args: [arg('tower', oneOf(...CORNERS))] },
  sanctuary: { phase: 'answer', args: [arg('space', cell)] },
  plan: { phase: 'answer', args: [arg('cards', cards)] },
  'enemy-bucket': { phase: 'answer', args: [arg('line', cells)] },
  'remove-firebreak': { phase: 'answer', args: [arg('space', cell)] },
  'activate-hawk': { phase: 'answer', args: [arg('space', cell)] },
  'move-gem': { phase: 'answer', args: [arg('from', cell), arg('to', cell)] },
  wind: { phase: 'answer', args: [arg('direction', wind)] },
  roll: { phase: 'answer', args: [] },
  stop: { phase: 'answer', args: [] },
  'move-lightning': { phase: 'answer', args: [arg('space', cell)] },
} as const satisfies Record<string, VerbEntry>;

export type FireTowerVerb = keyof typeof FIRE_TOWER_VERBS;

/** The verbs usable as the turn's step or action (in table order). */
export const TURN_VERBS: readonly FireTowerVerb[] = (Object.keys(FIRE_TOWER_VERBS) as FireTowerVerb[]).filter((v) => FIRE_TOWER_VERBS[v].phase !== 'answer');

/** The verb → arguments table the shape check reads. */
export const FIRE_TOWER_ARGS: Record<string, readonly ArgSpec[]> = Object.fromEntries(Object.entries(FIRE_TOWER_VERBS).map(([v, e]) => [v, e.args]));

/** Cells of this forest: rows and columns 0..size-1. */
export function forestShapeContext(forest: Forest): ShapeContext {
  return { coords: (c) => (forest.inside(c as [number, number]) ? null : `[${c.join(', ')}] is outside the ${forest.size}x${forest.size} forest`) };
}
