/**
 * What the rules allow now, in families of actions (a card, the redraws, the Bucket...):
 * each family lists its actions only when asked, and pattern cards can also draw one at
 * random without listing (card-sampling.ts), which is what the random agent does.
 * `legalActions` lists every family in order; tests/fire-tower/legal-reference-*.test.ts
 * hold it equal to the implementation before bit-mask placements.
 */
import { nextFloat, type RngState } from '../../core/rng.ts';
import type { FireTowerGame } from './game.ts';
import { cardChoices, type CardArgs } from './cards.ts';
import { sampleCardChoice } from './card-sampling.ts';
import { bucketLines } from './lines.ts';
import { cardsOfSize, discardAt, discardChoices, orderedPicks } from './hands.ts';
import type { Action } from './flow.ts';
import { hawkTargets } from './after-placement.ts';
import { spreadTargets } from './firestorm.ts';
import { enemyBucketChoices, enemyHawkTargets, enemyPlacements, wetLinePlacements } from './solo.ts';
import { gemTargets, hawkSpaces, isOpponentsHawk } from './gems.ts';
import { hawkMoves, windChoices } from './shadow.ts';
import { kettleMoves, lightningTargets, windGemTargets } from './weather.ts';
import { sortCells, type FireTowerState, type Player, type Question } from './state.ts';
import type { FireTowerRules } from './rules.ts';
import { World } from './world.ts';
import type { Cell } from './patterns.ts';

/** Who must act now: the player a pending question is for, or the active player. */
export function actingPlayer(game: FireTowerGame): string | null {
  const s = game.state;
  if (s.status === 'over') return null;
  return s.pending[0]?.player ?? s.activePlayer;
}

/** Lines of up to three removable gems holding at least one gem of the player's own tower area. */
function bucketChoices(w: World, p: Player): Cell[][] {
  const own = (c: Cell) => {
    const t = w.forest.towerAreaAt(c);
    return !!t && p.towers.includes(t.corner);
  };
  return bucketLines((c) => w.removable(c), own, w.s.fire);
}

/** A family of actions (one card, the redraws, the Bucket...), enumerated only when asked for. */
export interface ActionGroup {
  label: string;
  actions: () => Action[];
  /** One of `actions()` drawn at random without listing them all (null when there is none); absent for short lists. */
  sample?: (rng: RngState) => Action | null;
}

/** Adds one family of actions to the list being built. */
type AddGroup = (label: string, actions: () => Action[], sample?: ActionGroup['sample']) => void;

/** What every family builder reads: the acting player, the world seen from the state, and the list to add to. */
interface GroupContext {
  w: World;
  s: FireTowerState;
  p: Player;
  pid: string;
  rules: FireTowerRules;
  group: AddGroup;
  /** One family per distinct card, in name order, each able to sample a placement. */
  plays: (cards: string[]) => void;
}

type QuestionOf<T extends Question['type']> = Extract<Question, { type: T }>;
type QuestionContext<Q extends Question> = GroupContext & { q: Q };
/** One builder per pending question type; the mapped type narrows `q` to that type. */
type QuestionGroups = { [T in Question['type']]: (ctx: QuestionContext<QuestionOf<T>>) => void };

/**
 * Every action the rules allow now, in families: the random agent picks a family first and
 * enumerates only that one, which keeps whole games fast; `legalActions` lists them all.
 */
export function actionGroups(game: FireTowerGame): ActionGroup[] {
  const s = game.state;
  const pid = actingPlayer(game);
  if (!pid) return [];
  // Reading only: the world is built on the state itself.
  const w = World.reading(s, game.engine.forest, game.engine.rules);
  const p = w.player(pid);
  const rules = game.engine.rules;
  const groups: ActionGroup[] = [];
  const group: AddGroup = (label, actions, sample) => { groups.push(sample ? { label, actions, sample } : { label, actions }); };
  const plays = (cards: string[]) => {
    for (const card of [...new Set(cards)].sort()) {
      const item = rules.card(card);
      group(`play ${card}`, () => cardChoices(w, item).map((args): Action => [pid, 'play', card, args as CardArgs]), (rng) => {
        const args = sampleCardChoice(w, item, rng);
        return args && [pid, 'play', card, args];
      });
    }
  };
  const ctx: GroupContext = { w, s, p, pid, rules, group, plays };
  const q = s.pending[0];
  if (q) {
    if (Object.hasOwn(QUESTION_GROUPS, q.type)) {
      // The table pairs each type with its own builder, so this `q` fits the one looked up.
      (QUESTION_GROUPS[q.type] as (c: QuestionContext<Question>) => void)({ ...ctx, q });
    }
    return groups;
  }
  turnGroups(ctx);
  return groups;
}

/** The families of the spread and action phases when no question is pending. */
function turnGroups({ w, s, p, pid, rules, group, plays }: GroupContext): void {
  if (s.phase === 'spread') group('spread', () => spreadTargets(w).map((c): Action => [pid, 'spread', c]));
  const solo = s.solo;
  if (s.phase === 'action' && solo?.plan?.length) {
    const planned = solo.plan[0]!;
    group(`play ${planned}`, () => cardChoices(w, rules.card(planned)).map((args): Action => [pid, 'play', planned, args]));
    group('pass-plan', () => (cardChoices(w, rules.card(planned)).length ? [] : [[pid, 'pass-plan']]));
  } else if (s.phase === 'action' && solo?.challenges.includes('heavy-smoke') && p.hand.length >= 2) {
    group('heavy-smoke', () => cardsOfSize(p.hand, 2).map((cards): Action => [pid, 'heavy-smoke', cards]));
  } else if (s.phase === 'action') {
    plays(p.hand);
    group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]), (rng) => sampleRedraw(pid, p.hand, rng));
    if (p.bucket === 'reckless-abandon' && s.fire.some((c) => { const t = w.forest.towerAreaAt(c); return !!t && p.towers.includes(t.corner); })) {
      const ofType = (t: string) => p.hand.filter((c) => rules.cards.get(c)?.type === t);
      group('reckless', () => ['water', 'firebreak'].flatMap((t) => cardsOfSize(ofType(t), 3).map((sub): Action => [pid, 'reckless', sub])));
    }
    if (p.specialties?.['heavy-winds'] === 'front') group('heavy-winds', () => [[pid, 'heavy-winds']]);
    if (p.specialties?.lookout === 'front') group('lookout', () => [[pid, 'lookout']]);
    if (p.specialties?.lookout === 'back') group('patrol', () => [...new Set(p.hand)].sort().map((c): Action => [pid, 'patrol', c]));
  }
  if ((s.phase === 'spread' || s.phase === 'action') && p.bucket === 'bucket') group('bucket', () => bucketChoices(w, p).map((cells): Action => [pid, 'bucket', cells]));
}

/** Wind cards moving a gem, then the way out: shared by the wind-gems and light-breeze questions. */
function windGemGroups({ w, p, pid, q, rules, group }: QuestionContext<QuestionOf<'wind-gems' | 'light-breeze'>>): void {
  for (const card of [...new Set(p.hand.filter((c) => rules.cards.get(c)?.type === 'wind'))].sort()) group(`play ${card}`, () => windGemTargets(w, card).map((gem): Action => [pid, 'play', card, { gem }]));
  group('done', () => [[pid, q.type === 'wind-gems' ? 'done' : 'pass']]);
}

/** The families each pending question offers, in the order they are listed. */
const QUESTION_GROUPS: QuestionGroups = {
  'redraw': ({ p, pid, group }) => group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]), (rng) => sampleRedraw(pid, p.hand, rng)),
  'swap-three': ({ p, pid, group }) => group('redraw', () => cardsOfSize(p.hand, Math.min(3, p.hand.length)).map((sub): Action => [pid, 'redraw', sub])),
  'gems': ({ w, q, group }) => group(q.rule, () => gemAnswers(w, q)),
  'become-shadow': ({ pid, group }) => group('become-shadow', () => [[pid, 'become-shadow', true], [pid, 'become-shadow', false]]),
  'hawk-setup': ({ w, pid, group }) => group('hawk', () => hawkSpaces(w, pid).map((c): Action => [pid, 'hawk', c])),
  'hawk': ({ w, pid, q, group }) => group('hawk-gem', () => (q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from)).map((c): Action => [pid, 'hawk-gem', c])),
  'enemy-card': ({ w, pid, q, group }) => group('place', () => enemyPlacements(w, q.card).map((a): Action => [pid, 'place', a])),
  'punish': ({ s, pid, group }) => group('firestorm', () => s.solo!.attackWinds.map((d): Action => [pid, 'firestorm', d])),
  'red-flag': ({ s, pid, group }) => group('double', () => (s.solo!.enemyDeck.length <= 1 ? [[pid, 'double', true]] : [[pid, 'double', true], [pid, 'double', false]])),
  'challenge-count': ({ pid, group }) => group('challenges', () => [[pid, 'challenges', 1], [pid, 'challenges', 2]]),
  'challenge': ({ s, pid, group }) => {
    group('accept', () => [[pid, 'accept']]);
    if (s.solo!.skipsLeft > 0) group('skip', () => [[pid, 'skip']]);
  },
  'sturdy': ({ w, s, pid, group }) => group('sturdy', () => s.solo!.enemies.filter((e) => !w.isBurned(e.corner)).map((e): Action => [pid, 'sturdy', e.corner])),
  'sanctuary': ({ w, p, pid, group }) => group('sanctuary', () => w.allCells().filter((c) => w.inOwnQuadrant(p, c) && w.isVacant(c) && !w.forest.towerAreaAt(c)).map((c): Action => [pid, 'sanctuary', c])),
  'plan': ({ p, pid, group }) => group('plan', () => orderedPicks(p.hand, Math.min(3, p.hand.length)).map((cards): Action => [pid, 'plan', cards])),
  'wet-line': ({ w, pid, group }) => group('place', () => wetLinePlacements(w).map((cells): Action => [pid, 'place', { cells: sortCells([...cells]) }])),
  'enemy-bucket': ({ w, pid, q, group }) => group('enemy-bucket', () => enemyBucketChoices(w, q.corner).map((cells): Action => [pid, 'enemy-bucket', cells])),
  'heavy-smoke': ({ w, pid, q, rules, group }) => {
    group(`play ${q.card}`, () => cardChoices(w, rules.card(q.card)).map((args): Action => [pid, 'play', q.card, args]));
    group('pass', () => (cardChoices(w, rules.card(q.card)).length ? [] : [[pid, 'pass']]));
  },
  'flock': ({ w, s, pid, group }) => {
    group('move-hawk', () => {
      const to = hawkSpaces(w, pid, true);
      return s.hawks.filter((h) => w.quadrantOwner(h)?.id === pid).flatMap((h) => to.map((c): Action => [pid, 'move-hawk', h, c]));
    });
    group('done', () => [[pid, 'done']]);
  },
  'second-crown-fire': ({ w, p, pid, q, group }) => {
    group('play crown-fire', () => (p.hand.includes('crown-fire') ? secondCrownChoices(w, q.first).map((args): Action => [pid, 'play', 'crown-fire', args]) : []));
    group('pass', () => [[pid, 'pass']]);
  },
  'shadow-one': ({ w, s, pid, group }) => {
    group('remove-firebreak', () => s.firebreaks.map((c): Action => [pid, 'remove-firebreak', c]));
    group('activate-hawk', () => s.hawks.filter((h) => hawkMoves(w, h, true).length).map((h): Action => [pid, 'activate-hawk', h]));
  },
  'shadow-hawk': ({ w, pid, q, group }) => group('move-gem', () => hawkMoves(w, q.hawk).map(([f, t]): Action => [pid, 'move-gem', f, t])),
  'choose-wind': ({ w, pid, q, group }) => group('wind', () => windChoices(w, q).map((d): Action => [pid, 'wind', d])),
  'push': ({ pid, group }) => {
    group('roll', () => [[pid, 'roll']]);
    group('stop', () => [[pid, 'stop']]);
  },
  'mutual-aid': ({ pid, group }) => group('aid', () => ['gem', 'firebreak', 'cards'].map((o): Action => [pid, 'aid', o])),
  'shadow-card': ({ pid, group }) => group('shadow', () => [[pid, 'shadow', 'cards'], [pid, 'shadow', 'wind']]),
  'play-one': ({ w, pid, q, rules, group, plays }) => {
    plays(q.cards);
    group('pass', () => (q.optional || !q.cards.some((c) => cardChoices(w, rules.card(c)).length) ? [[pid, 'pass']] : []));
  },
  'wind-gems': windGemGroups,
  'light-breeze': windGemGroups,
  'lightning': ({ w, pid, q, group }) => group('move-lightning', () => lightningTargets(w, q.near).map((c): Action => [pid, 'move-lightning', c])),
  'kettle-gem': ({ w, pid, group }) => group('move-gem', () => kettleMoves(w, pid).map(([f, t]): Action => [pid, 'move-gem', f, t])),
};

/** One redraw drawn as picking from the list would (the same draw of the RNG), mostly without listing it. */
function sampleRedraw(pid: string, hand: string[], rng: RngState): Action | null {
  const pickIndex = (count: number) => Math.floor(nextFloat(rng) * count);
  const sub = discardAt(hand, pickIndex);
  if (sub) return [pid, 'redraw', sub];
  const all = discardChoices(hand);
  return all.length ? [pid, 'redraw', all[pickIndex(all.length)]!] : null;
}

function gemAnswers(w: World, q: Extract<Question, { type: 'gems' }>): Action[] {
  const pid = q.player;
  const targets = gemTargets(w, q);
  if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.s.hawks.length) {
    // The pile is empty: a hawk is taken from another quadrant.
    const others = w.s.hawks.filter((h) => isOpponentsHawk(w, pid, h));
    return targets.flatMap((c) => others.map((h): Action => [pid, 'hawk', c, h]));
  }
  const verb = q.rule === 'firebreak' ? 'firebreak' : q.rule === 'hawk' ? 'hawk' : q.rule === 'remove' ? 'remove' : q.rule === 'unhawk' ? 'remove-hawk' : 'gem';
  return targets.map((c): Action => [pid, verb, c]);
}

function secondCrownChoices(w: World, first: Cell[]): CardArgs[] {
  const touches = (cells: Cell[]) => cells.some((c) => first.some((f) => Math.abs(f[0] - c[0]) + Math.abs(f[1] - c[1]) === 1));
  return cardChoices(w, w.rules.card('crown-fire')).filter((a) => touches(a.cells as Cell[]));
}

/** Every action the rules allow now. */
export function legalActions(game: FireTowerGame): Action[] {
  return actionGroups(game).flatMap((g) => g.actions());
}

