/**
 * The one seeded random number generator every game draws from. Its whole state is a
 * single 32-bit integer kept inside the game state, so a saved game resumes the same
 * sequence and the same seed + actions always give the same game (mulberry32: small,
 * fast and well distributed enough for dice and shuffles).
 */
export interface RngState {
  seed: number;
  /** The generator's current state (advances with every draw). */
  state: number;
  /** How many numbers have been drawn (for logs and debugging). */
  draws: number;
}

export function seedRng(seed: number): RngState {
  const s = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return { seed, state: s, draws: 0 };
}

/** A uniform float in [0, 1); advances `rng` in place. */
export function nextFloat(rng: RngState): number {
  rng.state = (rng.state + 0x6d2b79f5) >>> 0;
  let t = rng.state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  rng.draws++;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A fresh 32-bit seed drawn from `rng`, to start another generator from (advances `rng`). */
export function nextSeed(rng: RngState): number {
  return Math.floor(nextFloat(rng) * 2 ** 32);
}

/** A die roll 1..sides. */
export function rollDie(rng: RngState, sides: number): number {
  return 1 + Math.floor(nextFloat(rng) * sides);
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(rng: RngState, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(nextFloat(rng) * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
