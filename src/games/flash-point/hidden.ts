/**
 * What the firefighters cannot know yet, drawn anew for a search agent's imagined futures
 * (core/playable.ts `redrawHidden`): the dice to come (a new RNG), the identities of face-down
 * PoIs that were drawn when placed (put back with the unplaced markers and drawn again), and
 * the order of the Tragic Events decks. Nothing the table can see changes.
 */
import { nextSeed, seedRng, shuffled } from '../../core/rng.ts';
import type { FlashPointGame } from './game.ts';
import { cloneForUpdate, type FlashPointState, type PoiIdentity } from './state.ts';

export function redrawHidden(game: FlashPointGame, seed: number): FlashPointGame {
  const state = cloneForUpdate(game.state);
  const rng = seedRng(seed);
  state.rng = seedRng(nextSeed(rng));
  redrawPoiIdentities(state, rng);
  if (state.cards) state.cards = { ...state.cards, fireDeck: shuffled(rng, state.cards.fireDeck), eventDeck: shuffled(rng, state.cards.eventDeck) };
  return { engine: game.engine, state };
}

/** Face-down identities and the unplaced markers are one unknown pile: each face-down PoI draws from it again. */
function redrawPoiIdentities(state: FlashPointState, rng: ReturnType<typeof seedRng>): void {
  const faceDown = state.pois.filter((p) => p.is !== undefined);
  if (!faceDown.length) return;
  const pile: PoiIdentity[] = faceDown.map((p) => p.is!);
  for (const [identity, n] of Object.entries(state.poiPool) as [PoiIdentity, number][]) for (let i = 0; i < n; i++) pile.push(identity);
  const drawn = shuffled(rng, pile);
  const pool: Partial<Record<PoiIdentity, number>> = {};
  for (const identity of Object.keys(state.poiPool) as PoiIdentity[]) pool[identity] = 0;
  state.pois = state.pois.map((p) => (p.is === undefined ? p : { ...p, is: drawn.pop()! }));
  for (const identity of drawn) pool[identity] = (pool[identity] ?? 0) + 1;
  state.poiPool = pool as FlashPointState['poiPool'];
}

/**
 * How well the firefighters are doing, 0 to 1: a finished game's result, else an estimate from
 * victims rescued, carried and lost, the damage the building has taken, and the fire and smoke
 * on it now (what a search's playouts of a turn or two can change: most games are lost to the
 * building's collapse, which the fire left standing brings on). Kept strictly inside (0, 1)
 * so a real win or loss outweighs it.
 */
export function standing(game: FlashPointGame): number {
  const s = game.state;
  if (s.status === 'won') return 1;
  if (s.status === 'lost') return 0;
  const damageTaken = game.engine.rules.number('param.damage.supply') - s.damageSupply;
  let carried = 0;
  for (const v of s.victims) if (v.carriedBy && !v.rescued) carried++;
  const v = 0.45 + 0.075 * s.rescued + 0.025 * carried - 0.1 * s.lost - 0.008 * damageTaken - 0.003 * s.fire.length - 0.001 * s.smoke.length;
  return Math.min(0.98, Math.max(0.02, v));
}
