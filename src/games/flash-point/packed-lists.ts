/**
 * Lists the state keeps, built in one elements kind whoever builds them. V8's optimized
 * Array.prototype.map returns a holey array where its builtin returns a packed one, so a
 * list made by `.map` changes its map once the function making it is optimized, and every
 * reader compiled for the other map deoptimizes (traced: 34 functions when cloneForUpdate
 * was optimized, 23 when emptyState was, hundreds of games into a series). A loop of
 * pushes onto a literal gives a packed array in both tiers.
 */
export function mapPacked<T, U>(list: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
  return out;
}
