/**
 * `npm run build`, after tsc: every schema the loader and the games' files use, compiled by
 * ajv now and written as standalone code to dist/validators/ (src/core/precompiled-validators.ts
 * says why and how the command finds them). Reads tsc's output, so it runs after tsc.
 */
import { schemasInUse } from '../dist/src/games/index.js';
import { writePrecompiledValidators } from '../dist/src/core/precompiled-build.js';
import { PRECOMPILED_DIR } from '../dist/src/core/precompiled-validators.js';

const count = writePrecompiledValidators(schemasInUse(), PRECOMPILED_DIR);
console.log(`precompile-validators: ${count} validators in dist/validators`);
