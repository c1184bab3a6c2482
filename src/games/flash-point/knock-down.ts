/** Knocked-down firefighters: where they may go, and going there. */
import { compareSpaces, copySpace, sameSpace, type Space } from './board.ts';
import type { World } from './world.ts';
import { putDownLadder } from './ladders.ts';

/** The spaces of `list`, each once, in row-then-column order. */
export function uniqueSpaces(list: Space[]): Space[] {
  const out: Space[] = [];
  for (const s of list) if (!out.some((o) => sameSpace(o, s))) out.push(copySpace(s));
  return out.sort(compareSpaces);
}

export function knockDown(w: World, id: string, to: Space): void {
  const f = w.firefighter(id);
  putDownLadder(w, f); // a carried ladder stays where its carrier fell
  // A new list: the state shares its list with the one it was copied from (cloneForUpdate).
  w.knockedDown = [...w.knockedDown, id];
  // Sent to a burning start location under burningStart: out-of-game, the firefighter waits there until it is clear.
  const out = w.rules.string('param.knock-down.to') === 'start-locations' && w.content(to) === 'fire' && w.rules.ruleset.optionValues.burningStart === 'out-of-game';
  w.log('knocked-down', { at: f.at, to, ...(out ? { out: true } : {}) }, f.id);
  f.at = copySpace(to);
  f.carrying = null;
  f.leading = null;
  if (out) f.out = true;
}

/**
 * Where a knocked-down firefighter may go: either space of the Ambulance (the player
 * chooses). Without vehicles (Family Game), the printed Ambulance parking space closest to
 * where it fell, the first in row-then-column order on a tie.
 */
export function knockDownOptions(w: World, from: Space): Space[] {
  if (w.rules.string('param.knock-down.to') === 'engine') return uniqueSpaces(w.engineSpaces());
  if (w.rules.string('param.knock-down.to') === 'start-locations') {
    // A start location without fire if there is one; when all burn, any of them.
    const all = w.board.startLocations();
    const clear = all.filter((l) => w.content(l) !== 'fire');
    return uniqueSpaces(clear.length ? clear : all);
  }
  const amb = w.ambulanceSpaces();
  if (amb.length) return uniqueSpaces(amb);
  const printed = w.board.parkingSpots('ambulance').flat();
  const dist = (s: Space) => Math.abs(s[0] - from[0]) + Math.abs(s[1] - from[1]);
  const best = [...printed].sort((a, b) => dist(a) - dist(b) || a[0] - b[0] || a[1] - b[1])[0];
  return best ? [copySpace(best)] : [];
}
