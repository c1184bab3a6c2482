/**
 * How far fire is from each space, in turns rather than steps: the wind spreads fire one
 * space downwind every turn for free, any other way takes a card, so a step with the wind
 * costs 1 and a step across or against it costs 2. Firebreaks stop it (Burning Snag and
 * Explosion may jump them, but only with the right card: ignored). Read from the state's
 * plain fields only (fire, firebreaks, wind) and the forest's geometry, so it survives a
 * change of the kernel's internals.
 */
import type { Forest, Wind } from '../board.ts';
import type { Cell } from '../patterns.ts';
import type { FireTowerState } from '../state.ts';

/** Turns for fire to reach a space that no fire can reach (walled off by firebreaks). */
export const FAR = 40;

/** The forest as flat arrays (index r * size + c), built once per state read. */
export interface Grid {
  size: number;
  blocked: Uint8Array;
  fire: Uint8Array;
  /** Indexes of every burning space (gems and the Eternal Flame). */
  sources: number[];
  wind: Wind;
}

const STEPS: readonly [Wind, number, number][] = [
  ['north', -1, 0],
  ['east', 0, 1],
  ['south', 1, 0],
  ['west', 0, -1],
];

export function gridOf(s: FireTowerState, forest: Forest): Grid {
  const size = forest.size;
  const blocked = new Uint8Array(size * size);
  const fire = new Uint8Array(size * size);
  const sources: number[] = [];
  for (const [r, c] of s.firebreaks) blocked[r * size + c] = 1;
  const burn = (cells: readonly Cell[]) => {
    for (const [r, c] of cells) {
      const i = r * size + c;
      if (!fire[i]) sources.push(i);
      fire[i] = 1;
    }
  };
  burn(s.fire);
  burn(forest.flameCells);
  return { size, blocked, fire, sources, wind: s.wind };
}

/**
 * Turns from `from` to every space (Dial's algorithm: costs are 1 or 2). `towards`: fire
 * moving out of the sources (a step in a `cheap` direction, by default the wind's, costs 1);
 * false: the way back from a target (a roof) to the fire, where the cheap steps are reversed.
 */
export function turnsFrom(g: Grid, from: readonly number[], towards: boolean, cheap: readonly Wind[] = [g.wind]): Uint16Array {
  const n = g.size * g.size;
  const dist = new Uint16Array(n).fill(FAR);
  // Each direction's step cost, read once rather than per step.
  const costs = STEPS.map(([wind]) => (cheap.includes(towards ? wind : opposite(wind)) ? 1 : 2));
  const buckets: number[][] = [[], [], []];
  for (const i of from) {
    dist[i] = 0;
    buckets[0]!.push(i);
  }
  // Distances are capped at FAR, so the bucket index wraps every 3 (costs are at most 2).
  for (let d = 0, left = from.length; left > 0 && d < FAR; d++) {
    const bucket = buckets[d % 3]!;
    while (bucket.length) {
      const i = bucket.pop()!;
      left--;
      if (dist[i] !== d) continue;
      const r = (i / g.size) | 0;
      const c = i - r * g.size;
      for (let k = 0; k < 4; k++) {
        const [, dr, dc] = STEPS[k]!;
        const nr = r + dr;
        const nc = c + dc;
        if (nr < 0 || nc < 0 || nr >= g.size || nc >= g.size) continue;
        const j = nr * g.size + nc;
        if (g.blocked[j]) continue;
        const nd = d + costs[k]!;
        if (nd < dist[j]! && nd < FAR) {
          dist[j] = nd;
          buckets[nd % 3]!.push(j);
          left++;
        }
      }
    }
  }
  return dist;
}

const OPPOSITE: Record<Wind, Wind> = { north: 'south', south: 'north', east: 'west', west: 'east' };

function opposite(w: Wind): Wind {
  return OPPOSITE[w];
}
