/**
 * Rising Flames' Extreme Weather: the specialty cards (Heavy Winds / Light Breeze, Lookout /
 * Patrol), the lightning tokens and the Dry Storm, Kettle Flight and Mobilization events.
 */
import { rollDie } from '../../core/rng.ts';
import { WIND, type Wind } from './board.ts';
import type { CardArgs } from './cards.ts';
import { askGems, carriedGemMoves } from './gems.ts';
import type { Cell } from './patterns.ts';
import type { Player, Question } from './state.ts';
import { wrongAnswer } from './answer-refusal.ts';
import { add, Refusal, STEP, type World } from './world.ts';

export const SPECIALTIES = { 'heavy-winds': ['heavy-winds', 'light-breeze'], lookout: ['lookout', 'patrol'] } as const;
export type Specialty = keyof typeof SPECIALTIES;

export function usesSpecialties(w: World): boolean {
  return w.rules.has('param.specialties');
}

/** Which side of a specialty card is up for this player (undefined: the player has none). */
export function side(p: Player, card: Specialty): 'front' | 'back' | undefined {
  return p.specialties?.[card];
}

/** Does the player hold a Wind card? Asked after every Wind card played: a loop, no list made. */
export function hasWindCard(w: World, p: Player): boolean {
  for (const c of p.hand) if (isWindCard(w, c)) return true;
  return false;
}

export const isWindCard = (w: World, card: string): boolean => w.rules.cards.get(card)?.type === 'wind';

/** A wind card's third use: a gem one step in the card's direction from fire. */
export function windGemTargets(w: World, card: string): Cell[] {
  const dir = w.rules.card(card).direction!;
  return w.downwindOfFire(STEP[dir]);
}

// ---- the specialty actions (each replaces the turn's card play or redraw) ---------------------

export function specialtyAction(w: World, p: Player, verb: string, args: unknown[]): void {
  if (!usesSpecialties(w)) throw new Refusal('ft.turn.action', `\`${verb}\` needs the extreme-weather module's specialty cards`);
  switch (verb) {
    case 'heavy-winds':
      if (side(p, 'heavy-winds') !== 'front') throw new Refusal('ft.ew.heavy-winds', `${p.id}'s Heavy Winds is already used`);
      if (!w.silent) w.log('heavy-winds', {}, p.id);
      w.ask({ type: 'wind-gems', player: p.id });
      p.specialties!['heavy-winds'] = 'back';
      return;
    case 'lookout': {
      if (side(p, 'lookout') !== 'front') throw new Refusal('ft.ew.lookout', `${p.id}'s Lookout is already used`);
      p.specialties!.lookout = 'back';
      drawToPlay(w, p, 3, false);
      return;
    }
    case 'patrol': {
      if (side(p, 'lookout') !== 'back') throw new Refusal('ft.ew.lookout', `${p.id} has no Patrol (Lookout must be used first)`);
      const card = args[0];
      if (typeof card !== 'string') throw new Refusal('ft.ew.lookout', 'Patrol discards one card from the hand first: [p, patrol, CARD]');
      w.discardFromHand(p, card);
      drawToPlay(w, p, 2, true);
      return;
    }
    default:
      throw new Refusal('ft.turn.action', `unknown action \`${verb}\``);
  }
}

/** Lookout and Patrol: draw cards aside, play one; the rest are discarded (or kept, for Patrol). */
function drawToPlay(w: World, p: Player, n: number, keep: boolean): void {
  const holder: Player = { ...p, hand: [] };
  for (let i = 0; i < n; i++) w.drawOne(holder);
  if (!w.silent) w.log(keep ? 'patrol' : 'lookout', { drawn: holder.hand.length }, p.id);
  if (holder.hand.length) w.ask({ type: 'play-one', player: p.id, cards: holder.hand, ...(keep ? { keep: true } : {}) });
}

/** After a Wind card is played from the hand: Light Breeze may add one more, once a turn. */
export function offerLightBreeze(w: World, p: Player, next = false): void {
  if (side(p, 'heavy-winds') !== 'back' || w.turnState.lightBreeze?.includes(p.id) || !hasWindCard(w, p)) return;
  // Right after the Wind card (ahead of questions already waiting), or at the end of the line.
  if (next) w.pending.unshift({ type: 'light-breeze', player: p.id });
  else w.ask({ type: 'light-breeze', player: p.id });
}

/**
 * Answers to the Extreme Weather questions. Returns false when the question is not one of them.
 * Their cards and spaces are checked before (answer-checks.ts, as performAnswer runs it; an
 * answer the agent drew is one of the question's candidates): a handler checks its verb, then acts.
 */
export function answerWeather(w: World, p: Player, q: Question, verb: string, args: unknown[]): boolean {
  switch (q.type) {
    case 'wind-gems':
    case 'light-breeze': {
      if (verb === 'done' || verb === 'pass') {
        w.pending.shift();
        return true;
      }
      const [card, cardArgs] = args as [string, CardArgs | undefined];
      const at = cardArgs?.gem as Cell;
      if (verb !== 'play') throw wrongAnswer(q, verb, 'play WIND-CARD { gem } or done');
      w.discardFromHand(p, card);
      w.addGem(at, p.id);
      if (!w.silent) w.log('gem', { at, card, [q.type]: true }, p.id);
      if (q.type === 'light-breeze') {
        w.turnState.lightBreeze = [...(w.turnState.lightBreeze ?? []), p.id];
        w.pending.shift();
      } else if (!hasWindCard(w, p)) w.pending.shift();
      return true;
    }
    case 'lightning': {
      if (verb !== 'move-lightning') throw wrongAnswer(q, verb, 'move-lightning [r, c]');
      const to = args[0] as Cell;
      w.pending.shift();
      w.moveLightning(q.from, to);
      if (!w.silent) w.log('lightning-moved', { from: q.from, to }, p.id);
      return true;
    }
    case 'kettle-gem': {
      if (verb !== 'move-gem') throw wrongAnswer(q, verb, 'move-gem [from] [to]');
      const [from, to] = args as [Cell, Cell];
      w.removeGem(from);
      w.addGem(to, p.id);
      if (!w.silent) w.log('hawk-carries', { from, to, kettle: true }, p.id);
      q.left--;
      if (q.left <= 0 || !kettleMoves(w, p.id, true).length) w.pending.shift();
      return true;
    }
    default:
      return false;
  }
}

// ---- lightning --------------------------------------------------------------------------------

/** Where a covered lightning token may go: vacant, next to the pieces just placed, outside tower areas. */
export function lightningTargets(w: World, near: Cell[]): Cell[] {
  return w.allCells().filter((c) => w.isVacant(c) && !w.forest.towerAreaAt(c) && near.some((n) => Math.abs(n[0] - c[0]) + Math.abs(n[1] - c[1]) === 1));
}

/** Tokens covered by the step's gems or firebreaks: the placer moves each (or it leaves the board). */
export function resolveLightning(w: World): void {
  const covered = w.covered;
  const placed = w.placedNow;
  // Nothing placed on lightning (always so with no token on the board): no new lists.
  if (!covered.length && !placed.length) return;
  // "Just placed" is this placement only: a later one (a burning's Firestorm) starts afresh.
  w.covered = [];
  w.placedNow = [];
  for (const { at, by } of covered) {
    const near = placed.filter((x) => x.by === by).map((x) => x.at);
    if (lightningTargets(w, near).length) w.ask({ type: 'lightning', player: by, from: at, near });
    else {
      w.moveLightning(at, null);
      if (!w.silent) w.log('lightning-removed', { at }, by);
    }
  }
}

// ---- events -------------------------------------------------------------------------------------

/** Dry Storm: four rolls; each time, from every token, the first vacant space that way (past gems) catches fire. */
export function dryStorm(w: World, drawer: string): void {
  for (let i = 0; i < 4; i++) {
    const dir: Wind = w.forcedWinds.shift() ?? WIND[rollDie(w.rng, 4) - 1]!;
    const placed: Cell[] = [];
    for (const token of [...w.lightning]) {
      let c = add(token, STEP[dir]);
      while (w.forest.inside(c) && w.isFire(c)) c = add(c, STEP[dir]);
      // A firebreak or the edge stops the strike; a hawk is set off by it.
      if (!w.forest.inside(c) || w.isFirebreak(c)) continue;
      w.addGem(c, drawer);
      placed.push(c);
    }
    if (!w.silent) w.log('dry-storm', { wind: dir, cells: placed }, drawer);
  }
}

/** Kettle Flight: in turn order, players with two hawks or more send two off with gems; the others gain two. */
export function kettleFlight(w: World, drawer: string): void {
  for (const p of w.fromPlayer(drawer, (x) => x.status !== 'out')) {
    const mine = w.hawks.filter((h) => w.quadrantOwner(h)?.id === p.id);
    if (mine.length >= 2) {
      if (kettleMoves(w, p.id, true).length) w.ask({ type: 'kettle-gem', player: p.id, left: 2 });
      w.ask({ type: 'gems', player: p.id, left: 2, rule: 'unhawk', placed: [], by: p.id });
    } else askGems(w, p.id, 2, 'hawk', p.id);
    w.ask({ type: 'flock', player: p.id });
  }
}

/** Gems of the player's quadrant a hawk may carry, and where: vacant spaces next to fire already there. */
export function kettleMoves(w: World, pid: string, firstOnly = false): [Cell, Cell][] {
  const gems = w.fire.filter((g) => w.removable(g) && w.quadrantOwner(g)?.id === pid);
  return carriedGemMoves(w, gems, w.allCells().filter((c) => w.isVacant(c)), firstOnly);
}

/** Mobilization: players + 1 cards (five with two players) go round from the drawer; each plays one. */
export function mobilization(w: World, drawer: string): void {
  const order = w.fromPlayer(drawer, (x) => x.status !== 'out').map((p) => p.id);
  const two = w.players.length === 2;
  const queue = two ? [...order, ...order] : order;
  const holder: Player = { ...w.player(drawer), hand: [] };
  for (let i = 0; i < (two ? 5 : order.length + 1); i++) w.drawOne(holder);
  if (!w.silent) w.log('mobilization', { cards: holder.hand.length }, drawer);
  if (holder.hand.length) w.ask({ type: 'play-one', player: queue[0]!, cards: holder.hand, passTo: queue.slice(1) });
}

