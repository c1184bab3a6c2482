/**
 * A card's arguments checked against the rules without changing anything: one check per
 * effect, answering the Refusal `performCard` (card-effects.ts) throws — the same rule, the
 * same words — or null. Each reads the board directly (its grid, masks and placement table),
 * never the list of every choice, so `whyNot` on a card play costs a few lookups even where
 * that list runs to thousands (Ember's moves). `cardChoices` (cards.ts) lists what these
 * accept, one spelling of each (cells sorted, no other keys); tests/fire-tower/card-checks.test.ts
 * holds the two together. Reasons are written when refused, not left to closures: a closure
 * over the arguments would cost a context on every call, refused or not, and apply calls these
 * on every card played.
 */
import type { Wind } from './board.ts';
import type { CardItem, Direction } from './definition.ts';
import type { Cell } from './patterns.ts';
import { connectedToFire } from './card-placements.ts';
import { around, centreOk, isWholePlacement, show, waterable, waterLimit, windsOf, type CardArgs } from './cards.ts';
import { hasBit } from './board-masks.ts';
import { placementsHolding, placementTable, type PlacementTable } from './placement-table.ts';
import { add, Refusal, same, STEP, type World } from './world.ts';

export function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]);
}

/** Refused unless `args[name]` is a space [row, col]. */
export function cellRefusal(args: CardArgs, name: string, rule: string): Refusal | null {
  const v = args[name];
  return isCell(v) ? null : new Refusal(rule, `\`${name}\` must be a space [row, col] (got ${JSON.stringify(v)})`);
}

/** Refused unless `args[name]` is a non-empty list of distinct spaces. */
export function cellsRefusal(args: CardArgs, name: string, rule: string): Refusal | null {
  const v = args[name];
  if (!Array.isArray(v) || !v.length || !v.every(isCell)) return new Refusal(rule, `\`${name}\` must be a non-empty list of spaces [row, col] (got ${JSON.stringify(v)})`);
  return namesTwice(v) ? new Refusal(rule, `\`${name}\` names a space twice`) : null;
}

/** Does a list of cells name a space twice? Compared pair by pair: a card names a handful, and no key string is made per cell. */
function namesTwice(cells: Cell[]): boolean {
  for (let i = 1; i < cells.length; i++) {
    const a = cells[i]!;
    for (let j = 0; j < i; j++) if (same(a, cells[j]!)) return true;
  }
  return false;
}

/** A fire pattern laid on these cells (before any gem is placed). */
export function fireRefusal(w: World, card: CardItem, cells: Cell[], rule = 'ft.cards.placement'): Refusal | null {
  const pattern = card.pattern!;
  for (const c of cells) if (!w.isEmpty(c)) return new Refusal(rule, `[${c.join(', ')}] is not an empty space of the forest`);
  if (!anyNextToFire(w, cells)) return new Refusal(rule, `no gem of ${show(cells)} is orthogonally next to fire already on the board`);
  const t = placementTable(w.forest, pattern);
  const holders = placementsHolding(t, w.forest.size, cells);
  if (!holders.length) return new Refusal(rule, `${show(cells)} is not the pattern of ${card.name}`);
  // The whole pattern, except where there is no room for it.
  if (!pattern.upTo && !someHolderWith(w, t, holders, cells.length, false)) {
    return new Refusal(rule, `${card.name} fills every empty space of its pattern (only a pattern with no room is placed in part)`);
  }
  if (!pattern.jumpsFirebreaks && !connectedToFire(w, cells)) return new Refusal(rule, `fire does not jump: each gem of ${card.name} must reach existing fire through the pattern`);
  return null;
}

/** The rule a Water card's pattern refusals cite: its own id, `card.<name>` (no text made per play for ids already in that form). */
function waterRule(card: CardItem): string {
  return card.id.startsWith('card.') ? card.id : `card.${card.id}`;
}

function waterRefusal(w: World, card: CardItem, cells: Cell[], upTo: boolean, rule: string): Refusal | null {
  for (const c of cells) if (!waterable(w, c)) return new Refusal('ft.cards.water', `[${c.join(', ')}] holds no gem water can reach (water never acts in a tower area)`);
  const t = placementTable(w.forest, card.pattern!);
  const holders = placementsHolding(t, w.forest.size, cells);
  if (!holders.length) return new Refusal(rule, `${show(cells)} is not the pattern of ${card.name}`);
  if (!upTo && !someHolderWith(w, t, holders, cells.length, true)) return new Refusal(rule, `${card.name} takes every gem of its pattern`);
  return null;
}

/** Is any of these spaces orthogonally next to fire? (A loop: no closure made on every card played.) */
function anyNextToFire(w: World, cells: Cell[]): boolean {
  for (let i = 0; i < cells.length; i++) if (w.nextToFire(cells[i]!)) return true;
  return false;
}

/**
 * Has one of the placements `holders` exactly `count` spaces that are empty (or, `water`, gems
 * water reaches)? Those holding the card's cells, all such spaces, have then no other: the
 * card took all its pattern offered. Counted, not filtered into a list per placement.
 */
function someHolderWith(w: World, t: PlacementTable, holders: readonly number[], count: number, water: boolean): boolean {
  for (let i = 0; i < holders.length; i++) {
    const pl = t.cells[holders[i]!]!;
    let k = 0;
    for (let j = 0; j < pl.length; j++) if (water ? waterable(w, pl[j]!) : w.isEmpty(pl[j]!)) k++;
    if (k === count) return true;
  }
  return false;
}

function centreRefusal(w: World, card: CardItem, at: Cell, rule: string): Refusal | null {
  if (centreOk(w, at)) return null;
  return new Refusal(rule, `${card.name} acts around a gem; [${at.join(', ')}] holds none${w.forest.isEternalFlame(at) ? ' (the Eternal Flame is fire but no gem: option smokejumperCentre)' : ''}`);
}

/** The gems water takes around a centred card's centre (centreRefusal passed). */
export function centreCells(w: World, card: CardItem, at: Cell): Cell[] {
  return around(w, at, card.pattern!).filter((c) => waterable(w, c));
}

/**
 * A centred Water card must put out at least one gem, as every other Water card does (each
 * names one or more gems): played around a gem with no fire water reaches, it would only be
 * a discard, which is the redraw's business.
 */
function clearsNothing(w: World, card: CardItem, at: Cell): Refusal | null {
  // Read off the mask of gems water reaches (waterable's own answer), no list of them made.
  const m = w.masks().waterable;
  const n = w.forest.size;
  for (const [dr, dc] of card.pattern!.cells) {
    const r = at[0] + dr;
    const c = at[1] + dc;
    if (r >= 0 && c >= 0 && r < n && c < n && hasBit(m, r * n + c)) return null;
  }
  return new Refusal('ft.cards.water', `${card.name} around [${at.join(', ')}] would put out nothing: no gem water can reach is around it`);
}

/** A Water card: its cells (or centre), Solo's Dry Season limiting it to `waterLimit` gems of the player's choice. */
function removeFireRefusal(w: World, card: CardItem, args: CardArgs, rule: string): Refusal | null {
  const centred = !!card.pattern!.centre;
  const limit = waterLimit(w);
  if (limit === Infinity) {
    if (centred) return cellRefusal(args, 'at', rule) ?? centreRefusal(w, card, args.at as Cell, rule) ?? clearsNothing(w, card, args.at as Cell);
    return cellsRefusal(args, 'cells', rule) ?? waterRefusal(w, card, args.cells as Cell[], !!card.pattern!.upTo, waterRule(card));
  }
  const bad = cellsRefusal(args, 'cells', rule);
  if (bad) return bad;
  const cells = args.cells as Cell[];
  if (cells.length > limit) return new Refusal('challenge.dry-season', `Dry Season: a Water card takes at most ${limit} gems`);
  if (!centred) return waterRefusal(w, card, cells, true, waterRule(card));
  const at = args.at as Cell;
  const off = cellRefusal(args, 'at', rule) ?? centreRefusal(w, card, at, rule);
  if (off) return off;
  const pool = centreCells(w, card, at);
  return cells.every((c) => pool.some((x) => same(x, c))) ? null : new Refusal(rule, `${show(cells)} are not gems around [${String(args.at)}]`);
}

/** Ember: a move (the gem leaves first, then the space must still be next to fire), or under option add-or-remove one gem added or removed. */
function emberRefusal(w: World, args: CardArgs, rule: string): Refusal | null {
  if (w.rules.option('ember') === 'add-or-remove') {
    if (args.add !== undefined) {
      const at = args.add as Cell;
      return cellRefusal(args, 'add', rule) ?? (w.isEmpty(at) && w.nextToFire(at) ? null : new Refusal(rule, `[${at.join(', ')}] is not an empty space next to fire`));
    }
    if (args.remove !== undefined) {
      const at = args.remove as Cell;
      return cellRefusal(args, 'remove', rule) ?? (waterable(w, at) ? null : new Refusal(rule, `[${at.join(', ')}] holds no gem outside the tower areas`));
    }
    return new Refusal(rule, 'Ember (option add-or-remove) needs { add } or { remove }');
  }
  const bad = cellRefusal(args, 'from', rule) ?? cellRefusal(args, 'to', rule);
  if (bad) return bad;
  const from = args.from as Cell;
  const to = args.to as Cell;
  if (!waterable(w, from)) return new Refusal(rule, `[${from.join(', ')}] holds no gem outside the tower areas`);
  // `to` is not `from`, so the gem leaving does not make it empty; fire beside it other than that gem.
  if (same(from, to) || !w.isEmpty(to) || !w.nextToFireBut(to, from)) return new Refusal(rule, `[${to.join(', ')}] is not an empty space orthogonally next to fire`);
  return null;
}

/** Rolling Firebrand's two gems, leading one first, each with the spaces it rolls through (one) and to (two). */
export function firebrandMoves(pair: Cell[], dir: Direction): { one: Cell; two: Cell }[] {
  const first = leadingGem(pair, dir);
  return [pair[first]!, pair[1 - first]!].map((c) => ({ one: add(c, STEP[dir]), two: add(c, STEP[dir], 2) }));
}

/** Which gem of the pair leads when it rolls `dir` (the one further that way; the first named when side by side). */
function leadingGem(pair: Cell[], dir: Direction): 0 | 1 {
  const [dr, dc] = STEP[dir];
  return pair[1]![0] * dr + pair[1]![1] * dc > pair[0]![0] * dr + pair[0]![1] * dc ? 1 : 0;
}

/** [r, c] empty, or one of the pair's own spaces (the pair has left them before it rolls). */
function emptyOrPair(w: World, pair: Cell[], r: number, c: number): boolean {
  return w.isEmptyAt(r, c) || (r === pair[0]![0] && c === pair[0]![1]) || (r === pair[1]![0] && c === pair[1]![1]);
}

const ROLL_DIRECTIONS: readonly string[] = ['north', 'east', 'south', 'west'];

function rollingFirebrandRefusal(w: World, args: CardArgs, rule: string): Refusal | null {
  const bad = cellsRefusal(args, 'pair', rule);
  if (bad) return bad;
  const pair = args.pair as Cell[];
  const dir = args.direction as Direction;
  if (pair.length !== 2 || !w.forest.orthogonal(pair[0]!).some((n) => same(n, pair[1]!))) return new Refusal(rule, 'the firebrand is two orthogonally adjacent gems');
  if (!ROLL_DIRECTIONS.includes(dir)) return new Refusal(rule, 'the firebrand rolls north, east, south or west');
  for (const c of pair) if (!w.isGem(c) || w.isAblaze(c)) return new Refusal(rule, `[${c.join(', ')}] holds no gem that can roll`);
  // firebrandMoves' order (the leading gem first), read as numbers: no moves made to check them.
  const [dr, dc] = STEP[dir];
  const first = leadingGem(pair, dir);
  for (let k = 0; k < 2; k++) {
    const [r, c] = pair[k === 0 ? first : 1 - first]!;
    if (!emptyOrPair(w, pair, r + dr, c + dc) || !emptyOrPair(w, pair, r + 2 * dr, c + 2 * dc)) return new Refusal(rule, `a gem cannot roll ${dir} to [${r + 2 * dr}, ${c + 2 * dc}]: a gem, a firebreak, the Eternal Flame or the edge is in the way`);
  }
  return null;
}

function helitackRefusal(w: World, args: CardArgs, rule: string): Refusal | null {
  const bad = cellsRefusal(args, 'pair', rule);
  if (bad) return bad;
  const pair = args.pair as Cell[];
  if (pair.length > 2 || (pair.length === 2 && !w.forest.orthogonal(pair[0]!).some((n) => same(n, pair[1]!)))) return new Refusal(rule, 'Helitack first puts out two orthogonally adjacent gems');
  for (const c of pair) if (!waterable(w, c)) return new Refusal(rule, `[${c.join(', ')}] holds no gem water can reach (water never acts in a tower area)`);
  if (pair.length === 1 && w.fire.some((c) => waterable(w, c) && w.forest.orthogonal(c).some((n) => waterable(w, n)))) return new Refusal(rule, 'Helitack puts out a pair of adjacent gems when there is one');
  return null;
}

function setWindRefusal(w: World, card: CardItem, args: CardArgs, rule: string): Refusal | null {
  if (args.wind !== undefined) {
    const wind = args.wind as Wind;
    if (!windsOf(card).includes(wind)) return new Refusal(rule, `${card.name} turns the wind only to ${windsOf(card).join(' or ')}`);
    return w.allowedWinds().includes(wind) ? null : new Refusal('ft.end.elimination', `the wind may not blow ${wind}: no standing tower lies that way`);
  }
  if (args.reroll === true) return null;
  if (args.gem === undefined) return new Refusal(rule, `${card.name} needs { wind }, { reroll: true } or { gem }`);
  const bad = cellRefusal(args, 'gem', rule);
  if (bad) return bad;
  const at = args.gem as Cell;
  const dir = card.direction!;
  if (!w.isEmpty(at)) return new Refusal(rule, `[${at.join(', ')}] is not empty`);
  const from = add(at, STEP[dir], -1);
  return w.forest.inside(from) && w.isFire(from) ? null : new Refusal(rule, `[${at.join(', ')}] is not ${dir} of a gem or the Eternal Flame`);
}

/** The refusal `firebreakProblem` gives, as a Refusal of the firebreak rule. */
function firebreakRefusal(w: World, at: Cell, partners?: Cell[], gemGone?: boolean): Refusal | null {
  const why = w.firebreakProblem(at, partners, gemGone);
  return why === null ? null : new Refusal('ft.cards.firebreaks', why);
}

type CardCheck = (w: World, card: CardItem, args: CardArgs, rule: string) => Refusal | null;

/** A fire pattern card (place-fire, and Crown Fire's first pair): its cells, laid as fire may be. */
const fireCardRefusal: CardCheck = (w, card, args, rule) => cellsRefusal(args, 'cells', rule) ?? fireRefusal(w, card, args.cells as Cell[]);

/** One check per effect that can be played ('event' cards are resolved when drawn, never played). */
export const EFFECT_CHECKS: Partial<Record<CardItem['effect'], CardCheck>> = {
  'set-wind': setWindRefusal,
  'place-fire': fireCardRefusal,
  'crown-fire': fireCardRefusal,
  'explosion': (w, _card, args, rule) => {
    const at = args.at as Cell;
    if (!isCell(at)) return cellRefusal(args, 'at', rule);
    if (!w.removable(at)) return new Refusal(rule, `[${at.join(', ')}] holds no gem to explode`);
    return w.forest.towerAreaAt(at) ? new Refusal('ft.cards.firebreaks', 'the exploding gem becomes a firebreak, and no firebreak is built in a tower area') : null;
  },
  'ember': (w, _card, args, rule) => emberRefusal(w, args, rule),
  'remove-fire': removeFireRefusal,
  'place-firebreak': (w, card, args, rule) => {
    const bad = cellsRefusal(args, 'cells', rule);
    if (bad) return bad;
    const cells = args.cells as Cell[];
    if (!isWholePlacement(w, card.pattern!, cells)) return new Refusal(rule, `${show(cells)} is not the pattern of ${card.name}`);
    for (const c of cells) {
      const why = firebreakRefusal(w, c, cells);
      if (why) return why;
    }
    return null;
  },
  'add-or-remove-firebreak': (w, card, args, rule) => {
    if (args.add !== undefined) return cellRefusal(args, 'add', rule) ?? firebreakRefusal(w, args.add as Cell);
    if (args.remove === undefined) return new Refusal(rule, `${card.name} needs { add } or { remove }`);
    const at = args.remove as Cell;
    return cellRefusal(args, 'remove', rule) ?? (w.isFirebreak(at) ? null : new Refusal(rule, `no firebreak at [${at.join(', ')}]`));
  },
  // These take no arguments: what they place is asked for afterwards.
  'firehawk': () => null,
  'creeping-fires': () => null,
  'rolling-firebrand': (w, _card, args, rule) => rollingFirebrandRefusal(w, args, rule),
  'helitack': (w, _card, args, rule) => helitackRefusal(w, args, rule),
  'backburn': (w, _card, args, rule) => {
    const at = args.at as Cell;
    if (!isCell(at)) return cellRefusal(args, 'at', rule);
    if (!w.removable(at)) return new Refusal(rule, `[${at.join(', ')}] holds no gem to burn out`);
    // The gem is burned out first: the firebreak goes on the space it leaves.
    return firebreakRefusal(w, at, undefined, true);
  },
};

/** `card.<id>`, the rule a card's refusals cite, made once per card id rather than on every play. */
const CARD_RULES = new Map<string, string>();

export function cardRule(id: string): string {
  let rule = CARD_RULES.get(id);
  if (rule === undefined) CARD_RULES.set(id, (rule = `card.${id}`));
  return rule;
}

/** Why playing card `id` with these arguments is refused now, as `performCard` would refuse it; null when it is not. */
export function cardRefusal(w: World, id: string, card: CardItem, args: unknown): Refusal | null {
  const rule = cardRule(id);
  if (!args || typeof args !== 'object' || Array.isArray(args)) return new Refusal(rule, `${card.name}'s arguments are an object such as { cells: [[r, c], ...] } (got ${JSON.stringify(args)})`);
  // hasOwn: an effect name from data must never reach an Object.prototype member.
  const check = Object.hasOwn(EFFECT_CHECKS, card.effect) ? EFFECT_CHECKS[card.effect] : undefined;
  if (!check) return new Refusal(rule, `${card.name} (${card.effect}) is not part of this configuration's engine yet`);
  return check(w, card, args as CardArgs, rule);
}

/** Card `card` played by name, in a turn or in answer: performCard's check with the arguments given (`{}` when none). */
export function playRefusal(w: World, card: string, args: unknown): Refusal | null {
  return cardRefusal(w, card, w.rules.card(card), args ?? {});
}

/** The second Crown Fire of a turn: its cells must touch the first pair, then lie as a Crown Fire may. */
export function secondCrownRefusal(w: World, first: Cell[], args: CardArgs): Refusal | null {
  const rule = 'ft.cards.crown-fire-double';
  const bad = cellsRefusal(args, 'cells', rule);
  if (bad) return bad;
  const cells = args.cells as Cell[];
  if (!cells.some((c) => first.some((f) => w.forest.orthogonal(c).some((n) => same(n, f))))) return new Refusal(rule, 'the second Crown Fire must touch the first pair orthogonally');
  return fireRefusal(w, w.rules.card('crown-fire'), cells, rule);
}
