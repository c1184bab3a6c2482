/**
 * Which few actions of a family are worth trying: each action is ranked without applying it,
 * from the spaces it names and what it does there. Fire (a gem, a fire card, a firebreak
 * taken away) is good near a rival's roof and bad near one's own; water and firebreaks are
 * good near one's own roof, best on the fire's way to it. Only the best few of each family
 * (and one drawn at random, so that nothing is never tried) are applied and valued.
 */
import { nextFloat, type RngState } from '../../../core/rng.ts';
import type { Action } from '../flow.ts';
import type { FireTowerRules } from '../rules.ts';
import type { Grid } from './fire-field.ts';
import { turnsFrom } from './fire-field.ts';
import type { Roles } from './board-value.ts';

/** What an action does to the fire: +1 adds or frees it, -1 removes or blocks it, 0 neither or unknown. */
type Effect = 1 | -1 | 0;

const ADDS = new Set(['spread', 'gem', 'hawk-gem', 'place', 'move-gem', 'remove-firebreak']);
// A hawk is placed like a firebreak: on the fire's way to one's own roof, where gems will land.
const BLOCKS = new Set(['bucket', 'remove', 'firebreak', 'hawk', 'move-hawk']);
const CARD_EFFECT: Record<string, Effect> = { fire: 1, water: -1, firebreak: -1 };

function effectOf(action: Action, rules: FireTowerRules): Effect {
  const verb = action[1];
  if (ADDS.has(verb)) return 1;
  if (BLOCKS.has(verb)) return -1;
  if (verb !== 'play') return 0;
  const args = (action[3] ?? {}) as Record<string, unknown>;
  const type = rules.cards.get(String(action[2]))?.type;
  if (type === 'wind') return args.gem ? 1 : 0;
  // De/Reforest taking a firebreak away opens the way for fire.
  if (type === 'firebreak' && args.remove) return 1;
  return CARD_EFFECT[type ?? ''] ?? 0;
}

/** Every [row, col] an action names, as grid indexes. */
function cellsOf(value: unknown, size: number, out: number[]): number[] {
  if (!Array.isArray(value)) {
    if (value && typeof value === 'object') for (const v of Object.values(value)) cellsOf(v, size, out);
    return out;
  }
  if (value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number') out.push(value[0] * size + value[1]);
  else for (const v of value) cellsOf(v, size, out);
  return out;
}

/** Distance fields read once per decision: from the fire, and back from each kind of roof. */
export interface Ranking {
  g: Grid;
  rules: FireTowerRules;
  fromFire: Uint16Array;
  toOwn: Uint16Array;
  toRivals: Uint16Array;
  /** Turns from the fire to the nearest own roof. */
  ownTurns: number;
}

export function rankingOf(g: Grid, roles: Roles, rules: FireTowerRules): Ranking {
  const fromFire = turnsFrom(g, g.sources, true);
  const toOwn = turnsFrom(g, roles.own, false);
  const toRivals = turnsFrom(g, roles.solo?.sturdyOpen.length ? [...roles.rivals, ...roles.solo.sturdyOpen] : roles.rivals, false);
  const ownTurns = Math.min(...roles.own.map((i) => fromFire[i]!), 99);
  return { g, rules, fromFire, toOwn, toRivals, ownTurns };
}

const near = (turns: number) => 1 / (1 + turns);

function spaceRank(k: Ranking, i: number, effect: Effect): number {
  const own = near(k.toOwn[i]!);
  const rival = near(k.toRivals[i]!);
  if (effect === 1) return rival - 2 * own;
  if (effect === 0) return Math.max(own, rival);
  // On (or next to) the fire's quickest way to an own roof, and early on it: the place to block.
  const onPath = k.fromFire[i]! + k.toOwn[i]! <= k.ownTurns + 2 ? near(k.fromFire[i]!) : 0;
  return 2 * own + onPath - 0.5 * rival;
}

export function actionRank(k: Ranking, action: Action): number {
  const effect = effectOf(action, k.rules);
  let v = 0;
  for (const i of cellsOf(action.slice(2), k.g.size, [])) v += spaceRank(k, i, effect);
  return v;
}

/** The `keep` best-ranked actions of a family, and one more drawn from the rest. */
export function shortlist(k: Ranking, actions: readonly Action[], keep: number, rng: RngState): Action[] {
  if (actions.length <= keep + 1) return [...actions];
  const ranked = actions.map((a) => ({ a, v: actionRank(k, a) + nextFloat(rng) * 1e-3 })).sort((x, y) => y.v - x.v);
  const out = ranked.slice(0, keep).map((x) => x.a);
  out.push(ranked[keep + Math.floor(nextFloat(rng) * (ranked.length - keep))]!.a);
  return out;
}
