/**
 * A card's direct check (card-checks.ts `cardRefusal`, what `whyNot` and `apply` ask) against
 * its listing (cards.ts `cardChoices`, the legal-move generator), the oracle: along random
 * games on every preset (FIRERULES_DIFF_GAMES per preset, default 1), at every step, for every
 * card of the acting player's hand, the planned card, a question's cards and one more card of
 * the rules in turn, every listed choice passes the check, and arguments near the listed ones
 * (a space moved one step, dropped or added, another direction or wind, another card's choice,
 * a malformed shape) pass it exactly when they are listed. Listed and given arguments are
 * compared as apply reads them: a list of spaces in any order, keys the card never reads left out.
 * Refused arguments get the same rule and words from `whyNot` as from `apply`.
 */
import { describe, expect, it } from 'vitest';
import { apply, actingPlayer, createGame, legalActions, whyNot, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { playGame } from '../../src/games/fire-tower/play.ts';
import { cardChoices, type CardArgs } from '../../src/games/fire-tower/cards.ts';
import { cardRefusal, isCell } from '../../src/games/fire-tower/card-checks.ts';
import { World } from '../../src/games/fire-tower/world.ts';
import type { Cell } from '../../src/games/fire-tower/patterns.ts';
import { presetsOf } from '../properties/fuzz.ts';
import { eachScenarioState, playersOf, scenarioFiles } from './state-walks.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
const STEPS: Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const WINDS = ['north', 'east', 'south', 'west', 'north-east'];
/** Listed choices of each card given near misses at a step: spread over the list. */
const NEAR_SAMPLE = 2;

const MALFORMED: unknown[] = [
  null, [], {}, { cells: [] }, { cells: [[0, 0.5]] }, { cells: 'x' }, { at: 'x' }, { at: [8] }, { reroll: true }, { reroll: false },
  { gem: [0, 0] }, { add: [8, 8] }, { remove: [8, 8] }, { pair: [[8, 8]] }, { at: [8, 8] }, { from: [8, 8], to: [8, 9] }, { wind: 'up' },
];

const sortedByText = (xs: unknown[]): unknown[] => xs.map((x) => JSON.stringify(x)).sort();

/** Arguments as apply reads them: keys in order, only those the card reads (`keys`), lists of spaces as sets. */
function canonical(args: unknown, keys: ReadonlySet<string>): string {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return `not an object: ${JSON.stringify(args)}`;
  const o = args as Record<string, unknown>;
  const kept = Object.keys(o).filter((k) => keys.has(k)).sort();
  return JSON.stringify(kept.map((k) => [k, (k === 'cells' || k === 'pair') && Array.isArray(o[k]) ? sortedByText(o[k] as unknown[]) : o[k]]));
}

const moved = (c: Cell, d: Cell): Cell => [c[0] + d[0], c[1] + d[1]];

/** Arguments one step from a listed choice. */
function nearMisses(choice: CardArgs): unknown[] {
  const out: unknown[] = [];
  for (const [k, v] of Object.entries(choice)) {
    if (isCell(v)) for (const d of STEPS) out.push({ ...choice, [k]: moved(v, d) });
    else if (Array.isArray(v) && v.every(isCell)) {
      v.forEach((cell, i) => {
        for (const d of STEPS) out.push({ ...choice, [k]: v.map((x, j) => (j === i ? moved(x, d) : x)) });
        out.push({ ...choice, [k]: v.filter((_, j) => j !== i) });
        for (const d of STEPS) out.push({ ...choice, [k]: [...v, moved(cell, d)] });
      });
    } else if (k === 'direction' || k === 'wind') for (const x of WINDS) out.push({ ...choice, [k]: x });
  }
  return out;
}

/** The cards whose arguments are checked at this state: the acting player's hand, the plan's card, a question's cards, and `extra`. */
function cardsAt(g: FireTowerGame, extra: string): string[] {
  const pid = actingPlayer(g);
  const hand = g.state.players.find((p) => p.id === pid)?.hand ?? [];
  const q = g.state.pending[0];
  const asked = q?.type === 'play-one' ? q.cards : q?.type === 'heavy-smoke' ? [q.card] : [];
  return [...new Set([...hand, ...(g.state.solo?.plan?.slice(0, 1) ?? []), ...asked, extra])];
}

interface Tally {
  problems: string[];
  /** Effects (and their option variants) whose listed choices were met. */
  met: Set<string>;
  refusedCompared: number;
}

function checkState(g: FireTowerGame, step: number, allCards: string[], tally: Tally): void {
  const w = World.reading(g.state, g.engine.forest, g.engine.rules);
  checkCardAnswers(g, step, tally);
  const cards = cardsAt(g, allCards[step % allCards.length]!);
  const listedOf = new Map(cards.map((c) => [c, cardChoices(w, w.rules.card(c))]));
  const others = [...listedOf.values()].flatMap((l) => l.slice(0, 2));
  const pid = actingPlayer(g);
  const turnPlay = !g.state.pending.length && g.state.phase === 'action' && pid !== undefined;
  let compared = 0;
  for (const [card, listed] of listedOf) {
    const item = w.rules.card(card);
    const keys = new Set(listed.flatMap((a) => Object.keys(a)));
    const listedKeys = new Set(listed.map((a) => canonical(a, keys)));
    if (listed.length) tally.met.add(`${item.effect}${item.pattern?.centre ? ' centred' : ''}${w.rules.option('ember') === 'add-or-remove' && item.effect === 'ember' ? ' add-or-remove' : ''}${w.solo?.challenges.includes('dry-season') ? ' dry-season' : ''}`);
    for (const a of listed) {
      const r = cardRefusal(w, card, item, a);
      if (r) tally.problems.push(`step ${step} ${card} ${JSON.stringify(a)} is listed, the check refuses it: ${r.rule}: ${r.reason}`);
    }
    const stride = Math.max(1, Math.floor(listed.length / NEAR_SAMPLE));
    const given = [...MALFORMED, ...others, ...listed.filter((_, i) => i % stride === 0).slice(0, NEAR_SAMPLE).flatMap(nearMisses)];
    for (const a of given) {
      const r = cardRefusal(w, card, item, a);
      if ((r === null) !== (listedKeys.has(canonical(a, keys)))) tally.problems.push(`step ${step} ${card} ${JSON.stringify(a)}: the check ${r ? `refuses it (${r.rule}: ${r.reason})` : 'passes it'}, the listing ${r ? 'holds' : 'lacks'} it`);
      // whyNot and apply agree on a few refused plays a step (apply copies the game).
      if (r && turnPlay && compared < 3 && typeof a === 'object' && a !== null) {
        compared++;
        tally.refusedCompared++;
        const action: Action = [pid!, 'play', card, a];
        const why = whyNot(g, action);
        const applied = apply(g, action);
        if (applied.ok || !why || why.rule !== applied.rule || why.reason !== applied.reason) {
          tally.problems.push(`step ${step} ${JSON.stringify(action)}: whyNot ${why ? `${why.rule}: ${why.reason}` : 'null'}, apply ${applied.ok ? 'ok' : `${applied.rule}: ${applied.reason}`}`);
        }
      }
    }
  }
}

/** Questions answered by playing a card: each listed play passes whyNot, and plays near them pass it exactly when listed. */
function checkCardAnswers(g: FireTowerGame, step: number, tally: Tally): void {
  const q = g.state.pending[0];
  if (q?.type !== 'play-one' && q?.type !== 'heavy-smoke' && q?.type !== 'second-crown-fire') return;
  const listed = legalActions(g).filter((a) => a[1] === 'play');
  // The keys each card reads, from its listed plays.
  const keysOf = new Map<unknown, Set<string>>();
  for (const a of listed) for (const k of Object.keys(a[3] as CardArgs)) keysOf.set(a[2], (keysOf.get(a[2]) ?? new Set()).add(k));
  const key = (a: Action) => `${String(a[2])} ${canonical(a[3], keysOf.get(a[2]) ?? new Set())}`;
  const listedKeys = new Set(listed.map(key));
  const stride = Math.max(1, Math.floor(listed.length / NEAR_SAMPLE));
  const near = listed.filter((_, i) => i % stride === 0).slice(0, NEAR_SAMPLE).flatMap((a) => nearMisses(a[3] as CardArgs).map((args): Action => [a[0], 'play', a[2], args]));
  const cards = 'cards' in q ? q.cards : [q.type === 'heavy-smoke' ? q.card : 'crown-fire'];
  const others = cards.flatMap((card) => [...MALFORMED.slice(2), ...listed.slice(0, 3).map((a) => a[3])].map((args): Action => [q.player, 'play', card, args]));
  tally.met.add(`answer ${q.type}`);
  // whyNot builds a World per call: the listed answers are spread over, not all asked.
  const listedSample = listed.filter((_, i) => i % Math.max(1, Math.floor(listed.length / 16)) === 0);
  for (const a of [...listedSample, ...near, ...others]) {
    const why = whyNot(g, a);
    // A malformed shape is refused before any rule is read, listed or not.
    if (why?.rule === 'action.shape') continue;
    if ((why === null) !== listedKeys.has(key(a))) tally.problems.push(`step ${step} ${q.type} ${JSON.stringify(a)}: whyNot ${why ? `refuses it (${why.rule}: ${why.reason})` : 'passes it'}, the listing ${why ? 'holds' : 'lacks'} it`);
  }
}

function run(config: { preset: string; options?: Record<string, string> }, met: Set<string>): Tally {
  const tally: Tally = { problems: [], met, refusedCompared: 0 };
  const allCards = [...createGame(config, { seed: 1, players: playersOf(config.preset, 1) }).engine.rules.cards.keys()].sort();
  for (let seed = 1; seed <= GAMES && tally.problems.length < 20; seed++) {
    let step = 0;
    const opts = { seed, players: playersOf(config.preset, seed) };
    checkState(createGame(config, opts), step++, allCards, tally);
    playGame(config, { ...opts, agent: 'random', onStep: (g) => g.state.status !== 'over' && checkState(g, step++, allCards, tally) });
  }
  return tally;
}

describe('Fire Tower card checks against the listing of choices', () => {
  const met = new Set<string>();
  const configs: [string, { preset: string; options?: Record<string, string> }][] = [
    ...presetsOf('fire-tower').map((preset): [string, { preset: string }] => [preset, { preset }]),
    ['fire-tower-base, Ember add-or-remove, Smokejumper on the Eternal Flame', { preset: 'fire-tower-base', options: { ember: 'add-or-remove', smokejumperCentre: 'gem-or-eternal-flame' } }],
  ];

  it.each(configs)('%s', (_name, config) => {
    const tally = run(config, met);
    expect(tally.problems.slice(0, 20)).toEqual([]);
    expect(tally.refusedCompared).toBeGreaterThan(10);
  }, 120_000);

  // Scenarios reach what random games seldom do (Solo's Dry Season among them).
  it(`at every step of the ${scenarioFiles.length} scenarios`, () => {
    const problems: string[] = [];
    eachScenarioState((game, where, step) => {
      const tally: Tally = { problems: [], met, refusedCompared: 0 };
      checkState(game, step, [...game.engine.rules.cards.keys()].sort(), tally);
      problems.push(...tally.problems.map((p) => `${where}: ${p}`));
    });
    expect(problems.slice(0, 20)).toEqual([]);
  }, 120_000);

  it('every kind of card met with choices', () => {
    expect([...met].sort()).toEqual(expect.arrayContaining(['backburn', 'crown-fire', 'ember', 'ember add-or-remove', 'explosion centred', 'helitack', 'place-fire', 'place-firebreak', 'remove-fire', 'remove-fire centred', 'rolling-firebrand', 'set-wind', 'remove-fire dry-season', 'answer play-one', 'answer heavy-smoke', 'answer second-crown-fire', 'remove-fire centred dry-season', 'helitack dry-season', 'add-or-remove-firebreak', 'creeping-fires', 'firehawk']));
  });
});
