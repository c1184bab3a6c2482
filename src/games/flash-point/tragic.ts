/**
 * Tragic Events: the Fire Deck drawn instead of one plain Advance Fire, the Event Deck it
 * may call on, and supplies of cards beside the deck. Cards are data (`kind: card`) whose
 * `effects` use a small vocabulary the engine implements: advance fire n times, draw n more
 * fire cards, add a card from its supply to the deck, draw n event cards.
 */
import { nextFloat, shuffled } from '../../core/rng.ts';
import type { CardEffect, CardItem } from './definition.ts';
import type { World } from './world.ts';

/** How many copies a card starts with: a number, or a parameter table by difficulty and players. */
function copies(w: World, c: CardItem): number {
  if (typeof c.copies === 'number') return c.copies;
  if (!c.copies) return 0;
  const table = w.rules.table(c.copies, w.rules.difficulty);
  const n = w.firefighters.length;
  // Rows name player counts: "1", "2", ... ; the largest not above n applies.
  const key = Object.keys(table).map(Number).filter((k) => k <= n).sort((a, b) => b - a)[0];
  return key === undefined ? 0 : table[String(key)]!;
}

/** Setup steps 12-14: the Fire Deck, the supplies beside it, the shuffled Event Deck. */
export function setupCards(w: World): void {
  const cards = w.rules.cards;
  const fire: string[] = [];
  const event: string[] = [];
  const supply: Record<string, number> = {};
  for (const [id, c] of cards) {
    const n = copies(w, c);
    if (c.start === 'fire-deck') for (let i = 0; i < n; i++) fire.push(id);
    else if (c.start === 'event-deck') for (let i = 0; i < n; i++) event.push(id);
    else if (c.start === 'supply') supply[id] = n;
  }
  w.cards = { fireDeck: shuffled(w.rng, fire), fireDiscard: [], supply, eventDeck: shuffled(w.rng, event), eventDiscard: [] };
  w.log('decks', { fireDeck: fire.length, eventDeck: event.length, supply });
}

/** What a card does; a card whose text no source gives follows the `unprintedCards` option. */
function effectsOf(w: World, id: string): CardEffect[] {
  const c = w.rules.cards.get(id);
  if (c?.effects) return c.effects;
  return w.rules.ruleset.optionValues.unprintedCards === 'nothing' ? [] : [{ advance: 1 }];
}

/** Turn up the next Fire Deck card and work out how many advances it calls for (the statechart rolls them). */
export function drawFireCard(w: World): void {
  const cards = w.cards!;
  w.knockedDown = [];
  w.fireChain = 0;
  w.fireAdvances = 0;
  const queue: { id: string; deck: 'fire' | 'event' }[] = [];
  const drawFire = () => {
    const id = cards.fireDeck.shift();
    if (id) queue.push({ id, deck: 'fire' });
    else {
      // No source says what happens when the Fire Deck runs out; the fire then advances once, as without Tragic Events.
      w.log('fire-deck-empty');
      w.fireAdvances += 1;
    }
  };
  drawFire();
  while (queue.length) {
    const { id, deck } = queue.shift()!;
    w.log('card', { deck, card: id });
    (deck === 'fire' ? cards.fireDiscard : cards.eventDiscard).push(id);
    for (const e of effectsOf(w, id)) {
      if ('advance' in e) w.fireAdvances += e.advance;
      else if ('draw' in e) for (let i = 0; i < e.draw; i++) drawFire();
      else if ('event' in e) {
        for (let i = 0; i < e.event; i++) {
          const ev = cards.eventDeck.shift();
          if (ev) queue.push({ id: ev, deck: 'event' });
          else w.log('event-deck-empty');
        }
      } else if ('add' in e) {
        const card = e.add.replace(/^card\./, '');
        if ((cards.supply[card] ?? 0) > 0) {
          cards.supply[card]!--;
          cards.fireDeck.splice(Math.floor(nextFloat(w.rng) * (cards.fireDeck.length + 1)), 0, card);
          w.log('card-added', { card });
        } else w.log('supply-empty', { card });
      }
    }
  }
}
