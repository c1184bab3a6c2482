/** Exact dice arithmetic for probabilities (fractions of 36 and the like, as numbers). */

/** Distribution of the sum of `n` dice with `sides` faces: map sum → probability. */
export function sumDistribution(n: number, sides: number): Map<number, number> {
  let dist = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < n; d++) {
    const next = new Map<number, number>();
    for (const [sum, p] of dist) {
      for (let face = 1; face <= sides; face++) next.set(sum + face, (next.get(sum + face) ?? 0) + p / sides);
    }
    dist = next;
  }
  return dist;
}

const TWO_D6 = sumDistribution(2, 6);

/** Chance that a 2d6 roll plus `drm` satisfies `test` (applied to the final, modified roll). */
export function chance2d6(drm: number, test: (finalRoll: number) => boolean): number {
  let p = 0;
  for (const [roll, q] of TWO_D6) if (test(roll + drm)) p += q;
  return round(p);
}

/** Round away binary noise so printed and compared probabilities are stable. */
export function round(p: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(p * f) / f;
}
