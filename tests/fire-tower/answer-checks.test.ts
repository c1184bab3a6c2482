/**
 * Answers to a pending question checked directly (answer-checks.ts) against the listing and
 * against apply: along random games on every preset (FIRERULES_DIFF_GAMES per preset, default
 * 1) and at every step of every scenario, each listed answer (a sample of long lists) passes
 * whyNot, and answers near the listed ones (a space moved, another verb of the question, a
 * card's arguments changed, another card, a flag flipped, someone else answering) are refused
 * by whyNot exactly when apply refuses them, under the same rule and words.
 */
import { describe, expect, it } from 'vitest';
import { actingPlayer, apply, legalActions, whyNot, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { answerEntry } from '../../src/games/fire-tower/answer-verbs.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { eachScenarioState, playersOf, scenarioFiles } from './state-walks.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
const STEPS: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
/** Listed answers asked at a step, and listed answers near misses are made from: spread over the list. */
const LISTED_SAMPLE = 6;
const NEAR_SAMPLE = 2;

const isCell = (x: unknown): x is Cell => Array.isArray(x) && x.length === 2 && typeof x[0] === 'number' && typeof x[1] === 'number';
const moved = (c: Cell, d: Cell): Cell => [c[0] + d[0], c[1] + d[1]];
const spread = <T,>(xs: T[], n: number): T[] => xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / n)) === 0).slice(0, n);

/** One argument changed a little: a space moved, a list of spaces with one moved or dropped, an object's fields so changed, a flag flipped. */
function nearArgs(x: unknown): unknown[] {
  if (isCell(x)) return STEPS.map((d) => moved(x, d));
  if (typeof x === 'boolean') return [!x];
  if (typeof x === 'number') return [x + 1, 0];
  if (Array.isArray(x)) {
    if (x.every(isCell)) return [...x.flatMap((c, i) => [x.filter((_, j) => j !== i), x.map((y, j) => (j === i ? moved(c, STEPS[i % 4]!) : y))]), [...x, ...x.slice(0, 1)]];
    return [x.slice(1), [...x, x[0]], []];
  }
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => [...nearArgs(v).slice(0, 3).map((n) => ({ ...x, [k]: n })), Object.fromEntries(Object.entries(x).filter(([j]) => j !== k))]);
  if (typeof x === 'string') return ['no-such-thing'];
  return [];
}

/** Answers near the listed ones, with other verbs of the question, other cards, and someone else answering. */
function nearAnswers(g: FireTowerGame, listed: Action[]): Action[] {
  const q = g.state.pending[0]!;
  const pid = q.player;
  const other = g.state.players.find((p) => p.id !== pid)?.id ?? 'enemy';
  const out: Action[] = [[other, ...listed[0]?.slice(1) ?? ['pass']] as Action];
  for (const v of answerEntry(q.type).verbs) out.push([pid, v], [pid, v, [0, 0]]);
  const hand = g.state.players.find((p) => p.id === pid)?.hand ?? [];
  for (const a of spread(listed, NEAR_SAMPLE)) {
    for (let i = 2; i < a.length; i++) for (const n of nearArgs(a[i])) out.push([...a.slice(0, i), n, ...a.slice(i + 1)] as Action);
    if (a[1] === 'play') for (const card of hand) if (card !== a[2]) out.push([pid, 'play', card, a[3]] as Action);
  }
  return out;
}

interface Tally { problems: string[]; compared: number; types: Set<string> }

/**
 * A hawk carrying a gem (the Shadow's, the Kettle's), checked by its two spaces instead of the
 * list of moves: every gem of the board to every space of the board passes whyNot exactly when listed.
 */
function checkEveryMove(g: FireTowerGame, where: string, listedText: Set<string>, tally: Tally): void {
  const q = g.state.pending[0]!;
  if (q.type !== 'shadow-hawk' && q.type !== 'kettle-gem') return;
  const n = g.engine.forest.size;
  for (const from of g.state.fire) {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const a: Action = [q.player, 'move-gem', from, [r, c]];
        if ((whyNot(g, a) === null) !== listedText.has(JSON.stringify(a))) tally.problems.push(`${where} ${q.type} ${JSON.stringify(a)}: whyNot and the listing disagree`);
      }
    }
  }
  tally.types.add(`${q.type} every move`);
}

function checkState(g: FireTowerGame, where: string, tally: Tally): void {
  const q = g.state.pending[0];
  if (!q || actingPlayer(g) === undefined) return;
  tally.types.add(q.type);
  const listed = legalActions(g);
  const listedText = new Set(listed.map((a) => JSON.stringify(a)));
  for (const a of spread(listed, LISTED_SAMPLE)) {
    const why = whyNot(g, a);
    if (why) tally.problems.push(`${where} ${q.type} ${JSON.stringify(a)} is listed, whyNot refuses it: ${why.rule}: ${why.reason}`);
  }
  checkEveryMove(g, where, listedText, tally);
  for (const a of nearAnswers(g, listed)) {
    if (listedText.has(JSON.stringify(a))) continue;
    const why = whyNot(g, a);
    const applied = apply(g, a);
    tally.compared++;
    const same = applied.ok ? why === null : why !== null && why.rule === applied.rule && why.reason === applied.reason;
    if (!same) tally.problems.push(`${where} ${q.type} ${JSON.stringify(a)}: whyNot ${why ? `${why.rule}: ${why.reason}` : 'null'}, apply ${applied.ok ? 'ok' : `${applied.rule}: ${applied.reason}`}`);
  }
}

describe('Fire Tower answers: the direct checks, the listing and apply', () => {
  const types = new Set<string>();

  it.each(presetsOf('fire-tower'))('%s', (preset) => {
    const tally: Tally = { problems: [], compared: 0, types };
    for (let seed = 1; seed <= GAMES && tally.problems.length < 20; seed++) {
      let step = 0;
      playGame({ preset }, { seed, players: playersOf(preset, seed), agent: 'random', onStep: (g) => g.state.status !== 'over' && checkState(g, `seed ${seed} step ${step++}`, tally) });
    }
    expect(tally.problems.slice(0, 20)).toEqual([]);
    expect(tally.compared).toBeGreaterThan(20);
  }, 120_000);

  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const tally: Tally = { problems: [], compared: 0, types };
    eachScenarioState((game, where) => checkState(game, where, tally));
    expect(tally.problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('met questions of many types', () => {
    expect([...types].sort()).toEqual(expect.arrayContaining(['gems', 'hawk', 'play-one', 'heavy-smoke', 'second-crown-fire', 'redraw', 'flock', 'shadow-hawk', 'plan', 'enemy-card', 'wind-gems', 'light-breeze', 'kettle-gem', 'shadow-one', 'shadow-hawk every move', 'kettle-gem every move']));
  });
});
