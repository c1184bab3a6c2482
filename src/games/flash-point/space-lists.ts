/**
 * Lists of spaces as the state keeps them (fire, smoke, hot spots, hazmats, floor markers):
 * membership, removal and insertion in the canonical order normalise sorts them into.
 * Plain loops: World asks these many times per action.
 */
import { compareSpaces, sameSpace, type Space } from './board.ts';

export function hasSpace(list: readonly Space[], s: readonly number[]): boolean {
  for (let i = 0; i < list.length; i++) if (sameSpace(list[i]!, s)) return true;
  return false;
}

/** Remove the first entry for `s`, if any. */
export function dropSpace(list: Space[], s: readonly number[]): void {
  for (let i = 0; i < list.length; i++) {
    if (sameSpace(list[i]!, s)) {
      list.splice(i, 1);
      return;
    }
  }
}

/** Put `s` where normalise's sort would (after any equal space), so the list needs no sort after. */
export function insertSpace(list: Space[], s: Space): void {
  let i = list.length;
  while (i > 0 && compareSpaces(list[i - 1]!, s) > 0) i--;
  list.splice(i, 0, s);
}
