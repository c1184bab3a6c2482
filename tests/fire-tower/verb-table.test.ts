/**
 * Fire Tower's verb table (src/games/fire-tower/verb-table.ts): every verb has an entry,
 * what legalActions lists passes the table's checks and is accepted by apply, the checks
 * refuse what apply refuses (same rule, same words, for the turn's verbs), every refusal
 * names its rule, and a game created with `{ log: false }` is the same game without a log.
 */
import { describe, expect, it } from 'vitest';
import { nextFloat, seedRng } from '../../src/core/rng.ts';
import { actingPlayer, actionGroups, apply, createGame, legalActions, whyNot, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { ALL_VERBS, ANSWER_ENTRIES, entriesOf, TURN_ENTRIES } from '../../src/games/fire-tower/verb-table.ts';
import { FIRE_TOWER_VERBS, TURN_VERBS } from '../../src/games/fire-tower/verbs.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';

const PRESETS: [string, number][] = [
  ['fire-tower-base', 2],
  ['fire-tower-rising-flames', 3],
  ['fire-tower-extreme-weather', 3],
  ['fire-tower-ghost-tower', 3],
  ['fire-tower-solo-level-5', 1],
  ['fire-tower-solo-level-7', 1],
];

/** States met along two random games of each preset (every third one). */
function statesOf(preset: string, players: number): FireTowerGame[] {
  const states: FireTowerGame[] = [];
  for (const seed of [3, 4]) {
    let n = 0;
    playGame({ preset }, { seed, players, agent: 'random', onStep: (g) => void (n++ % 3 === 0 && g.state.status !== 'over' && states.push(g)) });
  }
  return states;
}

const STATES = PRESETS.map(([preset, players]) => [preset, statesOf(preset, players)] as const);

/**
 * The rule a refusal names is an item of Fire Tower's rules (some preset's: apply refuses
 * a solo challenge's verb under that challenge in any game), or the turn order itself,
 * `ft.turn`, as apply names it.
 */
const RULE_IDS = new Set(PRESETS.flatMap(([preset, players]) => createGame({ preset }, { seed: 1, players }).engine.rules.ruleset.items.map((f) => f.item.id)));
function namesARule(rule: string): boolean {
  return rule === 'ft.turn' || rule === 'action.shape' || RULE_IDS.has(rule);
}

function pickSome<T>(list: T[], n: number, seed: number): T[] {
  if (list.length <= n) return list;
  const rng = seedRng(seed);
  return Array.from({ length: n }, () => list[Math.floor(nextFloat(rng) * list.length)]!);
}

describe('Fire Tower verb table', () => {
  it('every verb of the shape table has an entry: a turn entry, or answers to some question', () => {
    for (const verb of ALL_VERBS) {
      const { turn, answers } = entriesOf(verb);
      expect(turn || answers.length, verb).toBeTruthy();
      if (FIRE_TOWER_VERBS[verb].phase !== 'answer') expect(turn?.verb, verb).toBe(verb);
      if (FIRE_TOWER_VERBS[verb].phase !== 'turn') expect(answers.length, verb).toBeGreaterThan(0);
    }
    expect(TURN_ENTRIES.map((e) => e.verb).sort()).toEqual([...TURN_VERBS].sort());
    // One answer entry per question type, each answered only by verbs of the shape table.
    const types = ANSWER_ENTRIES.map((e) => e.question);
    expect(new Set(types).size).toBe(types.length);
    for (const e of ANSWER_ENTRIES) for (const v of e.verbs) expect(ALL_VERBS, e.question).toContain(v);
  });

  it('every pending question met in play has its entry, and the verbs it is answered with are that entry\'s', () => {
    for (const [preset, states] of STATES) {
      for (const g of states) {
        const q = g.state.pending[0];
        if (!q) continue;
        const entry = ANSWER_ENTRIES.find((e) => e.question === q.type);
        expect(entry, `${preset}: ${q.type}`).toBeDefined();
        for (const a of legalActions(g)) expect(entry!.verbs, `${preset}: ${q.type}`).toContain(a[1]);
      }
    }
  });

  it('a family of actions is one verb (and one card): the table checks a family once', () => {
    for (const [preset, states] of STATES) {
      for (const g of states) {
        for (const family of actionGroups(g)) {
          const kinds = new Set(family.actions().map((a) => (a[1] === 'play' ? `play ${String(a[2])}` : a[1])));
          expect(kinds.size, `${preset} ${family.label}: ${[...kinds].join(', ')}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('what legalActions lists passes the table\'s complete check and is accepted by apply', () => {
    for (const [preset, states] of STATES) {
      states.forEach((g, i) => {
        for (const a of pickSome(legalActions(g), 4, i)) {
          const refusal = whyNot(g, a);
          expect(refusal && `${refusal.rule}: ${refusal.reason}`, `${preset} ${JSON.stringify(a)}`).toBeNull();
          expect(apply(g, a).ok, `${preset} ${JSON.stringify(a)}`).toBe(true);
        }
      });
    }
  });

  it('the turn\'s checks refuse what apply refuses, with the same rule and words', () => {
    let compared = 0;
    for (const [preset, states] of STATES) {
      for (const g of states) {
        if (g.state.pending.length) continue;
        for (const a of illegalTurnActions(g)) {
          const applied = apply(g, a);
          const refusal = whyNot(g, a);
          if (applied.ok) continue;
          compared++;
          expect(refusal, `${preset} ${JSON.stringify(a)}`).not.toBeNull();
          expect({ rule: refusal!.rule, reason: refusal!.reason }, `${preset} ${JSON.stringify(a)}`).toEqual({ rule: applied.rule, reason: applied.reason });
          expect(namesARule(refusal!.rule), refusal!.rule).toBe(true);
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('an answer the question does not allow is refused, under a rule of the game', () => {
    let compared = 0;
    for (const [preset, states] of STATES) {
      for (const g of states) {
        const q = g.state.pending[0];
        if (!q) continue;
        const legal = new Set(legalActions(g).map((a) => JSON.stringify(a)));
        for (const a of wrongAnswers(g)) {
          if (legal.has(JSON.stringify(a))) continue;
          const refusal = whyNot(g, a);
          compared++;
          expect(refusal, `${preset} ${q.type} ${JSON.stringify(a)}`).not.toBeNull();
          expect(namesARule(refusal!.rule), `${q.type}: ${refusal!.rule}`).toBe(true);
          expect(apply(g, a).ok, `${preset} ${q.type} ${JSON.stringify(a)}`).toBe(false);
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('a game created with { log: false } is the same game, with no log', () => {
    for (const [preset, players] of PRESETS.slice(0, 3)) {
      const logged = playGame({ preset }, { seed: 9, players, agent: 'random' });
      const silent = playGame({ preset }, { seed: 9, players, agent: 'random', log: false });
      expect(silent.state.log).toEqual([]);
      expect(logged.state.log.length).toBeGreaterThan(0);
      expect(JSON.stringify({ ...silent.state, log: [] })).toBe(JSON.stringify({ ...logged.state, log: [] }));
    }
    expect(createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2, log: false }).state.log).toEqual([]);
  });
});

/** Turn actions that are mostly refused: the wrong player, a spread or Bucket on the wrong space, cards not held, a card played twice over. */
function illegalTurnActions(g: FireTowerGame): Action[] {
  const pid = actingPlayer(g)!;
  const other = g.state.players.find((p) => p.id !== pid)?.id ?? 'nobody';
  const hand = g.state.players.find((p) => p.id === pid)!.hand;
  const fire = g.state.fire[0] ?? [0, 0];
  const empty: Cell = [7, 7];
  return [
    [pid, 'spread', fire], [pid, 'spread', empty], [other, 'spread', empty],
    [pid, 'bucket', [empty]], [pid, 'bucket', [fire]], [other, 'bucket', [fire]],
    [pid, 'redraw', [...hand, ...hand]], [pid, 'redraw', []], [other, 'redraw', []],
    [pid, 'play', 'no-such-card', {}], [pid, 'reckless', hand.slice(0, 3)], [pid, 'heavy-smoke', hand.slice(0, 2)],
    [pid, 'pass-plan'], [pid, 'lookout'], [pid, 'patrol', hand[0] ?? 'x'], [pid, 'gem', empty],
  ];
}

/** Answers beside the legal ones: another verb of the entry with a space moved, someone else answering, a verb that answers nothing here. */
function wrongAnswers(g: FireTowerGame): Action[] {
  const pid = actingPlayer(g)!;
  const other = g.state.players.find((p) => p.id !== pid)?.id ?? 'enemy';
  const out: Action[] = [[other, 'pass'], [pid, 'spread', [0, 0]]];
  for (const a of legalActions(g).slice(0, 3)) {
    const moved = a.map((x) => (Array.isArray(x) && x.length === 2 && typeof x[0] === 'number' ? [15 - (x[0] as number), 15 - (x[1] as number)] : x)) as Action;
    out.push(moved);
  }
  return out;
}
