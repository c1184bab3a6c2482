/**
 * Fire Tower card patterns: cells relative to an anchor ([row, col] offsets). A pattern
 * that may turn is placed in any of its distinct quarter-turn orientations; these helpers
 * compute them once, so the rules only list each shape as printed.
 */
export type Cell = [number, number];

/** Shift cells so the smallest row and column are 0, and sort them: equal shapes compare equal. */
export function normalise(cells: readonly Cell[]): Cell[] {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([r, c]): Cell => [r - r0, c - c0]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const key = (cells: readonly Cell[]): string => cells.map((c) => c.join(',')).join(';');

/**
 * A quarter turn clockwise: (r, c) → (c, -r). Written 0 - r: -r of a row 0 is -0, not a small
 * integer to V8, and one -0 makes every cell literal of this site an array of doubles; cells of
 * both kinds through the same reads then turned the board's own cells into doubles too.
 */
const turn = (cells: readonly Cell[]): Cell[] => cells.map(([r, c]): Cell => [c, 0 - r]);

const memo = new WeakMap<readonly Cell[], Cell[][]>();

/** The distinct orientations of a shape: itself only, or its quarter turns without repeats (computed once per shape). */
export function orientations(cells: readonly Cell[], rotate: boolean): Cell[][] {
  const hit = memo.get(cells);
  if (hit && (rotate || hit.length === 1)) return rotate ? hit : [hit[0]!];
  const out = computeOrientations(cells, rotate);
  if (rotate) memo.set(cells, out);
  return out;
}

function computeOrientations(cells: readonly Cell[], rotate: boolean): Cell[][] {
  const out: Cell[][] = [normalise(cells)];
  if (!rotate) return out;
  let cur = [...cells];
  for (let i = 0; i < 3; i++) {
    cur = turn(cur);
    const n = normalise(cur);
    if (!out.some((o) => key(o) === key(n))) out.push(n);
  }
  return out;
}
