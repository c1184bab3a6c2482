/**
 * The state view (state-view.ts) with what lies on each space beside it: the grid (one number
 * per space, board-grid.ts) and its bit masks (board-masks.ts), shared with the state they
 * were kept for until the first change, then this view's own, and kept in step with every
 * change instead of built again. A World (world.ts) is this view plus the rules.
 */
import type { Forest } from './board.ts';
import * as bit from './board-grid.ts';
import { buildGrid, handOverBoard, keepGrid, keptBoard, stillKept, type Grid, type Kept } from './board-grid.ts';
import { anyDownwindOfFire, bitsSet, buildBoardMasks, copyMasks, downwindOfFire, fixedMasksOf, gemsBefore, maskSpaces, nthBit, updateMasks, type BoardMasks } from './board-masks.ts';
import type { Cell } from './patterns.ts';
import { cutTo, placeAfter } from './cells.ts';
import type { FireTowerState } from './state.ts';
import { StateView } from './state-view.ts';

// A local copy: an imported binding can be a getter call under tsx (see world.ts).
const { OFF, GEM, FLAME, BREAK } = bit;

/** Space indices found by one reading, read before the next (one list, grown for a larger forest). */
interface DownwindScratch {
  at: Int32Array;
  count: number;
}

const scratch: DownwindScratch = { at: new Int32Array(0), count: 0 };

function downwindScratch(spaces: number): DownwindScratch {
  if (scratch.at.length < spaces) scratch.at = new Int32Array(spaces);
  return scratch;
}

export class BoardView extends StateView {
  /** What lies on each space (index r * size + c), kept in step with the state's lists. */
  protected grid: Grid;
  /** The state whose kept grid (board-grid.ts) this view still shares; null once it has changed a space. */
  private gridOf: FireTowerState | null = null;
  /** The record kept for `gridOf` (board-grid.ts), held so a reading asks `stillKept`, not the list of records. */
  private kept: Kept | null = null;
  /** The grid as bit masks, built when a placement is first tested and then kept in step with each change. */
  private masksNow: BoardMasks | null = null;
  /** masksNow is this view's own (not kept for a state, so not shared): changed in place. */
  private masksOwned = false;
  /** Which of the state's lists of pieces are known to be sorted (board-grid.ts SORTED_* bits). */
  protected sortedLists = 0;
  /** How many times this view has changed a space: a reading taken at one count holds while it stays. */
  changes = 0;
  /** No gem on a standing tower's roof, as anyRoofAlight last read the board (tower-burning.ts): a gem landing on such a roof clears it (World.addGem). */
  roofsQuiet = false;

  /**
   * A view of `s`. With `sameBoardAs` (s itself, or the state s was copied from, which must
   * hold the same pieces) the grid kept for that state is shared instead of built again.
   * With `takeOver` (s handed over: nobody reads it again) the grid and masks kept for s
   * become this view's own, changed in place without a copy.
   */
  constructor(s: FireTowerState, readonly forest: Forest, sameBoardAs?: FireTowerState, takeOver = false) {
    super(s);
    if (takeOver) {
      const k = handOverBoard(s, forest);
      this.grid = k.grid;
      this.masksNow = k.masks ?? null;
      this.masksOwned = true;
      this.sortedLists = k.sorted;
    } else if (sameBoardAs) {
      const k = keptBoard(sameBoardAs, forest);
      this.kept = k;
      this.grid = k.grid;
      this.gridOf = sameBoardAs;
      // A copy shares its original's lists (cloneState), so what is known of those holds for s.
      this.sortedLists = k.sorted;
    } else this.grid = buildGrid(s, forest);
  }

  /**
   * The step is over: the grid (and masks) become the ones kept for the state, so the next
   * reading or step shares them instead of building them again. Changes after this copy first.
   */
  keepBoard(): void {
    this.kept = keepGrid(this.s, this.grid, this.masksNow, this.sortedLists);
    this.gridOf = this.s;
    this.masksOwned = false;
  }

  /** Change the bits of a space (the shared grid is copied first) and bring the masks, if built, in step (copied first when shared). */
  protected setBits(at: Cell, bits: number, on: boolean): void {
    this.setSpaceBits(this.at(at), bits, on);
  }

  /** setBits for space `i` (r * size + c): a caller that has the index already does not work it out again. */
  protected setSpaceBits(i: number, bits: number, on: boolean): void {
    if (this.gridOf) {
      // Masks kept for the shared grid are taken up now, to be carried through the change.
      if (!this.masksNow) {
        this.masksNow = this.keptMasks() ?? null;
        this.masksOwned = false;
      }
      this.grid = this.grid.slice();
      this.gridOf = null;
      this.kept = null;
    }
    this.changes++;
    this.grid[i] = on ? this.grid[i]! | bits : this.grid[i]! & ~bits;
    if (!this.masksNow) return;
    if (!this.masksOwned) {
      this.masksNow = copyMasks(this.masksNow);
      this.masksOwned = true;
    }
    updateMasks(this.forest, this.grid, this.masksNow, i, bits, on);
  }

  /**
   * The cells of `list` whose space still has `bit` set, in order: `list` itself, changed in
   * place, when it is `own` (made by this view, held by nobody else); else a new list.
   */
  protected stillSet(list: Cell[], own: Cell[] | null, bit: number): Cell[] {
    const out = list === own ? list : list.slice();
    const n = this.forest.size;
    let kept = 0;
    for (let i = 0; i < out.length; i++) {
      const c = out[i]!;
      if ((this.grid[c[0] * n + c[1]]! & bit) !== 0) out[kept++] = c;
    }
    cutTo(out, kept);
    return out;
  }

  /** The board as bit masks (board-masks.ts), for testing placements. */
  masks(): BoardMasks {
    if (this.masksNow) return this.masksNow;
    const kept = this.keptMasks();
    if (kept) {
      this.masksOwned = false;
      return (this.masksNow = kept);
    }
    this.masksNow = buildBoardMasks(this.forest, this.grid);
    const k = this.keptRecord();
    if (k) k.masks = this.masksNow;
    this.masksOwned = !this.gridOf;
    return this.masksNow;
  }

  /** The record kept for the shared grid's state, while it is still that state's and holds this grid; else null. */
  private keptRecord(): Kept | null {
    const k = this.kept;
    return k && this.gridOf && k.grid === this.grid && stillKept(k, this.gridOf) ? k : null;
  }

  /** Masks already built from the shared grid and kept with it (undefined when none). */
  private keptMasks(): BoardMasks | undefined {
    return this.keptRecord()?.masks;
  }

  /** The masks when built or kept already (null otherwise): for readings that have a cheaper way without them. */
  protected masksAtHand(): BoardMasks | null {
    if (this.masksNow || !this.gridOf) return this.masksNow;
    const kept = this.keptMasks();
    if (kept) {
      this.masksNow = kept;
      this.masksOwned = false;
    }
    return this.masksNow;
  }

  /** Is fire (a gem or the Eternal Flame) orthogonally next to `at`? Asked for every space in many loops: read off the grid, no cells built. */
  nextToFire(at: Cell): boolean {
    const r = at[0];
    const c = at[1];
    return this.fireAt(r - 1, c) || this.fireAt(r + 1, c) || this.fireAt(r, c - 1) || this.fireAt(r, c + 1);
  }

  /**
   * Where a gem on empty space `i` goes in the fire list, kept in board order: counted off the
   * masks when at hand (no cell of the list read), else found by binary search (cells.ts).
   */
  protected gemPlace(i: number): number {
    const m = this.masksAtHand();
    if (m) return gemsBefore(m, fixedMasksOf(this.forest).flames, i);
    return placeAfter(this.fire, (i / this.forest.size) | 0, i % this.forest.size);
  }

  /** Is fire other than the space `but` orthogonally next to `at`? (a hawk's gem leaving `but`), read off the grid. */
  nextToFireBut(at: Cell, but: Cell): boolean {
    const r = at[0];
    const c = at[1];
    const br = but[0];
    const bc = but[1];
    return (
      (this.fireAt(r - 1, c) && (r - 1 !== br || c !== bc)) ||
      (this.fireAt(r + 1, c) && (r + 1 !== br || c !== bc)) ||
      (this.fireAt(r, c - 1) && (r !== br || c - 1 !== bc)) ||
      (this.fireAt(r, c + 1) && (r !== br || c + 1 !== bc))
    );
  }

  /** A gem on [r, c] (not the Eternal Flame); false off the board. Read off the grid, no cell made. */
  isGemAt(r: number, c: number): boolean {
    const n = this.forest.size;
    return r >= 0 && c >= 0 && r < n && c < n && (this.grid[r * n + c]! & GEM) !== 0;
  }

  /** Fire (a gem or the Eternal Flame) on [r, c]; false off the board. */
  protected fireAt(r: number, c: number): boolean {
    const n = this.forest.size;
    return r >= 0 && c >= 0 && r < n && c < n && (this.grid[r * n + c]! & (GEM | FLAME)) !== 0;
  }

  /** Empty spaces one `step` away from fire (a gem or the Eternal Flame), in board order: where a wind puts its gem. */
  downwindOfFire(step: Cell): Cell[] {
    const cells = this.forest.cells;
    const m = this.masksAtHand();
    if (m) return maskSpaces(cells, downwindOfFire(this.forest, m, step[0], step[1]), true);
    const found = this.downwindIndices(step, false);
    const out: Cell[] = [];
    for (let k = 0; k < found.count; k++) out.push(cells[found.at[k]!]!);
    return out;
  }

  /** Is `at` among `downwindOfFire(step)`? Read off two spaces, not the board's list. */
  isDownwindOfFire(at: Cell, step: Cell): boolean {
    const r = at[0];
    const c = at[1];
    return (this.bitsAt(r, c) & (OFF | GEM | FLAME | BREAK)) === 0 && this.fireAt(r - step[0], c - step[1]);
  }

  /** Is any space downwind of fire (`downwindOfFire(step)` not empty)? Stops at the first. */
  anyDownwindOfFire(step: Cell): boolean {
    const m = this.masksAtHand();
    if (!m) return this.downwindIndices(step, true).count > 0;
    return anyDownwindOfFire(this.forest, m, step[0], step[1]);
  }

  /**
   * One space of `downwindOfFire(step)` drawn without the list being made: `choose` is told
   * how many there are (counted off the masks' words, or found in one pass over the grid) and
   * returns an index; the space there, or null for an index outside the list.
   */
  pickDownwindOfFire(step: Cell, choose: (count: number) => number): Cell | null {
    const m = this.masksAtHand();
    if (m) {
      const found = downwindOfFire(this.forest, m, step[0], step[1]);
      const i = nthBit(found, choose(bitsSet(found)));
      return i >= 0 ? this.forest.cells[i]! : null;
    }
    const found = this.downwindIndices(step, false);
    const k = choose(found.count);
    return k >= 0 && k < found.count ? this.forest.cells[found.at[k]!]! : null;
  }

  /**
   * The spaces downwind of fire read off the grid (masks not at hand: building them for this
   * alone costs more), as indices in board order in the scratch list (with `firstOnly`, the first alone).
   */
  private downwindIndices([dr, dc]: Cell, firstOnly: boolean): DownwindScratch {
    const n = this.forest.size;
    const out = downwindScratch(n * n);
    out.count = 0;
    const g = this.grid;
    for (let r = Math.max(0, dr); r < Math.min(n, n + dr); r++) {
      for (let c = Math.max(0, dc); c < Math.min(n, n + dc); c++) {
        if ((g[r * n + c]! & (GEM | FLAME | BREAK)) !== 0 || (g[(r - dr) * n + c - dc]! & (GEM | FLAME)) === 0) continue;
        out.at[out.count++] = r * n + c;
        if (firstOnly) return out;
      }
    }
    return out;
  }

  protected at(cell: Cell): number {
    return cell[0] * this.forest.size + cell[1];
  }

  /** The bits on a space; OFF off the board. */
  protected bits(cell: Cell): number {
    return this.bitsAt(cell[0], cell[1]);
  }

  /** bits([r, c]) without a cell. */
  protected bitsAt(r: number, c: number): number {
    const n = this.forest.size;
    return r >= 0 && c >= 0 && r < n && c < n ? this.grid[r * n + c]! : OFF;
  }
}
