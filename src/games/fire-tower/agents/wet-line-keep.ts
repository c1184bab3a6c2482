/**
 * Wet Line (rules/fire-tower/solo/challenges.yaml, challenge.wet-line): at the round's end
 * the player either holds three Water cards, or lays a 3x3 square of gems in its quadrant
 * touching fire, or, when no such square of empty spaces is left, loses. The square owed is
 * counted in the room clock (solo-value.ts); what this adds is the loss itself: when no
 * square is left, a Water card played (or not kept) near the round's end is that loss.
 * Seeds 1-200: Wet Line losses 12 -> 5 at level 2, 18 -> 8 at level 4, wins unchanged
 * (the games saved from it were lost at the roof later: the room clock, not the Water, decides them).
 */
import type { Grid } from './fire-field.ts';

export interface WetLineRisk {
  /** Water cards short of three. */
  missing: number;
  /** Enemy cards left before the round ends: 0 on its last turn. */
  turnsLeft: number;
  /** Above 0 on the player's quadrant (its tower area included: the square may lie there). */
  quadrant: Float32Array;
}

/**
 * The loss, shared out per missing Water card, on the round's last turn: near the value of
 * an own roof next to fire (OWN_WEIGHT * danger(0) is 3 * 109), so only a threat to the
 * roof itself outweighs keeping the card. Each enemy card still to come halves it: there is
 * time to draw Water, and the fire may open a square again.
 */
const LOSS_PER_CARD = 120;

export function wetLineRisk(water: number, enemyCardsLeft: number, quadrant: Float32Array): WetLineRisk | null {
  return water >= 3 ? null : { missing: 3 - water, turnsLeft: enemyCardsLeft, quadrant };
}

/** What the missing Water cards cost here: nothing while a square can still be laid. */
export function wetLineValue(g: Grid, risk: WetLineRisk): number {
  if (squareLeft(g, risk.quadrant)) return 0;
  return (LOSS_PER_CARD * risk.missing) / 2 ** risk.turnsLeft;
}

/** Is there a 3x3 square of empty spaces inside the quadrant with a space orthogonally next to fire (solo.ts wetLinePlacements)? */
function squareLeft(g: Grid, quadrant: Float32Array): boolean {
  const n = g.size;
  for (let r = 0; r + 2 < n; r++) {
    for (let c = 0; c + 2 < n; c++) {
      if (squareAt(g, quadrant, r, c)) return true;
    }
  }
  return false;
}

function squareAt(g: Grid, quadrant: Float32Array, r0: number, c0: number): boolean {
  const n = g.size;
  let touches = false;
  for (let r = r0; r < r0 + 3; r++) {
    for (let c = c0; c < c0 + 3; c++) {
      const i = r * n + c;
      if (!(quadrant[i]! > 0) || g.fire[i] || g.blocked[i]) return false;
      if (!touches) touches = (r > 0 && g.fire[i - n] === 1) || (r + 1 < n && g.fire[i + n] === 1) || (c > 0 && g.fire[i - 1] === 1) || (c + 1 < n && g.fire[i + 1] === 1);
    }
  }
  return touches;
}
