/**
 * `whyNot` on card plays: µs per call (CPU time of this process) over states recorded from
 * random games on base (two players) and Rising Flames (three), at each turn action step:
 * for every card in the acting player's hand, one listed argument spread over its choices
 * (legal) and the same moved one space (mostly refused). Ember plays, whose list of from-to
 * moves runs to thousands, are reported apart. The same seeds give the same states in any
 * build that plays the same games, so two builds compare call for call: run each side in its
 * own process, alternating, with `node --single-threaded --import tsx bench/fire-tower-why-not.ts`.
 * Env: GAMES per preset (6), ROUNDS over all the plays (5; the first is a warm-up, not counted).
 */
import { cardChoices } from '../src/games/fire-tower/cards.ts';
import { actingPlayer, whyNot, type Action, type FireTowerGame } from '../src/games/fire-tower/game.ts';
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
}

/** Plays at every fourth turn action step of the games (the hand's cards, a listed argument and its neighbour). */
function recordPlays(): Play[] {
  const plays: Play[] = [];
  for (const [preset, players] of PRESETS) {
    for (let seed = 1; seed <= GAMES; seed++) {
      let step = 0;
      playGame({ preset }, { seed, players, agent: 'random', log: false, onStep: (g) => {
        const pid = actingPlayer(g);
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
const kinds = { all: plays, ember: plays.filter((p) => p.ember), other: plays.filter((p) => !p.ember) };
const totals: Record<string, number> = { all: 0, ember: 0, other: 0 };
let refused = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const [kind, list] of Object.entries(kinds)) {
    if (kind === 'all') continue;
    const t0 = cpuMs();
    for (const p of list) if (whyNot(p.game, p.action)) refused++;
    if (round > 0) totals[kind]! += cpuMs() - t0;
  }
}
totals.all = totals.ember! + totals.other!;
const usPer = (kind: keyof typeof kinds) => +((totals[kind]! * 1000) / ((ROUNDS - 1) * kinds[kind].length)).toFixed(2);
console.log(JSON.stringify({ plays: plays.length, ember: kinds.ember.length, refusedPerRound: refused / ROUNDS, usPerWhyNot: { all: usPer('all'), ember: usPer('ember'), other: usPer('other') } }));
