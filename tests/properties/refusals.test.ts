/**
 * What the fuzzer found, pinned: malformed actions are refused at `apply`'s door with
 * `action.shape` and the argument named (never a throw), and a damaged save is refused by
 * `fromJSON` with the field named (never a game that throws or stalls later).
 */
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/errors.ts';
import * as fp from '../../src/games/flash-point/game.ts';
import * as ft from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';
import { seedRng } from '../../src/core/rng.ts';

const cyclic: unknown[] = [1];
cyclic.push(cyclic);
let deep: unknown = [1, 2];
for (let i = 0; i < 5000; i++) deep = [deep];

describe('malformed actions are refused, naming the argument', () => {
  const setup = fp.createGame({ preset: 'experienced-recruit' }, { seed: 1, players: 2 });

  it.each([
    [['p1', 'place', [0, 0.5]], /argument 1 \(space\).*integers/],
    [['p1', 'place', [0, Number.NaN]], /argument 1 \(space\)/],
    [['p1', 'place', [-1, 3]], /off the board/],
    [['p1', 'place', cyclic], /argument 1 \(space\).*<cycle>/],
    [['p1', 'place', deep], /argument 1 \(space\)/],
    [['p1', 'place', new Array(100_000).fill(0)], /argument 1 \(space\)/],
    [['p1', 'place', [0, 3], 'extra'], /takes space \(got 2 arguments\)/],
    [['p1', 'park', 'engine', 1.5], /argument 2 \(spot\)/],
    [[7, 'place', [0, 3]], /player's id/],
    [['p1', { verb: 'place' }, [0, 3]], /verb/],
    [cyclic, /player's id/],
    ['place', /a list/],
    [['p1', 'teleport', [1, 1]], /unknown action `teleport`/],
  ] as [unknown, RegExp][])('Flash Point %#', (action, reason) => {
    const before = JSON.stringify(fp.toJSON(setup));
    const r = fp.apply(setup, action as fp.Action);
    expect(r).toMatchObject({ ok: false, rule: 'action.shape' });
    if (!r.ok) expect(r.reason).toMatch(reason);
    expect(JSON.stringify(fp.toJSON(setup))).toBe(before);
  });

  it('a pawn placed on a fractional space is refused, so every game stays savable', () => {
    expect(fp.apply(setup, ['p1', 'place', [0, 0.5]]).ok).toBe(false);
    const placed = fp.apply(setup, ['p1', 'place', [0, 3]]);
    expect(placed.ok).toBe(true);
    if (placed.ok) expect(JSON.stringify(fp.toJSON(fp.fromJSON(JSON.parse(JSON.stringify(fp.toJSON(placed.game))))))).toBe(JSON.stringify(fp.toJSON(placed.game)));
  });

  it('Fire Tower Solo: an enemy card laid with cells that are not a list is refused at the door', () => {
    let g = ft.createGame({ preset: 'fire-tower-solo-level-1' }, { seed: 4, players: 1 });
    const rng = seedRng(4);
    for (let i = 0; i < 500 && g.state.pending[0]?.type !== 'enemy-card'; i++) {
      const r = ft.apply(g, randomAgent(g, rng)!);
      if (!r.ok) throw new Error(r.reason);
      g = r.game;
    }
    expect(g.state.pending[0]?.type).toBe('enemy-card');
    const r = ft.apply(g, ['p1', 'place', { cells: 5 }]);
    expect(r).toMatchObject({ ok: false, rule: 'action.shape' });
    if (!r.ok) expect(r.reason).toMatch(/field `cells`/);
    expect(ft.apply(g, ['p1', 'place', { cells: [[1, 1]], bogus: true }])).toMatchObject({ ok: false, rule: 'action.shape' });
  });

  it.each([
    [['p1', 'spread', [1.5, 2]], /argument 1 \(space\)/],
    [['p1', 'spread', [99, 2]], /outside the 16x16 forest/],
    [['p1', 'play', 'x'.repeat(500)], /argument 1 \(card\)/],
    [['p1', 'play', 'ember', cyclic], /argument 2 \(card arguments\)/],
    [['p1', 'redraw', [1, 2]], /item 1 must be a word/],
    [['p1', 'bucket', deep], /argument 1 \(line\)/],
  ] as [unknown, RegExp][])('Fire Tower %#', (action, reason) => {
    const g = ft.createGame({ preset: 'fire-tower-base' }, { seed: 1, players: 2 });
    const r = ft.apply(g, action as ft.Action);
    expect(r).toMatchObject({ ok: false, rule: 'action.shape' });
    if (!r.ok) expect(r.reason).toMatch(reason);
  });
});

type Json = Record<string, unknown>;

function flashPointSave(preset: string, steps: number): Json {
  let g = fp.createGame({ preset }, { seed: 3, players: 2 });
  for (let i = 0; i < steps; i++) {
    const r = fp.apply(g, fp.legalActions(g)[0]!);
    if (r.ok) g = r.game;
  }
  return JSON.parse(JSON.stringify(fp.toJSON(g)));
}

function refusal(load: () => unknown): string {
  try {
    load();
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    return (e as Error).message;
  }
  throw new Error('the damaged save was accepted');
}

describe('damaged saves are refused, naming the field', () => {
  it.each([
    ['an unknown active player', (s: Json) => void (s.activePlayer = 'nobody'), /\/activePlayer/],
    ['a machine value the statechart lacks', (s: Json) => void (s.machine = { value: { turn: 'bogus' } }), /\/machine\/value/],
    ['a machine value of the wrong type', (s: Json) => void (s.machine = { value: 42 }), /\/machine\/value/],
    ['no log', (s: Json) => void delete s.log, /`log`/],
    ['no turn state', (s: Json) => void delete s.turnState, /`turnState`/],
    ['a fire off the board', (s: Json) => void (s.fire = [[40, 40]]), /\/fire\/0/],
    ['negative damage', (s: Json) => void ((s.walls as Json[])[0]!.damage = -1), /\/walls\/0\/damage/],
    ['damage cubes that do not add up', (s: Json) => void ((s.walls as Json[])[0]!.damage = 1), /\/damageSupply/],
    ['a garbage rng', (s: Json) => void (s.rng = { seed: 1, state: -5, draws: 'x' }), /\/rng\/state/],
    ['a garbage pending question', (s: Json) => void (s.pending = { type: 'ride', players: 3 }), /\/pending/],
    ['an unknown role', (s: Json) => void ((s.firefighters as Json[])[0]!.role = 'wizard'), /\/firefighters\/0\/role/],
  ] as [string, (s: Json) => void, RegExp][])('Flash Point: %s', (_what, damage, path) => {
    const save = flashPointSave('experienced-recruit', 6);
    damage(save);
    expect(refusal(() => fp.fromJSON(save))).toMatch(path);
  });

  it('Flash Point: an unknown card in the Fire Deck', () => {
    const save = flashPointSave('experienced-tragic-events', 6);
    ((save.cards as Json).fireDeck as string[])[0] = 'no-such-card';
    expect(refusal(() => fp.fromJSON(save))).toMatch(/\/cards\/fireDeck\/0/);
  });

  it('Flash Point: an edge on an upper floor ([r, c, side, floor]) round-trips', () => {
    const save = flashPointSave('urban-second-story', 6);
    expect((save.walls as { at: unknown[] }[]).some((w) => w.at.length === 4)).toBe(true);
    expect(JSON.stringify(fp.toJSON(fp.fromJSON(save)))).toBe(JSON.stringify(save));
  });

  it.each([
    ['an unknown active player', (s: Json) => void (s.activePlayer = 'nobody'), /\/activePlayer/],
    ['a machine value the statechart lacks', (s: Json) => void (s.machine = { value: 'nowhere' }), /\/machine\/value/],
    ['no log', (s: Json) => void delete s.log, /`log`/],
    ['a gem outside the forest', (s: Json) => void (s.fire = [[40, 40]]), /\/fire\/0/],
    ['an unknown card', (s: Json) => void ((s.players as Json[])[0]!.hand as string[]).push('no-such-card'), /\/players\/0\/hand/],
    ['a garbage rng', (s: Json) => void (s.rng = 'garbage'), /\/rng/],
    ['a question without its fields', (s: Json) => void (s.pending = [{ type: 'hawk', player: 'p1' }]), /\/pending\/0/],
    ['a question of no known type', (s: Json) => void (s.pending = [{ type: 'riddle', player: 'p1' }]), /\/pending\/0\/type/],
  ] as [string, (s: Json) => void, RegExp][])('Fire Tower: %s', (_what, damage, path) => {
    const save = JSON.parse(JSON.stringify(ft.toJSON(ft.createGame({ preset: 'fire-tower-base' }, { seed: 2, players: 2 })))) as Json;
    damage(save);
    expect(refusal(() => ft.fromJSON(save))).toMatch(path);
  });

  it('a save that is not JSON data (a cycle) is refused, not thrown about', () => {
    const save = flashPointSave('experienced-recruit', 2);
    save.self = save;
    expect(refusal(() => fp.fromJSON(save))).toMatch(/not JSON data/);
  });
});
