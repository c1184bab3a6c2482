/**
 * Every candidate turn action of a firefighter, in legalActions' order and not yet checked,
 * with what they share (`around`): the verb table's walk (moves/table.ts eachTurnCandidate)
 * collected into a list, for the tests that look at candidates one by one.
 */
import { eachTurnCandidate, type Candidate } from '../../src/games/flash-point/moves/table.ts';
import type { Around } from '../../src/games/flash-point/moves/types.ts';
import type { Firefighter } from '../../src/games/flash-point/state.ts';
import type { World } from '../../src/games/flash-point/world.ts';

export function turnCandidates(w: World, f: Firefighter): { candidates: Candidate[]; around: Around } {
  const candidates: Candidate[] = [];
  const around = eachTurnCandidate(w, f, { take: (entry, args) => candidates.push([entry.verb, args]) });
  return { candidates, around };
}
