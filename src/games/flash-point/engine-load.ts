/**
 * Loading a Flash Point engine (rules, board and the machine wired to them) from the
 * config reference a game's state keeps, once per config: every createGame asks.
 */
import { RulesError, UsageError } from '../../core/errors.ts';
import { readConfig, type ConfigData, type ConfigRef } from '../../core/config.ts';
import { gameEnv, loadRuleset } from '../../core/load.ts';
import { flashPointDefinition } from './definition.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import { resolveBoard } from './board-files.ts';
import type { BoardData } from './board.ts';
import { FlashPointRules } from './rules.ts';
import type { GameConfigRef } from './state.ts';
import { buildMachine } from './turn-steps.ts';
import type { FlashPointEngine } from './game.ts';

/** Turn the state's config reference into a loadable config (preset options layered over). */
function configRefOf(c: GameConfigRef, baseDir?: string): ConfigRef {
  if (c.modules) {
    const data: ConfigData = { game: 'flash-point', modules: c.modules, options: c.options, ...(c.rulesDirs ? { rulesDirs: c.rulesDirs } : {}) };
    return { inline: data, ...(baseDir ? { baseDir } : {}), label: 'game config' };
  }
  const preset = readConfig({ preset: c.preset ?? 'experienced-recruit', game: 'flash-point' }, PROJECT_RULES);
  const data: ConfigData = { ...preset.data, options: { ...(preset.data.options ?? {}), ...c.options } };
  delete (data as { board?: string }).board;
  return { inline: data, baseDir: preset.baseDir, label: `preset ${c.preset}` };
}


const engineCache = new Map<string, FlashPointEngine>();

export function loadEngine(config: GameConfigRef & { boardData?: BoardData }, baseDir?: string): FlashPointEngine {
  const cacheKey = JSON.stringify([config, baseDir]);
  const hit = engineCache.get(cacheKey);
  if (hit) return hit;
  const ruleset = loadRuleset(configRefOf(config, baseDir), gameEnv(flashPointDefinition));
  if (ruleset.game.id !== 'flash-point') throw new UsageError(`config is for ${ruleset.game.id}, not flash-point`);
  const rules = new FlashPointRules(ruleset);
  const board = resolveBoard(config.boardData ?? config.board, (config.rulesDirs ?? []).map((d) => (baseDir ? `${baseDir}/${d}` : d)));
  const enabled = new Set(ruleset.modules.map((m) => m.id));
  const missing = (board.data.requires ?? []).filter((m) => !enabled.has(m));
  if (missing.length) {
    throw new RulesError({ file: board.file, message: `board ${board.id} needs the module(s) ${missing.join(', ')}, which hold its board-specific rules: add them to the config (enabled: ${[...enabled].join(', ')})` });
  }
  for (const [param, want, what] of [['param.setup.start', 'start-locations', 'start locations'], ['param.rescue.where', 'locations', 'rescue locations']] as const) {
    const has = what === 'start locations' ? board.startLocations().length : board.rescueLocations().length;
    if (rules.string(param) === want && !has) throw new RulesError({ file: board.file, message: `board ${board.id} has no ${what} (startLocations/rescueLocations), which this config's ${param} = ${want} needs: choose a ship board or drop the ship modules` });
  }
  const special = board.doorEdges.filter((d) => d.kind !== 'normal').length + (board.data.windows ?? []).length + (board.data.thinWalls ?? []).length;
  if (special && !rules.boolean('param.doors.special')) {
    throw new RulesError({ file: board.file, message: `board ${board.id} has locked or fireproof doors, windows or thin walls: add the module special-doors to the config` });
  }
  if ((board.data.objects ?? []).length && !rules.has('param.objects.toxic-markers')) {
    throw new RulesError({ file: board.file, message: `board ${board.id} has explosive or dangerous objects: add the module objects to the config` });
  }
  const engine: FlashPointEngine = { rules, board, machine: buildMachine(rules, board) };
  engineCache.set(cacheKey, engine);
  return engine;
}
