/**
 * The heuristic Fire Tower agent (issue 16): it defends its own tower and burns the others.
 * Each decision reads how many turns the fire is from every roof (fire-field.ts), ranks
 * every legal action of each family by where it puts or takes away fire (shortlist.ts), and
 * applies only the best few of each family to a copy of the game in which the hidden cards
 * and dice are guessed (unseen.ts), keeping the one that leaves the best position
 * (board-value.ts). An action that leaves the player a question in the same turn (a
 * pattern to place, gems to set) is valued with its best few answers. When no card helps,
 * it redraws the cards that cannot help (see redrawChoice) instead of playing one that hurts.
 */
import type { RngState } from '../../../core/rng.ts';
import { nextFloat } from '../../../core/rng.ts';
import { actingPlayer, actionGroups, apply, type Action, type ActionGroup, type FireTowerGame } from '../game.ts';
import { boardValue, rolesOf, valueOnGrid } from './board-value.ts';
import { gridOf } from './fire-field.ts';
import { rankingOf, shortlist, type Ranking } from './shortlist.ts';
import { pictured } from './unseen.ts';
import { soloAnswer } from './solo-choices.ts';

/** The best-ranked actions tried per family (one more is drawn at random). */
const KEEP = 3;
/** apply() calls one decision may make, answers to follow-up questions included. */
const BUDGET = 36;
/** Answers tried when an action leaves the same player a question this turn. */
const FOLLOW_KEEP = 2;
/** A card is played only if it does at least this much better than keeping the hand (and the board) as they are. */
const PLAY_MARGIN = 0.25;
/** Stopping keeps the position and wins ties: moving hawks about must not go round in circles. */
const STOP_BONUS = 0.5;
const STOPS = new Set(['done', 'pass', 'stop']);

interface Decision {
  /** The game as this player pictures it (unseen cards shuffled): where actions are tried. */
  trial: FireTowerGame;
  pid: string;
  turn: number;
  k: Ranking;
  here: number;
  rng: RngState;
  left: number;
}

export function heuristicAgent(game: FireTowerGame, rng: RngState): Action | null {
  const pid = actingPlayer(game);
  if (!pid) return null;
  const s = game.state;
  const { forest, rules } = game.engine;
  const g = gridOf(s, forest);
  const roles = rolesOf(s, forest, rules, pid);
  const k = rankingOf(g, roles, rules);
  const groups = actionGroups(game);
  const planned = soloAnswer(game, k, groups);
  if (planned) return planned;
  const here = valueOnGrid(g, roles, s, pid);
  const d: Decision = { trial: pictured(game, pid, rng), pid, turn: s.turn, k, here, rng, left: BUDGET };
  const redraw = groups.find((x) => x.label === 'redraw');
  // Keeping the hand is tried first (its apply is never left out for want of budget): what
  // follows the turn (the next card drawn, Solo Mode's enemy attack) then weighs on it as
  // on every play, from the same guessed cards.
  const keepHand = redraw?.actions().find((a) => !(a[2] as string[] | undefined)?.length);
  const keepValue = keepHand ? valueOf(d, keepHand) : here;
  const others = groups.filter((x) => x !== redraw);
  const keep = Math.max(1, Math.min(KEEP, Math.floor(d.left / Math.max(1, others.length)) - 1));
  let best: Action | null = null;
  let bestValue = -Infinity;
  const cardValue = new Map<string, number>();
  for (const group of others) {
    for (const action of shortlist(k, group.actions(), keep, rng)) {
      const v = valueOf(d, action) + nextFloat(rng) * 1e-3;
      if (action[1] === 'play' && v > -Infinity) cardValue.set(String(action[2]), Math.max(v, cardValue.get(String(action[2])) ?? -Infinity));
      if (v > bestValue) [best, bestValue] = [action, v];
    }
  }
  if (!redraw) return best ?? firstListed(groups);
  if (best && bestValue >= keepValue + PLAY_MARGIN) return best;
  return redrawChoice(game, redraw, pid, cardValue, keepValue) ?? best;
}

/** The position after `action`, for the acting player; a same-turn question is answered as well as a few tries find. */
function valueOf(d: Decision, action: Action): number {
  if (STOPS.has(action[1])) return d.here + STOP_BONUS;
  if (d.left <= 0) return -Infinity;
  d.left--;
  const r = apply(d.trial, action);
  if (!r.ok) return -Infinity;
  const after = r.game;
  const v = boardValue(after, d.pid);
  const s = after.state;
  if (s.status === 'over' || s.pending[0]?.player !== d.pid || s.turn !== d.turn) return v;
  let best = -Infinity;
  for (const answer of shortlist(d.k, actionGroups(after).flatMap((x) => x.actions()), FOLLOW_KEEP, d.rng)) {
    if (STOPS.has(answer[1])) best = Math.max(best, v);
    else if (d.left > 0) {
      d.left--;
      const next = apply(after, answer);
      if (next.ok) best = Math.max(best, boardValue(next.game, d.pid));
    }
  }
  return best === -Infinity ? v : best;
}

/**
 * Nothing is worth playing: discard the fire cards that have no legal place now and any card
 * whose every try made things worse, and draw again; water, firebreaks and wind are kept for
 * when the fire comes. At least one card always goes: a player who only ever keeps its hand
 * draws nothing, and two such players facing walled-in towers would pass for ever (the deck,
 * and its Firestorm, must keep moving). Answering a Firestorm's redraw, no card was tried:
 * the hand is kept.
 */
function redrawChoice(game: FireTowerGame, redraw: ActionGroup, pid: string, cardValue: ReadonlyMap<string, number>, keepValue: number): Action | null {
  const me = game.state.players.find((p) => p.id === pid);
  const listed = redraw.actions();
  const keepHand = listed.find((a) => !(a[2] as string[] | undefined)?.length) ?? null;
  if (game.state.pending.length > 0 || !me?.hand.length) return keepHand;
  const types = game.engine.rules.cards;
  const worth = (card: string) => {
    const v = cardValue.get(card);
    if (v !== undefined) return v - keepValue;
    // No legal place now: a fire card is dead weight, a defensive one waits for its moment.
    return types.get(card)?.type === 'fire' ? -1e9 : 0;
  };
  const ranked = [...me.hand].sort((a, b) => worth(a) - worth(b));
  const discard = ranked.filter((c) => worth(c) < -1);
  if (!discard.length) discard.push(ranked[0]!);
  const wanted = discard.sort().join(',');
  return listed.find((a) => [...((a[2] as string[] | undefined) ?? [])].sort().join(',') === wanted) ?? keepHand;
}

/** Any legal action (only when no family offered one worth trying). */
function firstListed(groups: readonly ActionGroup[]): Action | null {
  for (const g of groups) {
    const a = g.actions()[0];
    if (a) return a;
  }
  return null;
}
