/**
 * Reading the flags commander parsed (program.ts): configurations, numbers within their
 * ranges, agents — each mistake a UsageError naming the flag.
 */
import type { ConfigRef } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';

export type Flags = Record<string, string | boolean | string[] | undefined>;

/** `--config F` or `--preset ID`, else the given default preset. */
export function configRef(flags: Flags, defaultPreset?: { preset: string; game: string }): ConfigRef {
  if (flags.config && flags.preset) throw new UsageError('give either --config or --preset, not both');
  if (typeof flags.config === 'string') return { configFile: flags.config };
  if (typeof flags.preset === 'string') return defaultPreset ? { preset: flags.preset, game: defaultPreset.game } : { preset: flags.preset };
  if (defaultPreset) return defaultPreset;
  throw new UsageError('name a configuration with --config FILE or --preset ID');
}

export function rulesDirs(flags: Flags): string[] {
  return (flags['rules-dir'] as string[] | undefined) ?? [];
}

/**
 * The range of every numeric flag, in one place: a seed is a 32-bit word, a port a TCP
 * port; the games check their own player counts within this. Flags not listed (DRMs,
 * unit counts) take small whole numbers.
 */
const NUMERIC_FLAGS: Record<string, [min: number, max: number]> = {
  seed: [0, 0xffffffff],
  players: [1, 8],
  port: [1, 65535],
  'max-steps': [1, 1_000_000],
  delay: [0, 60_000],
  games: [1, 1_000_000],
  workers: [1, 256],
  playouts: [1, 1_000_000],
};
const DEFAULT_RANGE: [number, number] = [-99, 99];

/** A whole-number flag within its range (NUMERIC_FLAGS), or undefined when not given. */
export function numberFlag(flags: Flags, name: string): number | undefined {
  const v = flags[name];
  if (v === undefined) return undefined;
  return wholeNumber(`--${name}`, v, NUMERIC_FLAGS[name] ?? DEFAULT_RANGE);
}

/** `value` as a whole number in [min, max]; a UsageError naming `what` otherwise. */
export function wholeNumber(what: string, value: unknown, [min, max]: [number, number]): number {
  const text = String(value);
  if (typeof value !== 'string' || !/^-?\d{1,20}$/.test(text.trim())) throw new UsageError(`${what} must be a whole number (got \`${text.slice(0, 40)}\`)`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`${what} must be between ${min} and ${max} (got ${text.slice(0, 40)})`);
  return n;
}

/**
 * `--agent`: one of the game's agents, by its own name only — `in` would also accept
 * `constructor` or `toString` from the object's prototype and call them as an agent.
 */
export function checkAgent(command: string, agent: string, agents: Record<string, unknown> | readonly string[], orElse = ''): void {
  const names = Array.isArray(agents) ? agents : Object.keys(agents);
  if (!names.includes(agent)) throw new UsageError(`${command}: --agent must be one of ${names.join(', ')} (got \`${agent.slice(0, 40)}\`)${orElse}`);
}
