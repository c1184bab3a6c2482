/**
 * Doing what an action card says, once its check (card-checks.ts) has passed: each effect's
 * handler changes the board and may assume its arguments are what the check accepts.
 * `performCard` is the check, thrown as a Refusal naming the rule (not run again for arguments
 * the game's own agent drew: World `drawn`), then the handler. The argument shapes are listed
 * in cards.ts, beside `cardChoices`, which enumerates them. A log line's details are built only
 * when the game keeps a log (`w.silent`: a simulated game keeps none).
 */
import type { Wind } from './board.ts';
import type { CardItem, Direction } from './definition.ts';
import type { Cell } from './patterns.ts';
import type { Player } from './state.ts';
import type { World } from './world.ts';
import { askGems } from './gems.ts';
import { around, waterLimit, type CardArgs } from './cards.ts';
import { cardRefusal, centreCells, firebrandMoves, secondCrownRefusal } from './card-checks.ts';

function placeAll(w: World, cells: Cell[], by: string): void {
  for (const c of cells) w.addGem(c, by);
}

/**
 * One card play, as every effect handler sees it: card `id` (`card`) played by `p` (`by`, its id)
 * with `args`. Plain parameters, not an object made per play.
 */
type CardPlay = (w: World, p: Player, id: string, card: CardItem, args: CardArgs, by: string) => void;

type CardEffect = CardItem['effect'];

/**
 * One handler per card effect (the keys of card-checks.ts `EFFECT_CHECKS`), acting on
 * arguments its check has passed. 'event' has none: event cards are resolved when drawn
 * (world.ts) and never played.
 */
const EFFECT_HANDLERS: Partial<Record<CardEffect, CardPlay>> = {
  'set-wind': (w, p, id, card, args, by) => {
    if (args.wind !== undefined) {
      const wind = args.wind as Wind;
      w.wind = wind;
      if (!w.silent) w.log('wind-set', { wind, card: id }, by);
    } else if (args.reroll === true) {
      const wind = w.rollWind('wind card', w.wind);
      w.wind = wind;
      if (!w.silent) w.log('wind-set', { wind, card: id, rolled: true }, by);
    } else {
      const at = args.gem as Cell;
      w.addGem(at, by);
      if (!w.silent) w.log('gem', { at, card: id }, by);
    }
  },
  'place-fire': (w, p, id, card, args, by) => {
    const cells = args.cells as Cell[];
    placeAll(w, cells, by);
    if (!w.silent) w.log('fire', { cells, card: id }, by);
  },
  'explosion': (w, p, id, card, args, by) => {
    const at = args.at as Cell;
    w.removeGem(at);
    w.addFirebreak(at);
    const cells = around(w, at, card.pattern!).filter((c) => w.isEmpty(c));
    placeAll(w, cells, by);
    if (!w.silent) w.log('explosion', { at, cells, card: id }, by);
  },
  'ember': (w, p, id, card, args, by) => {
    if (w.rules.option('ember') === 'add-or-remove') {
      if (args.add !== undefined) {
        const at = args.add as Cell;
        w.addGem(at, by);
        if (!w.silent) w.log('gem', { at, card: id }, by);
      } else {
        const at = args.remove as Cell;
        w.removeGem(at);
        if (!w.silent) w.log('gem-removed', { at, card: id }, by);
      }
      return;
    }
    const from = args.from as Cell;
    const to = args.to as Cell;
    w.removeGem(from);
    w.addGem(to, by);
    if (!w.silent) w.log('ember', { from, to, card: id }, by);
  },
  'remove-fire': (w, p, id, card, args, by) => {
    // Solo's Dry Season names the gems (at most two) even around a centre.
    const cells = card.pattern!.centre && waterLimit(w) === Infinity ? centreCells(w, card, args.at as Cell) : (args.cells as Cell[]);
    w.removeGems(cells);
    if (!w.silent) w.log('water', { cells, card: id }, by);
  },
  'place-firebreak': (w, p, id, card, args, by) => {
    const cells = args.cells as Cell[];
    for (const c of cells) w.addFirebreak(c);
    if (!w.silent) w.log('firebreaks', { cells, card: id }, by);
  },
  'add-or-remove-firebreak': (w, p, id, card, args, by) => {
    if (args.add !== undefined) {
      const at = args.add as Cell;
      w.addFirebreak(at);
      if (!w.silent) w.log('firebreaks', { cells: [at], card: id }, by);
    } else {
      const at = args.remove as Cell;
      w.removeFirebreak(at);
      if (!w.silent) w.log('firebreak-removed', { at, card: id }, by);
    }
  },
  'firehawk': (w, p, id, card, args, by) => {
    // The hawks go down one at a time (each a `hawk` answer); then everyone may rearrange theirs.
    askGems(w, by, card.hawks ?? 2, 'hawk', by);
    // Everyone with hawks may rearrange them, the card's player first (whose new hawks count).
    // Each hawk's quadrant owner looked up once, not once per player.
    const holders = w.hawks.map((h) => w.quadrantOwner(h)?.id);
    for (const o of w.fromPlayer(by, (x) => x.status !== 'out')) if (o.id === by || holders.includes(o.id)) w.ask({ type: 'flock', player: o.id });
    if (!w.silent) w.log('firehawk-card', { card: id, hawks: card.hawks ?? 2 }, by);
  },
  'rolling-firebrand': (w, p, id, card, args, by) => {
    const pair = args.pair as Cell[];
    const dir = args.direction as Direction;
    w.removeGems(pair);
    // Both gems roll two spaces. A hawk is set off by the first gem to touch it — the
    // leading gem passes its first space before the trailing one lands there — and its
    // owner then moves that gem from where it came to rest.
    const moves = firebrandMoves(pair, dir);
    for (const { one, two } of moves) {
      if (!w.isHawk(one)) continue;
      w.removeHawk(one);
      w.trigger(two, w.quadrantOwner(one)?.id ?? null);
    }
    const ends = moves.map((m) => m.two);
    for (const e of ends) w.addGem(e, by);
    if (!w.silent) w.log('rolling-firebrand', { from: pair, to: ends, direction: dir, card: id }, by);
  },
  'crown-fire': (w, p, id, card, args, by) => {
    const cells = args.cells as Cell[];
    placeAll(w, cells, by);
    if (!w.silent) w.log('fire', { cells, card: id }, by);
    if (p.hand.includes(id)) w.ask({ type: 'second-crown-fire', player: by, first: cells });
  },
  'creeping-fires': (w, p, id, card, args, by) => {
    if (!w.silent) w.log('creeping-fires', { card: id }, by);
    askGems(w, by, 3, 'creeping', by);
  },
  'helitack': (w, p, id, card, args, by) => {
    const pair = args.pair as Cell[];
    w.removeGems(pair);
    if (!w.silent) w.log('water', { cells: pair, card: id }, by);
    // Under Dry Season the pair is already all a Water card may take.
    if (waterLimit(w) - pair.length > 0) askGems(w, by, 1, 'remove', by);
  },
  'backburn': (w, p, id, card, args, by) => {
    const at = args.at as Cell;
    w.removeGem(at);
    w.addFirebreak(at);
    if (!w.silent) w.log('backburn', { at, card: id }, by);
  },
};

/**
 * Check, then perform, one card's effect for player `p` (the card is already out of the hand).
 * Arguments the agent drew from the card's own choices (`w.drawn`) pass the check, which
 * computes nothing the handler uses: it is not run again.
 */
export function performCard(w: World, p: Player, id: string, card: CardItem, args: CardArgs): void {
  const refusal = w.drawn ? null : cardRefusal(w, id, card, args);
  if (refusal) throw refusal;
  // cardRefusal has refused an effect with no check; every check has its handler.
  EFFECT_HANDLERS[card.effect]!(w, p, id, card, args, p.id);
}

/** The second Crown Fire of a turn: its pair must touch the first one. */
export function secondCrownFire(w: World, p: Player, first: Cell[], args: CardArgs): void {
  const refusal = w.drawn ? null : secondCrownRefusal(w, first, args);
  if (refusal) throw refusal;
  const cells = args.cells as Cell[];
  w.discardFromHand(p, 'crown-fire');
  placeAll(w, cells, p.id);
  if (!w.silent) w.log('fire', { cells, card: 'crown-fire', second: true }, p.id);
}
