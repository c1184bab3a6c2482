/**
 * Doing what an action card says: each effect checks its arguments against the rules
 * (throwing a Refusal naming the rule) and then changes the board. The argument shapes are
 * listed in cards.ts, beside `cardChoices`, which enumerates what these checks accept.
 */
import type { Wind } from './board.ts';
import type { CardItem, Direction } from './definition.ts';
import type { Cell } from './patterns.ts';
import type { Player } from './state.ts';
import { add, Refusal, same, STEP, type World } from './world.ts';
import { askGems } from './gems.ts';
import { around, checkFire, centreOk, isWholePlacement, placementHolding, show, waterable, waterLimit, windsOf, type CardArgs } from './cards.ts';

function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]);
}

function cellArg(args: CardArgs, name: string, rule: string): Cell {
  const v = args[name];
  if (!isCell(v)) throw new Refusal(rule, `\`${name}\` must be a space [row, col] (got ${JSON.stringify(v)})`);
  return v;
}

function cellsArg(args: CardArgs, name: string, rule: string): Cell[] {
  const v = args[name];
  if (!Array.isArray(v) || !v.length || !v.every(isCell)) throw new Refusal(rule, `\`${name}\` must be a non-empty list of spaces [row, col] (got ${JSON.stringify(v)})`);
  if (namesTwice(v)) throw new Refusal(rule, `\`${name}\` names a space twice`);
  return v;
}

/** Does a list of cells name a space twice? Compared pair by pair: a card names a handful, and no key string is made per cell. */
function namesTwice(cells: Cell[]): boolean {
  for (let i = 1; i < cells.length; i++) {
    const a = cells[i]!;
    for (let j = 0; j < i; j++) if (same(a, cells[j]!)) return true;
  }
  return false;
}

function placeAll(w: World, cells: Cell[], by: string): void {
  for (const c of cells) w.addGem(c, by);
}

function checkWater(w: World, card: CardItem, cells: Cell[], rule = `card.${card.id.replace(/^card\./, '')}`): void {
  for (const c of cells) if (!waterable(w, c)) throw new Refusal('ft.cards.water', `[${c.join(', ')}] holds no gem water can reach (water never acts in a tower area)`);
  const holders = placementHolding(w, card.pattern!, cells);
  if (!holders.length) throw new Refusal(rule, `${show(cells)} is not the pattern of ${card.name}`);
  if (!card.pattern!.upTo && !holders.some((p) => p.filter((c) => waterable(w, c)).length === cells.length)) {
    throw new Refusal(rule, `${card.name} takes every gem of its pattern`);
  }
}

function checkWindGem(w: World, at: Cell, dir: Direction, rule: string): void {
  if (!w.isEmpty(at)) throw new Refusal(rule, `[${at.join(', ')}] is not empty`);
  const from = add(at, STEP[dir], -1);
  if (!w.forest.inside(from) || !w.isFire(from)) throw new Refusal(rule, `[${at.join(', ')}] is not ${dir} of a gem or the Eternal Flame`);
}

function centreCells(w: World, card: CardItem, at: Cell, rule: string): Cell[] {
  if (!centreOk(w, at)) throw new Refusal(rule, `${card.name} acts around a gem; [${at.join(', ')}] holds none${w.forest.isEternalFlame(at) ? ' (the Eternal Flame is fire but no gem: option smokejumperCentre)' : ''}`);
  return around(w, at, card.pattern!).filter((c) => waterable(w, c));
}

/** `card.<id>`, the rule a card's refusals cite, made once per card id rather than on every play. */
const CARD_RULES = new Map<string, string>();

function cardRule(id: string): string {
  let rule = CARD_RULES.get(id);
  if (rule === undefined) CARD_RULES.set(id, (rule = `card.${id}`));
  return rule;
}

/** One card play, as every effect handler sees it. */
interface CardPlay {
  w: World;
  p: Player;
  id: string;
  card: CardItem;
  args: CardArgs;
  /** The rule a refusal cites unless a more specific one applies: `card.<id>`. */
  rule: string;
  by: string;
}

type CardEffect = CardItem['effect'];

/**
 * One handler per card effect: it checks the arguments (throwing a Refusal) and then acts.
 * 'event' has none: event cards are resolved when drawn (world.ts) and never played.
 */
const EFFECT_HANDLERS: Partial<Record<CardEffect, (play: CardPlay) => void>> = {
  'set-wind': ({ w, id, card, args, rule, by }) => {
    if (args.wind !== undefined) {
      const wind = args.wind as Wind;
      if (!windsOf(card).includes(wind)) throw new Refusal(rule, `${card.name} turns the wind only to ${windsOf(card).join(' or ')}`);
      if (!w.allowedWinds().includes(wind)) throw new Refusal('ft.end.elimination', `the wind may not blow ${wind}: no standing tower lies that way`);
      w.wind = wind;
      w.log('wind-set', { wind, card: id }, by);
    } else if (args.reroll === true) {
      const wind = w.rollWind('wind card', w.wind);
      w.wind = wind;
      w.log('wind-set', { wind, card: id, rolled: true }, by);
    } else if (args.gem !== undefined) {
      const at = cellArg(args, 'gem', rule);
      checkWindGem(w, at, card.direction!, rule);
      w.addGem(at, by);
      w.log('gem', { at, card: id }, by);
    } else throw new Refusal(rule, `${card.name} needs { wind }, { reroll: true } or { gem }`);
  },
  'place-fire': ({ w, id, card, args, rule, by }) => {
    const cells = cellsArg(args, 'cells', rule);
    checkFire(w, card, cells);
    placeAll(w, cells, by);
    w.log('fire', { cells, card: id }, by);
  },
  'explosion': ({ w, id, card, args, rule, by }) => {
    const at = cellArg(args, 'at', rule);
    if (!w.removable(at)) throw new Refusal(rule, `[${at.join(', ')}] holds no gem to explode`);
    if (w.forest.towerAreaAt(at)) throw new Refusal('ft.cards.firebreaks', 'the exploding gem becomes a firebreak, and no firebreak is built in a tower area');
    w.removeGem(at);
    w.addFirebreak(at);
    const cells = around(w, at, card.pattern!).filter((c) => w.isEmpty(c));
    placeAll(w, cells, by);
    w.log('explosion', { at, cells, card: id }, by);
  },
  'ember': ({ w, id, args, rule, by }) => {
    if (w.rules.option('ember') === 'add-or-remove') {
      if (args.add !== undefined) {
        const at = cellArg(args, 'add', rule);
        if (!w.isEmpty(at) || !w.nextToFire(at)) throw new Refusal(rule, `[${at.join(', ')}] is not an empty space next to fire`);
        w.addGem(at, by);
        w.log('gem', { at, card: id }, by);
      } else if (args.remove !== undefined) {
        const at = cellArg(args, 'remove', rule);
        if (!waterable(w, at)) throw new Refusal(rule, `[${at.join(', ')}] holds no gem outside the tower areas`);
        w.removeGem(at);
        w.log('gem-removed', { at, card: id }, by);
      } else throw new Refusal(rule, 'Ember (option add-or-remove) needs { add } or { remove }');
      return;
    }
    const from = cellArg(args, 'from', rule);
    const to = cellArg(args, 'to', rule);
    if (!waterable(w, from)) throw new Refusal(rule, `[${from.join(', ')}] holds no gem outside the tower areas`);
    w.removeGem(from);
    if (same(from, to) || !w.isEmpty(to) || !w.nextToFire(to)) throw new Refusal(rule, `[${to.join(', ')}] is not an empty space orthogonally next to fire`);
    w.addGem(to, by);
    w.log('ember', { from, to, card: id }, by);
  },
  'remove-fire': ({ w, id, card, args, rule, by }) => {
    const limit = waterLimit(w);
    let cells: Cell[];
    if (limit < Infinity) {
      // Solo, Dry Season: at most two gems of the pattern, chosen by the player.
      cells = cellsArg(args, 'cells', rule);
      if (cells.length > limit) throw new Refusal('challenge.dry-season', `Dry Season: a Water card takes at most ${limit} gems`);
      const pool = card.pattern!.centre ? centreCells(w, card, cellArg(args, 'at', rule), rule) : cells;
      if (card.pattern!.centre && !cells.every((c) => pool.some((x) => same(x, c)))) throw new Refusal(rule, `${show(cells)} are not gems around [${String(args.at)}]`);
      if (!card.pattern!.centre) checkWater(w, { ...card, pattern: { ...card.pattern!, upTo: true } }, cells);
    } else {
      cells = card.pattern!.centre ? centreCells(w, card, cellArg(args, 'at', rule), rule) : cellsArg(args, 'cells', rule);
      if (!card.pattern!.centre) checkWater(w, card, cells);
    }
    for (const c of cells) w.removeGem(c);
    w.log('water', { cells, card: id }, by);
  },
  'place-firebreak': ({ w, id, card, args, rule, by }) => {
    const cells = cellsArg(args, 'cells', rule);
    if (!isWholePlacement(w, card.pattern!, cells)) {
      throw new Refusal(rule, `${show(cells)} is not the pattern of ${card.name}`);
    }
    for (const c of cells) {
      const why = w.firebreakProblem(c, cells);
      if (why) throw new Refusal('ft.cards.firebreaks', why);
    }
    for (const c of cells) w.addFirebreak(c);
    w.log('firebreaks', { cells, card: id }, by);
  },
  'add-or-remove-firebreak': ({ w, id, card, args, rule, by }) => {
    if (args.add !== undefined) {
      const at = cellArg(args, 'add', rule);
      const why = w.firebreakProblem(at);
      if (why) throw new Refusal('ft.cards.firebreaks', why);
      w.addFirebreak(at);
      w.log('firebreaks', { cells: [at], card: id }, by);
    } else if (args.remove !== undefined) {
      const at = cellArg(args, 'remove', rule);
      if (!w.isFirebreak(at)) throw new Refusal(rule, `no firebreak at [${at.join(', ')}]`);
      w.removeFirebreak(at);
      w.log('firebreak-removed', { at, card: id }, by);
    } else throw new Refusal(rule, `${card.name} needs { add } or { remove }`);
  },
  'firehawk': ({ w, id, card, by }) => {
    // The hawks go down one at a time (each a `hawk` answer); then everyone may rearrange theirs.
    askGems(w, by, card.hawks ?? 2, 'hawk', by);
    // Everyone with hawks may rearrange them, the card's player first (whose new hawks count).
    for (const o of w.fromPlayer(by, (x) => x.status !== 'out')) if (o.id === by || w.hawks.some((h) => w.quadrantOwner(h)?.id === o.id)) w.ask({ type: 'flock', player: o.id });
    w.log('firehawk-card', { card: id, hawks: card.hawks ?? 2 }, by);
  },
  'rolling-firebrand': ({ w, id, args, rule, by }) => {
    const pair = cellsArg(args, 'pair', rule);
    const dir = args.direction as Direction;
    if (pair.length !== 2 || !w.forest.orthogonal(pair[0]!).some((n) => same(n, pair[1]!))) throw new Refusal(rule, 'the firebrand is two orthogonally adjacent gems');
    if (!['north', 'east', 'south', 'west'].includes(dir)) throw new Refusal(rule, 'the firebrand rolls north, east, south or west');
    for (const c of pair) if (!w.isGem(c) || w.isAblaze(c)) throw new Refusal(rule, `[${c.join(', ')}] holds no gem that can roll`);
    for (const c of pair) w.removeGem(c);
    // Both gems roll two spaces. A hawk is set off by the first gem to touch it — the
    // leading gem passes its first space before the trailing one lands there — and its
    // owner then moves that gem from where it came to rest.
    const lead = (c: Cell) => c[0] * STEP[dir][0] + c[1] * STEP[dir][1];
    const moves = [...pair].sort((x, y) => lead(y) - lead(x)).map((c) => ({ one: add(c, STEP[dir]), two: add(c, STEP[dir], 2) }));
    for (const { one, two } of moves) {
      if (!w.isEmpty(one) || !w.isEmpty(two)) throw new Refusal(rule, `a gem cannot roll ${dir} to [${two.join(', ')}]: a gem, a firebreak, the Eternal Flame or the edge is in the way`);
    }
    for (const { one, two } of moves) {
      if (!w.isHawk(one)) continue;
      w.removeHawk(one);
      w.trigger(two, w.quadrantOwner(one)?.id ?? null);
    }
    const ends = moves.map((m) => m.two);
    for (const e of ends) w.addGem(e, by);
    w.log('rolling-firebrand', { from: pair, to: ends, direction: dir, card: id }, by);
  },
  'crown-fire': ({ w, p, id, card, args, rule, by }) => {
    const cells = cellsArg(args, 'cells', rule);
    checkFire(w, card, cells);
    placeAll(w, cells, by);
    w.log('fire', { cells, card: id }, by);
    if (p.hand.includes(id)) w.ask({ type: 'second-crown-fire', player: by, first: cells });
  },
  'creeping-fires': ({ w, id, by }) => {
    w.log('creeping-fires', { card: id }, by);
    askGems(w, by, 3, 'creeping', by);
  },
  'helitack': ({ w, id, card, args, rule, by }) => {
    const pair = cellsArg(args, 'pair', rule);
    if (pair.length > 2 || (pair.length === 2 && !w.forest.orthogonal(pair[0]!).some((n) => same(n, pair[1]!)))) throw new Refusal(rule, 'Helitack first puts out two orthogonally adjacent gems');
    for (const c of pair) if (!waterable(w, c)) throw new Refusal(rule, `[${c.join(', ')}] holds no gem water can reach (water never acts in a tower area)`);
    if (pair.length === 1 && w.fire.some((c) => waterable(w, c) && w.forest.orthogonal(c).some((n) => waterable(w, n)))) throw new Refusal(rule, 'Helitack puts out a pair of adjacent gems when there is one');
    for (const c of pair) w.removeGem(c);
    w.log('water', { cells: pair, card: id }, by);
    // Under Dry Season the pair is already all a Water card may take.
    if (waterLimit(w) - pair.length > 0) askGems(w, by, 1, 'remove', by);
  },
  'backburn': ({ w, id, args, rule, by }) => {
    const at = cellArg(args, 'at', rule);
    if (!w.removable(at)) throw new Refusal(rule, `[${at.join(', ')}] holds no gem to burn out`);
    w.removeGem(at);
    const why = w.firebreakProblem(at);
    if (why) throw new Refusal('ft.cards.firebreaks', why);
    w.addFirebreak(at);
    w.log('backburn', { at, card: id }, by);
  },
};

/** Validate and perform one card's effect for player `p` (the card is already out of the hand). */
export function performCard(w: World, p: Player, id: string, card: CardItem, args: CardArgs): void {
  const rule = cardRule(id);
  const by = p.id;
  if (!args || typeof args !== 'object' || Array.isArray(args)) throw new Refusal(rule, `${card.name}'s arguments are an object such as { cells: [[r, c], ...] } (got ${JSON.stringify(args)})`);
  // hasOwn: an effect name from data must never reach an Object.prototype member.
  const perform = Object.hasOwn(EFFECT_HANDLERS, card.effect) ? EFFECT_HANDLERS[card.effect] : undefined;
  if (!perform) throw new Refusal(rule, `${card.name} (${card.effect}) is not part of this configuration's engine yet`);
  perform({ w, p, id, card, args, rule, by });
}

/** The second Crown Fire of a turn: its pair must touch the first one. */
export function secondCrownFire(w: World, p: Player, first: Cell[], args: CardArgs): void {
  const rule = 'ft.cards.crown-fire-double';
  const cells = cellsArg(args, 'cells', rule);
  if (!cells.some((c) => first.some((f) => w.forest.orthogonal(c).some((n) => same(n, f))))) throw new Refusal(rule, 'the second Crown Fire must touch the first pair orthogonally');
  const card = w.rules.card('crown-fire');
  checkFire(w, card, cells, rule);
  w.discardFromHand(p, 'crown-fire');
  placeAll(w, cells, p.id);
  w.log('fire', { cells, card: 'crown-fire', second: true }, p.id);
}
