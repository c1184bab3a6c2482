/**
 * Loading a saved game, the parts every game shares: a save is its JSON text (so what
 * resumes is exactly what was written), it must fit the game's schema, and its machine
 * value must be a state the statechart has. Each game adds its own consistency checks.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import { RulesError, UsageError, type Problem } from './errors.ts';
import type { JsonSchema } from './schemas.ts';
import { validateAgainst } from './validate.ts';
import { parseYaml, type YamlFile } from './yaml-file.ts';

/** A fresh copy of the save as its JSON text gives it back; refuses what JSON cannot hold (cycles, BigInt). */
export function jsonCopy(json: unknown, what: string): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(json);
  } catch (e) {
    throw new UsageError(`${what} is not JSON data: ${(e as Error).message}`);
  }
  if (text === undefined) throw new UsageError(`${what} is not JSON data (got ${typeof json})`);
  return JSON.parse(text);
}

/**
 * Schema problems with their paths. A save has no lines worth naming until something is
 * wrong, so the located text is built only then (parsing a long log as YAML costs).
 */
export function schemaProblems(schema: JsonSchema, data: unknown, what: string): Problem[] {
  const unlocated: YamlFile = { file: what, data, locate: () => ({ line: 1, col: 1 }) };
  if (!validateAgainst(schema, data, unlocated, [], what).length) return [];
  return validateAgainst(schema, data, parseYaml(JSON.stringify(data, null, 1), what), [], what);
}

/** Throw the problems, if any, as one error naming each field. */
export function refuseProblems(problems: Problem[]): void {
  if (problems.length) throw new RulesError(problems);
}

/**
 * Is `value` a state of the machine, written as the machine writes it? XState resolves an
 * unknown state name by throwing and a value of the wrong type to the initial state, so the
 * value must resolve and come back unchanged.
 */
export function machineValueProblem(machine: AnyStateMachine, value: unknown, context: unknown): string | null {
  let resolved: unknown;
  try {
    resolved = machine.resolveState({ value: value as StateValue, context }).value;
  } catch (e) {
    return `not a state of the ${machine.id} statechart: ${(e as Error).message}`;
  }
  return JSON.stringify(resolved) === JSON.stringify(value) ? null : `${JSON.stringify(value)} is not a state of the ${machine.id} statechart (it reads as ${JSON.stringify(resolved)})`;
}
