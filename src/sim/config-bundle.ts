/**
 * A configuration file and the rule directories it names, carried inside a queue job, so that a
 * `firerules worker` on another machine plays the submitter's own rules: the path the submitter
 * gave means nothing there, and a file of the same name could hold other rules. The worker writes
 * the files to a directory of its own, named by their digest, and plays from there.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { RulesError } from '../core/errors.ts';
import type { ConfigChoice } from '../core/playable.ts';

export interface ConfigBundle {
  /** The configuration file, relative to the bundle's root. */
  config: string;
  /** Every file, by its path relative to the root ('/' separated). */
  files: Record<string, string>;
  /** sha256 of the paths and contents: the worker's directory name, and a check on the way. */
  digest: string;
}

/** Every job carries the bundle, and Redis keeps every job: a bundle stays small. */
const MAX_BYTES = 2_000_000;

/** The bundle of a configuration file, or undefined for a preset (every worker has those). */
export function bundleOf(choice: ConfigChoice): ConfigBundle | undefined {
  if (!('configFile' in choice)) return undefined;
  const file = path.resolve(choice.configFile);
  const text = readFileSync(file, 'utf8');
  const dirs = rulesDirsOf(text).map((d) => path.resolve(path.dirname(file), d));
  const root = commonAncestor([path.dirname(file), ...dirs]);
  const files: Record<string, string> = { [relative(root, file)]: text };
  let bytes = text.length;
  for (const dir of dirs) {
    for (const f of filesUnder(dir)) {
      const content = readFileSync(f, 'utf8');
      bytes += content.length;
      if (bytes > MAX_BYTES) throw new RulesError(`simulate --queue: the configuration ${choice.configFile} and its rule directories come to over ${MAX_BYTES / 1e6} MB, too much to send with every job (each worker gets a copy)`, 2);
      files[relative(root, f)] = content;
    }
  }
  return { config: relative(root, file), files, digest: digestOf(files) };
}

/**
 * Writes a bundle where this machine keeps them and returns its configuration file's path. The
 * directory is named by the digest, so slices of one batch write it once, and it is complete
 * before it appears (written beside, then renamed).
 */
export function materialise(bundle: ConfigBundle, home = BUNDLES_HOME): string {
  if (digestOf(bundle.files) !== bundle.digest) throw new Error('the configuration sent with this slice does not match its digest');
  for (const rel of Object.keys(bundle.files)) checkRelative(rel);
  checkRelative(bundle.config);
  const dir = path.join(home, bundle.digest.slice(0, 32));
  if (existsSync(dir)) {
    // In use again: pruneBundles keeps it.
    const now = new Date();
    utimesSync(dir, now, now);
  } else {
    mkdirSync(home, { recursive: true });
    const draft = mkdtempSync(path.join(home, 'draft-'));
    for (const [rel, content] of Object.entries(bundle.files)) {
      const to = path.join(draft, ...rel.split('/'));
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, content);
    }
    try {
      renameSync(draft, dir);
    } catch {
      // Another worker on this machine wrote the same bundle first: theirs is the same files.
      rmSync(draft, { recursive: true, force: true });
    }
  }
  return path.join(dir, ...bundle.config.split('/'));
}

/** Where a machine's workers keep the bundles they were sent. */
const BUNDLES_HOME = path.join(tmpdir(), 'firerules-configs');
/** A bundle no slice has used for this long is removed when a worker starts. */
export const BUNDLE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/**
 * Removes the bundles (and drafts a killed worker left half-written) not used for `maxAgeMs`:
 * each batch with a configuration file leaves one behind, and nothing else would ever remove
 * it. Returns how many it removed. A bundle in use is touched by every slice that reads it.
 */
export function pruneBundles(home = BUNDLES_HOME, maxAgeMs = BUNDLE_MAX_AGE_MS, now = Date.now()): number {
  if (!existsSync(home)) return 0;
  let removed = 0;
  for (const entry of readdirSync(home, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(home, entry.name);
    // Another worker of this machine may be pruning too: a directory gone meanwhile is fine.
    const used = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    if (used === undefined || now - used <= maxAgeMs) continue;
    rmSync(dir, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

function rulesDirsOf(configText: string): string[] {
  const data = parse(configText) as { rulesDirs?: unknown } | null;
  const dirs = data && typeof data === 'object' ? data.rulesDirs : undefined;
  return Array.isArray(dirs) ? dirs.filter((d): d is string => typeof d === 'string') : [];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile() || (entry.isSymbolicLink() && statSync(full).isFile())) out.push(full);
  }
  return out.sort();
}

function commonAncestor(dirs: string[]): string {
  let root = dirs[0]!;
  for (const d of dirs) while (path.relative(root, d).startsWith('..')) root = path.dirname(root);
  return root;
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/** A path the worker may write: relative, and inside the bundle's directory. */
function checkRelative(rel: string): void {
  const parts = rel.split('/');
  if (!rel || path.isAbsolute(rel) || rel.includes('\\') || parts.some((p) => p === '..' || p === '' || p === '.')) throw new Error(`the configuration sent with this slice names a file outside its directory: ${rel.slice(0, 80)}`);
}

function digestOf(files: Record<string, string>): string {
  const h = createHash('sha256');
  for (const rel of Object.keys(files).sort()) h.update(`${rel}\0${files[rel]}\0`);
  return h.digest('hex');
}
