/**
 * The state copy an apply works on (state-copy.ts) and the status the snapshot derives from
 * the machine value. The copy is written as literals for the key layouts games usually have,
 * and spread for any other: either way it holds the same keys in the same order (the saved
 * JSON is the state itself, so its text must not change), and its own records.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, fromJSON, legalActions, toJSON, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { cloneForUpdate } from '../../src/games/flash-point/state-copy.ts';
import type { FlashPointState } from '../../src/games/flash-point/state.ts';

/** Every key path of `x`, in order (arrays by index), so two values with the same text but another key order differ. */
function keyPaths(x: unknown, at = ''): string[] {
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x).flatMap(([k, v]) => [`${at}/${k}`, ...keyPaths(v, `${at}/${k}`)]);
}

function played(steps: number): FlashPointGame {
  let game = createGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4 });
  for (let i = 0; i < steps && game.state.phase !== 'over'; i++) {
    const legal = legalActions(game);
    const r = apply(game, legal.find((a) => a[1] === 'end-turn') ?? legal[0]!);
    if (!r.ok) throw new Error(r.reason);
    game = r.game;
  }
  return game;
}

/** The same state with its keys in reverse order, as a hand-written saved game may have them. */
function reversed(s: FlashPointState): FlashPointState {
  return Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(s)) as object).reverse()) as FlashPointState;
}

describe('cloneForUpdate', () => {
  it('copies a state in the usual layout key for key, in order', () => {
    const s = played(12).state;
    expect(Object.keys(s)).toContain('fireTarget');
    const copy = cloneForUpdate(s);
    expect(keyPaths(copy)).toEqual(keyPaths(s));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
  });

  it('copies a state whose keys are in another order, and records with other keys, as they are', () => {
    const s = reversed(played(5).state);
    s.firefighters[0]!.out = false;
    s.pois = s.pois.map((p) => ({ at: p.at, id: p.id, ...(p.is ? { is: p.is } : {}) }));
    s.rng = { draws: s.rng.draws, seed: s.rng.seed, state: s.rng.state };
    s.turnState = { ...s.turnState, lookedAtEvent: true };
    const copy = cloneForUpdate(s);
    expect(keyPaths(copy)).toEqual(keyPaths(s));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
  });

  it('gives the copy its own firefighters, PoIs, RNG, pools and turn state', () => {
    const s = played(3).state;
    const before = JSON.stringify(s);
    const copy = cloneForUpdate(s);
    copy.firefighters[0]!.ap += 5;
    copy.firefighters[0]!.specialAp.experience = 3;
    copy.pois[0]!.at = [0, 0];
    copy.rng.draws++;
    copy.turnState.commanded.p2 = 1;
    copy.poiPool.victim = 99;
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('status, derived from the machine value', () => {
  it('is setup while the machine is in setup, then playing from the first turn', () => {
    const game = createGame({ preset: 'experienced-recruit' }, { seed: 3, players: 3 });
    expect([game.state.machine.value, game.state.status]).toEqual(['setup', 'setup']);
    const later = played(12).state;
    expect(later.machine.value).not.toBe('setup');
    expect(later.status).toBe('playing');
  });

  it('is checked by fromJSON against the machine value', () => {
    const saved = JSON.parse(JSON.stringify(toJSON(played(12)))) as FlashPointState;
    expect(fromJSON(saved).state.status).toBe('playing');
    expect(() => fromJSON({ ...saved, status: 'won' })).toThrow(/status won does not match the machine state/);
    expect(() => fromJSON({ ...saved, status: 'setup' })).toThrow(/status setup does not match the machine state/);
  });
});
