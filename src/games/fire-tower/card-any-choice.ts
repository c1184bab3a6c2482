/**
 * "Can this card be played at all now?" — `cardChoices(w, card).length > 0` without the list:
 * each effect stops at its first choice (a placement that fits, a gem water reaches). Asked
 * to let a player pass (play-one, Heavy Smoke, an Implementation Plan), where listing every
 * choice only to count them cost as much as the listing itself.
 * tests/fire-tower/card-any-choice.test.ts holds it equal to the list's length.
 */
import { hasBit, type CellMask } from './board-masks.ts';
import type { CardItem, PatternData } from './definition.ts';
import { fireSubsets, firebreakFits } from './card-placements.ts';
import { placementsTouching, placementTable } from './placement-table.ts';
import type { Cell } from './patterns.ts';
import { around, centreOk, waterable } from './cards.ts';
import { backburnTargets, helitackChoices, rollingFirebrandChoices } from './space-choices.ts';
import type { World } from './world.ts';

/** Does `cardChoices(w, card)` list anything? */
export function hasCardChoice(w: World, card: CardItem): boolean {
  switch (card.effect) {
    case 'set-wind':
    case 'firehawk':
    case 'creeping-fires':
      // A Wind card may always reroll; these two ask for their spaces afterwards.
      return true;
    case 'place-fire':
    case 'crown-fire':
      return fireFits(w, card.pattern!);
    case 'explosion':
      return anyWaterableFire(w);
    case 'ember':
      if (w.rules.option('ember') === 'add-or-remove') return anyBit(w, w.masks().frontier, true) || anyWaterableFire(w);
      return anyEmberMove(w);
    case 'remove-fire':
      return card.pattern!.centre ? centredWaterFits(w, card.pattern!) : placementsTouching(placementTable(w.forest, card.pattern!), w.masks().waterable) > 0;
    case 'place-firebreak':
      return firebreakFitsSomewhere(w, card.pattern!);
    case 'add-or-remove-firebreak':
      return w.firebreaks.length > 0 || anyBit(w, w.masks().noFirebreak, false);
    case 'rolling-firebrand':
      return rollingFirebrandChoices(w).length > 0;
    case 'helitack':
      return helitackChoices(w).length > 0;
    case 'backburn':
      return backburnTargets(w).length > 0;
    default:
      return false;
  }
}

/** Any space of the board in the mask (or, `inMask` false, outside it)? */
function anyBit(w: World, mask: CellMask, inMask: boolean): boolean {
  const size = w.forest.cells.length;
  for (let i = 0; i < size; i++) if (hasBit(mask, i) === inMask) return true;
  return false;
}

function anyWaterableFire(w: World): boolean {
  const m = w.masks().waterable;
  const n = w.forest.size;
  return w.fire.some((c) => hasBit(m, c[0] * n + c[1]));
}

/** A fire pattern: the first placement touching the frontier that lays any gems (fireChoices' test, stopped early). */
function fireFits(w: World, pattern: PatternData): boolean {
  const t = placementTable(w.forest, pattern);
  const m = w.masks();
  const out: Cell[][] = [];
  const found = placementsTouching(t, m.frontier);
  for (let k = 0; k < found && !out.length; k++) fireSubsets(w, pattern, t.cells[t.found[k]!]!, m, out);
  return out.length > 0;
}

function firebreakFitsSomewhere(w: World, pattern: PatternData): boolean {
  const count = placementTable(w.forest, pattern).cells.length;
  for (let p = 0; p < count; p++) if (firebreakFits(w, pattern, p)) return true;
  return false;
}

/** A centred Water card: a centre the rules allow with a gem water reaches around it (Dry Season's limit still takes one gem). */
function centredWaterFits(w: World, pattern: PatternData): boolean {
  const fire = w.masks().fire;
  const cells = w.forest.cells;
  for (let i = 0; i < cells.length; i++) {
    if (!hasBit(fire, i) || !centreOk(w, cells[i]!)) continue;
    if (around(w, cells[i]!, pattern).some((c) => waterable(w, c))) return true;
  }
  return false;
}

/** Ember (option move): emberMoves' test, stopped at the first gem and space that keep fire beside the space. */
function anyEmberMove(w: World): boolean {
  const m = w.masks();
  const n = w.forest.size;
  const isFire = (r: number, c: number): number => (r >= 0 && c >= 0 && r < n && c < n && hasBit(m.fire, r * n + c) ? 1 : 0);
  const frontier = w.frontier();
  const fireBeside = frontier.map(([r, c]) => isFire(r - 1, c) + isFire(r + 1, c) + isFire(r, c - 1) + isFire(r, c + 1));
  for (const from of w.fire) {
    if (!hasBit(m.waterable, from[0] * n + from[1])) continue;
    for (let i = 0; i < frontier.length; i++) {
      const to = frontier[i]!;
      if (fireBeside[i]! > (Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1]) === 1 ? 1 : 0)) return true;
    }
  }
  return false;
}
