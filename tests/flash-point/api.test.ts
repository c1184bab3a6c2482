/**
 * The library API and the CLI of Flash Point: setup by the rules, typed refusals naming
 * the rule, legal actions per phase, the scenario command's exit codes and messages, play.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { apply, createGame, legalActions, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { tempDir } from '../helpers/fixtures.ts';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out, err };
}

function must(game: FlashPointGame, ...actions: [string, string, ...unknown[]][]): FlashPointGame {
  let g = game;
  for (const a of actions) {
    const r = apply(g, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused by ${r.rule}: ${r.reason}`);
    g = r.game;
  }
  return g;
}

describe('createGame: the Experienced setup follows the rules', () => {
  it.each([
    ['experienced-recruit', 4, 3, 3, 6, 6],
    ['experienced-veteran', 3, 3, 4, 3 + 2 + 3, 6],
    ['experienced-heroic', 2, 4, 5, 4 + 3, 12],
  ] as const)('%s with %i players: explosions, hazmats, hot spots and supply', (preset, players, explosions, hazmats, hotSpots, supply) => {
    const g = createGame({ preset }, { seed: 3, players });
    const s = g.state;
    expect(s.log.filter((e) => e.event === 'explosion')).toHaveLength(explosions);
    expect(s.hazmats).toHaveLength(hazmats);
    expect(s.pois).toHaveLength(3);
    // Hot spots: one per explosion plus the extras; a repeated space holds one marker.
    expect(s.hotSpots.length).toBeLessThanOrEqual(hotSpots);
    expect(s.hotSpots.length).toBeGreaterThanOrEqual(hotSpots - 2);
    expect(s.hotSpotSupply).toBe(supply);
    for (const h of s.hazmats) expect(s.log.some((e) => e.event === 'hazmat-placed' && JSON.stringify(e.at) === JSON.stringify(h))).toBe(true);
    expect(s.phase).toBe('setup');
    expect(s.status).toBe('setup');
  });

  it('the first explosion is on the central table, and its space holds a hot spot', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = createGame({ preset: 'experienced-recruit' }, { seed, players: 2 });
      const first = g.state.log.find((e) => e.event === 'explosion')!;
      const centre = ['3,3', '3,4', '3,5', '3,6', '4,6', '4,5', '4,4', '4,3'];
      expect(centre).toContain((first.at as number[]).join(','));
      expect(g.state.hotSpots.map((h) => h.join(','))).toContain((first.at as number[]).join(','));
    }
  });

  it('setup choices are actions: pawns go outside, then the vehicles are parked', () => {
    let g = createGame({ preset: 'experienced-recruit' }, { seed: 1, players: [{ id: 'a', role: 'generalist' }, { id: 'b', role: 'paramedic' }] });
    const placeOptions = legalActions(g);
    expect(placeOptions.every((a) => a[0] === 'a' && a[1] === 'place')).toBe(true);
    expect(placeOptions).toHaveLength(32); // the exterior ring around an 8x6 house: 10x8 - 6x8
    expect(apply(g, ['a', 'place', [2, 2]]).ok).toBe(false);
    g = must(g, ['a', 'place', [0, 7]], ['b', 'place', [3, 0]]);
    expect(legalActions(g).map((a) => a.slice(1).join(' '))).toEqual(['park engine 0', 'park engine 1', 'park engine 2', 'park engine 3', 'park ambulance 0', 'park ambulance 1', 'park ambulance 2', 'park ambulance 3']);
    g = must(g, ['a', 'park', 'engine', 0], ['a', 'park', 'ambulance', 3]);
    expect(g.state.phase).toBe('actions');
    expect(g.state.status).toBe('playing');
    expect(g.state.firefighters[0]).toMatchObject({ id: 'a', ap: 5, savedAp: 0 });
    expect(legalActions(g)).toContainEqual(['a', 'crew-change', 'driver-operator']);
    expect(legalActions(g)).not.toContainEqual(['a', 'crew-change', 'paramedic']); // b plays it
  });

  it('the family preset has the fixed start and one 4-AP role, and no vehicles', () => {
    let g = createGame({ preset: 'family' }, { seed: 1, players: 2 });
    expect(g.state.fire).toEqual([[2, 2], [2, 3], [3, 2], [3, 3], [3, 4], [3, 5], [4, 4], [5, 6], [5, 7], [6, 6]]);
    expect(g.state.pois.map((p) => p.at)).toEqual([[2, 4], [5, 1], [5, 8]]);
    expect(g.state.hazmats).toEqual([]);
    expect(g.state.hotSpots).toEqual([]);
    g = must(g, ['p1', 'place', [0, 1]], ['p2', 'place', [7, 8]]);
    expect(g.state.phase).toBe('actions');
    expect(g.state.firefighters.map((f) => [f.role, f.ap])).toEqual([['firefighter', 4], ['firefighter', 0]]);
    const r = apply(g, ['p1', 'drive', 'ambulance', 'cw']);
    expect(r).toMatchObject({ ok: false, rule: 'mech.vehicles' });
  });
});

describe('apply: pure, with typed refusals naming the rule', () => {
  const start = () => createGame({ preset: 'experienced-recruit' }, { seed: 4, players: [{ id: 'p1', role: 'generalist', at: [3, 0] }, { id: 'p2', role: 'paramedic', at: [0, 6] }], vehicles: { engine: 0, ambulance: 0 } });

  it('returns a new game and leaves the old one untouched', () => {
    const g = start();
    const before = JSON.stringify(g.state);
    const r = apply(g, ['p1', 'move', 'east']);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(g.state)).toBe(before);
    if (r.ok) expect(r.game.state.firefighters[0]!.at).toEqual([3, 1]);
  });

  it('names the rule: a wall, a specialist ability, the active player, the phase', () => {
    const g = start();
    const walled = must(g, ['p1', 'move', 'north']); // outside, from [3,0] to [2,0]
    expect(apply(walled, ['p1', 'move', 'east'])).toMatchObject({ ok: false, rule: 'mech.adjacent' }); // the outer wall of [2,1]
    expect(apply(g, ['p1', 'treat', [3, 0]])).toMatchObject({ ok: false, rule: 'ap.treat.paramedic-only' });
    expect(apply(g, ['p2', 'move', 'east'])).toMatchObject({ ok: false, rule: 'mech.turn' });
    expect(apply(g, ['p1', 'ride'])).toMatchObject({ ok: false, rule: 'mech.turn' });
    expect(apply(g, ['p1', 'identify', [3, 3]])).toMatchObject({ ok: false, rule: 'ap.identify.imaging-only' });
  });

  it('every legal action applies, and none outside the list does among the candidates tried', () => {
    let g = start();
    for (let i = 0; i < 6; i++) {
      const legal = legalActions(g);
      for (const a of legal) expect(apply(g, a).ok, JSON.stringify(a)).toBe(true);
      g = must(g, legal.find((a) => a[1] === 'move') ?? legal[legal.length - 1]!);
    }
  });
});

describe('firerules scenario and play', () => {
  const dir = tempDir('fp-scenario-');
  const file = (name: string, text: string) => {
    const f = path.join(dir, name);
    writeFileSync(f, text);
    return f;
  };
  const head = 'game: flash-point\nconfig: { preset: experienced-recruit }\nplayers:\n  - { id: p1, role: generalist, at: [3, 0] }\n';

  it('a refused action: exit 2, naming the action index, player and rule; nothing after it applies', async () => {
    const f = file('refused.yaml', `${head}place:\n  fire: [[3, 2]]\n  victims: [{ at: [3, 1] }]\nactions:\n  - [p1, move, east]\n  - [p1, pick-up, victim]\n  - [p1, move, east]\n  - [p1, move, east]\n`);
    const r = await run('scenario', f, '--json');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/action 2 .*by p1 refused by rule ap\.move\.no-carrying-into-fire/);
    const state = JSON.parse(r.out[0]!);
    expect(state.firefighters[0].at).toEqual([3, 1]);
  });

  it('an expect block that is not met: exit 3 with the differences', async () => {
    const f = file('expect.yaml', `${head}actions:\n  - [p1, move, east]\nexpect:\n  state: { firefighters: [{ at: [3, 2] }] }\n`);
    const r = await run('scenario', f);
    expect(r.code).toBe(3);
    expect(r.err.join('\n')).toContain('state.firefighters[0].at');
  });

  it('a broken scenario file: exit 1 with file, line and what was expected; no stack', async () => {
    const f = file('broken.yaml', `${head}place:\n  smoke: [[2, "x"]]\n`);
    const r = await run('scenario', f);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/broken\.yaml:6:\d+: scenario: .* must be integer/);
    expect(r.err.join('\n')).not.toMatch(/at .*\.ts:\d+/);
  });

  it('a board with fireproof doors needs the special-doors module', async () => {
    const board = '    id: shed\n    title: Shed\n    rows: 1\n    cols: 2\n    doors: [{ at: [1, 1, east], kind: fireproof }]\n    parking: { engine: [[[0, 1], [0, 2]]], ambulance: [[[2, 1], [2, 2]]] }\n';
    const f = file('shed.yaml', `game: flash-point\nconfig:\n  modules: [core]\n  board:\n${board}players:\n  - { id: p1, role: generalist, at: [0, 1] }\n`);
    const r = await run('scenario', f);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/board shed has locked or fireproof doors.*add the module special-doors/);
  });

  it('hidden PoI identities appear only with --reveal', async () => {
    const f = file('poi.yaml', `${head}place:\n  pois: [{ at: [2, 2], is: false-alarm }]\n`);
    const hidden = JSON.parse((await run('scenario', f, '--json')).out[0]!);
    const shown = JSON.parse((await run('scenario', f, '--json', '--reveal')).out[0]!);
    expect(hidden.pois[0]).not.toHaveProperty('is');
    expect(shown.pois[0]).toMatchObject({ at: [2, 2], is: 'false-alarm' });
  });

  it('play runs a whole game to a result, deterministically', async () => {
    const a = await run('play', '--preset', 'experienced-recruit', '--players', '3', '--seed', '11', '--agent', 'random', '--json');
    const b = await run('play', '--preset', 'experienced-recruit', '--players', '3', '--seed', '11', '--agent', 'random', '--json');
    expect(a.code).toBe(0);
    expect(a.out[0]).toBe(b.out[0]);
    expect(['won', 'lost']).toContain(JSON.parse(a.out[0]!).status);
    const text = await run('play', '--players', '2', '--seed', '3', '--agent', 'greedy');
    expect(text.out.join('\n')).toMatch(/== Turn 1: p1/);
    expect(text.out.join('\n')).toMatch(/Result: (WON|LOST)/);
    expect((await run('play', '--agent', 'clever')).code).toBe(2);
  });
});
