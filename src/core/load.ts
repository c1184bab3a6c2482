/**
 * Loading a config into a Ruleset: read the config, find the modules, resolve requires,
 * conflicts and options, fold every rule file, and check what schemas alone cannot
 * (citations, facts a condition reads, topics, cross-references). Throws one RulesError
 * listing every problem; nothing is returned half-loaded.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { factsRead, type Condition } from './conditions.ts';
import { boardFiles, listGames, loadGameManifest, loadModuleCatalog } from './catalog.ts';
import { readConfig, resolveModuleOrder, resolveOptions, type ConfigRef, type LoadedConfig } from './config.ts';
import { knownList } from './suggest.ts';
import { PROJECT_RULES } from './paths.ts';
import { RulesError, type Problem } from './errors.ts';
import type { GameDefinition } from './game.ts';
import { foldModules, type Item, type ItemCheck } from './layering.ts';
import { Ruleset, type ModifierItem } from './ruleset.ts';
import { coreItemKinds } from './schemas.ts';
import { checkCitation, loadSourceRegistry, parseCitation, type SourceRegistry } from './sources.ts';

export interface LoadEnv {
  rulesRoot: string;
  /** Code-side definitions of games (item kinds, computed values); a game without one uses core kinds only. */
  games: Readonly<Record<string, GameDefinition>>;
  /** Extra module roots from the command line, layered like a config's rulesDirs. */
  extraRulesDirs?: string[];
}

/** One game's loading environment: the project's rules and that game's definition, so a game never imports the registry. */
export function gameEnv(definition: GameDefinition, extraRulesDirs: string[] = []): LoadEnv {
  return { rulesRoot: PROJECT_RULES, games: { [definition.id]: definition }, extraRulesDirs };
}

const registryCache = new Map<string, SourceRegistry>();

export function sourceRegistry(rulesRoot: string): SourceRegistry {
  let reg = registryCache.get(rulesRoot);
  if (!reg) {
    reg = loadSourceRegistry(path.join(rulesRoot, 'sources.yaml'));
    registryCache.set(rulesRoot, reg);
  }
  return reg;
}

export function loadRuleset(ref: ConfigRef, env: LoadEnv): Ruleset {
  const config = readConfig(ref, env.rulesRoot);
  const games = listGames(env.rulesRoot);
  if (!games.includes(config.data.game)) {
    throw new RulesError({ file: config.yaml.file, ...config.yaml.locate(['game']), message: `unknown game \`${config.data.game}\` (known: ${games.join(', ')})` });
  }
  const game = loadGameManifest(env.rulesRoot, config.data.game);
  const definition = env.games[game.id] ?? { id: game.id };
  const missing: Problem[] = [];
  const configDirs = (config.data.rulesDirs ?? []).map((d, i) => {
    const abs = path.resolve(config.baseDir, d);
    const why = notAFolder(abs);
    if (why) missing.push({ file: config.yaml.file, ...config.yaml.locate(['rulesDirs', i]), message: `rules directory \`${d}\` ${why} (looked for ${abs})` });
    return abs;
  });
  const cliDirs = (env.extraRulesDirs ?? []).map((d) => {
    const abs = path.resolve(d);
    const why = notAFolder(abs);
    if (why) missing.push({ message: `--rules-dir \`${d}\` ${why}` });
    return abs;
  });
  // A config's folder is a mistake in a file (1); a --rules-dir one on the command line (2).
  if (missing.length) throw new RulesError(missing, missing.some((p) => p.file) ? 1 : 2);
  const roots = [env.rulesRoot, ...configDirs, ...cliDirs];
  checkBoard(config, roots);
  if (config.data.board !== undefined) definition.checkBoard?.(config.data.board, roots.slice(1));
  const catalog = loadModuleCatalog(roots, game.id);
  const modules = resolveModuleOrder(config, catalog);
  const options = resolveOptions(config, modules);
  const sources = sourceRegistry(env.rulesRoot);
  const kinds = { ...coreItemKinds, ...definition.itemKinds };

  const check = itemChecker(definition, sources, new Set(game.topics.map((t) => t.id)), new Set(Object.keys(options)));
  const folded = foldModules(modules, kinds, check);
  const problems: Problem[] = [...folded.problems];

  // Cross-references can only be checked once every layer is folded. A reference to a rule
  // a later layer removed is fine (the docs say so); one to an id nobody defined is a typo.
  for (const f of folded.items.values()) {
    for (const ref of f.item.refs ?? []) {
      if (!folded.items.has(ref) && !folded.removed.has(ref)) {
        const last = f.provenance[f.provenance.length - 1]!;
        problems.push({ file: last.file, line: last.line, message: `${f.item.kind} \`${f.item.id}\` refers to \`${ref}\`, which no module of this config defines` });
      }
    }
  }
  for (const f of folded.items.values()) {
    const effect = (f.item as ModifierItem).effect;
    if (f.item.kind !== 'modifier' || !('allow' in effect)) continue;
    for (const id of effect.allow.lifts) {
      const target = folded.items.get(id)?.item as ModifierItem | undefined;
      if (!target || target.kind !== 'modifier' || !('forbid' in target.effect)) {
        const last = f.provenance[f.provenance.length - 1]!;
        problems.push({ file: last.file, line: last.line, message: `modifier \`${f.item.id}\` lifts \`${id}\`, which is not a forbidding modifier of this config` });
      }
    }
  }
  for (const [name, opt] of Object.entries(options)) {
    for (const s of opt.declaration.sources ?? []) {
      const msg = checkCitation(parseCitation(s, sources), sources);
      if (msg) problems.push({ file: modules.find((m) => m.id === opt.module)!.manifestFile, message: `option \`${name}\`: ${msg}` });
    }
  }
  if (problems.length) throw new RulesError(problems);
  return new Ruleset(game, definition, config, modules, [...folded.items.values()], folded.removed, options, sources);
}

function notAFolder(abs: string): string | undefined {
  if (!existsSync(abs)) return 'does not exist';
  return statSync(abs).isDirectory() ? undefined : 'is not a folder';
}

/** A config's `board` must name a board file of its game in one of the rules folders. */
export function checkBoard(config: LoadedConfig, roots: string[] = [PROJECT_RULES, ...(config.data.rulesDirs ?? []).map((d) => path.resolve(config.baseDir, d))]): void {
  const board = config.data.board;
  if (board === undefined) return;
  const { files, problems } = boardFiles(roots, config.data.game);
  if (problems.length) throw new RulesError(problems);
  if (!files.has(board)) {
    throw new RulesError({ file: config.yaml.file, ...config.yaml.locate(['board']), message: `unknown board \`${board}\` for game ${config.data.game} ${knownList(board, [...files.keys()])}` });
  }
}

function itemChecker(def: GameDefinition, sources: SourceRegistry, topics: Set<string>, optionNames: Set<string>): ItemCheck {
  return (item: Item) => {
    const out: { path: (string | number)[]; message: string }[] = [];
    if (item.source !== undefined) {
      const msg = checkCitation(parseCitation(item.source, sources), sources);
      if (msg) out.push({ path: ['source'], message: msg });
    }
    if (item.topic !== undefined && topics.size && !topics.has(item.topic)) {
      out.push({ path: ['topic'], message: `unknown topic \`${item.topic}\` (known: ${[...topics].join(', ')})` });
    }
    if (item.kind === 'modifier') out.push(...checkModifier(item as ModifierItem, def, optionNames));
    return out;
  };
}

/** A modifier may only read facts its values provide: a misspelt fact would never fire. */
function checkModifier(item: ModifierItem, def: GameDefinition, optionNames: Set<string>) {
  const out: { path: (string | number)[]; message: string }[] = [];
  if (!def.values) return out;
  const targets = Array.isArray(item.affects) ? item.affects : [item.affects];
  const known = Object.keys(def.values);
  for (const t of targets) {
    if (!Object.hasOwn(def.values, t)) out.push({ path: ['affects'], message: `unknown value \`${t}\` (this game computes: ${known.join(', ')})` });
  }
  const reads = factsRead(item.conditions);
  const op = Object.keys(item.effect)[0]!;
  const amount = (item.effect as Record<string, unknown>)[op];
  if (op !== 'allow' && amount && typeof amount === 'object') reads.push(amount as { fact: string; path?: string });
  for (const r of reads) {
    if (r.fact === 'options') {
      const name = r.path?.split('.')[1];
      if (!name || !optionNames.has(name)) {
        out.push({ path: ['conditions'], message: `reads option \`${name ?? '(no path)'}\`, which no chosen module declares (declared: ${[...optionNames].join(', ') || 'none'})` });
      }
      continue;
    }
    for (const t of targets) {
      const facts = Object.hasOwn(def.values, t) ? def.values[t]!.facts : undefined;
      if (facts && !Object.hasOwn(facts, r.fact)) {
        out.push({ path: ['conditions'], message: `reads fact \`${r.fact}\`, which \`${t}\` does not provide (facts: ${Object.keys(facts).join(', ')}, options)` });
      }
    }
  }
  checkListOperators(item.conditions, ['conditions'], out);
  return out;
}

function checkListOperators(c: Condition | undefined, at: (string | number)[], out: { path: (string | number)[]; message: string }[]) {
  if (!c) return;
  if ('all' in c) c.all.forEach((x, i) => checkListOperators(x, [...at, 'all', i], out));
  else if ('any' in c) c.any.forEach((x, i) => checkListOperators(x, [...at, 'any', i], out));
  else if ('not' in c) checkListOperators(c.not, [...at, 'not'], out);
  else if ((c.operator === 'in' || c.operator === 'notIn') && !Array.isArray(c.value) && !(c.value && typeof c.value === 'object')) {
    out.push({ path: [...at, 'value'], message: `operator \`${c.operator}\` needs a list as its value` });
  }
}

