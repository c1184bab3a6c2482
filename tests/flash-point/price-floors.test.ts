/**
 * The price floors legalActions skips whole verbs by (moves/pay.ts `priceFloor`, the
 * entries' `pricesOwnAction` and `paysOwnPrice`), on random games of every preset
 * (FIRERULES_DIFF_GAMES per preset, default 1):
 * - every AP-cost question the game asks gets a priced answer no lower than its floor, and
 *   none when the floor says every such question is refused (the floor against the fold),
 *   whether asked the general way (`compute`) or answered by a compiled pricer;
 * - every candidate of a flagged verb whose plan is legal has a finite floor and, for a verb
 *   that pays its own price, costs at least the floor, which the firefighter can pay (the
 *   flags against the plans).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { Ruleset } from '../../src/core/ruleset.ts';
import type { FlashPointGame } from '../../src/games/flash-point/game.ts';
import { questionFacts } from '../../src/games/flash-point/ap-facts.ts';
import { availableFor, FLOOR_FACTS, priceFloor } from '../../src/games/flash-point/moves/pay.ts';
import { ApPricer } from '../../src/games/flash-point/pricer.ts';
import { VERB_TABLE } from '../../src/games/flash-point/moves/table.ts';
import { turnCandidates } from './turn-candidates.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { Refusal, World } from '../../src/games/flash-point/world.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);
const presets = readdirSync(path.join(PROJECT_RULES, 'flash-point', 'presets')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();
const FLAGGED = [...VERB_TABLE.values()].filter((e) => e.pricesOwnAction || e.paysOwnPrice);

/** Where a flagged verb's legal plan contradicts its floor, as readable lines. */
function planProblems(game: FlashPointGame): string[] {
  const s = game.state;
  if (s.phase !== 'actions' || s.pending) return [];
  const w = new World(s, game.engine.board, game.engine.rules);
  const f = s.firefighters.find((x) => x.id === s.activePlayer)!;
  const { around } = turnCandidates(w, f);
  const out: string[] = [];
  for (const e of FLAGGED) {
    const floor = priceFloor(w, f, e.verb);
    for (const args of e.candidates(w, f, around)) {
      const p = e.plan(w, f, args, around);
      if (p instanceof Refusal) continue;
      const what = `${JSON.stringify([e.verb, ...args])} (${f.role}, floor ${floor})`;
      if (floor === Infinity) out.push(`${what} is legal though never priced`);
      if (!e.paysOwnPrice) continue;
      const cost = (p as { cost?: unknown }).cost;
      const have = availableFor(w, f, e.verb);
      if (typeof cost !== 'number' || cost < floor) out.push(`${what} costs ${String(cost)}`);
      if (have instanceof Refusal || have < floor) out.push(`${what} is legal with ${String(have)} AP`);
    }
  }
  return out;
}

describe('price floors', () => {
  it.each(presets)('hold for every question and every legal plan of %s random games', (preset) => {
    const problems: string[] = [];
    const compute = Ruleset.prototype.compute;
    const spy = vi.spyOn(Ruleset.prototype, 'compute').mockImplementation(function (this: Ruleset, value, facts, base) {
      const answer = compute.call(this, value, facts, base);
      if (value !== 'ap-cost' || base !== undefined) return answer;
      const floor = this.table('ap-cost').lowest(facts, FLOOR_FACTS);
      const priced = !answer.forbidden && answer.trace.some((t) => t.op === 'set');
      if (priced && !(answer.value >= floor)) problems.push(`${JSON.stringify(facts)}: ${answer.value} below the floor ${floor}`);
      return answer;
    });
    // The compiled pricer asks `compute` only for a question it has not met: its own answers
    // are checked here, with the facts the general way would have asked with.
    const answer = ApPricer.prototype.answer;
    const pricerSpy = vi.spyOn(ApPricer.prototype, 'answer').mockImplementation(function (this: ApPricer, w, f, step, more) {
      const priced = answer.call(this, w, f, step, more);
      const facts = questionFacts(w, f, this.action, step, more);
      const floor = w.rules.ruleset.table('ap-cost').lowest(facts, FLOOR_FACTS);
      if (typeof priced === 'number' && !(priced >= floor)) problems.push(`${JSON.stringify(facts)}: ${priced} (compiled pricer) below the floor ${floor}`);
      return priced;
    });
    try {
      for (let seed = 1; seed <= GAMES; seed++) {
        playGame({ preset }, { seed, players: 3, agent: 'random', maxTurns: 25, onStep: (game) => problems.push(...planProblems(game)) });
      }
    } finally {
      spy.mockRestore();
      pricerSpy.mockRestore();
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
