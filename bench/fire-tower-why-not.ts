/**
 * `whyNot` on card plays: µs per call (CPU time of this process) over states recorded from
 * random games on base (two players) and Rising Flames (three), at each turn action step:
 * for every card in the acting player's hand, one listed argument spread over its choices
 * (legal) and the same moved one space (mostly refused). Ember plays, whose list of from-to
 * moves runs to thousands, are reported apart. Answers to pending questions (one listed answer
 * at each such step, spread over the list, and the same with its first space moved one row) are
 * reported apart too, by question type for the card-play questions. The same seeds give the same states in any
 * build that plays the same games, so two builds compare call for call: run each side in its
 * own process, alternating, with `node --single-threaded --import tsx bench/fire-tower-why-not.ts`.
 * Env: GAMES per preset (6), ROUNDS over all the plays (5; the first is a warm-up, not counted).
 */
import { cardChoices } from '../src/games/fire-tower/cards.ts';
import { actingPlayer, legalActions, whyNot, type Action, type FireTowerGame } from '../src/games/fire-tower/game.ts';
import { playGame } from '../src/games/fire-tower/play.ts';
import { World } from '../src/games/fire-tower/world.ts';
import { cpuMs } from './cpu-time.ts';

const GAMES = Number(process.env.GAMES ?? 6);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PRESETS: [string, number][] = [['fire-tower-base', 2], ['fire-tower-rising-flames', 3]];

interface Play {
  game: FireTowerGame;
  action: Action;
  ember: boolean;
  /** The question type, for an answer. */
  answer?: string;
}

/** A listed answer at this step and its neighbour (the first space in it moved one row). */
function recordAnswers(g: FireTowerGame, step: number, plays: Play[]): void {
  const q = g.state.pending[0]!;
  const listed = legalActions(g);
  if (!listed.length) return;
  const a = listed[(step * 7919) % listed.length]!;
  let moved = false;
  const nudge = (x: unknown): unknown => {
    if (moved) return x;
    if (Array.isArray(x) && x.length === 2 && typeof x[0] === 'number') return (moved = true), [x[0] + 1, x[1]];
    if (x && typeof x === 'object' && !Array.isArray(x)) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, nudge(v)]));
    return x;
  };
  const near = a.map((x, i) => (i < 2 ? x : nudge(x))) as Action;
  for (const action of [a, near]) plays.push({ game: g, action, ember: false, answer: q.type });
}

/** Plays at every fourth turn action step of the games (the hand's cards, a listed argument and its neighbour). */
function recordPlays(): Play[] {
  const plays: Play[] = [];
  for (const [preset, players] of PRESETS) {
    for (let seed = 1; seed <= GAMES; seed++) {
      let step = 0;
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        const pid = actingPlayer(g);
        if (g.state.status !== 'over' && g.state.pending.length && pid) return recordAnswers(g, step++, plays);
        if (g.state.status === 'over' || g.state.pending.length || g.state.phase !== 'action' || !pid || step++ % 4 !== 0) return;
        const w = World.reading(g.state, g.engine.forest, g.engine.rules);
        for (const card of new Set(g.state.players.find((p) => p.id === pid)!.hand)) {
          const choices = cardChoices(w, w.rules.card(card));
          if (!choices.length) continue;
          const args = choices[(step * 7919) % choices.length]!;
          const near = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, Array.isArray(v) && typeof v[0] === 'number' ? [v[0] + 1, v[1]] : v]));
          for (const a of [args, near]) plays.push({ game: g, action: [pid, 'play', card, a], ember: card === 'ember' });
        }
      } });
    }
  }
  return plays;
}

const plays = recordPlays();
const cardAnswer = (p: Play) => p.answer === 'play-one' || p.answer === 'heavy-smoke' || p.answer === 'second-crown-fire';
const kinds = {
  all: plays.filter((p) => !p.answer), ember: plays.filter((p) => p.ember), other: plays.filter((p) => !p.ember && !p.answer),
  answers: plays.filter((p) => p.answer), cardAnswers: plays.filter(cardAnswer), otherAnswers: plays.filter((p) => p.answer && !cardAnswer(p)),
};
const totals: Record<string, number> = { all: 0, ember: 0, other: 0, answers: 0, cardAnswers: 0, otherAnswers: 0 };
let refused = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const [kind, list] of Object.entries(kinds)) {
    if (kind === 'all' || kind === 'answers') continue;
    const t0 = cpuMs();
    for (const p of list) if (whyNot(p.game, p.action)) refused++;
    if (round > 0) totals[kind]! += cpuMs() - t0;
  }
}
totals.all = totals.ember! + totals.other!;
totals.answers = totals.cardAnswers! + totals.otherAnswers!;
const usPer = (kind: keyof typeof kinds) => +((totals[kind]! * 1000) / ((ROUNDS - 1) * kinds[kind].length)).toFixed(2);
console.log(JSON.stringify({
  plays: kinds.all.length, ember: kinds.ember.length, answers: kinds.answers.length, cardAnswers: kinds.cardAnswers.length, refusedPerRound: refused / ROUNDS,
  usPerWhyNot: { all: usPer('all'), ember: usPer('ember'), other: usPer('other'), answers: usPer('answers'), cardAnswers: usPer('cardAnswers'), otherAnswers: usPer('otherAnswers') },
}));
