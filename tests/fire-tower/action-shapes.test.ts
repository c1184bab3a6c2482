/**
 * Every verb checks the shape of its arguments before it acts: at each step of every
 * scenario, the next action with one argument swapped for a wrong shape is refused
 * ({ ok: false, rule, reason }) or accepted, and never throws.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type FireTowerGame } from '../../src/games/fire-tower/game.ts';
import { readScenario, scenarioStart } from '../../src/games/fire-tower/scenario.ts';

const dir = path.join(import.meta.dirname, 'scenarios');
const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.yaml')).sort();

/** Wrong shapes for an argument: scalars, empty and nested lists, cells off the board, objects with bad fields. */
const JUNK: unknown[] = [
  5, 'x', null, [null], [[null]], [-1, 99], [[-1, 99]],
  {}, { cells: 5 }, { cells: [null] }, { at: 5 }, { pair: [[1, 2], null] }, { gem: 'x' }, { from: 5, to: null },
];

function variants(action: Action): Action[] {
  const out: Action[] = [];
  const n = Math.max(action.length, 4);
  for (let i = 2; i < n; i++) for (const j of JUNK) {
    const a = [...action] as Action;
    a[i] = j;
    out.push(a);
  }
  return out;
}

function noThrow(game: FireTowerGame, action: Action, where: string): void {
  let r;
  try {
    r = apply(game, action);
  } catch (e) {
    throw new Error(`${where}: ${JSON.stringify(action)} threw ${String(e)}`);
  }
  if (!r.ok) expect(typeof r.rule === 'string' && typeof r.reason === 'string', where).toBe(true);
}

describe('Fire Tower verbs refuse wrong argument shapes instead of throwing', () => {
  it.each(files)('%s', (file) => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, file));
    let game = scenarioStart(data, yaml, baseDir);
    for (const [i, action] of (data.actions ?? []).entries()) {
      for (const v of variants(action)) noThrow(game, v, `${file} before action ${i}`);
      const r = apply(game, action);
      if (!r.ok) return;
      game = r.game;
    }
    // And each verb offered at the end, with wrong shapes.
    const seen = new Set<string>();
    for (const a of legalActions(game)) {
      if (seen.has(a[1])) continue;
      seen.add(a[1]);
      for (const v of variants(a)) noThrow(game, v, `${file} at the end`);
    }
  });

  it('a Solo enemy card answered with { cells: 5 } is refused', () => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, 'solo', 'enemy-flare-up-in-quadrant.yaml'));
    let game = scenarioStart({ ...data, actions: [] }, yaml, baseDir);
    for (let i = 0; i < 20 && game.state.pending[0]?.type !== 'enemy-card'; i++) game = (apply(game, legalActions(game)[0]!) as { game: FireTowerGame }).game;
    expect(game.state.pending[0]?.type).toBe('enemy-card');
    const r = apply(game, ['p1', 'place', { cells: 5 }]);
    // Refused at apply's door, by the verb's declared argument shape, before solo.ts reads it.
    expect(r).toMatchObject({ ok: false, rule: 'action.shape' });
  });
});
