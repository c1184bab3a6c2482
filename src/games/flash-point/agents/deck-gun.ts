/**
 * The Engine's deck gun for the heuristic agent: it soaks a rolled space of the quadrant
 * beside the Engine and its neighbours, so it pays when that quadrant burns widely. The
 * agent fires it when the burning it may put out is worth its AP, and the
 * Driver/Operator (who fires it for 2) drives the Engine to the quadrant burning most.
 */
import { floorOf, type Quadrant } from '../board.ts';
import type { Action } from '../game.ts';
import type { Firefighter } from '../state.ts';
import { Refusal, type World } from '../world.ts';
import { actionFacts, price } from '../entry.ts';
import { actionsOf, findAction } from './steps.ts';

/** Ground-floor spaces of a quadrant, by row and black-die face (the deck gun aims at the ground floor). */
function inQuadrant(w: World, q: Quadrant, s: readonly number[]): boolean {
  if (floorOf(s) !== 0 || !w.board.isInside(s) || s[0]! < q.rows[0] || s[0]! > q.rows[1]) return false;
  const face = w.board.faceOf(s);
  return face >= q.cols[0] && face <= q.cols[1];
}

/** AP of extinguishing the deck gun is likely to save at the Engine's spot `spot` (0 when a firefighter is in the quadrant). */
export function soakValue(w: World, spot: number): number {
  const q = w.board.quadrantOfEngineSpot(spot);
  if (!q) return 0;
  if (w.firefighters.some((f) => f.at && inQuadrant(w, q, f.at))) return 0;
  let burning = 0;
  let spaces = 0;
  for (const s of w.board.interiorSpaces()) {
    if (!inQuadrant(w, q, s)) continue;
    spaces++;
    const c = w.content(s);
    burning += c === 'fire' ? 2 : c === 'smoke' ? 1 : 0;
  }
  // The target and up to four neighbours are soaked: about five spaces of the quadrant.
  return spaces ? (5 * burning) / spaces : 0;
}

/** Fire the deck gun when it is legal and likely to put out at least the AP it costs (measured: better than waiting for twice). */
export function deckGunShot(w: World, f: Firefighter, legal: readonly Action[]): Action | undefined {
  const shot = findAction(legal, 'fire-deck-gun');
  if (!shot || w.vehicles.engine === null) return undefined;
  return soakValue(w, w.vehicles.engine) >= deckGunCost(w, f) ? shot : undefined;
}

/** What the deck gun costs this firefighter standing on the Engine (Infinity: it may not fire it). */
export function deckGunCost(w: World, f: Firefighter): number {
  const cost = price(w, { ...actionFacts(w, f, 'fire-deck-gun', { quadrantOccupied: false }), onEngine: true });
  return cost instanceof Refusal ? Infinity : cost;
}

/** The gunner (the deck gun costs it 2 AP or less) walks to the Engine when some quadrant burns enough for a shot. */
export function engineWorthReaching(w: World, f: Firefighter): boolean {
  if (w.vehicles.engine === null || deckGunCost(w, f) > 2) return false;
  const n = w.board.parkingSpots('engine').length;
  for (let i = 0; i < n; i++) if (soakValue(w, i) >= 4) return true;
  return false;
}

/** On the Engine with nothing better to do: drive it one spot toward the quadrant burning most, if that one is worth a shot. */
export function driveEngine(w: World, legal: readonly Action[]): Action | undefined {
  const from = w.vehicles.engine;
  const n = w.board.parkingSpots('engine').length;
  if (from === null || !n) return undefined;
  let best = from;
  for (let i = 0; i < n; i++) if (soakValue(w, i) > soakValue(w, best)) best = i;
  if (best === from || soakValue(w, best) < 4) return undefined;
  const way = (best - from + n) % n <= (from - best + n) % n ? 'cw' : 'ccw';
  const drives = actionsOf(legal, 'drive').filter((a) => a[2] === 'engine');
  return drives.find((a) => a[3] === best) ?? drives.find((a) => a[3] === way);
}
