/**
 * The turn's steps between the players' choices: its start, the wind's spread, playing a
 * card and redrawing (the turn's verbs, as a table, are turn-verbs.ts), the end-of-turn draw
 * and who plays next.
 * Every function here works on a World (a copy of the state); the statechart in
 * machines/fire-tower/ decides when each runs. What a step sets off is in after-placement.ts,
 * burned towers and the game's end in tower-burning.ts, answers in question-answers.ts.
 */
import type { Corner, Wind } from './board.ts';
import type { CardArgs } from './cards.ts';
import { performCard } from './card-effects.ts';
import { offerLightBreeze } from './weather.ts';
import { beginShadowTurn } from './shadow.ts';
import { soloLose } from './solo.ts';
import { hasGemTarget } from './gems.ts';
import { checkpoint, settle, tidyPending } from './after-placement.ts';
import { canSpread, isSpreadTarget } from './firestorm.ts';
import { finish } from './tower-burning.ts';
import type { Cell } from './patterns.ts';
import type { Player, Question } from './state.ts';
import { CLOCKWISE, Refusal, type World } from './world.ts';

export type Action = [string, string, ...unknown[]];

// ---- the turn -----------------------------------------------------------------------------

export function beginTurn(w: World): void {
  w.turnState = { spread: false, acted: false, bucketUsed: false };
  const p = w.player(w.activePlayer);
  // Rising Flames: the last tower wins once its own turn comes and the Shadows have not burned it.
  if (!w.solo && p.status === 'active' && isLastStanding(w, p)) {
    finish(w, [p.id], 'last tower standing: the Shadows did not burn it before its turn');
    return;
  }
  if (p.status === 'shadow') {
    beginShadowTurn(w);
    return;
  }
  if (!w.silent) w.log('turn-start', { wind: w.wind });
  if (w.solo) {
    w.turnState.attack = 'pending';
    // Smoldering Fire: a gem in your quadrant before the turn, or the game is lost.
    if (w.solo.challenges.includes('smoldering-fire')) {
      const q: Question = { type: 'gems', player: p.id, left: 1, rule: 'quadrant', placed: [], by: 'enemy' };
      if (hasGemTarget(w, q)) w.ask(q);
      else soloLose(w, 'Smoldering Fire: no room for its gem in your quadrant');
    }
    return;
  }
  // Nothing to spread to skips the spread: afterStep, which runs after this step as after every step, sees to it.
}

/** Is `p` the one player of activePlayers()? Read off the players, no list made: asked at every turn's start. */
function isLastStanding(w: World, p: Player): boolean {
  let standing = false;
  for (const o of w.players) {
    if (o.status !== 'active' || o.towers.every((t) => w.isBurned(t))) continue;
    if (o.id !== p.id) return false;
    standing = true;
  }
  return standing;
}

/** Nothing to spread to: the step is skipped. */
export function skipSpreadIfStuck(w: World): void {
  if (!w.turnState.spread && !canSpread(w)) {
    w.turnState.spread = true;
    w.log('spread-skipped', { reason: `no empty space ${w.wind} of fire` });
  }
}

export function spread(w: World, action: Action): void {
  const [p, , at] = action;
  mustAct(w, p);
  if (w.turnState.spread) throw new Refusal('ft.turn.spread', 'the wind has already spread the fire this turn');
  if (!isCell(at) || !isSpreadTarget(w, at)) {
    throw new Refusal('ft.turn.spread', `[${String(at)}] is not an empty space ${w.wind} of a gem or the Eternal Flame`);
  }
  w.addGem(at, p);
  w.turnState.spread = true;
  if (!w.silent) w.log('spread', { at, wind: w.wind }, p);
  checkpoint(w);
}

export function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && x.every(Number.isInteger);
}

function mustAct(w: World, p: string): Player {
  if (p !== w.activePlayer) throw new Refusal('ft.turn', `it is ${w.activePlayer}'s turn, not ${p}'s`);
  return w.player(p);
}

export function playFromHand(w: World, p: Player, card: string, args: CardArgs): void {
  if (typeof card !== 'string' || !p.hand.includes(card)) throw new Refusal('ft.turn.action', `${p.id} holds no ${String(card)} (hand: ${p.hand.join(', ') || 'empty'})`);
  const item = w.rules.card(card);
  w.discardFromHand(p, card);
  if (!w.silent) w.log('play', { card }, p.id);
  performCard(w, p, card, item, args);
  if (item.type === 'wind') offerLightBreeze(w, p);
}

export function redraw(w: World, p: Player, list: unknown): void {
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) throw new Refusal('ft.turn.action', `a redraw names the cards to discard, [${p.id}, redraw, [cards]] ([] for none), not ${JSON.stringify(list ?? null)}`);
  const cards = list as string[];
  for (const c of cards) w.discardFromHand(p, c);
  if (!w.silent) w.log('redraw', { discarded: cards.length }, p.id);
}

/**
 * The end-of-turn draw, one card at a time: an event drawn takes effect before the next
 * card is drawn (its questions answered first), so what it draws from the deck is what lay
 * right under it. Done when the hand is full or the deck and discards are empty.
 */
export function refillActive(w: World): void {
  const p = w.player(w.activePlayer);
  while (p.hand.length < w.handSize && !w.pending.length && w.status === 'playing') {
    const before = w.drawnEvents.length;
    if (!w.drawOne(p, true)) break;
    if (w.drawnEvents.length > before) checkpoint(w);
  }
  if (w.status === 'playing' && !w.pending.length) settle(w);
  if (!w.pending.length) w.turnState.refilled = true;
}

export function passTurn(w: World): void {
  const players = w.players;
  const i = players.findIndex((p) => p.id === w.activePlayer);
  for (let k = 1; k <= players.length; k++) {
    const next = players[(i + k) % players.length]!;
    if (next.status !== 'out') {
      w.activePlayer = next.id;
      break;
    }
  }
  w.turn++;
}

// ---- after every step -------------------------------------------------------------------------

/**
 * After every step, whatever it was: questions that lost every answer are dropped, and a
 * wind's gem with nowhere to go (after a Bucket, an attack, an event) is skipped.
 */
export function afterStep(w: World): void {
  tidyPending(w);
  // The turn's record read once (a getter each time, after every machine action).
  const t = w.turnState;
  if (!t.spread && !t.shadow && t.attack !== 'pending' && !t.ended && w.status === 'playing') skipSpreadIfStuck(w);
}

// ---- setup ------------------------------------------------------------------------------------

/** Each wind's direction, and each corner's place seen from the centre, as (x east, y north). */
const WIND_XY: Record<Wind, readonly [number, number]> = { north: [0, 1], east: [1, 0], south: [0, -1], west: [-1, 0] };
const CORNER_XY: Record<Corner, readonly [number, number]> = { 'north-west': [-1, 1], 'north-east': [1, 1], 'south-east': [1, -1], 'south-west': [-1, -1] };

/**
 * Who starts: the tower the wind blows towards most directly; between two, the one with the
 * wind on their left; then the first clockwise. The best player by those keys, read in one
 * pass (ties keep the earlier player, as a stable sort's first would).
 */
export function firstPlayer(w: World): Player {
  const [wx, wy] = WIND_XY[w.wind];
  const players = w.players;
  let best = players[0]!;
  let bestScore = towardsWind(best, wx, wy);
  for (let i = 1; i < players.length; i++) {
    const p = players[i]!;
    const score = towardsWind(p, wx, wy);
    const by = score - bestScore || windOnLeft(p, wx, wy) - windOnLeft(best, wx, wy) || CLOCKWISE.indexOf(best.towers[0]!) - CLOCKWISE.indexOf(p.towers[0]!);
    if (by > 0) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** How directly the wind blows towards the player's nearest tower. */
function towardsWind(p: Player, wx: number, wy: number): number {
  let most = -Infinity;
  for (const t of p.towers) most = Math.max(most, CORNER_XY[t][0] * wx + CORNER_XY[t][1] * wy);
  return most;
}

/** Seated at the first tower, facing the centre: is the wind's direction on the left hand? (1 yes, 0 no) */
function windOnLeft(p: Player, wx: number, wy: number): number {
  const [px, py] = CORNER_XY[p.towers[0]!];
  return py * wx - px * wy > 0 ? 1 : 0;
}

