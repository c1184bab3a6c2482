/**
 * Solo Mode: one player against the three other towers. Each turn opens with the enemy's
 * attack on the player's quadrant (with its punishment chain), then the player's normal
 * turn; a round ends when the enemy deck runs out, and a Solo Challenge card shapes the next.
 * Levels are data (`param.solo.levels`, chosen by option `level`).
 */
import { rollDie, shuffled } from '../../core/rng.ts';
import { CORNERS, WIND, type Corner, type Wind } from './board.ts';
import { placements, type CardArgs } from './cards.ts';
import { fireRefusal } from './card-checks.ts';
import { bucketLines } from './lines.ts';
import type { CardItem } from './definition.ts';
import type { Cell } from './patterns.ts';
import type { Player } from './state.ts';
import { add, key, Refusal, STEP, type World } from './world.ts';

export interface Level {
  handSize: number;
  firebreaks: number;
  hawks: number;
  skips: number;
  challengeAtStart: boolean;
  doubleChallenge: boolean;
  bucket: boolean;
}

export interface SoloState {
  level: number;
  enemies: { corner: Corner; bucket: boolean }[];
  enemyDeck: string[];
  enemyDiscard: string[];
  /** The two winds aimed most directly at the player's tower (enemy Wind cards, punishment). */
  attackWinds: Wind[];
  challengeDeck: string[];
  /** Challenges in force this round. */
  challenges: string[];
  skipsLeft: number;
  round: number;
  /** Level 7: a round has ended with two challenges. */
  doubled: boolean;
  redFlagUsed?: boolean;
  sturdy?: Corner;
  sanctuary?: Cell;
  plan?: string[];
}

export function isSolo(w: World): boolean {
  return !!w.solo;
}

export function levelOf(w: World): Level {
  const table = w.rules.value<Record<string, Level>>('param.solo.levels');
  const level = table[String(w.rules.option('level') ?? 1)];
  if (!level) throw new Refusal('ft.solo.setup', `no level ${String(w.rules.option('level'))} in param.solo.levels`);
  return level;
}

const me = (w: World): Player => w.players[0]!;
const myCorner = (w: World): Corner => me(w).towers[0]!;

function inQuadrant(w: World, c: Cell, corner: Corner = myCorner(w)): boolean {
  return w.forest.inside(c) && w.forest.quadrantOf(c).corner === corner;
}

// ---- setup -------------------------------------------------------------------------------------

/** Build the solo game on an empty state holding the one player (decks, enemies, level pieces, first challenge). */
export function soloSetup(w: World): void {
  const level = levelOf(w);
  const p = me(w);
  const corner = myCorner(w);
  const attackWinds = WIND.filter((d) => corner.includes(d));
  const enemyCards = [...w.rules.value<string[]>('param.solo.enemy-deck'), ...attackWinds.map((d) => `wind-${d}`)];
  const excluded = new Set(w.rules.value<string[]>('param.solo.player-deck-excludes'));
  const deck = w.rules.actionDeck().filter((id) => !excluded.has(w.rules.card(id).type));
  for (const id of enemyCards) {
    const i = deck.indexOf(id);
    if (i >= 0) deck.splice(i, 1);
  }
  w.handSize = level.handSize;
  w.deck = shuffled(w.rng, deck);
  p.hand = w.deck.splice(0, level.handSize);
  const firestorm = w.rules.eventCard('firestorm');
  if (firestorm) w.deck.splice(Math.floor(w.deck.length / 2), 0, firestorm);
  p.bucket = level.bucket ? 'bucket' : 'none';
  const challenges = w.rules.ruleset.ofKind<{ id: string; kind: string }>('challenge').map((c) => c.id.replace(/^challenge\./, ''));
  w.solo = {
    level: Number(w.rules.option('level') ?? 1),
    enemies: CORNERS.filter((c) => c !== corner).map((c) => ({ corner: c, bucket: true })),
    enemyDeck: shuffled(w.rng, enemyCards),
    enemyDiscard: [],
    attackWinds,
    challengeDeck: shuffled(w.rng, challenges),
    challenges: [],
    skipsLeft: level.skips,
    round: 1,
    doubled: false,
  };
  for (const e of w.solo.enemies) placeEnemyPieces(w, e.corner, level);
  w.wind = w.rollWind('setup');
  w.log('solo-setup', { level: w.solo.level, tower: corner, wind: w.wind, enemyDeck: w.solo.enemyDeck.length }, p.id);
  if (level.challengeAtStart) drawChallenges(w, 1);
}

/** The level's firebreaks and hawks in an enemy quadrant, on random legal spaces (seeded). */
function placeEnemyPieces(w: World, corner: Corner, level: Level): void {
  // The quadrant's spaces outside the tower areas: the same whatever is placed, so listed once.
  const free = w.allCells().filter((c) => inQuadrant(w, c, corner) && !w.forest.towerAreaAt(c));
  for (let i = 0; i < level.firebreaks; i++) {
    const ok = free.filter((c) => !w.firebreakProblem(c));
    if (ok.length) w.addFirebreak(ok[rollDie(w.rng, ok.length) - 1]!, 'enemy');
  }
  for (let i = 0; i < level.hawks; i++) {
    const ok = free.filter((c) => w.isVacant(c));
    if (ok.length) w.addHawk(ok[rollDie(w.rng, ok.length) - 1]!);
  }
  w.placedNow = [];
}

// ---- the enemy's attack -----------------------------------------------------------------------

/** Legal placements of an enemy fire card in the player's quadrant. */
export function enemyPlacements(w: World, card: string): CardArgs[] {
  const item = w.rules.card(card);
  if (item.effect === 'explosion') return w.fire.filter((g) => isEnemyExplosion(w, item, g)).map((at) => ({ at }));
  const whole = wholePattern(item);
  const out: CardArgs[] = [];
  const seen = new Set<string>();
  for (const pl of placements(w, item.pattern!)) {
    if (!isEnemyPlacement(w, whole, pl)) continue;
    const k = pl.map(key).sort().join(';');
    if (!seen.has(k)) {
      seen.add(k);
      out.push({ cells: [...pl].sort((a, b) => a[0] - b[0] || a[1] - b[1]) });
    }
  }
  return out;
}

/**
 * Has the enemy card any placement (enemyPlacements not empty)? Stops at the first: asked
 * when the card is drawn and whenever its question is tidied, where no list is wanted.
 */
export function hasEnemyPlacement(w: World, card: string): boolean {
  const item = w.rules.card(card);
  if (item.effect === 'explosion') return w.fire.some((g) => isEnemyExplosion(w, item, g));
  const whole = wholePattern(item);
  for (const pl of placements(w, item.pattern!)) if (isEnemyPlacement(w, whole, pl)) return true;
  return false;
}

/** The card as the enemy lays it: its whole pattern (no "up to"). */
function wholePattern(item: CardItem): CardItem {
  return { ...item, pattern: { ...item.pattern!, upTo: false } };
}

/** An enemy Explosion on gem `g`: a removable gem of the player's quadrant outside the tower areas, with four empty spaces of its pattern there. */
function isEnemyExplosion(w: World, item: CardItem, g: Cell): boolean {
  if (!inQuadrant(w, g) || !w.removable(g) || w.forest.towerAreaAt(g)) return false;
  return item.pattern!.cells.map((d) => add(g, d)).filter((c) => inQuadrant(w, c) && w.isEmpty(c)).length >= 4;
}

/** The whole pattern laid on empty spaces of the player's quadrant, as the card's rule allows. */
function isEnemyPlacement(w: World, whole: CardItem, pl: Cell[]): boolean {
  if (pl.length !== whole.pattern!.cells.length || !pl.every((c) => inQuadrant(w, c) && w.isEmpty(c))) return false;
  return !fireRefusal(w, whole, pl, 'ft.solo.enemy-attack');
}

/** One step of the attack: ask about doubling, draw the next enemy card, or finish. */
export function enemyStep(w: World): void {
  const t = w.turnState;
  if (!w.solo || t.attack === 'done' || w.status !== 'playing') return;
  const solo = w.solo;
  if (solo.challenges.includes('red-flag-warning') && !solo.redFlagUsed && !t.redFlagAsked) {
    t.redFlagAsked = true;
    w.ask({ type: 'red-flag', player: me(w).id });
    return;
  }
  const card = solo.enemyDeck.shift();
  if (!card) {
    t.attack = 'done';
    return;
  }
  solo.enemyDiscard.push(card);
  const times = t.double ? 2 : 1;
  t.double = false;
  const item = w.rules.card(card);
  w.log('enemy-card', { card, ...(times > 1 ? { doubled: true } : {}) }, 'enemy');
  if (item.type === 'wind') {
    for (let i = 0; i < times; i++) quadrantFirestorm(w, item.direction as Wind);
    t.attack = 'done';
    return;
  }
  if (hasEnemyPlacement(w, card)) w.ask({ type: 'enemy-card', player: me(w).id, card, times });
  else {
    w.log('punishment', { card }, 'enemy');
    w.ask({ type: 'punish', player: me(w).id });
  }
}

/** A Firestorm among the gems of the player's quadrant only; the wind stays. */
export function quadrantFirestorm(w: World, dir: Wind): void {
  const cells = w.allCells().filter((c) => inQuadrant(w, c) && w.isEmpty(c) && inQuadrant(w, add(c, STEP[dir], -1)) && w.isFire(add(c, STEP[dir], -1)));
  for (const c of cells) w.addGem(c, 'enemy');
  w.log('quadrant-firestorm', { wind: dir, cells }, 'enemy');
}

// ---- round end and challenges -------------------------------------------------------------------

export function endOfTurn(w: World): void {
  const solo = w.solo;
  if (!solo || solo.enemyDeck.length || w.status !== 'playing') return;
  const p = me(w);
  if (solo.challenges.includes('wet-line')) {
    const water = p.hand.filter((c) => w.rules.card(c).type === 'water');
    if (water.length >= 3) {
      for (const c of water.slice(0, 3)) w.discardFromHand(p, c);
      w.log('wet-line-kept', {}, p.id);
    } else if (wetLinePlacements(w).length) w.ask({ type: 'wet-line', player: p.id });
    else return void lose(w, 'Wet Line: three Water cards were not held and the 3x3 square of fire has no room');
  }
  solo.round++;
  solo.enemyDeck = shuffled(w.rng, solo.enemyDiscard);
  solo.enemyDiscard = [];
  solo.challenges = [];
  solo.redFlagUsed = false;
  w.log('round-end', { round: solo.round }, p.id);
  if (levelOf(w).doubleChallenge && !solo.doubled && solo.challengeDeck.length >= 2) w.ask({ type: 'challenge-count', player: p.id });
  else drawChallenges(w, 1);
}

export function drawChallenges(w: World, n: number): void {
  const solo = w.solo!;
  for (let i = 0; i < n; i++) {
    const c = solo.challengeDeck.shift();
    if (!c) return;
    w.log('challenge-drawn', { challenge: c }, me(w).id);
    w.ask({ type: 'challenge', player: me(w).id, challenge: c });
  }
}

/** A Solo Challenge accepted: one that needs a choice (tower, space, plan) asks for it; the others stay in force. */
export function accept(w: World, challenge: string): void {
  const solo = w.solo!;
  const p = me(w);
  w.log('challenge', { challenge }, p.id);
  if (challenge === 'sturdy-construction') {
    if (solo.enemies.some((e) => !w.isBurned(e.corner))) w.ask({ type: 'sturdy', player: p.id });
  } else if (challenge === 'sanctuary') {
    if (sanctuarySpaces(w).length) w.ask({ type: 'sanctuary', player: p.id });
  } else if (challenge === 'implementation-plan') {
    if (p.hand.length) w.ask({ type: 'plan', player: p.id });
  } else solo.challenges.push(challenge);
}

/** Where the Sanctuary may go: vacant spaces of the player's quadrant outside the tower area. */
export function sanctuarySpaces(w: World): Cell[] {
  return w.allCells().filter((c) => inQuadrant(w, c) && w.isVacant(c) && !w.forest.towerAreaAt(c));
}

/** The Wet Line's 3x3 square: one object, so its placements are computed once (they are kept per pattern object). */
const WET_LINE_SQUARE = { cells: [0, 1, 2].flatMap((r) => [0, 1, 2].map((c): [number, number] => [r, c])), rotate: false };

export function wetLinePlacements(w: World): Cell[][] {
  const out: Cell[][] = [];
  for (const pl of placements(w, WET_LINE_SQUARE)) {
    if (pl.length !== 9 || !pl.every((c) => inQuadrant(w, c) && w.isEmpty(c)) || !pl.some((c) => w.nextToFire(c))) continue;
    out.push(pl);
  }
  return out;
}

// ---- enemy buckets and hawks --------------------------------------------------------------------

/** Lines an enemy Bucket may take: most gems inside its tower first, then most gems. */
export function enemyBucketChoices(w: World, corner: Corner): Cell[][] {
  const inTower = (c: Cell) => w.forest.towerAreaAt(c)?.corner === corner;
  const all = bucketLines((c) => w.removable(c), inTower, w.fire);
  const best = Math.max(0, ...all.map((l) => l.filter(inTower).length));
  const top = all.filter((l) => l.filter(inTower).length === best);
  const most = Math.max(0, ...top.map((l) => l.length));
  return top.filter((l) => l.length === most);
}

/** After each step: enemies whose tower area holds fire empty their Bucket (the player chooses the line). */
export function enemyBuckets(w: World): void {
  const solo = w.solo;
  if (!solo) return;
  for (const e of solo.enemies) {
    if (!e.bucket || w.isBurned(e.corner)) continue;
    if (w.pending.some((q) => q.type === 'enemy-bucket' && q.corner === e.corner)) continue;
    if (enemyBucketChoices(w, e.corner).length) w.ask({ type: 'enemy-bucket', player: me(w).id, corner: e.corner });
  }
}

/** Where a gem an enemy hawk took goes: the player's quadrant, next to fire already there. */
export function enemyHawkTargets(w: World, from: Cell): Cell[] {
  return w.allCells().filter((c) => inQuadrant(w, c) && w.isVacant(c) && w.nextToFireBut(c, from));
}

// ---- burning and the end -------------------------------------------------------------------------

/** Sturdy Construction: the chosen tower burns only when all nine spaces hold gems or firebreaks. */
export function soloTowerBurns(w: World, corner: Corner): boolean {
  const solo = w.solo!;
  const roof = w.forest.tower(corner).roof;
  if (solo.sturdy !== corner) return w.isGem(roof);
  return w.allCells().filter((c) => w.forest.towerAreaAt(c)?.corner === corner).every((c) => w.isGem(c) || w.isFirebreak(c));
}

export function soloBurned(w: World, corner: Corner): void {
  if (corner === myCorner(w)) return void lose(w, 'fire reached your own roof');
  w.log('enemy-tower-burned', { tower: corner }, me(w).id);
  if (w.handSize < 6) {
    w.handSize++;
    w.drawOne(me(w));
    w.log('hand-size', { size: w.handSize }, null);
  }
}

/** How a won Solo game ends, before its score (simulate counts games by these words, the score apart). */
export const SOLO_WON = 'every enemy tower burned';

export function soloEnd(w: World): boolean {
  const solo = w.solo!;
  if (w.status !== 'playing') return true;
  if (solo.sanctuary && w.isGem(solo.sanctuary)) return lose(w, 'fire reached the hawk sanctuary');
  if (solo.enemies.every((e) => w.isBurned(e.corner))) {
    if (levelOf(w).doubleChallenge && !solo.doubled) return lose(w, 'level 7: no round ended with two challenges before the last enemy tower burned');
    const score = w.allCells().filter((c) => w.forest.towerAreaAt(c)?.corner === myCorner(w) && !w.isGem(c)).length;
    w.score = score;
    w.status = 'over';
    w.winners = [me(w).id];
    w.reason = `${SOLO_WON}; score ${score}`;
    w.log('game-over', { winners: w.winners, reason: w.reason, score }, null);
    return true;
  }
  return false;
}

function lose(w: World, reason: string): boolean {
  w.status = 'over';
  w.winners = [];
  w.reason = `lost: ${reason}`;
  w.log('game-over', { winners: [], reason: w.reason }, null);
  return true;
}

export function soloLose(w: World, reason: string): void {
  lose(w, reason);
}
