/**
 * Lists the state keeps (and candidate and action lists the legal-action search passes
 * on), built in one elements kind whoever builds them. V8's optimized Array.prototype.map
 * returns a holey array where its builtin returns a packed one, so a list made by `.map`
 * changes its map once the function making it is optimized, and every reader compiled for
 * the other map deoptimizes (traced: 34 functions when cloneForUpdate was optimized, 23 when
 * emptyState was, hundreds of games into a series).
 */

/**
 * `list.map(f)`, packed in either tier: pushes onto a literal. (Measured against the other
 * ways to one kind: an array of the list's length filled by index is holey in both tiers,
 * and games 501-700 of a series cost 20 % more with it; a copy of the list filled in place
 * keeps the list's own kind, which changes with the tier of the list's maker.)
 */
export function mapList<T, U>(list: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
  return out;
}
