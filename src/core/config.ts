/**
 * Configs name a game, an ordered list of modules, extra module roots and option values.
 * Presets are configs shipped in `rules/<game>/presets/`. Resolving a config expands
 * `requires` (dependencies first), refuses `conflicts`, and checks option values.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RulesError, UsageError, type Problem } from './errors.ts';
import { listGames, listPresets, type ModuleInfo, type OptionDeclaration } from './catalog.ts';
import { displayPath } from './paths.ts';
import { configSchema, ID_PATTERN } from './schemas.ts';
import { knownList } from './suggest.ts';
import { validateAgainst } from './validate.ts';
import { parseYaml, readYaml, type YamlFile } from './yaml-file.ts';

export type OptionValue = string | number | boolean;

export interface ConfigData {
  game: string;
  title?: string;
  description?: string;
  modules: string[];
  board?: string;
  rulesDirs?: string[];
  options?: Record<string, OptionValue>;
}

export interface LoadedConfig {
  data: ConfigData;
  /** How to name it: `preset asl-fire` or a file's display path. */
  label: string;
  presetId?: string;
  /** Absolute directory that `rulesDirs` are relative to. */
  baseDir: string;
  yaml: YamlFile;
}

/** Where a config comes from: a preset id, a file, or inline YAML text (tests, scenarios). */
export type ConfigRef =
  | { preset: string; game?: string }
  | { configFile: string }
  | { inline: ConfigData; baseDir?: string; label?: string };

export function readConfig(ref: ConfigRef, rulesRoot: string): LoadedConfig {
  if ('configFile' in ref) {
    const abs = path.resolve(ref.configFile);
    return checked(readYaml(abs), displayPath(abs), path.dirname(abs));
  }
  if ('inline' in ref) {
    const label = ref.label ?? 'inline config';
    const yaml = parseYaml(JSON.stringify(ref.inline), label);
    return checked(yaml, label, ref.baseDir ?? process.cwd());
  }
  const known = listGames(rulesRoot);
  if (ref.game !== undefined && !known.includes(ref.game)) throw new UsageError(`unknown game \`${ref.game.slice(0, 100)}\` ${knownList(ref.game, known)}`);
  const games = ref.game ? [ref.game] : known;
  // A preset is named by its id, never by a path: `--preset ../../x` reads nothing.
  const isId = new RegExp(ID_PATTERN).test(ref.preset) && ref.preset.length <= 100;
  // An id has no `/` and does not start with `.`, so the file it names stays in presets/.
  const hits = isId ? games.filter((g) => existsSync(presetFile(rulesRoot, g, ref.preset))) : [];
  if (hits.length === 0) {
    const ids = games.flatMap((g) => listPresets(rulesRoot, g));
    const what = isId ? `unknown preset \`${ref.preset}\`` : `preset \`${ref.preset.slice(0, 100)}\` is not a preset id (lower-case letters, digits, . _ -)`;
    throw new UsageError(`${what} ${knownList(ref.preset, ids)}`);
  }
  if (hits.length > 1) throw new UsageError(`preset \`${ref.preset}\` exists for several games (${hits.join(', ')}); name one with --game`);
  const file = presetFile(rulesRoot, hits[0]!, ref.preset);
  const loaded = checked(readYaml(file), `preset ${ref.preset}`, path.dirname(file));
  return { ...loaded, presetId: ref.preset };
}

function presetFile(root: string, game: string, id: string): string {
  return path.join(root, game, 'presets', `${id}.yaml`);
}

function checked(yaml: YamlFile, label: string, baseDir: string): LoadedConfig {
  const problems = validateAgainst(configSchema, yaml.data, yaml, [], 'config');
  if (problems.length) throw new RulesError(problems);
  return { data: yaml.data as ConfigData, label, baseDir, yaml };
}

/** Expand requires depth-first (dependencies before dependants) and refuse conflicts. */
export function resolveModuleOrder(config: LoadedConfig, catalog: Map<string, ModuleInfo>): ModuleInfo[] {
  const order: ModuleInfo[] = [];
  const done = new Set<string>();
  const problems: Problem[] = [];
  const cfgFile = config.yaml.file;

  const visit = (id: string, stack: string[], where: () => Problem) => {
    if (done.has(id)) return;
    if (stack.includes(id)) {
      problems.push({ ...where(), message: `modules require each other in a cycle: ${[...stack, id].join(' → ')}` });
      return;
    }
    const mod = catalog.get(id);
    if (!mod) {
      problems.push({ ...where(), message: `unknown module \`${id}\` for game ${config.data.game} (known: ${[...catalog.keys()].join(', ') || 'none'})` });
      return;
    }
    mod.requires.forEach((r, i) =>
      visit(r, [...stack, id], () => ({ file: mod.manifestFile, ...mod.locate(['requires', i]), message: '' })),
    );
    if (!done.has(id)) {
      done.add(id);
      order.push(mod);
    }
  };
  config.data.modules.forEach((m, i) => visit(m, [], () => ({ file: cfgFile, ...config.yaml.locate(['modules', i]), message: '' })));

  for (const a of order) {
    a.conflicts.forEach((c, i) => {
      if (done.has(c)) {
        problems.push({
          file: a.manifestFile,
          ...a.locate(['conflicts', i]),
          message: `modules \`${a.id}\` and \`${c}\` cannot be used together (\`${a.id}\` declares a conflict with \`${c}\`); remove one of them from ${config.label}`,
        });
      }
    });
  }
  if (problems.length) throw new RulesError(problems);
  return order;
}

export interface ResolvedOption {
  value: OptionValue;
  declaration: OptionDeclaration;
  module: string;
  /** `default` or the config that set it. */
  setBy: string;
}

export function resolveOptions(config: LoadedConfig, modules: ModuleInfo[]): Record<string, ResolvedOption> {
  const declared = new Map<string, { decl: OptionDeclaration; module: ModuleInfo }>();
  const problems: Problem[] = [];
  for (const m of modules) {
    for (const [name, decl] of Object.entries(m.options)) {
      const prior = declared.get(name);
      if (prior) {
        problems.push({ file: m.manifestFile, ...m.locate(['options', name]), message: `option \`${name}\` is already declared by module \`${prior.module.id}\` (${prior.module.manifestFile})` });
      } else declared.set(name, { decl, module: m });
    }
  }
  const out: Record<string, ResolvedOption> = {};
  for (const [name, { decl, module }] of declared) {
    out[name] = { value: decl.default, declaration: decl, module: module.id, setBy: 'default' };
  }
  for (const [name, value] of Object.entries(config.data.options ?? {})) {
    const where = { file: config.yaml.file, ...config.yaml.locate(['options', name]) };
    const d = declared.get(name);
    if (!d) {
      const known = [...declared.keys()];
      problems.push({ ...where, message: `unknown option \`${name}\` (options of the chosen modules: ${known.join(', ') || 'none'})` });
      continue;
    }
    const expectedType = d.decl.type ?? typeof d.decl.default;
    if (d.decl.enum && !d.decl.enum.includes(value)) {
      problems.push({ ...where, message: `option \`${name}\` must be one of: ${d.decl.enum.join(', ')} (got ${JSON.stringify(value)})` });
    } else if (typeof value !== expectedType) {
      problems.push({ ...where, message: `option \`${name}\` must be a ${expectedType} (got ${JSON.stringify(value)})` });
    } else out[name] = { ...out[name]!, value, setBy: config.label };
  }
  if (problems.length) throw new RulesError(problems);
  return out;
}
