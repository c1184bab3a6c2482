/**
 * Action cards: the readings shared by every effect, and `cardChoices`, which enumerates every
 * argument the checks in card-checks.ts accept (one spelling of each: cells sorted), so
 * legal actions and `apply` never disagree.
 *
 * Arguments by effect (cells are [row, col]):
 *   set-wind      { wind } | { reroll: true } | { gem }
 *   place-fire    { cells }            remove-fire { cells } or, around a centre, { at }
 *   explosion     { at }               ember { from, to } (option move) | { add } | { remove }
 *   place-firebreak { cells }          add-or-remove-firebreak { add } | { remove }
 *   firehawk      { cells }            rolling-firebrand { pair, direction }
 *   crown-fire    { cells, second? }   creeping-fires {} (then three `gem` answers)
 *   helitack      { pair, single }     backburn { at }
 */
import { WIND, type Wind } from './board.ts';
import type { CardItem, PatternData } from './definition.ts';
import type { Cell } from './patterns.ts';
import { placementsHolding, placementTable } from './placement-table.ts';
import { emberMoves, firebreakChoices, fireChoices, sortedCells, subsets, waterChoices } from './card-placements.ts';
import { add, STEP, type World } from './world.ts';
import { backburnTargets, centredWaterCentres, helitackChoices, rollingFirebrandChoices, waterableFire } from './space-choices.ts';

export { add };

export type CardArgs = Record<string, unknown>;


/** Spaces as text for a refusal message: `[r,c] [r,c]`. */
export const show = (cells: Cell[]): string => cells.map((c) => `[${c.join(',')}]`).join(' ');

/** Every placement of a pattern (each orientation, each anchor), cut to the board; computed once per card. */
export function placements(w: World, pattern: PatternData): Cell[][] {
  return placementTable(w.forest, pattern).cells;
}

/**
 * Are these cells (distinct spaces) one whole placement of the pattern, none of it cut off
 * by the board's edge? Read from the placement table: the placements holding them all, not
 * every placement tried cell by cell.
 */
export function isWholePlacement(w: World, pattern: PatternData, cells: Cell[]): boolean {
  if (cells.length !== pattern.cells.length || !cells.every((c) => w.forest.inside(c))) return false;
  const t = placementTable(w.forest, pattern);
  return placementsHolding(t, w.forest.size, cells).some((p) => t.size[p] === cells.length);
}

/** Water: removable gems outside the tower areas. */
export function waterable(w: World, c: Cell): boolean {
  return w.removable(c) && !w.forest.towerAreaAt(c);
}

export function around(w: World, at: Cell, pattern: PatternData): Cell[] {
  return pattern.cells.map((d) => add(at, d)).filter((c) => w.forest.inside(c));
}

/** The cardinal winds a Wind card may set: its own, or either half of an intercardinal one. */
export function windsOf(card: CardItem): Wind[] {
  const direction = card.direction ?? '';
  let winds = windsByDirection.get(direction);
  if (!winds) windsByDirection.set(direction, (winds = WIND.filter((x) => card.direction === x || card.direction?.split('-').includes(x))));
  return winds;
}

/** windsOf for each direction, worked out once (it is asked for every Wind card drawn or played). Read only. */
const windsByDirection = new Map<string, Wind[]>();

/** Solo, Dry Season: Water cards take at most two gems this round. */
export function waterLimit(w: World): number {
  return w.solo?.challenges.includes('dry-season') ? 2 : Infinity;
}

/**
 * A card acting around a centre names a gem; the Eternal Flame is fire but no gem, unless
 * option smokejumperCentre lets it be one (ft-base § Components and § Board read both ways).
 */
/** Gems and the Eternal Flame in board order: where a centred card's centre may be (centreOk narrows it). */
const fireSpaces = (w: World): Cell[] => w.spaces(w.masks().fire, true);

export function centreOk(w: World, at: Cell): boolean {
  return w.isGem(at) || (w.forest.isEternalFlame(at) && w.rules.option('smokejumperCentre') === 'gem-or-eternal-flame');
}

// ---- enumerating choices --------------------------------------------------------------

/** Every argument `performCard` would accept for this card now. */
export function cardChoices(w: World, card: CardItem): CardArgs[] {
  switch (card.effect) {
    case 'set-wind': {
      const out: CardArgs[] = windsOf(card).filter((x) => w.allowedWinds().includes(x)).map((wind) => ({ wind }));
      out.push({ reroll: true });
      for (const c of w.downwindOfFire(STEP[card.direction!])) out.push({ gem: c });
      return out;
    }
    case 'place-fire':
      return fireChoices(w, card.pattern!).map((cells) => ({ cells }));
    case 'explosion':
      return waterableFire(w).map((at) => ({ at }));
    case 'ember': {
      if (w.rules.option('ember') === 'add-or-remove') {
        return [...w.frontier().map((c) => ({ add: c })), ...w.fire.filter((c) => waterable(w, c)).map((c) => ({ remove: c }))];
      }
      return emberMoves(w);
    }
    case 'remove-fire': {
      const limit = waterLimit(w);
      if (limit < Infinity) {
        const out: CardArgs[] = [];
        const small = <T,>(xs: T[]) => subsets(xs).filter((x) => x.length <= limit);
        if (card.pattern!.centre) {
          for (const at of fireSpaces(w).filter((c) => centreOk(w, c))) for (const sub of small(around(w, at, card.pattern!).filter((x) => waterable(w, x)))) out.push({ at, cells: sortedCells(sub) });
          return out;
        }
        return waterChoices(w, card.pattern!, limit).map((c) => ({ cells: c }));
      }
      if (card.pattern!.centre) return centredWaterCentres(w, card.pattern!, (c) => centreOk(w, c)).map((at) => ({ at }));
      return waterChoices(w, card.pattern!).map((cells) => ({ cells }));
    }
    case 'place-firebreak':
      return firebreakChoices(w, card.pattern!).map((cells) => ({ cells }));
    case 'add-or-remove-firebreak':
      // noFirebreak holds every space firebreakProblem refuses.
      return [...w.spaces(w.masks().noFirebreak, false).map((c) => ({ add: c })), ...w.firebreaks.map((c) => ({ remove: c }))];
    case 'firehawk':
    case 'creeping-fires':
      return [{}];
    case 'crown-fire':
      return cardChoices(w, { ...card, effect: 'place-fire' });
    // Read off the masks (space-choices.ts): the same lists as asking each space.
    case 'rolling-firebrand':
      return rollingFirebrandChoices(w);
    case 'helitack':
      return helitackChoices(w);
    case 'backburn':
      return backburnTargets(w).map((at) => ({ at }));
    default:
      return [];
  }
}
