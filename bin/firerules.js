#!/usr/bin/env node
// Entry point for `firerules`. An installed package runs the command's bundle, dist/cli/main.js
// (built by `npm run build`, which `prepare` runs on `npm ci` and `npm pack`). A clone — src/ beside
// bin/, with tsx installed as a dev dependency — runs the TypeScript sources through tsx, so an
// edit is live without a rebuild and a stale dist/ never answers; FIRERULES_DIST=1 runs the
// bundle there too (the cold-start bench, a check of the build).
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1+ keeps V8's compiled code between runs (Node 20 has no such cache).
module.enableCompileCache?.();

const root = new URL('../', import.meta.url);
const argv = process.argv.slice(2);
// `firerules modules | head` closes the pipe early; that is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const main = (await fromSources()) ?? (await import('../dist/cli/main.js')).main;
process.exitCode = await main(argv);

/** The sources' main in a clone with tsx; undefined in an installed package (or with FIRERULES_DIST=1). */
async function fromSources() {
  if (process.env.FIRERULES_DIST === '1' || !existsSync(new URL('src/cli/main.ts', root))) return undefined;
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    return undefined; // a clone installed without dev dependencies: dist/ it is
  }
  register();
  return (await import('../src/cli/main.ts')).main;
}
