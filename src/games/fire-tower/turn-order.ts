/**
 * What decides which turn actions exist at all: an Implementation Plan card to play, a Heavy
 * Smoke round, or a free choice; and small checks the turn verbs share (turn-verbs.ts).
 */
import type { Player } from './state.ts';
import type { StateView } from './state-view.ts';
import { Refusal } from './world.ts';

/** Implementation Plan (solo): the card this turn's action must play, if any. */
export function planned(v: StateView): string | undefined {
  return v.solo?.plan?.[0];
}

/** Heavy Smoke (solo) is in force and the hand can offer its two cards: that is the only action. */
export function heavySmokeRound(v: StateView, p: Player): boolean {
  return !!v.solo?.challenges.includes('heavy-smoke') && p.hand.length >= 2;
}

/** The action step with the whole choice open: a card, a redraw, Reckless Abandon, a specialty. */
export function freeTurn(v: StateView, p: Player): boolean {
  return v.phase === 'action' && !planned(v) && !heavySmokeRound(v, p);
}

/**
 * Whether the hand holds every card named (as many copies as named): null if so, else the
 * first card missing and the hand as it is left at that point (the words discarding one by
 * one refuses with).
 */
export function holdsAll(hand: readonly string[], cards: readonly string[]): { missing: string; left: string[] } | null {
  const left = [...hand];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return { missing: c, left };
    left.splice(i, 1);
  }
  return null;
}

/** The refusal of discarding cards one by one when the hand lacks one (null when it holds them all). */
export function notHeld(p: Player, cards: readonly string[]): Refusal | null {
  const short = holdsAll(p.hand, cards);
  return short && new Refusal('ft.turn.action', () => `${p.id} holds no ${short.missing} (hand: ${short.left.join(', ') || 'empty'})`);
}
