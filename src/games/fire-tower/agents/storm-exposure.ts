/**
 * The enemy's Firestorms on the player's quadrant (rules/fire-tower/solo/rules.yaml): two of
 * the enemy's five cards are Wind cards blowing at the player's tower, each a Firestorm
 * among the gems of its quadrant only (ft.solo.enemy-attack), and every fire card that no
 * longer fits blows one more, the way the player picks of the same two (ft.solo.punishment).
 * Such a storm puts a gem on every empty space of the quadrant one step that way from a gem
 * there: so what the next storm costs the room is not how many gems lie in the quadrant but
 * how many have an empty space on their windward side (its exposure). A line laid across
 * the wind costs a gem per gem at the next storm; a block laid against the edge costs none.
 */
import type { Wind } from '../board.ts';
import type { Grid } from './fire-field.ts';

const STEP: Record<string, readonly [number, number]> = { north: [-1, 0], south: [1, 0], east: [0, 1], west: [0, -1] };

/** The steps of the storms that blow at the player's tower (the Solo attack winds). */
export function stormSteps(winds: readonly Wind[]): (readonly [number, number])[] {
  return winds.flatMap((w) => (STEP[w] ? [STEP[w]!] : []));
}

/**
 * Gems a storm would add to the quadrant, averaged over the storm directions: for each,
 * the empty spaces of the quadrant (above 0 in `quadrant`) one step that way from fire in it.
 */
export function stormExposure(g: Grid, quadrant: Float32Array, steps: readonly (readonly [number, number])[]): number {
  if (!steps.length) return 0;
  const n = g.size;
  let added = 0;
  for (const [dr, dc] of steps) {
    for (const i of g.sources) {
      if (!(quadrant[i]! > 0)) continue;
      const tr = Math.floor(i / n) + dr;
      const tc = (i % n) + dc;
      if (tr < 0 || tc < 0 || tr >= n || tc >= n) continue;
      const j = tr * n + tc;
      if (quadrant[j]! > 0 && !g.fire[j] && !g.blocked[j]) added++;
    }
  }
  return added / steps.length;
}
