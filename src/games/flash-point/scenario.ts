/**
 * Scenario files (shared/design/flash-point-formats.md): a board, placed pieces, forced
 * dice and a list of actions. Extension for tests: `expect` (a partial state to match,
 * or the refused action) so a scenario file can state its own outcome.
 */
import path from 'node:path';
import { RulesError, type Problem } from '../../core/errors.ts';
import { validateAgainst } from '../../core/validate.ts';
import { readYaml, type YamlFile } from '../../core/yaml-file.ts';
import type { BoardData } from './board.ts';
import { ANSWER_VERBS, type Action } from './actions.ts';
import { apply, gameConfig, legalActions, loadEngine, startMachine, type FlashPointEngine, type FlashPointGame } from './game.ts';
import { emptyState, experiencedSetup, familySetup } from './setup.ts';
import { normalise, publicView, type GameConfigRef } from './state.ts';
import { DiceError, Refusal, World } from './world.ts';
import { matchPartial } from '../../core/partial-match.ts';
import { checkExpect } from '../../core/scenario-expect.ts';
import { setupCards } from './tragic.ts';
import { scenarioSchema, type ScenarioData } from './scenario-format.ts';
import { placePieces, placeReporter } from './scenario-place.ts';
import { checkDice, checkPlayers, configProblems } from './scenario-checks.ts';

export { matchPartial, scenarioSchema, type ScenarioData };

export interface ScenarioResult {
  game: FlashPointGame;
  /** Set when an action was refused: its index (0-based), player and rule. */
  refused?: { index: number; player: string; rule: string; reason: string; action: Action };
  /** Mismatches with the scenario's own `expect`, if it has one. */
  mismatches: string[];
}

/** Build the starting game of a scenario (before its actions). */
export function scenarioStart(data: ScenarioData, yaml: YamlFile, baseDir: string): FlashPointGame {
  const c = data.config;
  const inlineBoard = typeof c.board === 'object' ? c.board : undefined;
  let ref: GameConfigRef & { boardData?: BoardData };
  let engine: FlashPointEngine;
  try {
    if (c.modules) ref = { modules: c.modules, ...(c.rulesDirs ? { rulesDirs: c.rulesDirs } : {}), board: typeof c.board === 'string' ? c.board : 'base-house', options: c.options ?? {} };
    else ref = gameConfig({ preset: c.preset ?? 'experienced-recruit', options: c.options ?? {}, ...(typeof c.board === 'string' ? { board: c.board } : {}) }).config;
    if (inlineBoard) ref = { ...ref, board: inlineBoard.id ?? 'inline', boardData: inlineBoard };
    engine = loadEngine(ref, baseDir);
  } catch (e) {
    // The loader names the preset or module file; the user wrote the scenario: point there.
    if (e instanceof RulesError && !e.problems.some((p) => p.file === yaml.file)) throw configProblems(e, yaml);
    throw e;
  }
  const problems: Problem[] = [];
  const report = placeReporter(yaml, problems, []);
  const players = checkPlayers(engine, data, report);
  checkDice(engine, data, report);
  if (problems.length) throw new RulesError(problems);

  const state = emptyState(engine.board, engine.rules, ref, data.seed ?? 1, players);
  state.dice = (data.dice ?? []).map((d) => [...d]);
  const w = new World(state, engine.board, engine.rules);
  if (data.start === 'setup') {
    try {
      if (engine.rules.string('param.setup.mode') === 'family') familySetup(w);
      else experiencedSetup(w);
    } catch (e) {
      // Forced dice that do not fit a setup roll are the scenario's mistake: name the file.
      if (e instanceof DiceError || e instanceof Refusal) throw new RulesError({ file: yaml.file, ...yaml.locate(['dice']), path: '/dice', message: `setup could not use the scenario's dice: ${e instanceof Refusal ? e.reason : e.message}` });
      throw e;
    }
  } else if (engine.rules.boolean('param.fire.tragic-events')) setupCards(w);
  placePieces(w, data, placeReporter(yaml, problems));
  data.players.forEach((p, i) => {
    if (p.savedAp !== undefined) state.firefighters[i]!.savedAp = p.savedAp;
  });
  if (problems.length) throw new RulesError(problems);
  state.log = w.events;
  normalise(state);
  return startMachine(engine, state);
}

export function readScenario(file: string): { data: ScenarioData; yaml: YamlFile; baseDir: string } {
  const yaml = readYaml(file);
  const problems = validateAgainst(scenarioSchema, yaml.data, yaml, [], 'scenario');
  if (problems.length) throw new RulesError(problems);
  return { data: yaml.data as ScenarioData, yaml, baseDir: path.dirname(path.resolve(file)) };
}

/** Run a scenario's actions; the first refusal stops the run (nothing after it applies). */
export function runScenario(data: ScenarioData, yaml: YamlFile, baseDir: string): ScenarioResult {
  let game = scenarioStart(data, yaml, baseDir);
  let refused: ScenarioResult['refused'];
  const actions = data.actions ?? [];
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!;
    // A question nobody answers gets the first option in canonical order.
    for (let guard = 0; game.state.pending && !(ANSWER_VERBS as readonly string[]).includes(action[1]); guard++) {
      if (guard > 1000) throw new Error('a question keeps coming back: an engine bug (please report it)');
      const first = legalActions(game)[0];
      if (!first) break;
      const r = apply(game, first);
      if (!r.ok) break;
      game = r.game;
    }
    const r = apply(game, action);
    if (!r.ok) {
      refused = { index: i, player: action[0], rule: r.rule, reason: r.reason, action };
      break;
    }
    game = r.game;
  }
  // A fire phase the last action started always completes, with the canonical answers.
  for (let guard = 0; !refused && game.state.fireStep && game.state.pending; guard++) {
    if (guard > 1000) throw new Error('the fire phase keeps asking questions: an engine bug (please report it)');
    const r = apply(game, legalActions(game)[0]!);
    if (!r.ok) break;
    game = r.game;
  }
  return { game, ...(refused ? { refused } : {}), mismatches: checkExpect(data.expect, refused, () => publicView(game.state, true), game.state.log, () => legalActions(game)) };
}

