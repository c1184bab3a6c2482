/**
 * Lists a game keeps in its state (and lists its hot paths pass on), built in one elements
 * kind whoever builds them. V8's optimized Array.prototype.map returns a holey array where
 * its builtin returns a packed one, so a list made by `.map` changes its map once the
 * function making it is optimized, and every reader compiled for the other map deoptimizes.
 * Traced: Flash Point, 34 functions when cloneForUpdate was optimized and 23 when emptyState
 * was; Fire Tower, about 45 readers of the players list when emptyState was, some 1,700
 * games into a series.
 */

/**
 * `list.map(f)`, packed in either tier: pushes onto a literal. (Measured against the other
 * ways to one kind: an array of the list's length filled by index is holey in both tiers,
 * and games 501-700 of a series cost 20 % more with it; a copy of the list filled in place
 * keeps the list's own kind, which changes with the tier of the list's maker.)
 */
export function mapList<T, U>(list: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!, i));
  return out;
}
