/**
 * REFERENCE ONLY — `actionGroups` / `legalActions` as they were before placements became bit
 * masks and the random agent began sampling (issue 13), kept word for word (with the old
 * card-choice enumeration beside it) so tests/fire-tower/legal-reference-*.test.ts can prove
 * the new `legalActions` lists the same actions in the same order. It lives under tests/: the
 * product has one implementation, this is only the test's oracle (and the kernel bench's
 * baseline). It goes with that test.
 */
import { actingPlayer, type Action, type FireTowerGame } from '../../../src/games/fire-tower/game.ts';
import type { CardArgs } from '../../../src/games/fire-tower/cards.ts';
import { bucketLines } from '../../../src/games/fire-tower/lines.ts';
import { cardsOfSize, discardChoices, orderedPicks } from '../../../src/games/fire-tower/hands.ts';
import { hawkTargets } from '../../../src/games/fire-tower/after-placement.ts';
import { enemyBucketChoices, enemyHawkTargets, enemyPlacements, wetLinePlacements } from '../../../src/games/fire-tower/solo.ts';
import { gemTargets, hawkSpace, isOpponentsHawk } from '../../../src/games/fire-tower/gems.ts';
import { hawkMoves, windChoices } from '../../../src/games/fire-tower/shadow.ts';
import { kettleMoves, lightningTargets } from '../../../src/games/fire-tower/weather.ts';
import { sortCells, type Player, type Question } from '../../../src/games/fire-tower/state.ts';
import { World } from '../../../src/games/fire-tower/world.ts';
import { cardChoicesReference as cardChoices, spreadTargetsReference as spreadTargets, windGemTargetsReference as windGemTargets } from './card-choices.ts';

/** Lines of up to three removable gems holding at least one gem of the player's own tower area. */
function bucketChoices(w: World, p: Player): Cell[][] {
  const own = (c: Cell) => {
    const t = w.forest.towerAreaAt(c);
    return !!t && p.towers.includes(t.corner);
  };
  return bucketLines((c) => w.removable(c), own, w.fire);
}

type Cell = [number, number];

/** A family of actions (one card, the redraws, the Bucket...), enumerated only when asked for. */
interface ActionGroup {
  label: string;
  actions: () => Action[];
}

/**
 * Every action the rules allow now, in families: the random agent picks a family first and
 * enumerates only that one, which keeps whole games fast; `legalActions` lists them all.
 */
export function actionGroupsReference(game: FireTowerGame): ActionGroup[] {
  const s = game.state;
  const pid = actingPlayer(game);
  if (!pid) return [];
  // Reading only: the world is built on the state itself.
  const w = new World(s, game.engine.forest, game.engine.rules);
  const p = w.player(pid);
  const rules = game.engine.rules;
  const groups: ActionGroup[] = [];
  const group = (label: string, actions: () => Action[]) => groups.push({ label, actions });
  const plays = (cards: string[]) => {
    for (const card of [...new Set(cards)].sort()) group(`play ${card}`, () => cardChoices(w, rules.card(card)).map((args): Action => [pid, 'play', card, args as CardArgs]));
  };
  const q = s.pending[0];
  if (q) {
    switch (q.type) {
      case 'redraw':
        group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]));
        break;
      case 'swap-three':
        group('redraw', () => cardsOfSize(p.hand, Math.min(3, p.hand.length)).map((sub): Action => [pid, 'redraw', sub]));
        break;
      case 'gems':
        group(q.rule, () => gemAnswers(w, q));
        break;
      case 'become-shadow':
        group('become-shadow', () => [[pid, 'become-shadow', true], [pid, 'become-shadow', false]]);
        break;
      case 'hawk-setup':
        group('hawk', () => w.allCells().filter((c) => hawkSpace(w, pid, c)).map((c): Action => [pid, 'hawk', c]));
        break;
      case 'hawk':
        group('hawk-gem', () => (q.mine ? enemyHawkTargets(w, q.from) : hawkTargets(w, q.from)).map((c): Action => [pid, 'hawk-gem', c]));
        break;
      case 'enemy-card':
        group('place', () => enemyPlacements(w, q.card).map((a): Action => [pid, 'place', a]));
        break;
      case 'punish':
        group('firestorm', () => s.solo!.attackWinds.map((d): Action => [pid, 'firestorm', d]));
        break;
      case 'red-flag':
        group('double', () => (s.solo!.enemyDeck.length <= 1 ? [[pid, 'double', true]] : [[pid, 'double', true], [pid, 'double', false]]));
        break;
      case 'challenge-count':
        group('challenges', () => [[pid, 'challenges', 1], [pid, 'challenges', 2]]);
        break;
      case 'challenge':
        group('accept', () => [[pid, 'accept']]);
        if (s.solo!.skipsLeft > 0) group('skip', () => [[pid, 'skip']]);
        break;
      case 'sturdy':
        group('sturdy', () => s.solo!.enemies.filter((e) => !w.isBurned(e.corner)).map((e): Action => [pid, 'sturdy', e.corner]));
        break;
      case 'sanctuary':
        group('sanctuary', () => w.allCells().filter((c) => w.inOwnQuadrant(p, c) && w.isVacant(c) && !w.forest.towerAreaAt(c)).map((c): Action => [pid, 'sanctuary', c]));
        break;
      case 'plan':
        group('plan', () => orderedPicks(p.hand, Math.min(3, p.hand.length)).map((cards): Action => [pid, 'plan', cards]));
        break;
      case 'wet-line':
        group('place', () => wetLinePlacements(w).map((cells): Action => [pid, 'place', { cells: sortCells([...cells]) }]));
        break;
      case 'enemy-bucket':
        group('enemy-bucket', () => enemyBucketChoices(w, q.corner).map((cells): Action => [pid, 'enemy-bucket', cells]));
        break;
      case 'heavy-smoke':
        group(`play ${q.card}`, () => cardChoices(w, rules.card(q.card)).map((args): Action => [pid, 'play', q.card, args]));
        group('pass', () => (cardChoices(w, rules.card(q.card)).length ? [] : [[pid, 'pass']]));
        break;
      case 'flock':
        group('move-hawk', () => {
          const to = w.allCells().filter((c) => hawkSpace(w, pid, c) && w.quadrantOwner(c)?.id === pid);
          return s.hawks.filter((h) => w.quadrantOwner(h)?.id === pid).flatMap((h) => to.map((c): Action => [pid, 'move-hawk', h, c]));
        });
        group('done', () => [[pid, 'done']]);
        break;
      case 'second-crown-fire':
        group('play crown-fire', () => (p.hand.includes('crown-fire') ? secondCrownChoices(w, q.first).map((args): Action => [pid, 'play', 'crown-fire', args]) : []));
        group('pass', () => [[pid, 'pass']]);
        break;
      case 'shadow-one':
        group('remove-firebreak', () => s.firebreaks.map((c): Action => [pid, 'remove-firebreak', c]));
        group('activate-hawk', () => s.hawks.filter((h) => hawkMoves(w, h).length).map((h): Action => [pid, 'activate-hawk', h]));
        break;
      case 'shadow-hawk':
        group('move-gem', () => hawkMoves(w, q.hawk).map(([f, t]): Action => [pid, 'move-gem', f, t]));
        break;
      case 'choose-wind':
        group('wind', () => windChoices(w, q).map((d): Action => [pid, 'wind', d]));
        break;
      case 'push':
        group('roll', () => [[pid, 'roll']]);
        group('stop', () => [[pid, 'stop']]);
        break;
      case 'mutual-aid':
        group('aid', () => ['gem', 'firebreak', 'cards'].map((o): Action => [pid, 'aid', o]));
        break;
      case 'shadow-card':
        group('shadow', () => [[pid, 'shadow', 'cards'], [pid, 'shadow', 'wind']]);
        break;
      case 'play-one':
        plays(q.cards);
        group('pass', () => (q.optional || !q.cards.some((c) => cardChoices(w, rules.card(c)).length) ? [[pid, 'pass']] : []));
        break;
      case 'wind-gems':
      case 'light-breeze':
        for (const card of [...new Set(p.hand.filter((c) => rules.cards.get(c)?.type === 'wind'))].sort()) group(`play ${card}`, () => windGemTargets(w, card).map((gem): Action => [pid, 'play', card, { gem }]));
        group('done', () => [[pid, q.type === 'wind-gems' ? 'done' : 'pass']]);
        break;
      case 'lightning':
        group('move-lightning', () => lightningTargets(w, q.near).map((c): Action => [pid, 'move-lightning', c]));
        break;
      case 'kettle-gem':
        group('move-gem', () => kettleMoves(w, pid).map(([f, t]): Action => [pid, 'move-gem', f, t]));
        break;
      default:
        break;
    }
    return groups;
  }
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
    group('redraw', () => discardChoices(p.hand).map((sub): Action => [pid, 'redraw', sub]));
    if (p.bucket === 'reckless-abandon' && s.fire.some((c) => { const t = w.forest.towerAreaAt(c); return !!t && p.towers.includes(t.corner); })) {
      const ofType = (t: string) => p.hand.filter((c) => rules.cards.get(c)?.type === t);
      group('reckless', () => ['water', 'firebreak'].flatMap((t) => cardsOfSize(ofType(t), 3).map((sub): Action => [pid, 'reckless', sub])));
    }
    if (p.specialties?.['heavy-winds'] === 'front') group('heavy-winds', () => [[pid, 'heavy-winds']]);
    if (p.specialties?.lookout === 'front') group('lookout', () => [[pid, 'lookout']]);
    if (p.specialties?.lookout === 'back') group('patrol', () => [...new Set(p.hand)].sort().map((c): Action => [pid, 'patrol', c]));
  }
  if ((s.phase === 'spread' || s.phase === 'action') && p.bucket === 'bucket') group('bucket', () => bucketChoices(w, p).map((cells): Action => [pid, 'bucket', cells]));
  return groups;
}

function gemAnswers(w: World, q: Extract<Question, { type: 'gems' }>): Action[] {
  const pid = q.player;
  const targets = gemTargets(w, q);
  if (q.rule === 'hawk' && w.rules.number('param.hawks.supply') <= w.hawks.length) {
    // The pile is empty: a hawk is taken from another quadrant.
    const others = w.hawks.filter((h) => isOpponentsHawk(w, pid, h));
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
export function legalActionsReference(game: FireTowerGame): Action[] {
  return actionGroupsReference(game).flatMap((g) => g.actions());
}

