/**
 * The candidate pre-filters never drop a legal action: at every step of random games on
 * every preset (FIRERULES_DIFF_GAMES per preset, default 1), legalActions equals, in order,
 * the list made with those filters off. The filters: a side a step through leads nowhere
 * (moves/types.ts `stepArgs`: move, drag), a vehicle whose price alone refuses its drive
 * (Around `refusedByPrice`), a commanded move that leads nowhere (the Fire Captain's command).
 */
import { describe, expect, it } from 'vitest';
import { SIDES } from '../../src/games/flash-point/board.ts';
import { legalActions } from '../../src/games/flash-point/game.ts';
import { VERB_TABLE } from '../../src/games/flash-point/moves/table.ts';
import { swingableDoor, type AnyVerb, type Args, type Around } from '../../src/games/flash-point/moves/types.ts';
import type { Firefighter } from '../../src/games/flash-point/state.ts';
import type { World } from '../../src/games/flash-point/world.ts';
import { eachRandomStep, PRESETS } from './random-steps.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);

/** `around` with its filters off: every side passable, no vehicle refused by its price. */
function unfiltered(around: Around): Around {
  return Object.create(around, {
    edges: { value: () => around.edges().map((e) => ({ ...e, passable: true })) },
    refusedByPrice: { value: () => false },
  }) as Around;
}

/** The Fire Captain's command candidates as they were before the filter: a move every side of every other firefighter. */
function everyCommand(w: World, f: Firefighter, filtered: readonly Args[]): Args[] {
  if (!filtered.length) return []; // the role may not command (or nobody to command): not a filter of this test
  const out: Args[] = [];
  for (const o of w.firefighters) {
    if (o.id === f.id || !o.at) continue;
    for (let k = 0; k < SIDES.length; k++) {
      const edge = w.board.geometry.sideEdgeOf(o.at, k);
      const door = w.readDoorOn(edge) ?? w.readWindowOn(edge);
      out.push([o.id, 'move', SIDES[k]]);
      if (swingableDoor(door, 'open')) out.push([o.id, 'open', SIDES[k]]);
      if (swingableDoor(door, 'close')) out.push([o.id, 'close', SIDES[k]]);
    }
  }
  return out;
}

/** Runs `body` with every entry's candidates unfiltered, then puts the table back. */
function withFiltersOff<T>(body: () => T): T {
  const saved = new Map<AnyVerb, AnyVerb['candidates']>();
  for (const e of VERB_TABLE.values()) {
    const own = e.candidates;
    saved.set(e, own);
    e.candidates = e.verb === 'command' ? (w, f, around) => everyCommand(w, f, own(w, f, around)) : (w, f, around) => own(w, f, unfiltered(around));
  }
  try {
    return body();
  } finally {
    for (const [e, own] of saved) e.candidates = own;
  }
}

describe('candidate pre-filters', () => {
  it.each(PRESETS)('drop no legal action at any step of %s random games', (preset) => {
    const problems: string[] = [];
    let compared = 0;
    eachRandomStep(preset, GAMES, (game, legal) => {
      const all = withFiltersOff(() => legalActions(game));
      compared++;
      if (JSON.stringify(all) !== JSON.stringify(legal)) problems.push(`turn ${game.state.turn}: filtered ${JSON.stringify(legal)}, unfiltered ${JSON.stringify(all)}`);
    });
    expect(compared).toBeGreaterThan(0);
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
