/**
 * Advance Fire as child states of the statechart: scenarios that hit a hot-spot chain, a
 * hazmat explosion, knock-down and hazmat-order questions, and heat through bulkheads, each
 * played through an XState actor whose inspection reports every microstep, so the machine
 * values visited inside `advancingFire` can be compared with the order the rules give: roll →
 * resolve → flashover → roll again on a hot spot → hazmats → losses → knock-downs → cleanup.
 * The game itself (stepped by the compiled table) must stop where the actor stops.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import { apply, fromJSON, legalActions, machineEvent, toJSON, type FlashPointGame } from '../../src/games/flash-point/game.ts';
import { currentMachineValue } from '../../src/games/flash-point/fire-position.ts';
import { readScenario, scenarioStart } from '../../src/games/flash-point/scenario.ts';
import type { ScenarioData } from '../../src/games/flash-point/scenario-format.ts';
import { ANSWER_VERBS, type Action } from '../../src/games/flash-point/actions.ts';

const dir = path.join(import.meta.dirname, 'scenarios');

/** `{ turn: { advancingFire: { heatOfAdvance: 'transferring' } } }` → 'heatOfAdvance.transferring'; outside the phase, the turn's state. */
function firePath(value: StateValue): string {
  const turn = typeof value === 'object' ? value.turn : value;
  if (typeof turn !== 'object') return String(turn);
  const parts: string[] = [];
  for (let v: StateValue | undefined = turn.advancingFire; v !== undefined; ) {
    if (typeof v === 'string') {
      parts.push(v);
      break;
    }
    const [k] = Object.keys(v);
    parts.push(k!);
    v = v[k!];
  }
  return parts.join('.');
}

interface Played {
  /** Every state entered from the first action on, in order (turn-level states by name). */
  visited: string[];
  game: FlashPointGame;
}

/**
 * Play a scenario's actions (answering any other question with its first legal answer, as the
 * scenario runner does) on the game and, event for event, on an actor of the same machine.
 */
function play(file: string, edit: (data: ScenarioData) => ScenarioData = (d) => d): Played {
  const read = readScenario(path.join(dir, file));
  const { yaml, baseDir } = read;
  const data = edit(read.data);
  let game = scenarioStart(data, yaml, baseDir);
  const machine = game.engine.machine;
  const visited: string[] = [];
  const actor = createActor(machine, {
    input: game.state,
    snapshot: machine.resolveState({ value: game.state.machine.value as StateValue, context: game.state }),
    inspect: (e) => {
      // A microstep without transitions is the actor stopping, not a state entered.
      const step = e as unknown as { snapshot: { value: StateValue }; _transitions?: unknown[] };
      if (e.type === '@xstate.microstep' && step._transitions?.length) visited.push(firePath(step.snapshot.value));
    },
  });
  actor.start();
  const send = (action: Action) => {
    const r = apply(game, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.reason}`);
    game = r.game;
    actor.send(machineEvent(action));
    expect(actor.getSnapshot().value).toEqual(game.state.machine.value);
  };
  const queue = [...(data.actions ?? [])] as Action[];
  for (let guard = 0; guard < 100 && (queue.length || game.state.pending); guard++) {
    const next = queue[0];
    if (game.state.pending && !(next && (ANSWER_VERBS as readonly string[]).includes(next[1]))) send(legalActions(game)[0]!);
    else send(queue.shift()!);
  }
  actor.stop();
  return { visited, game };
}

/** The states of one plain advance: the roll, its result, and its spread (flashover, hot spots). */
const ADVANCE = ['nextRoll', 'rolling', 'rolled', 'spreading'];
/** The steps after the rolls when nothing is in fire: hazmats, losses, knock-downs, cleanup. */
const AFTER_ROLLS = ['nextRoll', 'hazmats', 'losses', 'knockDowns', 'cleanup', 'replenishingPoi', 'passing', 'start', 'actions'];

describe('Advance Fire steps as states of the statechart', () => {
  it('a hot-spot chain: the roll is repeated while each target held a hot spot, then the later steps', () => {
    const { visited, game } = play('hot-spots/hot-spot-chain-repeats.yaml');
    expect(visited).toEqual([...ADVANCE, ...ADVANCE, ...ADVANCE, ...AFTER_ROLLS]);
    expect(game.state.fireChain).toBe(3);
  });

  it('a hazmat in fire explodes in the hazmat step, after the flashover and before the losses', () => {
    const { visited } = play('fire/hazmat-in-fire-explodes.yaml');
    expect(visited).toEqual([...ADVANCE, 'nextRoll', 'hazmats', 'explodingHazmat', 'hazmats', 'losses', 'knockDowns', 'cleanup', 'replenishingPoi', 'passing', 'start', 'actions']);
  });

  it('two hazmats in fire: the phase waits in choosingHazmat, then checks the hazmats again', () => {
    // A second hazmat, already in fire on 2-2, beside the one the advance sets alight on 5-5.
    const { visited } = play('fire/hazmat-in-fire-explodes.yaml', (d) => ({ ...d, place: { ...d.place, fire: [[2, 2]], hazmats: [[2, 2], [5, 5]] } }));
    const i = visited.indexOf('choosingHazmat');
    expect(visited.slice(0, i + 1)).toEqual([...ADVANCE, 'nextRoll', 'hazmats', 'explodingHazmat', 'choosingHazmat']);
    // The answer explodes one: its heat (none here) is resolved, then the hazmats are checked again.
    expect(visited.slice(i + 1, i + 4)).toEqual(['heatOfHazmats.transferring', 'hazmats', 'explodingHazmat']);
    expect(visited.slice(-5)).toEqual(['cleanup', 'replenishingPoi', 'passing', 'start', 'actions']);
  });

  it('a knocked-down firefighter with two Ambulance spaces: the phase waits in choosingKnockDown, then looks for the next one', () => {
    const { visited, game } = play('fire/firefighter-knocked-down-to-ambulance.yaml');
    expect(visited).toEqual([...ADVANCE, 'nextRoll', 'hazmats', 'losses', 'knockDowns', 'knockingDown', 'choosingKnockDown', 'knockDowns', 'cleanup', 'replenishingPoi', 'passing', 'start', 'actions']);
    expect(game.state.knockedDown).toEqual(['p2']);
  });

  it('heat through one bulkhead is resolved before the flashover of the advance that sent it', () => {
    const { visited } = play('dangerous-waters/bulkhead-heat-smoke-becomes-fire.yaml');
    expect(visited).toEqual(['nextRoll', 'rolling', 'rolled', 'heatOfAdvance.transferring', 'rolled', 'spreading', ...AFTER_ROLLS]);
  });

  it('heat through two bulkheads: the players choose the first, the second follows, then the flashover', () => {
    const { visited } = play('dangerous-waters/heat-order-chosen.yaml');
    const i = visited.indexOf('heatOfAdvance.choosingBulkhead');
    expect(visited.slice(0, i + 1)).toEqual(['nextRoll', 'rolling', 'rolled', 'heatOfAdvance.transferring', 'heatOfAdvance.choosingBulkhead']);
    // Answered: the chosen transfer in the answer, the other on entering `transferring`, then back to the roll's spread.
    expect(visited.slice(i + 1)).toContain('spreading');
    const afterAnswer = visited.slice(i + 1, visited.indexOf('spreading'));
    expect(afterAnswer[0]).toBe('heatOfAdvance.transferring');
    expect(afterAnswer.every((v) => v === 'heatOfAdvance.transferring' || v === 'rolled')).toBe(true);
    expect(afterAnswer[afterAnswer.length - 1]).toBe('rolled');
  });

  it('Suppress: the roll waits in choosingDice; flipped dice that name no space are rolled again', () => {
    const { visited } = play('suppress/flip-onto-elevator-rolled-again.yaml');
    expect(visited).toEqual([
      'nextRoll', 'rolling', 'rolled', 'choosingDice',
      // suppress both: the flipped dice name an elevator, so another roll is due, and asked about again
      'rolled', 'nextRoll', 'rolling', 'rolled', 'choosingDice',
      // keep: the advance is resolved and spreads
      'rolled', 'spreading', ...AFTER_ROLLS,
    ]);
  });

  it('Tragic Events: the Fire Deck card drawn on entry decides how many rolls the phase makes', () => {
    const { visited } = play('tragic-events/fire-deck-card-replaces-advance.yaml');
    const rolls = visited.filter((v) => v === 'rolling').length;
    expect(rolls).toBeGreaterThanOrEqual(1);
    expect(visited[0]).toBe('nextRoll');
    expect(visited.slice(visited.lastIndexOf('spreading') + 1, visited.indexOf('cleanup') + 1)).toEqual(['nextRoll', 'hazmats', 'losses', 'knockDowns', 'cleanup']);
  });
});

describe('the saved game while Advance Fire asks a question', () => {
  it('saves the step as fireStep, derived from the machine value, and loads it back unchanged', () => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, 'fire/firefighter-knocked-down-to-ambulance.yaml'));
    const r = apply(scenarioStart(data, yaml, baseDir), ['p1', 'end-turn']);
    if (!r.ok) throw new Error(r.reason);
    const saved = JSON.parse(JSON.stringify(toJSON(r.game)));
    expect(saved.machine.value).toEqual({ turn: { advancingFire: 'choosingKnockDown' } });
    expect(saved.fireStep).toBe('knock-downs');
    expect(saved.phase).toBe('choice');
    expect(toJSON(fromJSON(saved))).toEqual(saved);
  });

  it('loads a game saved before the steps were states (`{ turn: "fireChoice" }`) into the question state its step names', () => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, 'dangerous-waters/heat-order-chosen.yaml'));
    const r = apply(scenarioStart(data, yaml, baseDir), ['p1', 'end-turn']);
    if (!r.ok) throw new Error(r.reason);
    const saved = JSON.parse(JSON.stringify(toJSON(r.game)));
    expect(saved.machine.value).toEqual({ turn: { advancingFire: { heatOfAdvance: 'choosingBulkhead' } } });
    expect(saved.fireStep).toBe('spread');
    const old = { ...saved, machine: { value: { turn: 'fireChoice' } } };
    const loaded = fromJSON(old);
    expect(loaded.state.machine.value).toEqual(saved.machine.value);
    expect(currentMachineValue({ turn: 'fireChoice' }, { ...saved, fireStep: 'hazmats' })).toEqual({ turn: { advancingFire: { heatOfHazmats: 'choosingBulkhead' } } });
    // The loaded game goes on exactly as the one that was never saved.
    const a = apply(loaded, ['p1', 'heat-first', [5, 7, 'north']]);
    const b = apply(r.game, ['p1', 'heat-first', [5, 7, 'north']]);
    expect(a.ok && b.ok && toJSON(a.game)).toEqual(b.ok && toJSON(b.game));
  });

  it('refuses a fireStep the machine value contradicts', () => {
    const { data, yaml, baseDir } = readScenario(path.join(dir, 'fire/firefighter-knocked-down-to-ambulance.yaml'));
    const r = apply(scenarioStart(data, yaml, baseDir), ['p1', 'end-turn']);
    if (!r.ok) throw new Error(r.reason);
    const saved = { ...JSON.parse(JSON.stringify(toJSON(r.game))), fireStep: 'hazmats' };
    expect(() => fromJSON(saved)).toThrow(/\/fireStep/);
  });
});
