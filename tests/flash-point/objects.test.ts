/**
 * A dangerous object's spill, whose chain is random: checked as properties over seeds
 * (five markers, the first where the object stood, each next to an earlier one, one per
 * space; nobody left standing on a Toxic marker, victims there lost).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScenario, runScenario } from '../../src/games/flash-point/scenario.ts';
import { tempDir } from '../helpers/fixtures.ts';

const dir = tempDir('fp-objects-');

function spill(seed: number) {
  const file = path.join(dir, `spill-${seed}.yaml`);
  writeFileSync(file, `game: flash-point
config:
  modules: [core, objects]
  board:
    id: store
    title: Store (test board)
    rows: 3
    cols: 4
    openings: [[2, 1, west]]
    parking: { engine: [[[0, 1], [0, 2]]], ambulance: [[[2, 0], [3, 0]]] }
    arrows: { "1,4": south }
    objects: [{ id: drums, kind: dangerous, spaces: [[1, 4]], damageSpaces: 1 }]
seed: ${seed}
players:
  - { id: p1, role: generalist, at: [0, 1] }
  - { id: p2, role: paramedic, at: [1, 3] }
place:
  fire: [[2, 4]]
  victims: [{ at: [1, 2] }, { at: [1, 3] }, { at: [3, 4] }]
dice:
  - [2, 4]
actions:
  - [p1, end-turn]
`);
  const { data, yaml, baseDir } = readScenario(file);
  return runScenario(data, yaml, baseDir).game.state;
}

describe('a dangerous object spills Toxic markers', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i', (seed) => {
    const s = spill(seed);
    expect(s.objects[0]).toMatchObject({ id: 'drums', destroyed: true, damage: 1 });
    expect(s.toxic).toHaveLength(5);
    const keys = s.toxic.map((t) => t.join(','));
    expect(new Set(keys).size).toBe(5);
    expect(keys).toContain('1,4');
    const log = s.log.find((e) => e.event === 'spill')!;
    const chain = log.toxic as number[][];
    expect(chain[0]).toEqual([1, 4]);
    chain.slice(1).forEach((t, i) => {
      expect(chain.slice(0, i + 1).some((c) => Math.abs(c[0]! - t[0]!) + Math.abs(c[1]! - t[1]!) === 1)).toBe(true);
    });
    for (const v of s.victims) expect(keys).not.toContain(v.at.join(','));
    for (const f of s.firefighters) expect(keys).not.toContain(f.at!.join(','));
    const lostToToxic = s.log.filter((e) => e.event === 'lost' && e.why === 'toxic').length;
    expect(lostToToxic).toBe(['1,2', '1,3', '3,4'].filter((k) => keys.includes(k)).length);
  });
});
