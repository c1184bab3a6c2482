/**
 * What must hold in every Fire Tower state (checked at the end of random games and, by the
 * fuzzer, after every step): pieces in the forest and never stacked, every card somewhere
 * exactly once, burned towers recorded once. Returns the broken ones (empty when all hold).
 */
import type { FireTowerGame } from '../../../src/games/fire-tower/game.ts';
import { World } from '../../../src/games/fire-tower/world.ts';

/** What must hold at the end of any game (and, by the engine's construction, after every step). */
export function checkInvariants(game: FireTowerGame): string[] {
  const s = game.state;
  const w = new World(s, game.engine.forest, game.engine.rules);
  const out: string[] = [];
  const seen = new Map<string, string>();
  const mark = (list: [number, number][], what: string) => {
    for (const c of list) {
      const k = c.join(',');
      if (!w.forest.inside(c)) out.push(`${what} off the forest at [${k}]`);
      if (w.forest.isEternalFlame(c)) out.push(`${what} on the Eternal Flame at [${k}]`);
      if (seen.has(k) && !(what === 'hawk' && seen.get(k) === 'hawk')) out.push(`${what} and ${seen.get(k)} share [${k}]`);
      seen.set(k, what);
    }
  };
  mark(s.fire, 'gem');
  mark(s.firebreaks, 'firebreak');
  mark(s.hawks, 'hawk');
  for (const c of s.firebreaks) if (w.forest.towerAreaAt(c)) out.push(`firebreak in a tower area at [${c.join(',')}]`);
  for (const c of s.hawks) if (w.forest.towerAreaAt(c)) out.push(`hawk in a tower area at [${c.join(',')}]`);
  for (const c of s.lightning) if (w.forest.towerAreaAt(c) || w.isFirebreak(c) || w.isHawk(c)) out.push(`lightning on a tower area, firebreak or hawk at [${c.join(',')}]`);
  if (s.hawks.length > (game.engine.rules.has('param.hawks.supply') ? game.engine.rules.number('param.hawks.supply') : 0)) out.push(`${s.hawks.length} hawks on the board, more than the supply`);
  // Every card is somewhere exactly once: deck, discard, hands, events waiting, questions, a plan.
  const all = [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.hand), ...s.drawnEvents.map((e) => e.card), ...s.pending.flatMap((q) => ('cards' in q ? q.cards : [])), ...(s.solo?.plan ?? [])];
  const expected = expectedCards(game);
  const count = (list: string[]) => list.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
  const got = count(all);
  for (const [card, n] of expected) if ((got.get(card) ?? 0) !== n) out.push(`card ${card}: ${got.get(card) ?? 0} in play, expected ${n}`);
  for (const [card, n] of got) if (!expected.has(card)) out.push(`card ${card} (${n}) should not be in play`);
  // Every burned tower is recorded once; a game over has its reason.
  if (new Set(s.burned.map((b) => b.corner)).size !== s.burned.length) out.push('a tower is recorded as burned twice');
  if (s.status === 'over' && !s.reason) out.push('the game is over without a reason');
  return out;
}

function expectedCards(game: FireTowerGame): Map<string, number> {
  const s = game.state;
  const rules = game.engine.rules;
  const out = new Map<string, number>();
  if (s.solo) {
    // Solo: the player deck is what the setup left after the enemy cards and excluded types.
    const excluded = new Set(rules.value<string[]>('param.solo.player-deck-excludes'));
    for (const id of rules.actionDeck()) if (!excluded.has(rules.card(id).type)) out.set(id, (out.get(id) ?? 0) + 1);
    for (const id of [...s.solo.enemyDeck, ...s.solo.enemyDiscard]) out.set(id, (out.get(id) ?? 0) - 1);
    for (const [k, v] of out) if (v <= 0) out.delete(k);
    const fs = rules.eventCard('firestorm');
    if (fs) out.set(fs, 1);
    return out;
  }
  for (const id of rules.actionDeck()) out.set(id, (out.get(id) ?? 0) + 1);
  const byOption: Record<string, string> = { 'mutual-aid': 'mutualAid', 'dry-storm': 'dryStorm', 'kettle-flight': 'kettleFlight', mobilization: 'mobilization' };
  for (const [id, c] of rules.cards) {
    if (c.type !== 'event') continue;
    const inGame = c.event === 'firestorm' || (byOption[c.event!] && rules.flag(byOption[c.event!]!)) || (c.event === 'shadow-of-the-wood' && s.log.some((e) => e.event === 'shadow-shuffled-in'));
    if (inGame) out.set(id, 1);
  }
  return out;
}

