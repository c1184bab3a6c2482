/**
 * Solo Mode's questions that the board's value cannot answer, because their cost comes
 * later (rules/fire-tower/solo/challenges.yaml): which challenges to skip while skips
 * remain, where to put the hawk sanctuary, which enemy tower to make sturdy. Answered by
 * reasons; every answer returned is one of the listed legal actions.
 */
import type { Action, ActionGroup, FireTowerGame } from '../game.ts';
import type { Ranking } from './shortlist.ts';

/**
 * Challenges skipped while skips remain: those that can lose the game outright, and Sturdy
 * Construction, which asks nine gems of a tower that one gem on its roof would burn. The
 * room clock ends most games before the last enemy tower burns (the attack, not the
 * defence, is short), so a tower made sturdy costs more than a round of any other.
 * Seeds 1-200 at level 2: towers burned per game +0.05, wins 18 -> 20.
 */
const SKIPPED = new Set(['sturdy-construction', 'sanctuary', 'smoldering-fire', 'wet-line']);

export function soloAnswer(game: FireTowerGame, k: Ranking, groups: readonly ActionGroup[]): Action | null {
  const q = game.state.pending[0];
  if (!q || !game.state.solo) return null;
  const listed = groups.flatMap((g) => g.actions());
  const verb = (v: string) => listed.find((a) => a[1] === v) ?? null;
  if (q.type === 'challenge') return SKIPPED.has(q.challenge) ? (verb('skip') ?? verb('accept')) : (verb('accept') ?? verb('skip'));
  // The space the fire will take longest to reach.
  if (q.type === 'sanctuary') return farthest(listed, (a) => { const [r, c] = a[2] as [number, number]; return k.fromFire[r * k.g.size + c]!; });
  // The enemy tower the fire is farthest from: the last one it would burn anyway.
  if (q.type === 'sturdy') {
    const towers = game.engine.forest.towers;
    return farthest(listed, (a) => { const t = towers.find((x) => x.corner === a[2])!; return k.fromFire[t.roof[0] * k.g.size + t.roof[1]]!; });
  }
  return null;
}

function farthest(listed: readonly Action[], turns: (a: Action) => number): Action | null {
  let best: Action | null = null;
  let most = -1;
  for (const a of listed) {
    const t = turns(a);
    if (t > most) [best, most] = [a, t];
  }
  return best;
}
