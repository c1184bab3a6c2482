/**
 * `npm run build`, second step: the `firerules` command as one bundle in dist/cli/ — tsc's
 * dist/src/cli/main.js with everything it imports, its dependencies included — so a cold
 * start reads a few files instead of some 300 modules and the CommonJS files of a dozen
 * packages (bench/cold-start.ts measures it). Commands loaded lazily become chunks of their
 * own. The library's import paths stay tsc's modules, with dependencies installed beside
 * them. The licences of the bundled packages go to dist/cli/THIRD-PARTY-LICENSES.txt.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rolldown } from 'rolldown';

const OUT = 'dist/cli';
const warnings = [];
const bundle = await rolldown({
  // The simulation worker is an entry of its own: worker threads load it by its file name.
  input: { main: 'dist/src/cli/main.js', 'sim-worker': 'dist/src/sim/sim-worker.js' },
  platform: 'node',
  // ws's optional native speed-ups: required inside a try, absent unless a user installs them.
  // elkjs is already one file (1.6 MB, loaded only to lay out a chart): nothing to gain from a
  // second copy, so it is imported from the installed dependency.
  // tinypool starts its threads from a file of its own package (found from its own location):
  // it stays the installed dependency. So do vega and vega-lite (some 80 modules, loaded only
  // to draw a `simulate --report`'s charts), and BullMQ and ioredis (2 MB, loaded only by
  // `simulate --queue` and `worker`).
  external: [/^node:/, 'bufferutil', 'utf-8-validate', /^elkjs(\/|$)/, /^tinypool(\/|$)/, /^vega(-lite)?(\/|$)/, /^bullmq(\/|$)/, /^ioredis(\/|$)/],
  onLog: (level, log) => {
    if (level === 'warn') warnings.push(log.message);
  },
});
const { output } = await bundle.write({ dir: OUT, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' });
await bundle.close();
if (warnings.length) {
  console.error(`bundle-cli: ${warnings.length} warning(s):\n${warnings.join('\n')}`);
  process.exitCode = 1;
}

/** The package a bundled module belongs to (its folder under the last node_modules), if any. */
function packageDir(id) {
  const i = id.lastIndexOf(`node_modules${path.sep}`);
  if (i < 0) return undefined;
  const parts = id.slice(i + 'node_modules/'.length).split(path.sep);
  return id.slice(0, i + 'node_modules/'.length) + (parts[0].startsWith('@') ? `${parts[0]}${path.sep}${parts[1]}` : parts[0]);
}

const dirs = new Set(output.flatMap((o) => (o.type === 'chunk' ? o.moduleIds : [])).map(packageDir).filter(Boolean));
const notices = [...dirs].sort().map((dir) => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
  const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : `(no licence file; package.json says ${pkg.license})`;
  return `${pkg.name}@${pkg.version} — ${pkg.license}\n\n${text}\n`;
});
writeFileSync(path.join(OUT, 'THIRD-PARTY-LICENSES.txt'), `The firerules command (dist/cli/) bundles these packages:\n\n${notices.join('\n' + '-'.repeat(78) + '\n\n')}`);
console.log(`bundle-cli: ${output.filter((o) => o.type === 'chunk').length} chunk(s) in ${OUT}, ${dirs.size} bundled packages${existsSync(path.join(OUT, 'main.js')) ? '' : ' — main.js missing!'}`);
