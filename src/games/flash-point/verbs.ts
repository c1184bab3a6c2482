/**
 * Every Flash Point verb and its arguments, in one table: `apply` checks an action's shape
 * against it before any rule runs, and the verb lists (setup, turn, answers) are read from
 * it, so a new verb is declared here once.
 */
import { arg, edge, either, int, oneOf, opt, side, word, coords, type ArgSpec, type ShapeContext } from '../../core/action-shape.ts';
import type { Board } from './board.ts';

export type VerbPhase = 'setup' | 'turn' | 'answer' | 'end';

interface VerbEntry {
  phase: VerbPhase;
  args: readonly ArgSpec[];
}

const space = coords('space', 2, 3);
/** A spot index or similar small count: parking spots, vehicle spaces. */
const index = int(0, 99);
const dir = either('a direction: north, east, south, west, up or down', side, oneOf('up', 'down'));
const dice = oneOf('red', 'black', 'both');

export const FLASH_POINT_VERBS = {
  // Setup (steps 11-19): pawns, vehicles, the Engine's equipment.
  place: { phase: 'setup', args: [arg('space', space)] },
  park: { phase: 'setup', args: [arg('vehicle', oneOf('engine', 'ambulance')), arg('spot', index)] },
  equip: { phase: 'setup', args: [arg('equipment', oneOf('deck-gun', 'hydraulic-platform'))] },
  // The firefighters' actions.
  move: { phase: 'turn', args: [arg('direction', dir)] },
  'pick-up': { phase: 'turn', args: [arg('what', oneOf('victim', 'hazmat', 'ladder'))] },
  drop: { phase: 'turn', args: [] },
  lead: { phase: 'turn', args: [] },
  unlead: { phase: 'turn', args: [] },
  open: { phase: 'turn', args: [arg('side', side)] },
  close: { phase: 'turn', args: [arg('side', side)] },
  extinguish: { phase: 'turn', args: [arg('space', space)] },
  chop: { phase: 'turn', args: [arg('side', side)] },
  drive: { phase: 'turn', args: [arg('vehicle', oneOf('engine', 'ambulance')), arg('way', either('cw, ccw or a spot index', oneOf('cw', 'ccw'), index))] },
  'fire-deck-gun': { phase: 'turn', args: [] },
  'crew-change': { phase: 'turn', args: [arg('role', word)] },
  treat: { phase: 'turn', args: [opt('space', space)] },
  identify: { phase: 'turn', args: [arg('space', space)] },
  dispose: { phase: 'turn', args: [opt('space', space)] },
  command: { phase: 'turn', args: [arg('player', word), arg('action', word), opt('side', side)] },
  drag: { phase: 'turn', args: [arg('direction', dir)] },
  squeeze: { phase: 'turn', args: [arg('side', side)] },
  reveal: { phase: 'turn', args: [arg('space', space)] },
  clear: { phase: 'turn', args: [opt('what', oneOf('hot-spot', 'flare-up'))] },
  'repair-wall': { phase: 'turn', args: [arg('side', side)] },
  // The Strategist: a player's id, or `event` and where the card goes.
  plan: { phase: 'turn', args: [arg('player or event', word), opt('where', oneOf('top', 'bottom'))] },
  'de-smoke': { phase: 'turn', args: [arg('space', space), arg('side', side)] },
  escape: { phase: 'turn', args: [arg('space', space), arg('side', side)] },
  'open-for-poi': { phase: 'turn', args: [arg('space', space), arg('side', side)] },
  sprinklers: { phase: 'turn', args: [] },
  'repair-floor': { phase: 'turn', args: [arg('space', space)] },
  'erect-ladder': { phase: 'turn', args: [arg('how', oneOf('up', 'down')), opt('through', space)] },
  'bridge-floor': { phase: 'turn', args: [arg('space', space)] },
  'collapse-ladder': { phase: 'turn', args: [] },
  'operate-platform': { phase: 'turn', args: [arg('to', either('engine or a space', oneOf('engine'), space))] },
  'fire-water-cannon': { phase: 'turn', args: [arg('space', space)] },
  lobby: { phase: 'turn', args: [arg('to', either('an elevator id or an Engine spot index', index, word))] },
  'engine-access': { phase: 'turn', args: [arg('space', space)] },
  // Answers to a pending question.
  ride: { phase: 'answer', args: [opt('vehicle space', int(0, 1))] },
  stay: { phase: 'answer', args: [] },
  reroll: { phase: 'answer', args: [arg('dice', dice)] },
  keep: { phase: 'answer', args: [] },
  'explode-first': { phase: 'answer', args: [arg('space', space)] },
  'go-to': { phase: 'answer', args: [arg('space', space)] },
  suppress: { phase: 'answer', args: [arg('dice', dice)] },
  dodge: { phase: 'answer', args: [arg('direction', dir)] },
  'heat-first': { phase: 'answer', args: [arg('bulkhead', edge)] },
  'end-turn': { phase: 'end', args: [] },
} as const satisfies Record<string, VerbEntry>;

export type FlashPointVerb = keyof typeof FLASH_POINT_VERBS;

/** The verbs of one phase, in table order. */
export function verbsOf(phase: VerbPhase): readonly FlashPointVerb[] {
  return (Object.keys(FLASH_POINT_VERBS) as FlashPointVerb[]).filter((v) => FLASH_POINT_VERBS[v].phase === phase);
}

/** The verb → arguments table the shape check reads. */
export const FLASH_POINT_ARGS: Record<string, readonly ArgSpec[]> = Object.fromEntries(Object.entries(FLASH_POINT_VERBS).map(([v, e]) => [v, e.args]));

/** Coordinates on this board: rows 0..R+1, cols 0..C+1 of a floor the board has. */
export function boardShapeContext(board: Board): ShapeContext {
  return {
    coords(c) {
      if (board.isOnGrid(c)) return null;
      return `[${c.join(', ')}] is off the board`;
    },
  };
}
