/**
 * After every step: hawks set off, covered lightning, burned towers, Mutual Aid's next
 * player, drawn events, and questions that lost every answer.
 */
import { walkMask } from './board-masks.ts';
import type { Cell } from './patterns.ts';
import { dryStorm, kettleFlight, kettleMoves, lightningTargets, mobilization, resolveLightning } from './weather.ts';
import { hawkMoves } from './shadow.ts';
import { enemyBucketChoices, enemyHawkTargets, hasEnemyPlacement, soloLose, wetLinePlacements } from './solo.ts';
import { hasGemTarget, isOpponentsHawk } from './gems.ts';
import { firestorm } from './firestorm.ts';
import { burnTowers } from './tower-burning.ts';
import type { GemRule, Question } from './state.ts';
import type { World } from './world.ts';

/** May a hawk carrying the gem on `from` drop it on `at`: vacant, and next to fire other than that gem? */
export function isHawkTarget(w: World, from: Cell, at: Cell): boolean {
  return w.isVacant(at) && w.nextToFireBut(at, from);
}

/** Every space isHawkTarget allows, in board order (they are among the frontier: spaces next to fire). */
export function hawkTargets(w: World, from: Cell): Cell[] {
  return w.frontier().filter((c) => isHawkTarget(w, from, c));
}

/** Has the hawk anywhere to drop its gem? Stops at the first of hawkTargets' spaces. */
export function hasHawkTarget(w: World, from: Cell): boolean {
  return walkMask(w.forest.cells, w.masks().frontier, 0, (c) => isHawkTarget(w, from, c)) !== null;
}

export function nextAid(w: World): void {
  const aid = w.aid;
  if (!aid) return;
  const next = aid.queue.shift();
  if (!next) {
    w.aid = null;
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

/**
 * Resolve what a completed step set off: Mutual Aid's next player, hawks (their owners are
 * asked), covered lightning, towers whose roof now burns (unless Mutual Aid is still going
 * round), then events drawn, one at a time while nobody is being asked.
 */
export function checkpoint(w: World): void {
  if (w.aid && w.pending.length === 0) nextAid(w);
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
    if (!w.aid) burnTowers(w);
  } while (w.status === 'playing' && (w.triggered.length > 0 || w.covered.length > 0));
}

export function settle(w: World): void {
  tidyPending(w);
  while (w.status === 'playing' && !w.pending.length && !w.aid && w.drawnEvents.length) {
    const { card, drawer } = w.drawnEvents.shift()!;
    w.discard.push(card);
    resolveEvent(w, card, drawer);
    afterPlacement(w);
    tidyPending(w);
  }
}

/** Hawks set off since the last step: their owners, in turn order from the active player, say where the gems go. */
function resolveTriggers(w: World): void {
  const triggered = w.triggered;
  if (!triggered.length) return;
  // One hawk (most placements that set any off) has no order to find: the list itself, which nothing adds to once replaced.
  const list = triggered.length === 1 ? triggered : inTurnOrder(w, triggered);
  w.triggered = [];
  for (const t of list) {
    const owner = t.owner ? w.players.find((p) => p.id === t.owner && p.status !== 'out') : undefined;
    w.log('hawk-triggered', { at: t.at, owner: t.owner }, t.owner);
    // Solo: an enemy hawk's gem goes back into your own quadrant.
    if (!owner && w.solo) {
      if (enemyHawkTargets(w, t.at).length) w.ask({ type: 'hawk', player: w.players[0]!.id, from: t.at, mine: true });
      continue;
    }
    // Nobody plays that quadrant, or nowhere to go: the gem stays where it landed.
    if (owner && hasHawkTarget(w, t.at)) w.ask({ type: 'hawk', player: owner.id, from: t.at });
  }
}

/** The hawks set off, their owners in turn order from the active player (the sort keeps the order set off among one owner's). */
function inTurnOrder(w: World, triggered: World['triggered']): World['triggered'] {
  const order = w.fromPlayer(w.activePlayer).map((p) => p.id);
  return [...triggered].sort((a, b) => order.indexOf(a.owner ?? '') - order.indexOf(b.owner ?? ''));
}

/**
 * Questions that have become moot are dropped: later placements can leave a question with
 * no possible answer (no hawk left to flock, nowhere for a lightning token or a carried gem).
 */
export function tidyPending(w: World): void {
  for (;;) {
    const q = w.pending[0];
    if (!q || knownAnswerable(w, q)) return;
    if (stillAnswerable(w, q)) {
      noteAnswerable(w, q);
      return;
    }
    w.pending.shift();
    if (q.type === 'lightning') {
      w.moveLightning(q.from, null);
      w.log('lightning-removed', { at: q.from }, q.player);
    } else if (q.type === 'wet-line') soloLose(w, 'Wet Line: the 3x3 square of fire has no room');
    else w.log('question-dropped', { question: q.type, reason: 'no possible answer any more' }, q.player);
  }
}

/** `q` has just been found answerable (as stillAnswerable finds it): tidyPending need not ask again while nothing changes. */
export function noteAnswerable(w: World, q: Question): void {
  w.answerable = q;
  w.answerableAt = w.changes;
  w.answerableBurned = w.burned.length;
}

/**
 * Found answerable earlier in this step, with no space changed and no tower burned since: a
 * step's last check (afterStep's, after the placement's own) then reads nothing again. What
 * stillAnswerable reads is the board, the burned towers and the question (whose fields
 * change only with a piece placed).
 */
function knownAnswerable(w: World, q: Question): boolean {
  return q === w.answerable && w.changes === w.answerableAt && w.burned.length === w.answerableBurned;
}

function stillAnswerable(w: World, q: Question): boolean {
  switch (q.type) {
    case 'flock':
      return w.hawks.some((h) => w.quadrantOwner(h)?.id === q.player);
    case 'lightning':
      return lightningTargets(w, q.near).length > 0;
    case 'hawk':
      return w.isGem(q.from) && (q.mine ? enemyHawkTargets(w, q.from).length > 0 : hasHawkTarget(w, q.from));
    case 'enemy-card':
      return hasEnemyPlacement(w, q.card);
    case 'enemy-bucket':
      return !w.isBurned(q.corner) && enemyBucketChoices(w, q.corner).length > 0;
    case 'wet-line':
      return wetLinePlacements(w).length > 0;
    case 'gems':
      // With the pile empty, a hawk can only come from another quadrant.
      if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.hawks.length && !w.hawks.some((h) => isOpponentsHawk(w, q.player, h))) return false;
      return hasGemTarget(w, q);
    case 'kettle-gem':
      return kettleMoves(w, q.player, true).length > 0;
    case 'shadow-hawk':
      return hawkMoves(w, q.hawk, true).length > 0;
    case 'shadow-one':
      return w.firebreaks.length > 0 || w.hawks.some((h) => hawkMoves(w, h, true).length > 0);
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
