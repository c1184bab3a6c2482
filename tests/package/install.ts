/**
 * The package as users get it: `npm run build` and `npm pack`, then the tarball
 * installed into a fresh folder — offline, from the npm cache `npm ci` filled. npm resolves a
 * plain `npm install` through the registry's package lists, which that cache does not keep,
 * so the folder gets a lock file naming the tarball and, for its dependencies, the entries of
 * our own package-lock.json that a runtime dependency needs: the same versions `npm ci` installed here.
 * Used by tests/package/package.test.ts and bench/cold-start.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

export interface PackedFile {
  path: string;
  size: number;
}

export interface Installed {
  /** The consumer's folder: package.json, package-lock.json, node_modules/firerules. */
  dir: string;
  tarball: string;
  /** What `npm pack --json` reports: the gzipped size, unpacked size and the file list. */
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function npm(args: string[], cwd: string): string {
  return execFileSync(NPM, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * The entries a user's install needs: those not dev-only, and the "devOptional" ones (wanted by
 * a dev dependency and by an optional runtime one, such as detect-libc under BullMQ's msgpackr)
 * that a runtime entry depends on — there, they are only optional.
 */
function runtimeEntries(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  const out: Record<string, LockEntry> = {};
  const todo = Object.keys(packages).filter((k) => k.startsWith('node_modules/') && !packages[k]!.dev && !packages[k]!.devOptional);
  for (let key = todo.pop(); key !== undefined; key = todo.pop()) {
    if (out[key]) continue;
    const { devOptional, ...entry } = packages[key]!;
    out[key] = devOptional ? { ...entry, optional: true } as LockEntry : entry;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = resolutionPath(key, name).find((k) => packages[k]);
      if (found && !out[found]) todo.push(found);
    }
  }
  return out;
}

/** Where Node looks for `name` from the package at `key`: its own node_modules, then each enclosing one up to the top. */
function resolutionPath(key: string, name: string): string[] {
  const out: string[] = [];
  for (let dir = key; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    out.push(`${dir}/node_modules/${name}`);
    if (!dir.includes('/node_modules/')) break;
  }
  out.push(`node_modules/${name}`);
  return out;
}

/** The consumer's lock: the tarball, and our lock's runtime dependencies as they are. */
function consumerLock(tarballRef: string): object {
  const ours = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const packages: Record<string, unknown> = {
    '': { name: 'firerules-consumer', dependencies: { firerules: tarballRef } },
    'node_modules/firerules': { version: pkg.version, resolved: tarballRef, license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines },
  };
  Object.assign(packages, runtimeEntries(ours.packages));
  return { name: 'firerules-consumer', lockfileVersion: 3, requires: true, packages };
}

/** Pack this clone and install the tarball into a new temporary folder. */
export function packAndInstall(): Installed {
  const dir = mkdtempSync(path.join(tmpdir(), 'firerules-package-'));
  try {
    // The build first, on its own: `npm pack` would run it as `prepare`, its output mixed into --json's.
    npm(['run', 'build'], PROJECT_ROOT);
    const [report] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], PROJECT_ROOT)) as [{ filename: string; size: number; unpackedSize: number; files: PackedFile[] }];
    const tarballRef = `file:${report.filename}`;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'firerules-consumer', private: true, type: 'module', dependencies: { firerules: tarballRef } }, null, 2));
    writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(consumerLock(tarballRef), null, 2));
    npm(['ci', '--offline', '--no-audit', '--no-fund'], dir);
    return { dir, tarball: path.join(dir, report.filename), size: report.size, unpackedSize: report.unpackedSize, files: report.files };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/** The installed command's script (what `npx firerules` runs). */
export function installedBin(dir: string): string {
  return path.join(dir, 'node_modules', 'firerules', 'bin', 'firerules.js');
}
