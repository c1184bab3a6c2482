/**
 * The turn's verbs as table entries (verb-types.ts): the wind's spread, a card, a redraw,
 * the Bucket and Reckless Abandon, the Extreme Weather specialties and the solo game's turn
 * challenges. Each check answers what the step would refuse, with the same rule and words,
 * without changing anything; turn-order.ts holds what every turn action is checked for first.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import { hasCardChoice } from './card-any-choice.ts';
import { isSpreadTarget, spreadTargets } from './firestorm.ts';
import { askGems } from './gems.ts';
import { cardIdCount, cardsOfSize, cardsOfThree, discardAt, discardChoices, sortedCardIds } from './hands.ts';
import { bucketLines, inLine } from './lines.ts';
import { heavySmoke } from './solo-answers.ts';
import { side, specialtyAction, usesSpecialties } from './weather.ts';
import { isCell, playFromHand, redraw, spread, type Action } from './flow.ts';
import type { Cell } from './patterns.ts';
import { TURN_VERBS } from './verbs.ts';
import type { Player } from './state.ts';
import { Refusal, STEP, type World } from './world.ts';
import type { TurnContext, TurnVerbEntry } from './verb-types.ts';
import { heavySmokeRound, holdsAll, notHeld, planned } from './turn-order.ts';
import { playRefusal } from './card-checks.ts';

const refuse = (rule: string, why: () => string): Refusal => new Refusal(rule, why);

/** Is a gem inside one of the player's tower areas (`w.fire.some(inTower)`, read off the areas' few spaces)? */
function gemInOwnTowerArea(w: World, p: Player): boolean {
  for (const corner of p.towers) for (const c of w.forest.towerAreaSpaces(corner)) if (w.isGem(c)) return true;
  return false;
}

function inTower(w: World, p: Player, at: Cell): boolean {
  const t = w.forest.towerAreaAt(at);
  return !!t && p.towers.includes(t.corner);
}

/**
 * One spread target, as picking from the listed actions would take it (the same draw of the
 * RNG), without making an action for each. The family is offered only in the spread step, to
 * the active player, before the spread: its check passes for every target alike.
 */
function sampleSpread(w: World, pid: string, rng: RngState): Action | null {
  // Found in one pass, then one drawn: no list of every target made for one of them.
  const step = STEP[w.wind];
  const at = w.pickDownwindOfFire(step, (count) => (count ? Math.floor(nextFloat(rng) * count) : -1));
  return at ? [pid, 'spread', at] : null;
}

const spreadEntry: TurnVerbEntry = {
  verb: 'spread',
  phases: ['spread'],
  offers: (ctx) => (ctx.w.phase === 'spread' ? 1 : 0),
  family: (ctx) => {
    const { w, pid } = ctx;
    return ctx.family('spread', () => spreadTargets(w).map((c): Action => [pid, 'spread', c]), (rng) => sampleSpread(w, pid, rng));
  },
  // The family's sampler, checked: no family and closures made at every spread step.
  draw: (ctx, _k, rng) => {
    const a = sampleSpread(ctx.w, ctx.pid, rng);
    return ctx.passes(a) ? a : null;
  },
  check: (w, [pid, , at], mode) => {
    if (pid !== w.activePlayer) return refuse('ft.turn', () => `it is ${w.activePlayer}'s turn, not ${pid}'s`);
    if (w.turnState.spread) return refuse('ft.turn.spread', () => 'the wind has already spread the fire this turn');
    // A target off the wind's line is refused by the spread itself, in the same words.
    if (mode === 'complete' && (!isCell(at) || !isSpreadTarget(w, at))) {
      return refuse('ft.turn.spread', () => `[${String(at)}] is not an empty space ${w.wind} of a gem or the Eternal Flame`);
    }
    return null;
  },
  perform: (w, _p, action) => spread(w, action),
};

const play: TurnVerbEntry = {
  verb: 'play',
  phases: ['action'],
  // The planned card in the action step; else, on a free turn, one family per distinct card of the hand.
  offers: (ctx) => (planned(ctx.w) ? (ctx.w.phase === 'action' ? 1 : 0) : ctx.free ? cardIdCount(ctx.p.hand) : 0),
  family: (ctx, k) => {
    const { w, pid, rules } = ctx;
    const card = planned(w);
    if (!card) return ctx.card(sortedCardIds(ctx.p.hand)[k]!);
    return ctx.family(`play ${card}`, () => cardChoices(w, rules.card(card)).map((args): Action => [pid, 'play', card, args]));
  },
  check: (w, [pid, , card, args], mode) => {
    const p = w.player(pid);
    // The planned card is played from the plan, not the hand (turnActionRefusal checked it is that card).
    if (!planned(w) && !p.hand.includes(card as string)) return notHeld(p, [card as string]);
    // A card's arguments, checked as performing it checks them (its rule, its words), not looked up in a list of every choice.
    return mode === 'complete' ? playRefusal(w, card as string, args) : null;
  },
  perform: (w, p, [, , card, args]) => {
    const solo = w.solo;
    if (solo?.plan?.length) {
      // Implementation Plan: the planned card is this turn's action.
      solo.plan.shift();
      p.hand.push(card as string);
    }
    playFromHand(w, p, card as string, (args ?? {}) as CardArgs);
  },
};

const ONE_ACTION: Action[] = [['', '']];

/** An empty list of actions, in the array kind the lists of actions have (a `[]` or a `.map()` of nothing is
 * made in another: met late in a game, it sent the compiled draw code back). Fresh: callers may add to it. */
export function noActions(): Action[] {
  return ONE_ACTION.slice(0, 0);
}

/** `items.map(f)` made from noActions(), so that no items gives the same array kind. */
export function actionsOf<T>(items: readonly T[], f: (item: T) => Action): Action[] {
  const out = noActions();
  for (let i = 0; i < items.length; i++) out.push(f(items[i]!));
  return out;
}

const passPlan: TurnVerbEntry = {
  verb: 'pass-plan',
  phases: ['action'],
  offers: (ctx) => (ctx.w.phase === 'action' && planned(ctx.w) ? 1 : 0),
  family: (ctx) => {
    const { w, pid, rules } = ctx;
    return ctx.family('pass-plan', () => (hasCardChoice(w, rules.card(planned(w)!)) ? noActions() : [[pid, 'pass-plan']]));
  },
  check: (w) => {
    const card = planned(w);
    if (!card) return notATurnAction('pass-plan');
    if (hasCardChoice(w, w.rules.card(card))) return refuse('challenge.implementation-plan', () => `${card} can be played, so it must be`);
    return null;
  },
  perform: (w, p) => {
    const card = w.solo!.plan!.shift()!;
    w.discard.push(card);
    w.log('plan-discarded', { card }, p.id);
  },
};

const heavySmokeEntry: TurnVerbEntry = {
  verb: 'heavy-smoke',
  phases: ['action'],
  offers: ({ w, p }) => (w.phase === 'action' && !planned(w) && heavySmokeRound(w, p) ? 1 : 0),
  family: (ctx) => {
    const { p, pid } = ctx;
    return ctx.family('heavy-smoke', () => cardsOfSize(p.hand, 2).map((cards): Action => [pid, 'heavy-smoke', cards]));
  },
  check: (w, [pid, , cards], mode) => {
    if (!w.solo?.challenges.includes('heavy-smoke')) return refuse('challenge.heavy-smoke', () => 'Heavy Smoke is not in force this round');
    if (mode === 'listed') return null;
    const list = cards as string[];
    if (list.length !== 2) return refuse('challenge.heavy-smoke', () => 'Heavy Smoke: name two cards of your hand');
    const short = holdsAll(w.player(pid).hand, list);
    return short && refuse('challenge.heavy-smoke', () => `${short.missing} is not in your hand`);
  },
  perform: (w, p, [, , cards]) => heavySmoke(w, p, cards),
};

/** One redraw drawn as picking from the list would (the same draw of the RNG), mostly without listing it. */
export function sampleRedraw(pid: string, hand: string[], rng: RngState): Action | null {
  const pickIndex = (count: number) => Math.floor(nextFloat(rng) * count);
  const sub = discardAt(hand, pickIndex);
  if (sub) return [pid, 'redraw', sub];
  const all = discardChoices(hand);
  return all.length ? [pid, 'redraw', all[pickIndex(all.length)]!] : null;
}

const redrawEntry: TurnVerbEntry = {
  verb: 'redraw',
  phases: ['action'],
  offers: (ctx) => (ctx.free ? 1 : 0),
  family: (ctx) => {
    const { p, pid } = ctx;
    return ctx.family('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]), (rng) => sampleRedraw(pid, p.hand, rng));
  },
  check: (w, [pid, , cards], mode) => {
    return mode === 'listed' ? null : notHeld(w.player(pid), cards as string[]);
  },
  perform: (w, p, [, , cards]) => redraw(w, p, cards),
};

const reckless: TurnVerbEntry = {
  verb: 'reckless',
  phases: ['action'],
  offers: ({ w, p, free }) => (free && p.bucket === 'reckless-abandon' && gemInOwnTowerArea(w, p) ? 1 : 0),
  family: (ctx) => {
    const { p, pid, rules } = ctx;
    // Three cards of one type or nothing: most hands list no way, found without listing.
    return ctx.family('reckless', () => (hasThreeOfType(p.hand, rules) ? recklessWays(pid, p.hand, rules) : noActions()));
  },
  // Picked from the list as drawFrom picks from the family's checked list, without the family: no family of the
  // turn's context is made in a random game (one made late, rarely, sent the draw's compiled code back).
  draw: (ctx, _k, rng) => {
    const { p, pid, rules } = ctx;
    const ways = hasThreeOfType(p.hand, rules) ? recklessWays(pid, p.hand, rules) : [];
    if (!ways.length || !ctx.passes(ways[0]!)) return null;
    return ways[Math.floor(nextFloat(rng) * ways.length)]!;
  },
  check: (w, [pid, , list], mode) => {
    const p = w.player(pid);
    if (p.bucket !== 'reckless-abandon') return refuse('ft.bucket', () => `${p.id} has not turned the Bucket over to Reckless Abandon`);
    if (mode === 'listed') return gemInOwnTowerArea(w, p) ? null : refuse('ft.bucket', () => `Reckless Abandon needs a gem inside ${p.id}'s tower area`);
    const cards = list as string[];
    const type = w.rules.cards.get(cards[0]!)?.type;
    if (cards.length !== 3 || (type !== 'water' && type !== 'firebreak') || cards.some((c) => w.rules.cards.get(c)?.type !== type)) return refuse('ft.bucket', () => 'Reckless Abandon costs three Water cards or three Firebreak cards');
    if (!gemInOwnTowerArea(w, p)) return refuse('ft.bucket', () => `Reckless Abandon needs a gem inside ${p.id}'s tower area`);
    return notHeld(p, cards);
  },
  perform: (w, p, [, , list]) => {
    const cards = list as string[];
    for (const c of cards) w.discardFromHand(p, c);
    w.log('reckless-abandon', { discarded: cards }, p.id);
    askGems(w, p.id, 2, 'next-to-fire', p.id);
  },
};

/** Reckless Abandon's ways: three Water cards of the hand, then three Firebreak cards (in loops: flatMap and its closures cost most of the listing). */
function recklessWays(pid: string, hand: readonly string[], rules: World['rules']): Action[] {
  const out: Action[] = [];
  for (const type of ['water', 'firebreak']) {
    const ofType: string[] = [];
    for (let i = 0; i < hand.length; i++) if (rules.cards.get(hand[i]!)?.type === type) ofType.push(hand[i]!);
    const subs = cardsOfThree(ofType);
    for (let i = 0; i < subs.length; i++) out.push([pid, 'reckless', subs[i]!]);
  }
  return out;
}

/** Does the hand hold three Water cards or three Firebreak cards (what Reckless Abandon costs)? */
function hasThreeOfType(hand: readonly string[], rules: World['rules']): boolean {
  let water = 0;
  let firebreak = 0;
  for (let i = 0; i < hand.length; i++) {
    const type = rules.cards.get(hand[i]!)?.type;
    if (type === 'water') water++;
    else if (type === 'firebreak') firebreak++;
  }
  return water >= 3 || firebreak >= 3;
}

/**
 * A specialty card's turn action (Extreme Weather), offered on a free turn while the card is
 * `offered`, its actions `listed`; checked as specialtyAction would refuse it.
 */
function specialty(verb: 'heavy-winds' | 'lookout' | 'patrol', offered: (p: Player) => boolean, listed: (ctx: TurnContext) => Action[]): TurnVerbEntry {
  return {
    verb,
    phases: ['action'],
    offers: (ctx) => (ctx.free && offered(ctx.p) ? 1 : 0),
    family: (ctx) => ctx.family(verb, () => listed(ctx)),
    check: (w, [pid, , card], mode) => {
      const p = w.player(pid);
      if (!usesSpecialties(w)) return refuse('ft.turn.action', () => `\`${verb}\` needs the extreme-weather module's specialty cards`);
      if (verb === 'heavy-winds') return side(p, 'heavy-winds') === 'front' ? null : refuse('ft.ew.heavy-winds', () => `${p.id}'s Heavy Winds is already used`);
      if (verb === 'lookout') return side(p, 'lookout') === 'front' ? null : refuse('ft.ew.lookout', () => `${p.id}'s Lookout is already used`);
      if (side(p, 'lookout') !== 'back') return refuse('ft.ew.lookout', () => `${p.id} has no Patrol (Lookout must be used first)`);
      return mode === 'listed' ? null : notHeld(p, [card as string]);
    },
    perform: (w, p, [, , ...args]) => specialtyAction(w, p, verb, args),
  };
}

const heavyWinds = specialty('heavy-winds', (p) => p.specialties?.['heavy-winds'] === 'front', ({ pid }) => [[pid, 'heavy-winds']]);
const lookout = specialty('lookout', (p) => p.specialties?.lookout === 'front', ({ pid }) => [[pid, 'lookout']]);
const patrol = specialty('patrol', (p) => p.specialties?.lookout === 'back', ({ p, pid }) => [...new Set(p.hand)].sort().map((c): Action => [pid, 'patrol', c]));

/** Lines of up to three removable gems holding at least one gem of the player's own tower area. */
function bucketChoices(w: World, p: Player): Cell[][] {
  // Every line holds a gem of the player's own tower area: none there, no line (the usual case).
  if (!gemInOwnTowerArea(w, p)) return [];
  return bucketLines((c) => w.removable(c), (c) => inTower(w, p, c), w.fire);
}

const bucket: TurnVerbEntry = {
  verb: 'bucket',
  phases: ['spread', 'action'],
  offers: ({ w, p }) => ((w.phase === 'spread' || w.phase === 'action') && p.bucket === 'bucket' ? 1 : 0),
  family: (ctx) => {
    const { w, p, pid } = ctx;
    return ctx.family('bucket', () => bucketChoices(w, p).map((cells): Action => [pid, 'bucket', cells]));
  },
  // Picked from the list as drawFrom picks, checked first as the family checks (its first line answers for all, and
  // a refused list draws nothing): most draws find no line, found without a family.
  draw: (ctx, _k, rng) => {
    const lines = bucketChoices(ctx.w, ctx.p);
    if (!lines.length || !ctx.passes([ctx.pid, 'bucket', lines[0]!])) return null;
    return [ctx.pid, 'bucket', lines[Math.floor(nextFloat(rng) * lines.length)]!];
  },
  check: (w, [pid, , list], mode) => {
    const p = w.player(pid);
    if (p.bucket !== 'bucket') return refuse('ft.bucket', () => `${p.id} has no Bucket to use (${p.bucket})`);
    if (mode === 'listed') return null;
    const cells = list as Cell[];
    if (!cells.length || cells.length > 3) return refuse('ft.bucket', () => 'the Bucket takes one to three gems in a line');
    if (!inLine(cells)) return refuse('ft.bucket', () => 'the Bucket\'s gems lie in one straight line of at most three spaces');
    const dry = cells.find((c) => !w.removable(c));
    if (dry) return refuse('ft.bucket', () => `[${dry.join(', ')}] holds no gem the Bucket can take`);
    if (!cells.some((c) => inTower(w, p, c))) return refuse('ft.bucket', () => `at least one gem must be inside ${p.id}'s own tower area`);
    return null;
  },
  perform: (w, p, [, , list]) => {
    const cells = list as Cell[];
    for (const c of cells) w.removeGem(c);
    p.bucket = 'reckless-abandon';
    w.turnState.bucketUsed = true;
    w.log('bucket', { cells }, p.id);
  },
};

/** The turn's verbs in the order legalActions lists their families (the random agent picks by index). */
export const TURN_ENTRIES: readonly TurnVerbEntry[] = [spreadEntry, play, passPlan, heavySmokeEntry, redrawEntry, reckless, heavyWinds, lookout, patrol, bucket];

const SPREAD_ENTRIES = TURN_ENTRIES.filter((e) => e.phases.includes('spread'));
const ACTION_ENTRIES = TURN_ENTRIES.filter((e) => e.phases.includes('action'));
/** The action step's entries with no solo state and no specialty cards: the plan, Heavy Smoke and the specialties offer nothing then. */
const PLAIN_ACTION_ENTRIES = ACTION_ENTRIES.filter((e) => e !== passPlan && e !== heavySmokeEntry && e !== heavyWinds && e !== lookout && e !== patrol);
const NO_ENTRIES: readonly TurnVerbEntry[] = [];

/**
 * The turn's entries that may offer a family to `ctx`'s player now, in TURN_ENTRIES' order
 * (the others offer none): those of the phase, less the solo game's and the specialty cards'
 * when the game has no solo state and the player no specialty card (most games).
 */
export function turnEntriesFor(ctx: TurnContext): readonly TurnVerbEntry[] {
  // Compared, not looked up in a Map by the phase's name: asked at every decision.
  const phase = ctx.w.phase;
  if (phase === 'spread') return SPREAD_ENTRIES;
  if (phase !== 'action') return NO_ENTRIES;
  return ctx.w.solo || ctx.p.specialties ? ACTION_ENTRIES : PLAIN_ACTION_ENTRIES;
}

export function notATurnAction(verb: string): Refusal {
  return refuse('ft.turn.action', () => `\`${verb}\` is not a turn action (${TURN_VERBS.join(', ')})`);
}

