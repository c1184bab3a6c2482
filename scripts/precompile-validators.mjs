/**
 * `npm run build`, after tsc: every schema the loader and the games' files use, compiled by
 * ajv now and written as standalone code to dist/validators/, and every rule file parsed now
 * and written to dist/yaml-cache/ (src/core/precompiled-validators.ts and yaml-cache.ts say
 * why, and how the command finds them). Reads tsc's output, so it runs after tsc.
 */
import { schemasInUse } from '../dist/src/games/index.js';
import { writePrecompiledValidators, writeYamlCache } from '../dist/src/core/precompiled-build.js';
import { PRECOMPILED_DIR } from '../dist/src/core/precompiled-validators.js';
import { PROJECT_RULES } from '../dist/src/core/paths.js';
import { YAML_CACHE_DIR } from '../dist/src/core/yaml-cache.js';

const validators = writePrecompiledValidators(schemasInUse(), PRECOMPILED_DIR);
const parsed = writeYamlCache(PROJECT_RULES, YAML_CACHE_DIR);
console.log(`precompile: ${validators} validators in dist/validators, ${parsed} parsed rule files in dist/yaml-cache`);
