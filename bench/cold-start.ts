/**
 * Cold start of the installed package (issue 14), part of `npm run bench`: the tarball is
 * packed and installed into a temporary folder (tests/package/install.ts), then each command
 * is started ten times, in turns so that a change in the shared machine's load touches all
 * alike; the medians are printed with their ratio to `node -e 0` measured in the same run.
 * The targets: `--help` at most 2.5x `node -e 0` (and under 150 ms), an `asl` query under
 * 300 ms, `validate --preset experienced-recruit` under 500 ms. A house-rules config shows a
 * user's own files (parsed at run time, not by the build); the same three run through tsc's
 * modules instead of the command's bundle show what the bundle saves.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { installedBin, packAndInstall } from '../tests/package/install.ts';

const RUNS = Number(process.env.COLD_START_RUNS ?? 10);

const pkg = packAndInstall();
const bin = installedBin(pkg.dir);
// The same commands through tsc's modules (dist/src/cli/main.js) instead of the bundle: what bundling buys.
const unbundled = `const { main } = await import(${JSON.stringify(pathToFileURL(path.join(pkg.dir, 'node_modules/firerules/dist/src/cli/main.js')).href)}); process.exitCode = await main(process.argv.slice(1));`;
const KINDLE = ['asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--json'];
const VALIDATE = ['validate', '--preset', 'experienced-recruit'];
const commands: { label: string; args: string[]; targetMs?: number; targetRatio?: number }[] = [
  { label: 'node -e 0 (baseline)', args: ['-e', '0'] },
  { label: 'firerules --help', args: [bin, '--help'], targetMs: 150, targetRatio: 2.5 },
  { label: 'firerules asl kindle --terrain woods --ec dry --json', args: [bin, ...KINDLE], targetMs: 300 },
  { label: 'firerules validate --preset experienced-recruit', args: [bin, ...VALIDATE], targetMs: 500 },
  // A user's config and rule module are parsed and checked at run time (the build's parsed copies serve only the package's own files).
  { label: '  validate --config (a house-rules config)', args: [bin, 'validate', '--config', 'node_modules/firerules/examples/asl-house-rules/my-game.yaml'] },
  { label: '  --help, unbundled (tsc modules)', args: ['--input-type=module', '-e', unbundled, '--', '--help'] },
  { label: '  asl kindle, unbundled', args: ['--input-type=module', '-e', unbundled, '--', ...KINDLE] },
  { label: '  validate, unbundled', args: ['--input-type=module', '-e', unbundled, '--', ...VALIDATE] },
];

function timeOnce(args: readonly string[]): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: pkg.dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

try {
  const times = commands.map(() => [] as number[]);
  for (const c of commands) timeOnce(c.args); // warm the file cache once each
  for (let run = 0; run < RUNS; run++) commands.forEach((c, i) => times[i]!.push(timeOnce(c.args)));
  const base = median(times[0]!);
  console.log(`\nCold start of the installed package (tarball ${(pkg.size / 1024).toFixed(0)} kB, ${pkg.files.length} files), median of ${RUNS}\n`);
  for (const [i, c] of commands.entries()) {
    const ms = median(times[i]!);
    // The ratio is the machine-independent target; the milliseconds hold on an unloaded machine only.
    const goals = [
      c.targetRatio === undefined ? '' : `≤ ${c.targetRatio}x ${ms / base <= c.targetRatio ? 'met' : 'NOT met'}`,
      c.targetMs === undefined ? '' : `< ${c.targetMs} ms ${ms < c.targetMs ? 'met' : 'NOT met'}`,
    ].filter(Boolean);
    console.log(`${c.label.padEnd(56)} ${ms.toFixed(0).padStart(6)} ms ${(ms / base).toFixed(2).padStart(6)}x${goals.length ? `   target ${goals.join(', ')}` : ''}`);
  }
} finally {
  rmSync(pkg.dir, { recursive: true, force: true });
}
