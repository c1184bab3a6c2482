/**
 * What happens between the players' choices: the turn's steps, burning towers, events
 * drawn from the deck, and the questions they raise. Every function here works on a World
 * (a copy of the state); the statechart in machines/fire-tower/ decides when each runs.
 */
import { rollDie } from '../../core/rng.ts';
import type { Corner, Wind } from './board.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import { performCard, secondCrownFire } from './card-effects.ts';
import { answerWeather, dryStorm, kettleFlight, kettleMoves, lightningTargets, mobilization, offerLightBreeze, resolveLightning, specialtyAction } from './weather.ts';
import { answerShadow, beginShadowTurn, hawkMoves } from './shadow.ts';
import { inLine } from './lines.ts';
import { enemyBucketChoices, enemyBuckets, enemyHawkTargets, enemyPlacements, soloBurned, soloEnd, soloLose, soloTowerBurns, wetLinePlacements } from './solo.ts';
import { answerSolo, heavySmoke } from './solo-answers.ts';
import { askGems, gemOk, hasGemTarget, hawkSpace, isOpponentsHawk } from './gems.ts';
import type { Cell } from './patterns.ts';
import { TURN_VERBS } from './verbs.ts';
import type { GemRule, Player, Question } from './state.ts';
import { CLOCKWISE, Refusal, same, STEP, type World } from './world.ts';

export type Action = [string, string, ...unknown[]];


// ---- the turn -----------------------------------------------------------------------------

export function beginTurn(w: World): void {
  const s = w.s;
  s.turnState = { spread: false, acted: false, bucketUsed: false };
  const p = w.player(s.activePlayer);
  // Rising Flames: the last tower wins once its own turn comes and the Shadows have not burned it.
  if (!s.solo && p.status === 'active' && w.activePlayers().length === 1 && w.activePlayers()[0]!.id === p.id) {
    finish(w, [p.id], 'last tower standing: the Shadows did not burn it before its turn');
    return;
  }
  if (p.status === 'shadow') {
    beginShadowTurn(w);
    return;
  }
  w.log('turn-start', { wind: s.wind });
  if (s.solo) {
    s.turnState.attack = 'pending';
    // Smoldering Fire: a gem in your quadrant before the turn, or the game is lost.
    if (s.solo.challenges.includes('smoldering-fire')) {
      const q: Question = { type: 'gems', player: p.id, left: 1, rule: 'quadrant', placed: [], by: 'enemy' };
      if (hasGemTarget(w, q)) w.ask(q);
      else soloLose(w, 'Smoldering Fire: no room for its gem in your quadrant');
    }
    return;
  }
  skipSpreadIfStuck(w);
}

/** Nothing to spread to: the step is skipped. */
export function skipSpreadIfStuck(w: World): void {
  const s = w.s;
  if (!s.turnState.spread && !spreadTargets(w).length) {
    s.turnState.spread = true;
    w.log('spread-skipped', { reason: `no empty space ${s.wind} of fire` });
  }
}

/** Empty spaces one step downwind of a gem or the Eternal Flame. */
export function spreadTargets(w: World, wind: Wind = w.s.wind): Cell[] {
  return w.downwindOfFire(STEP[wind]);
}

export function spread(w: World, action: Action): void {
  const [p, , at] = action;
  mustAct(w, p);
  if (w.s.turnState.spread) throw new Refusal('ft.turn.spread', 'the wind has already spread the fire this turn');
  if (!isCell(at) || !spreadTargets(w).some((c) => same(c, at))) {
    throw new Refusal('ft.turn.spread', `[${String(at)}] is not an empty space ${w.s.wind} of a gem or the Eternal Flame`);
  }
  w.addGem(at, p);
  w.s.turnState.spread = true;
  w.log('spread', { at, wind: w.s.wind }, p);
  checkpoint(w);
}

function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && x.every(Number.isInteger);
}

function mustAct(w: World, p: string): Player {
  if (p !== w.s.activePlayer) throw new Refusal('ft.turn', `it is ${w.s.activePlayer}'s turn, not ${p}'s`);
  return w.player(p);
}

/** The action step: play a card, redraw, or Reckless Abandon; the Bucket any time before the turn ends. */
export function act(w: World, action: Action): void {
  const [pid, verb, ...args] = action;
  const p = mustAct(w, pid);
  if (verb === 'bucket') return useBucket(w, p, args[0]);
  if (!w.s.turnState.spread) throw new Refusal('ft.turn.spread', 'the wind spreads the fire first: place its gem (spread)');
  if (w.s.turnState.acted) throw new Refusal('ft.turn.action', 'this turn has had its action');
  const solo = w.s.solo;
  if (solo?.plan?.length) {
    // Implementation Plan: the planned card is this turn's action.
    const planned = solo.plan[0]!;
    if (verb === 'pass-plan') {
      if (cardChoices(w, w.rules.card(planned)).length) throw new Refusal('challenge.implementation-plan', `${planned} can be played, so it must be`);
      solo.plan.shift();
      w.s.discard.push(planned);
      w.log('plan-discarded', { card: planned }, p.id);
    } else {
      if (verb !== 'play' || args[0] !== planned) throw new Refusal('challenge.implementation-plan', `this turn's action is the planned ${planned}: [${p.id}, play, ${planned}, {...}]`);
      solo.plan.shift();
      p.hand.push(planned);
      playFromHand(w, p, planned, (args[1] ?? {}) as CardArgs);
    }
  } else if (solo?.challenges.includes('heavy-smoke') && p.hand.length >= 2 && verb !== 'heavy-smoke') {
    throw new Refusal('challenge.heavy-smoke', 'Heavy Smoke: this round your action is [p, heavy-smoke, [two cards]]');
  } else if (verb === 'heavy-smoke') {
    if (!solo?.challenges.includes('heavy-smoke')) throw new Refusal('challenge.heavy-smoke', 'Heavy Smoke is not in force this round');
    heavySmoke(w, p, args[0]);
  } else if (verb === 'play') {
    const [card, cardArgs] = args as [string, CardArgs | undefined];
    playFromHand(w, p, card, cardArgs ?? {});
  } else if (verb === 'redraw') {
    redraw(w, p, args[0]);
  } else if (verb === 'reckless') {
    recklessAbandon(w, p, args[0]);
  } else if (verb === 'heavy-winds' || verb === 'lookout' || verb === 'patrol') {
    specialtyAction(w, p, verb, args);
  } else throw new Refusal('ft.turn.action', `\`${verb}\` is not a turn action (${TURN_VERBS.join(', ')})`);
  w.s.turnState.acted = true;
  checkpoint(w);
}

export function playFromHand(w: World, p: Player, card: string, args: CardArgs): void {
  if (typeof card !== 'string' || !p.hand.includes(card)) throw new Refusal('ft.turn.action', `${p.id} holds no ${String(card)} (hand: ${p.hand.join(', ') || 'empty'})`);
  const item = w.rules.card(card);
  w.discardFromHand(p, card);
  w.log('play', { card }, p.id);
  performCard(w, p, card, item, args);
  if (item.type === 'wind') offerLightBreeze(w, p);
}

function redraw(w: World, p: Player, list: unknown): void {
  if (!Array.isArray(list) || !list.every((c) => typeof c === 'string')) throw new Refusal('ft.turn.action', `a redraw names the cards to discard, [${p.id}, redraw, [cards]] ([] for none), not ${JSON.stringify(list ?? null)}`);
  const cards = list as string[];
  for (const c of cards) w.discardFromHand(p, c);
  w.log('redraw', { discarded: cards.length }, p.id);
}

function inTower(w: World, p: Player, at: Cell): boolean {
  const t = w.forest.towerAreaAt(at);
  return !!t && p.towers.includes(t.corner);
}

function useBucket(w: World, p: Player, list: unknown): void {
  if (p.bucket !== 'bucket') throw new Refusal('ft.bucket', `${p.id} has no Bucket to use (${p.bucket})`);
  const cells = Array.isArray(list) && list.every(isCell) ? (list as Cell[]) : [];
  if (!cells.length || cells.length > 3) throw new Refusal('ft.bucket', 'the Bucket takes one to three gems in a line');
  if (!inLine(cells)) throw new Refusal('ft.bucket', 'the Bucket\'s gems lie in one straight line of at most three spaces');
  for (const c of cells) if (!w.removable(c)) throw new Refusal('ft.bucket', `[${c.join(', ')}] holds no gem the Bucket can take`);
  if (!cells.some((c) => inTower(w, p, c))) throw new Refusal('ft.bucket', `at least one gem must be inside ${p.id}'s own tower area`);
  for (const c of cells) w.removeGem(c);
  p.bucket = 'reckless-abandon';
  w.s.turnState.bucketUsed = true;
  w.log('bucket', { cells }, p.id);
}

function recklessAbandon(w: World, p: Player, list: unknown): void {
  if (p.bucket !== 'reckless-abandon') throw new Refusal('ft.bucket', `${p.id} has not turned the Bucket over to Reckless Abandon`);
  const cards = Array.isArray(list) ? (list as string[]) : [];
  const types = new Set(cards.map((c) => w.rules.cards.get(c)?.type));
  if (cards.length !== 3 || types.size !== 1 || !(types.has('water') || types.has('firebreak'))) throw new Refusal('ft.bucket', 'Reckless Abandon costs three Water cards or three Firebreak cards');
  if (!w.s.fire.some((c) => inTower(w, p, c))) throw new Refusal('ft.bucket', `Reckless Abandon needs a gem inside ${p.id}'s tower area`);
  for (const c of cards) w.discardFromHand(p, c);
  w.log('reckless-abandon', { discarded: cards }, p.id);
  askGems(w, p.id, 2, 'next-to-fire', p.id);
}

/**
 * The end-of-turn draw, one card at a time: an event drawn takes effect before the next
 * card is drawn (its questions answered first), so what it draws from the deck is what lay
 * right under it. Done when the hand is full or the deck and discards are empty.
 */
export function refillActive(w: World): void {
  const p = w.player(w.s.activePlayer);
  while (p.hand.length < w.s.handSize && !w.s.pending.length && w.s.status === 'playing') {
    const before = w.s.drawnEvents.length;
    if (!w.drawOne(p, true)) break;
    if (w.s.drawnEvents.length > before) checkpoint(w);
  }
  if (w.s.status === 'playing' && !w.s.pending.length) settle(w);
  if (!w.s.pending.length) w.s.turnState.refilled = true;
}

export function passTurn(w: World): void {
  const players = w.s.players;
  const i = players.findIndex((p) => p.id === w.s.activePlayer);
  for (let k = 1; k <= players.length; k++) {
    const next = players[(i + k) % players.length]!;
    if (next.status !== 'out') {
      w.s.activePlayer = next.id;
      break;
    }
  }
  w.s.turn++;
}

// ---- questions ----------------------------------------------------------------------------

/** Answer the first pending question. */
export function answer(w: World, action: Action): void {
  const [pid, verb, ...args] = action;
  const q = w.s.pending[0];
  if (!q) throw new Refusal('ft.turn', 'no question is waiting for an answer');
  if (q.player !== pid) throw new Refusal('ft.turn', `the question (${q.type}) is for ${q.player}, not ${pid}`);
  const p = w.player(pid);
  const wrong = (expected: string) => new Refusal('ft.turn', `${pid} must answer the ${q.type} question with ${expected}, not \`${verb}\``);
  switch (q.type) {
    case 'redraw': {
      if (verb !== 'redraw') throw wrong('redraw [cards]');
      redraw(w, p, args[0]);
      w.s.pending.shift();
      w.refill(p);
      break;
    }
    case 'gems': {
      const expected = gemVerb(q.rule);
      if (verb !== expected) throw wrong(`${expected} [r, c]`);
      const at = args[0];
      if (!isCell(at) || !w.forest.inside(at) || !gemOk(w, q, at)) throw new Refusal(q.cite ?? (w.s.aid && q.rule === 'creeping' ? 'ft.events.mutual-aid' : gemRule(q.rule)), `[${String(at)}] is not a place this ${w.s.aid ? 'Mutual Aid' : q.rule} placement allows`);
      if (q.rule === 'firebreak') w.addFirebreak(at, pid);
      else if (q.rule === 'hawk') placeHawk(w, p, at, args[1]);
      else if (q.rule === 'remove') w.removeGem(at);
      else if (q.rule === 'unhawk') w.removeHawk(at);
      else w.addGem(at, q.by);
      q.placed.push(at);
      if (w.s.aid && q.rule === 'creeping') w.s.aid.gems.push(at);
      q.left--;
      w.log(expected, { at, rule: q.rule }, pid);
      if (q.left <= 0 || !hasGemTarget(w, q)) w.s.pending.shift();
      break;
    }
    case 'mutual-aid': {
      const option = args[0];
      if (verb !== 'aid' || (option !== 'gem' && option !== 'firebreak' && option !== 'cards')) throw wrong('aid gem|firebreak|cards');
      w.s.pending.shift();
      w.log('mutual-aid', { option }, pid);
      w.s.aid = { option, queue: w.fromPlayer(pid, (x) => x.status !== 'out').map((x) => x.id), gems: [] };
      nextAid(w);
      break;
    }
    case 'swap-three': {
      const cards = args[0];
      if (verb !== 'redraw' || !Array.isArray(cards) || cards.length !== Math.min(3, p.hand.length)) throw new Refusal('ft.events.mutual-aid', `Mutual Aid's card option: ${pid} discards exactly ${Math.min(3, p.hand.length)} cards ([${pid}, redraw, [three cards]])`);
      redraw(w, p, cards);
      w.s.pending.shift();
      w.refill(p);
      nextAid(w);
      break;
    }
    case 'shadow-card': {
      const choice = args[0];
      if (verb !== 'shadow' || (choice !== 'cards' && choice !== 'wind')) throw wrong('shadow cards|wind');
      w.s.pending.shift();
      shadowCard(w, p, choice);
      break;
    }
    case 'play-one': {
      if (verb === 'pass') {
        if (!q.optional && q.cards.some((c) => cardChoices(w, w.rules.card(c)).length)) throw new Refusal('ft.turn', `${pid} must play one of ${q.cards.join(', ')}`);
        w.s.pending.shift();
        passOn(w, p, q, q.cards);
        break;
      }
      const [card, cardArgs] = args as [string, CardArgs | undefined];
      if (verb !== 'play' || !q.cards.includes(card)) throw wrong(`play one of ${q.cards.join(', ')}`);
      w.s.pending.shift();
      const rest = [...q.cards];
      rest.splice(rest.indexOf(card), 1);
      w.s.discard.push(card);
      // The Shadow Die's 3 plays up to two of its three cards.
      if ((q.left ?? 1) > 1 && rest.length) w.s.pending.unshift({ ...q, cards: rest, left: (q.left ?? 1) - 1 });
      else passOn(w, p, q, rest);
      w.log('play', { card }, pid);
      performCard(w, p, card, w.rules.card(card), cardArgs ?? {});
      // Light Breeze follows any Wind card a player plays (Lookout, Patrol, Mobilization too).
      if (w.rules.card(card).type === 'wind') offerLightBreeze(w, p, true);
      break;
    }
    case 'become-shadow': {
      if (verb !== 'become-shadow' || typeof args[0] !== 'boolean') throw wrong('become-shadow true|false');
      w.s.pending.shift();
      if (args[0]) p.status = 'shadow';
      w.log(args[0] ? 'becomes-shadow' : 'leaves-the-game', {}, pid);
      break;
    }
    case 'hawk-setup': {
      if (verb !== 'hawk') throw wrong('hawk [r, c]');
      const at = args[0];
      if (!isCell(at) || !hawkSpace(w, pid, at)) throw new Refusal('ft.hawks.place', `[${String(at)}] is not a vacant space of ${pid}'s quadrant outside the tower areas`);
      w.addHawk(at);
      w.s.pending.shift();
      w.log('hawk', { at, setup: true }, pid);
      break;
    }
    case 'hawk': {
      if (verb !== 'hawk-gem') throw wrong('hawk-gem [r, c]');
      const to = args[0];
      const targets = q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from);
      if (!isCell(to) || !targets.some((c) => same(c, to))) throw new Refusal(q.mine ? 'ft.solo.enemy-hawks' : 'ft.hawks.trigger', `[${String(to)}] is not a vacant space next to fire that was already there${q.mine ? ' in your quadrant' : ''}`);
      w.s.pending.shift();
      w.removeGem(q.from);
      w.addGem(to, pid);
      w.log('hawk-carries', { from: q.from, to }, pid);
      break;
    }
    case 'flock': {
      if (verb === 'done') {
        w.s.pending.shift();
        break;
      }
      if (verb !== 'move-hawk') throw wrong('move-hawk [from] [to] or done');
      const [from, to] = args;
      if (!isCell(from) || !w.isHawk(from) || w.quadrantOwner(from)?.id !== pid) throw new Refusal('ft.hawks.flock', `[${String(from)}] holds no hawk of ${pid}'s quadrant`);
      if (!isCell(to) || !hawkSpace(w, pid, to) || w.quadrantOwner(to)?.id !== pid) throw new Refusal('ft.hawks.flock', `[${String(to)}] is not a vacant space of ${pid}'s quadrant outside the tower areas`);
      w.removeHawk(from);
      w.addHawk(to);
      w.log('hawk-moved', { from, to }, pid);
      break;
    }
    case 'second-crown-fire': {
      if (verb === 'pass') {
        w.s.pending.shift();
        break;
      }
      if (verb !== 'play' || args[0] !== 'crown-fire') throw wrong('play crown-fire {cells} or pass');
      w.s.pending.shift();
      secondCrownFire(w, p, q.first, (args[1] ?? {}) as CardArgs);
      break;
    }
    default:
      if (answerWeather(w, p, q, verb, args)) break;
      if (answerSolo(w, p, q, verb, args, (card, cardArgs) => {
        w.s.turnState.acted = true;
        playFromHand(w, p, card, cardArgs);
      })) break;
      answerShadow(w, p, q, verb, args);
  }
  // Aid is done: burned towers are checked only now (a tie is possible).
  checkpoint(w);
}

/** What happens to the cards a play-one leaves: Patrol keeps them, Mobilization passes them on, else discarded. */
function passOn(w: World, p: Player, q: Extract<Question, { type: 'play-one' }>, rest: string[]): void {
  if (q.keep) p.hand.push(...rest);
  else if (q.passTo?.length && rest.length) w.s.pending.splice(1, 0, { type: 'play-one', player: q.passTo[0]!, cards: rest, passTo: q.passTo.slice(1) });
  else w.s.discard.push(...rest);
}

function gemVerb(rule: GemRule): string {
  return rule === 'firebreak' ? 'firebreak' : rule === 'hawk' ? 'hawk' : rule === 'remove' ? 'remove' : rule === 'unhawk' ? 'remove-hawk' : 'gem';
}

/** A hawk from the pile, or — when the pile is empty — one taken from an opponent's quadrant (`from`). */
function placeHawk(w: World, p: Player, at: Cell, from: unknown): void {
  const supply = w.rules.number('param.hawks.supply') - w.s.hawks.length;
  if (supply <= 0) {
    if (!isCell(from) || !w.isHawk(from) || !isOpponentsHawk(w, p.id, from)) throw new Refusal('ft.hawks.place', 'the pile of hawks is empty: name a hawk of an opponent\'s quadrant to take, [p, hawk, [to], [from]]');
    w.removeHawk(from);
  }
  w.addHawk(at);
}

/** Where a hawk may drop the gem it carries: vacant spaces next to fire other than that gem. */
export function hawkTargets(w: World, from: Cell): Cell[] {
  // Vacant and next to fire: among the frontier (empty spaces next to fire), in board order.
  return w.frontier().filter((c) => w.isVacant(c) && w.nextToFire(c, (n) => w.isFire(n) && !same(n, from)));
}

function gemRule(rule: GemRule): string {
  const rules: Record<GemRule, string> = { 'next-to-fire': 'ft.bucket', firebreak: 'ft.cards.firebreaks', creeping: 'card.creeping-fires', downwind: 'ft.events.shadow', hawk: 'ft.hawks.place', remove: 'card.helitack', unhawk: 'ft.ew.kettle-flight', quadrant: 'challenge.smoldering-fire' };
  return rules[rule];
}

function nextAid(w: World): void {
  const aid = w.s.aid;
  if (!aid) return;
  const next = aid.queue.shift();
  if (!next) {
    w.s.aid = null;
    return;
  }
  if (aid.option === 'cards') {
    if (w.player(next).hand.length) w.ask({ type: 'swap-three', player: next });
    else nextAid(w);
    return;
  }
  const rule: GemRule = aid.option === 'gem' ? 'creeping' : 'firebreak';
  const q: Question = { type: 'gems', player: next, left: 1, rule, placed: [...aid.gems], by: next };
  if (hasGemTarget(w, q)) w.ask(q);
  else {
    w.log('no-room', { rule }, next);
    nextAid(w);
  }
}

// ---- after every step: hawks, burned towers, drawn events ----------------------------------

/**
 * Resolve what a completed step set off: Mutual Aid's next player, hawks (their owners are
 * asked), covered lightning, towers whose roof now burns (unless Mutual Aid is still going
 * round), then events drawn, one at a time while nobody is being asked.
 */
export function checkpoint(w: World): void {
  if (w.s.aid && w.s.pending.length === 0) nextAid(w);
  afterPlacement(w);
  settle(w);
}

/**
 * What a placement sets off, for every placement alike: hawks (their owners asked in turn
 * order), covered lightning, then towers whose roof burns. A burning's partial Firestorm is
 * a placement too, so this goes round until the last one has set nothing off.
 */
function afterPlacement(w: World): void {
  do {
    resolveTriggers(w);
    resolveLightning(w);
    if (!w.s.aid) burnTowers(w);
  } while (w.s.status === 'playing' && (w.triggered.length > 0 || w.covered.length > 0));
}

/**
 * After every step, whatever it was: questions that lost every answer are dropped, and a
 * wind's gem with nowhere to go (after a Bucket, an attack, an event) is skipped.
 */
export function afterStep(w: World): void {
  tidyPending(w);
  if (w.s.status === 'playing' && !w.s.turnState.shadow && w.s.turnState.attack !== 'pending' && !w.s.turnState.ended) skipSpreadIfStuck(w);
}

export function settle(w: World): void {
  tidyPending(w);
  while (w.s.status === 'playing' && !w.s.pending.length && !w.s.aid && w.s.drawnEvents.length) {
    const { card, drawer } = w.s.drawnEvents.shift()!;
    w.s.discard.push(card);
    resolveEvent(w, card, drawer);
    afterPlacement(w);
    tidyPending(w);
  }
}

/** Hawks set off since the last step: their owners, in turn order from the active player, say where the gems go. */
function resolveTriggers(w: World): void {
  if (!w.triggered.length) return;
  const order = w.fromPlayer(w.s.activePlayer).map((p) => p.id);
  const list = [...w.triggered].sort((a, b) => order.indexOf(a.owner ?? '') - order.indexOf(b.owner ?? ''));
  w.triggered = [];
  for (const t of list) {
    const owner = t.owner ? w.s.players.find((p) => p.id === t.owner && p.status !== 'out') : undefined;
    w.log('hawk-triggered', { at: t.at, owner: t.owner }, t.owner);
    // Solo: an enemy hawk's gem goes back into your own quadrant.
    if (!owner && w.s.solo) {
      if (enemyHawkTargets(w, t.at).length) w.ask({ type: 'hawk', player: w.s.players[0]!.id, from: t.at, mine: true });
      continue;
    }
    // Nobody plays that quadrant, or nowhere to go: the gem stays where it landed.
    if (owner && hawkTargets(w, t.at).length) w.ask({ type: 'hawk', player: owner.id, from: t.at });
  }
}

/**
 * Questions that have become moot are dropped: later placements can leave a question with
 * no possible answer (no hawk left to flock, nowhere for a lightning token or a carried gem).
 */
export function tidyPending(w: World): void {
  for (;;) {
    const q = w.s.pending[0];
    if (!q || stillAnswerable(w, q)) return;
    w.s.pending.shift();
    if (q.type === 'lightning') {
      w.moveLightning(q.from, null);
      w.log('lightning-removed', { at: q.from }, q.player);
    } else if (q.type === 'wet-line') soloLose(w, 'Wet Line: the 3x3 square of fire has no room');
    else w.log('question-dropped', { question: q.type, reason: 'no possible answer any more' }, q.player);
  }
}

function stillAnswerable(w: World, q: Question): boolean {
  switch (q.type) {
    case 'flock':
      return w.s.hawks.some((h) => w.quadrantOwner(h)?.id === q.player);
    case 'lightning':
      return lightningTargets(w, q.near).length > 0;
    case 'hawk':
      return w.isGem(q.from) && (q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from)).length > 0;
    case 'enemy-card':
      return enemyPlacements(w, q.card).length > 0;
    case 'enemy-bucket':
      return !w.isBurned(q.corner) && enemyBucketChoices(w, q.corner).length > 0;
    case 'wet-line':
      return wetLinePlacements(w).length > 0;
    case 'gems':
      // With the pile empty, a hawk can only come from another quadrant.
      if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.s.hawks.length && !w.s.hawks.some((h) => isOpponentsHawk(w, q.player, h))) return false;
      return hasGemTarget(w, q);
    case 'kettle-gem':
      return kettleMoves(w, q.player, true).length > 0;
    case 'shadow-hawk':
      return hawkMoves(w, q.hawk, true).length > 0;
    case 'shadow-one':
      return w.s.firebreaks.length > 0 || w.s.hawks.some((h) => hawkMoves(w, h, true).length > 0);
    default:
      return true;
  }
}

function resolveEvent(w: World, card: string, drawer: string): void {
  const event = w.rules.card(card).event;
  w.log('event', { card }, drawer);
  if (event === 'firestorm') firestorm(w, drawer, true);
  else if (event === 'dry-storm') dryStorm(w, drawer);
  else if (event === 'kettle-flight') kettleFlight(w, drawer);
  else if (event === 'mobilization') mobilization(w, drawer);
  else if (event === 'mutual-aid') w.ask({ type: 'mutual-aid', player: drawer });
  else if (event === 'shadow-of-the-wood') {
    for (const p of w.fromPlayer(drawer, (x) => x.status !== 'active' || x.towers.every((t) => w.isBurned(t)))) w.ask({ type: 'shadow-card', player: p.id });
  } else w.log('event-ignored', { card, reason: 'not part of this configuration' }, drawer);
}

/** A Firestorm: the storm's wind, a gem beside all fire that way, a new wind; with `redraw`, everyone may swap cards. */
export function firestorm(w: World, drawer: string, redraws: boolean): void {
  const storm = w.rollWind('firestorm');
  const cells = spreadTargets(w, storm);
  for (const c of cells) w.addGem(c, drawer);
  w.log('firestorm', { wind: storm, cells, partial: !redraws }, drawer);
  w.s.wind = w.rollWind('new wind after the firestorm');
  w.log('wind-set', { wind: w.s.wind, rolled: true }, drawer);
  if (redraws) for (const p of w.fromPlayer(drawer, (x) => x.hand.length > 0)) w.ask({ type: 'redraw', player: p.id });
}

function burnTowers(w: World): void {
  if (w.s.solo) {
    for (const t of w.forest.towers) {
      if (w.s.status !== 'playing' || w.isBurned(t.corner) || !soloTowerBurns(w, t.corner)) continue;
      w.s.burned.push({ corner: t.corner, by: w.s.players[0]!.id });
      w.log('tower-burned', { tower: t.corner, colour: t.colour }, w.s.players[0]!.id);
      soloBurned(w, t.corner);
      if (!soloEnd(w)) firestorm(w, w.s.players[0]!.id, false);
    }
    if (w.s.status === 'playing') soloEnd(w);
    if (w.s.status === 'playing') enemyBuckets(w);
    return;
  }
  // Every roof on fire burns together (a Mutual Aid round can burn two at once: a tie), and
  // again until none is left: the Firestorm after a burning can set another roof alight.
  for (;;) {
    if (w.s.status !== 'playing') return;
    const burning = w.forest.towers.filter((t) => !w.isBurned(t.corner) && w.isGem(t.roof));
    if (!burning.length) return;
    const now = burning.map((t) => {
      const owner = w.s.players.find((p) => p.towers.includes(t.corner));
      const by = w.s.roofBy[t.corner] ?? w.s.activePlayer;
      w.s.burned.push({ corner: t.corner, by });
      w.log('tower-burned', { tower: t.corner, colour: t.colour, owner: owner?.id ?? null, by }, by);
      if (owner && owner.towers.every((c) => w.isBurned(c))) w.burnedNow.push(owner.id);
      return { t, owner, by };
    });
    for (const { t, owner, by } of now) if (owner && w.s.status === 'playing') eliminate(w, owner, t.corner, by);
  }
}

function eliminate(w: World, p: Player, corner: Corner, by: string): void {
  if (w.rules.flag('towerAblaze')) {
    // The tower burns for good: its whole area is fire from now on.
    const area = w.allCells().filter((c) => w.forest.towerAreaAt(c)?.corner === corner && w.isEmpty(c));
    for (const c of area) w.addGem(c, by);
    w.log('tower-ablaze', { tower: corner, cells: area.length }, by);
  }
  if (p.towers.some((t) => !w.isBurned(t))) return;
  if (w.rules.flag('teams')) {
    if (!checkEnd(w)) firestorm(w, by, false);
    return;
  }
  if (w.rules.has('param.variant.ghost-tower') && !w.s.ghost) {
    const used = new Set(w.s.players.flatMap((x) => x.towers));
    const free = CLOCKWISE.find((c) => !used.has(c));
    if (free) {
      becomeGhost(w, p, free);
      if (!checkEnd(w)) firestorm(w, by, false);
      return;
    }
  }
  const burner = w.s.players.find((x) => x.id === by);
  const byShadow = burner?.status === 'shadow';
  // There are never more than two Shadows.
  const shadows = w.s.players.filter((x) => x.status === 'shadow').length;
  p.status = w.rules.flag('shadowPowers') && w.s.players.length >= 3 && shadows < 2 ? 'shadow' : 'out';
  // Ghost Tower: a player the Ghost burns chooses whether to play on as a Shadow.
  if (p.status === 'shadow' && w.s.ghost && by === w.s.ghost) {
    p.status = 'out';
    w.ask({ type: 'become-shadow', player: p.id });
  }
  if (byShadow) {
    // Burned by a Shadow: the hand is discarded and every active player draws one more card.
    w.s.discard.push(...p.hand);
    p.hand = [];
    w.s.handSize++;
    w.log('hand-size', { size: w.s.handSize, byShadow: true }, null);
    for (const o of w.activePlayers()) w.drawOne(o);
  } else {
    if (burner && burner.id !== p.id && burner.status === 'active') {
      burner.hand.push(...p.hand);
      w.log('hand-taken', { from: p.id, cards: p.hand.length }, burner.id);
    } else w.s.discard.push(...p.hand);
    p.hand = [];
    const sizes = w.rules.numbers('param.hand.size-after-eliminations');
    const n = w.s.players.filter((x) => x.status !== 'active').length;
    const size = sizes[Math.min(n, sizes.length) - 1];
    if (size !== undefined && size > w.s.handSize) {
      w.s.handSize = size;
      w.log('hand-size', { size }, null);
    }
  }
  if (w.rules.flag('shadowOfTheWood') && w.s.players.filter((x) => x.status !== 'active').length === 1) {
    const id = w.rules.eventCard('shadow-of-the-wood');
    if (id) {
      w.s.deck.splice(rollDie(w.rng, w.s.deck.length + 1) - 1, 0, id);
      w.log('shadow-shuffled-in', {}, null);
    }
  }
  if (checkEnd(w, p.id)) return;
  firestorm(w, by, false);
}

/** Ghost Tower: the first player burned moves into the empty tower and takes turns from there. */
function becomeGhost(w: World, p: Player, free: Corner): void {
  const old = p.towers;
  p.towers = [free];
  w.s.ghost = p.id;
  w.s.players.sort((a, b) => CLOCKWISE.indexOf(a.towers[0]!) - CLOCKWISE.indexOf(b.towers[0]!));
  w.log('ghost-tower', { from: old, to: free }, p.id);
  const sizes = w.rules.numbers('param.hand.size-after-eliminations');
  if (sizes[0] !== undefined && sizes[0] > w.s.handSize) {
    w.s.handSize = sizes[0];
    w.log('hand-size', { size: w.s.handSize }, null);
  }
}

/** Ghost Tower endings: anyone but the Ghost wins by burning one more tower; the Ghost by burning both originals itself. */
function ghostEnd(w: World): boolean | null {
  const s = w.s;
  if (!s.ghost) return null;
  const ghost = w.player(s.ghost);
  const last = s.burned[s.burned.length - 1]!;
  const burner = s.players.find((p) => p.id === last.by);
  const originals = w.activePlayers().filter((p) => p.id !== ghost.id);
  const ownTower = burner?.towers.includes(last.corner);
  // After the Ghost rises, anyone but the Ghost who burns one more tower wins: an original
  // tower, or the player the Ghost burned, playing on as a Shadow.
  if (s.burned.length > 1 && burner && burner.id !== ghost.id && (burner.status === 'active' || burner.status === 'shadow') && !ownTower) {
    return finish(w, [burner.id], burner.status === 'shadow' ? 'the player the Ghost burned burned one more tower' : 'an original tower burned a second tower after the Ghost rose');
  }
  // The Ghost must burn both original towers itself.
  const firstCorner = s.burned[0]!.corner;
  const burnedByGhost = s.burned.filter((b) => b.corner !== firstCorner && b.by === ghost.id).length;
  if (ghost.status === 'active' && !originals.length && burnedByGhost >= 2) return finish(w, [ghost.id], 'the Ghost Tower burned both original towers');
  return null;
}

/** Has the game ended? Sets the winners when it has. `justOut` is the player burned just now. */
export function checkEnd(w: World, justOut?: string): boolean {
  const s = w.s;
  if (s.status !== 'playing') return true;
  if (s.solo) return soloEnd(w);
  if (w.rules.flag('teams')) {
    for (const team of [0, 1]) {
      const towers = s.players.filter((p) => p.team === team).flatMap((p) => p.towers);
      if (towers.length && towers.every((t) => w.isBurned(t))) return finish(w, s.players.filter((p) => p.team !== team).map((p) => p.id), `both towers of team ${team + 1} burned`);
    }
    return false;
  }
  const ghost = ghostEnd(w);
  if (ghost !== null) return ghost;
  const active = w.activePlayers();
  if (active.length === 1) {
    const last = s.burned[s.burned.length - 1];
    const burner = last && s.players.find((p) => p.id === last.by);
    // Rising Flames: a Shadow's burning leaves the last tower to win only when its turn comes.
    if (w.rules.string('param.end.last-tower') === 'at-its-turn' && burner?.status === 'shadow') return false;
    return finish(w, [active[0]!.id], 'last tower standing');
  }
  if (active.length === 0) {
    // Every tower is burned. When players already out (Shadows) struck the last blow, they
    // win together; otherwise the players burned in this last step share a tie.
    const now = new Set([...w.burnedNow, ...(justOut ? [justOut] : [])]);
    const lastBy = s.players.find((p) => p.id === s.burned[s.burned.length - 1]?.by);
    // With Shadow powers only the Shadows win (never more than two); otherwise everyone already out.
    const before = s.players.filter((p) => (w.rules.flag('shadowPowers') ? p.status === 'shadow' : p.status !== 'active') && !now.has(p.id));
    if (lastBy && !now.has(lastBy.id) && lastBy.status !== 'active' && before.length) {
      return finish(w, before.map((p) => p.id), w.rules.flag('shadowPowers') ? 'the Shadows burned every tower' : 'the eliminated players burned the last towers');
    }
    return finish(w, [...now], 'the last towers burned together: a tie');
  }
  return false;
}

export function finish(w: World, winners: string[], reason: string): boolean {
  w.s.status = 'over';
  w.s.winners = winners;
  w.s.reason = reason;
  w.log('game-over', { winners, reason }, null);
  return true;
}

// ---- Shadow of the Wood (the base game's event card) -----------------------------------------

function shadowCard(w: World, p: Player, choice: 'cards' | 'wind'): void {
  if (choice === 'cards') {
    const taken: string[] = [];
    for (const o of w.activePlayers()) {
      if (!o.hand.length) continue;
      const i = rollDie(w.rng, o.hand.length) - 1;
      taken.push(o.hand.splice(i, 1)[0]!);
      w.refill(o);
    }
    w.log('shadow-cards', { taken: taken.length }, p.id);
    // One of them must be played (a card with no legal use may be passed over).
    if (taken.length) w.ask({ type: 'play-one', player: p.id, cards: taken });
    return;
  }
  for (let i = 0; i < 3; i++) {
    // The game's wind stays as it is: these rolls only aim the shadow's gems.
    const dir = w.rollWind('shadow of the wood');
    const q: Question = { type: 'gems', player: p.id, left: 1, rule: 'downwind', placed: [], by: p.id, direction: dir };
    if (hasGemTarget(w, q)) w.ask(q);
    else w.log('no-room', { rule: 'downwind', direction: dir }, p.id);
  }
}

// ---- setup ------------------------------------------------------------------------------------

/** Who starts: the tower the wind blows towards most directly; between two, the one with the wind on their left. */
export function firstPlayer(w: World): Player {
  const wind = w.s.wind;
  const v: Record<Wind, [number, number]> = { north: [0, 1], east: [1, 0], south: [0, -1], west: [-1, 0] };
  const pos: Record<Corner, [number, number]> = { 'north-west': [-1, 1], 'north-east': [1, 1], 'south-east': [1, -1], 'south-west': [-1, -1] };
  const [wx, wy] = v[wind];
  const score = (p: Player) => Math.max(...p.towers.map((t) => pos[t][0] * wx + pos[t][1] * wy));
  const left = (p: Player) => {
    // Seated at the tower, facing the centre: is the wind's direction on the left hand?
    const [px, py] = pos[p.towers[0]!];
    const [fx, fy] = [-px, -py];
    return -fy * wx + fx * wy > 0 ? 1 : 0;
  };
  return [...w.s.players].sort((a, b) => score(b) - score(a) || left(b) - left(a) || CLOCKWISE.indexOf(a.towers[0]!) - CLOCKWISE.indexOf(b.towers[0]!))[0]!;
}

