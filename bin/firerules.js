#!/usr/bin/env node
// Entry point for `npx firerules`: registers tsx so the TypeScript sources run as they are,
// with no build step between a clone and a working command.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
