#!/usr/bin/env node
// Entry point for `npx firerules`: registers tsx so the TypeScript sources run as they are,
// with no build step between a clone and a working command.
import { register } from 'tsx/esm/api';

register();
// `firerules modules | head` closes the pipe early; that is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
