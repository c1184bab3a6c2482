/**
 * Solo Mode's questions that the board's value cannot answer, because their cost comes
 * later (rules/fire-tower/solo/challenges.yaml): which challenges to skip while skips
 * remain, where to put the hawk sanctuary, which enemy tower to make sturdy. Answered by
 * reasons; every answer returned is one of the listed legal actions.
 */
import type { Action, ActionGroup, FireTowerGame } from '../game.ts';
import type { Corner } from '../board.ts';
import type { Ranking } from './shortlist.ts';
import { roomLeft } from './solo-value.ts';

/**
 * Challenges skipped while skips remain: those that can lose the game outright, and Sturdy
 * Construction, which asks nine gems of a tower that one gem on its roof would burn. The
 * room clock ends most games before the last enemy tower burns (the attack, not the
 * defence, is short), so a tower made sturdy costs more than a round of any other.
 * Seeds 1-200 at level 2: towers burned per game +0.05, wins 18 -> 20.
 */
const SKIPPED = new Set(['sturdy-construction', 'sanctuary', 'smoldering-fire', 'wet-line']);
/**
 * Smoldering Fire is in force for one round and lays one gem a turn in the quadrant (five);
 * Sturdy Construction and Sanctuary last the whole game. When a level gives one skip for the
 * whole game, it is kept for them while the room holds Smoldering Fire's gems with four enemy
 * turns to spare. Level 2 on seeds 1-200: wins 26 -> 30, towers burned unchanged; on seeds
 * 201-400: wins 18 -> 26, towers burned +0.065 a game (± 0.048), Sanctuary and Wet Line losses
 * 27 -> 16. Meeting Wet Line too, or either at level 1 (two skips), lost wins.
 */
const SMOLDERING_GEMS = 5;
const ROOM_MARGIN = 16;

/** Whether to spend a skip on `challenge`, drawn now. */
function skipped(game: FireTowerGame, k: Ranking, challenge: string): boolean {
  if (!SKIPPED.has(challenge)) return false;
  if (challenge !== 'smoldering-fire' || !onlySkip(game, k)) return true;
  const corner = game.state.players[0]?.towers[0];
  return !corner || roomLeft(k.g, game.engine.forest, corner) - SMOLDERING_GEMS < ROOM_MARGIN;
}

/** The level allows one skip in the game, and it is not spent. */
function onlySkip(game: FireTowerGame, k: Ranking): boolean {
  const solo = game.state.solo!;
  const levels = k.rules.value<Record<string, { skips: number }>>('param.solo.levels');
  return solo.skipsLeft === 1 && levels[String(solo.level)]?.skips === 1;
}

export function soloAnswer(game: FireTowerGame, k: Ranking, groups: readonly ActionGroup[]): Action | null {
  const q = game.state.pending[0];
  if (!q || !game.state.solo) return null;
  const listed = groups.flatMap((g) => g.actions());
  const verb = (v: string) => listed.find((a) => a[1] === v) ?? null;
  if (q.type === 'challenge') return skipped(game, k, q.challenge) ? (verb('skip') ?? verb('accept')) : (verb('accept') ?? verb('skip'));
  // The space the fire will take longest to reach.
  if (q.type === 'sanctuary') return farthest(listed, (a) => { const [r, c] = a[2] as [number, number]; return k.fromFire[r * k.g.size + c]!; });
  // The enemy tower the fire is farthest from: the last one it would burn anyway.
  if (q.type === 'sturdy') {
    const forest = game.engine.forest;
    return farthest(listed, (a) => { const t = forest.tower(a[2] as Corner); return k.fromFire[t.roof[0] * k.g.size + t.roof[1]]!; });
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
