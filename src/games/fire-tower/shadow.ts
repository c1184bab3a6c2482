/**
 * Rising Flames: a burned player's turns as the Shadow of the Wood. The first turn passes
 * while the Shadow forms; then one roll of the Shadow Die a turn (more on a 2, and a bonus
 * roll when the Shadow burns a tower), each result a question for the Shadow to answer.
 */
import { rollDie } from '../../core/rng.ts';
import type { Corner, Wind } from './board.ts';
import { askGems, carriedGemMoves } from './gems.ts';
import type { Cell } from './patterns.ts';
import type { Player, Question } from './state.ts';
import { wrongAnswer } from './answer-refusal.ts';
import { Refusal, type World } from './world.ts';

export function isShadowTurn(w: World): boolean {
  return w.player(w.activePlayer).status === 'shadow';
}

export function beginShadowTurn(w: World): void {
  const p = w.player(w.activePlayer);
  p.shadowTurns = (p.shadowTurns ?? 0) + 1;
  const forming = p.shadowTurns === 1;
  w.turnState.shadow = { rolls: forming ? 0 : 1, burnedAtStart: w.burned.length, bonus: false };
  w.turnState.spread = true;
  w.turnState.acted = true;
  w.turnState.refilled = true;
  if (!w.silent) w.log(forming ? 'shadow-forming' : 'shadow-turn', {}, p.id);
}

/** The next roll of the Shadow's turn, if any is due; marks the turn done when none is. */
export function shadowStep(w: World): void {
  const t = w.turnState.shadow;
  if (!t || w.status !== 'playing') return;
  const p = w.player(w.activePlayer);
  if (t.rolls > 0) {
    t.rolls--;
    rollShadow(w, p);
    return;
  }
  if (!t.bonus && w.burned.length > t.burnedAtStart && p.shadowTurns! > 1) {
    t.bonus = true;
    if (!w.silent) w.log('shadow-bonus-roll', {}, p.id);
    rollShadow(w, p);
    return;
  }
  t.rolls = -1;
}

export function shadowDone(w: World): boolean {
  return (w.turnState.shadow?.rolls ?? 0) < 0;
}

function rollD6(w: World): number {
  return w.forcedShadowDice.shift() ?? rollDie(w.rng, 6);
}

function rollShadow(w: World, p: Player): void {
  const roll = rollD6(w);
  if (!w.silent) w.log('shadow-roll', { roll }, p.id);
  switch (roll) {
    case 1:
      if (w.firebreaks.length || w.hawks.some((h) => hawkMoves(w, h, true).length)) w.ask({ type: 'shadow-one', player: p.id });
      else if (!w.silent) w.log('no-room', { roll }, p.id);
      return;
    case 2:
      askGems(w, p.id, 1, 'next-to-fire', p.id, undefined, 'ft.shadow.die-2');
      w.turnState.shadow!.rolls++;
      return;
    case 3: {
      const drawn: string[] = [];
      const holder: Player = { ...p, hand: [] };
      for (let i = 0; i < 3; i++) if (w.drawOne(holder)) drawn.push(holder.hand.pop()!);
      if (!w.silent) w.log('shadow-draws', { cards: drawn.length }, p.id);
      if (drawn.length) w.ask({ type: 'play-one', player: p.id, cards: drawn, optional: true, left: 2 });
      return;
    }
    case 4:
      askGems(w, p.id, 1, 'downwind', p.id, w.wind, 'ft.shadow.die-4');
      w.ask({ type: 'choose-wind', player: p.id, not: w.wind });
      return;
    case 5:
      w.ask({ type: 'push', player: p.id, pool: 1 });
      return;
    default:
      askGems(w, p.id, 3, 'creeping', p.id, undefined, 'ft.shadow.die-6');
  }
}

/** A hawk set off by the Shadow: any gem of its quadrant to a space next to fire in another quadrant. */
export function hawkMoves(w: World, hawk: Cell, firstOnly = false): [Cell, Cell][] {
  if (firstOnly) return firstHawkMove(w, w.forest.quadrantOf(hawk).corner);
  const ends = hawkMoveEnds(w, hawk);
  return ends ? carriedGemMoves(w, ends.gems, ends.to) : [];
}

/**
 * The hawks of `hawks` that can carry a gem (hawkMoves finds one), in order: the answer is
 * the quadrant's, so each quadrant is asked once, not each of its hawks.
 */
export function hawksThatCarry(w: World, hawks: readonly Cell[]): Cell[] {
  const asked: Corner[] = [];
  const can: boolean[] = [];
  const out: Cell[] = [];
  for (const h of hawks) {
    const quadrant = w.forest.quadrantOf(h).corner;
    let at = asked.indexOf(quadrant);
    if (at < 0) {
      at = asked.push(quadrant) - 1;
      can.push(firstHawkMove(w, quadrant).length > 0);
    }
    if (can[at]) out.push(h);
  }
  return out;
}

/**
 * What hawkMoves pairs up: the gems of the hawk's quadrant it may carry (in the fire list's
 * order) and the spaces they may go to if next to other fire (null when there is no gem).
 */
export function hawkMoveEnds(w: World, hawk: Cell): { gems: Cell[]; to: Cell[] } | null {
  const quadrant = w.forest.quadrantOf(hawk).corner;
  const gems = w.fire.filter((g) => w.removable(g) && w.forest.quadrantOf(g).corner === quadrant);
  if (!gems.length) return null;
  // A gem goes next to fire, so its spaces are among the frontier (empty spaces next to fire), in board order.
  return { gems, to: w.frontier().filter((to) => w.forest.quadrantOf(to).corner !== quadrant && w.isVacant(to)) };
}

/**
 * hawkMoves' first move (the same pair), found without listing the quadrant's gems: asked for
 * every hawk whenever the Shadow rolls a 1 or its question is listed, and the first gem that has
 * fire to go next to usually answers.
 */
function firstHawkMove(w: World, quadrant: Corner): [Cell, Cell][] {
  let to: Cell[] | null = null;
  for (const g of w.fire) {
    if (!w.removable(g) || w.forest.quadrantOf(g).corner !== quadrant) continue;
    to ??= w.frontier().filter((t) => w.forest.quadrantOf(t).corner !== quadrant && w.isVacant(t));
    for (const t of to) if (w.nextToFireBut(t, g)) return [[g, t]];
  }
  return [];
}

export function windChoices(w: World, q: Extract<Question, { type: 'choose-wind' }>): Wind[] {
  return w.allowedWinds().filter((x) => x !== q.not);
}

/**
 * Answers to the Shadow's questions (and to questions no other module knows: refused). Their
 * spaces and winds are checked before (answer-checks.ts, as performAnswer runs it; an answer
 * the agent drew is one of the question's candidates): the handler checks its verb, then acts.
 */
export function answerShadow(w: World, p: Player, q: Question, verb: string, args: unknown[]): void {
  switch (q.type) {
    case 'shadow-one': {
      const at = args[0];
      if (verb === 'remove-firebreak') {
        w.pending.shift();
        w.removeFirebreak(at as Cell);
        if (!w.silent) w.log('firebreak-removed', { at }, p.id);
        return;
      }
      if (verb !== 'activate-hawk') throw wrongAnswer(q, verb, 'activate-hawk [r, c] or remove-firebreak [r, c]');
      w.pending.shift();
      w.pending.unshift({ type: 'shadow-hawk', player: p.id, hawk: at as Cell });
      return;
    }
    case 'shadow-hawk': {
      const [from, to] = args as [Cell, Cell];
      if (verb !== 'move-gem') throw wrongAnswer(q, verb, 'move-gem [from] [to]');
      w.pending.shift();
      w.removeHawk(q.hawk);
      w.removeGem(from);
      w.addGem(to, p.id);
      if (!w.silent) w.log('hawk-carries', { hawk: q.hawk, from, to, shadow: true }, p.id);
      return;
    }
    case 'choose-wind': {
      const wind = args[0] as Wind;
      if (verb !== 'wind') throw wrongAnswer(q, verb, 'wind DIRECTION');
      w.pending.shift();
      w.wind = wind;
      if (!w.silent) w.log('wind-set', { wind, shadow: true }, p.id);
      return;
    }
    case 'push': {
      if (verb === 'stop') {
        w.pending.shift();
        if (!w.silent) w.log('push-stop', { gems: q.pool }, p.id);
        askGems(w, p.id, q.pool, 'next-to-fire', p.id, undefined, 'ft.shadow.die-5');
        return;
      }
      if (verb !== 'roll') throw wrongAnswer(q, verb, 'roll or stop');
      const roll = rollD6(w);
      if (!w.silent) w.log('shadow-roll', { roll, push: true }, p.id);
      if (roll >= 5) {
        w.pending.shift();
        // A bust ends the turn: no more rolls, not even a bonus one.
        if (w.turnState.shadow) Object.assign(w.turnState.shadow, { rolls: 0, bonus: true });
        if (!w.silent) w.log('push-bust', { lost: q.pool }, p.id);
      } else q.pool++;
      return;
    }
    default:
      throw new Refusal('ft.turn', `the ${q.type} question is not part of this configuration's engine`);
  }
}
