/**
 * Finding games, modules and presets on disk. A module is a folder
 * `<root>/<game>/<module>/` holding `module.yaml`; roots are the project's `rules/` plus
 * any a config names.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { RulesError, type Problem } from './errors.ts';
import type { GameManifest } from './game.ts';
import { gameManifestSchema, moduleManifestSchema } from './schemas.ts';
import { validateAgainst } from './validate.ts';
import { displayPath } from './paths.ts';
import { knownList } from './suggest.ts';
import { readYaml } from './yaml-file.ts';

export interface OptionDeclaration {
  description?: string;
  type?: 'string' | 'number' | 'boolean';
  enum?: (string | number | boolean)[];
  default: string | number | boolean;
  sources?: string[];
  notes?: string;
}

export interface ModuleInfo {
  id: string;
  game: string;
  title: string;
  description: string;
  requires: string[];
  conflicts: string[];
  options: Record<string, OptionDeclaration>;
  dir: string;
  /** display path of module.yaml */
  manifestFile: string;
  /** line of each requires/conflicts entry, for messages */
  locate: (p: (string | number)[]) => { line: number; col: number };
  /** rule files in reading order (absolute paths) */
  ruleFiles: string[];
}

function subdirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => !n.startsWith('.') && statSync(path.join(dir, n)).isDirectory())
    .sort();
}

export function listGames(rulesRoot: string): string[] {
  return subdirs(rulesRoot).filter((g) => existsSync(path.join(rulesRoot, g, 'game.yaml')));
}

export function loadGameManifest(rulesRoot: string, game: string): GameManifest {
  const known = listGames(rulesRoot);
  // Only a known id names a game folder: `--game ../x` reads nothing.
  if (!known.includes(game)) throw new RulesError(`unknown game \`${game.slice(0, 100)}\` ${knownList(game, known)}`, 2);
  const file = path.join(rulesRoot, game, 'game.yaml');
  const yaml = readYaml(file);
  const problems = validateAgainst(gameManifestSchema, yaml.data, yaml, [], 'game manifest');
  const data = yaml.data as GameManifest;
  if (!problems.length && data.id !== game) {
    problems.push({ file: yaml.file, ...yaml.locate(['id']), message: `game id \`${data.id}\` must equal its folder name \`${game}\`` });
  }
  if (problems.length) throw new RulesError(problems);
  return { ...data, topics: data.topics ?? [] };
}

/** Every module of `game` across `roots`, in root order; a module id found twice is an error. */
export function loadModuleCatalog(roots: string[], game: string): Map<string, ModuleInfo> {
  const catalog = new Map<string, ModuleInfo>();
  const problems: Problem[] = [];
  for (const root of roots) {
    const gameDir = path.join(root, game);
    for (const name of subdirs(gameDir)) {
      const manifest = path.join(gameDir, name, 'module.yaml');
      if (!existsSync(manifest)) continue;
      const escape = leavesRoot(root, path.join(gameDir, name)) ?? leavesRoot(root, manifest);
      if (escape) {
        problems.push({ file: displayPath(manifest), message: `module \`${name}\` ${escape}` });
        continue;
      }
      try {
        const mod = readModule(manifest, game, name, root);
        const prior = catalog.get(mod.id);
        if (prior) {
          problems.push({ file: mod.manifestFile, line: 1, message: `module \`${mod.id}\` is defined twice: here and in ${prior.manifestFile}` });
        } else catalog.set(mod.id, mod);
      } catch (e) {
        if (e instanceof RulesError) problems.push(...e.problems);
        else throw e;
      }
    }
  }
  if (problems.length) throw new RulesError(problems);
  return catalog;
}

function readModule(manifest: string, game: string, folder: string, root: string): ModuleInfo {
  const yaml = readYaml(manifest);
  const file = yaml.file;
  const problems = validateAgainst(moduleManifestSchema, yaml.data, yaml, [], 'module manifest');
  const data = (yaml.data ?? {}) as Partial<ModuleInfo>;
  if (!problems.length && data.id !== undefined && data.id !== folder) {
    problems.push({ file, ...yaml.locate(['id']), message: `module id \`${data.id}\` must equal its folder name \`${folder}\`` });
  }
  for (const [name, opt] of Object.entries(data.options ?? {})) {
    if (opt.enum && !opt.enum.includes(opt.default)) {
      problems.push({ file, ...yaml.locate(['options', name, 'default']), message: `option \`${name}\`: default ${JSON.stringify(opt.default)} is not one of its values (${opt.enum.join(', ')})` });
    }
  }
  const dir = path.dirname(manifest);
  const ruleFiles = readdirSync(dir)
    .filter((n) => /\.ya?ml$/.test(n) && n !== 'module.yaml' && n !== 'module.yml')
    .sort()
    .map((n) => path.join(dir, n));
  for (const f of ruleFiles) {
    const escape = leavesRoot(root, f);
    if (escape) problems.push({ file: displayPath(f), message: `rule file ${escape}` });
  }
  if (problems.length) throw new RulesError(problems);
  return {
    id: folder,
    game,
    title: data.title!,
    description: data.description ?? '',
    requires: data.requires ?? [],
    conflicts: data.conflicts ?? [],
    options: data.options ?? {},
    dir,
    manifestFile: file,
    locate: yaml.locate,
    ruleFiles,
  };
}

/** Preset ids of a game (configs in `rules/<game>/presets/`). */
export function listPresets(rulesRoot: string, game: string): string[] {
  const dir = path.join(rulesRoot, game, 'presets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => /\.ya?ml$/.test(n))
    .map((n) => n.replace(/\.ya?ml$/, ''))
    .sort();
}

/**
 * Why `file` (found under `root`) is refused because it resolves outside `root` through a
 * link, or undefined when it stays inside: a rules folder shares only what it holds.
 */
export function leavesRoot(root: string, file: string): string | undefined {
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(file);
    realRoot = realpathSync(root);
  } catch {
    return undefined; // a dangling link: reading it reports the missing file
  }
  const rel = path.relative(realRoot, real);
  return rel.startsWith('..') || path.isAbsolute(rel) ? `leads out of its rules folder ${displayPath(root)} (a link to ${real}): refused` : undefined;
}

/** Board ids of a game in `<root>/<game>/boards/` of each root (later roots win), with problems for links leading out. */
export function boardFiles(roots: string[], game: string): { files: Map<string, string>; problems: Problem[] } {
  const files = new Map<string, string>();
  const problems: Problem[] = [];
  for (const root of roots) {
    const dir = path.join(root, game, 'boards');
    if (!existsSync(dir)) continue;
    for (const n of readdirSync(dir).sort()) {
      if (!/\.ya?ml$/.test(n)) continue;
      const file = path.join(dir, n);
      const escape = leavesRoot(root, file);
      if (escape) problems.push({ file: displayPath(file), message: `board file ${escape}` });
      else files.set(n.replace(/\.ya?ml$/, ''), file);
    }
  }
  return { files, problems };
}
