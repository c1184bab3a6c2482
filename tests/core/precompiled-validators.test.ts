/**
 * The build's validators (ajv standalone code, src/core/precompiled-validators.ts) answer
 * exactly as the validators ajv compiles at run time: the same raw errors for every schema in
 * use on malformed values made from the schema itself, and byte for byte the same messages
 * for bad rule, config, board and scenario files run through the command.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writePrecompiledValidators } from '../../src/core/precompiled-build.ts';
import { precompiledValidator, PRECOMPILED_DIR } from '../../src/core/precompiled-validators.ts';
import { buildOutput } from '../../src/core/paths.ts';
import type { JsonSchema } from '../../src/core/schemas.ts';
import { compileNow, useValidatorsFrom, validateAgainst } from '../../src/core/validate.ts';
import { parseYaml } from '../../src/core/yaml-file.ts';
import { schemasInUse } from '../../src/games/index.ts';
import { runCli } from '../helpers/cli.ts';
import { tempTree } from '../helpers/fixtures.ts';
import { aslConfig, bigOptions, board, fpConfig, fpScenario, ftScenario, mod, rule } from '../errors/input-fixtures.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'firerules-validators-'));
const schemas = schemasInUse();
const written = writePrecompiledValidators(schemas, dir);
afterAll(() => {
  useValidatorsFrom(buildOutput(PRECOMPILED_DIR));
  rmSync(dir, { recursive: true, force: true });
});

const WRONG: unknown[] = [{ zz: [1] }, 'x', -1.5, [null], true, null];

/** Malformed values built from a schema's own fields, two levels deep: wrong types, unknown keys, empty objects. */
function malformed(schema: JsonSchema, depth = 2): unknown[] {
  const props = (schema as { properties?: Record<string, JsonSchema> }).properties ?? {};
  const out: unknown[] = [...WRONG, {}, [], { zz: 1 }];
  for (const [key, sub] of Object.entries(props)) {
    for (const w of WRONG) out.push({ [key]: w, kind: 'rule', id: 'x.y' });
    if (depth > 1) for (const inner of malformed(sub, depth - 1)) out.push({ [key]: inner });
  }
  return out;
}

function rawErrors(fn: (d: unknown) => boolean, data: unknown): string {
  return fn(data) ? 'valid' : JSON.stringify((fn as unknown as { errors: unknown }).errors);
}

describe('precompiled validators', () => {
  it('the build writes one for every schema in use, and the run time finds each', () => {
    expect(written).toBe(readdirSync(dir).length);
    expect(written).toBeGreaterThan(15);
    useValidatorsFrom(dir);
    expect(schemas.filter((s) => !precompiledValidator(s))).toEqual([]);
  });

  it('a schema that changed since the build has no file: it is compiled at run time', () => {
    useValidatorsFrom(dir);
    const edited = { ...schemas[0]!, description: 'edited after the build' };
    expect(precompiledValidator(edited)).toBeUndefined();
  });

  it('gives the same raw errors as ajv compiling at run time, for every schema', () => {
    useValidatorsFrom(dir);
    let compared = 0;
    for (const schema of schemas) {
      const built = precompiledValidator(schema)!;
      const now = compileNow(schema);
      for (const data of malformed(schema)) {
        expect(rawErrors(built, data)).toBe(rawErrors(now, data));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('gives the same located problems through validateAgainst', () => {
    const problems = (from: string | undefined) => {
      useValidatorsFrom(from);
      return schemas.flatMap((schema) => malformed(schema, 1).map((data) => validateAgainst(schema, data, parseYaml(JSON.stringify(data, null, 1), 'x.yaml'), [], 'value')));
    };
    const built = problems(dir);
    expect(built.flat().length).toBeGreaterThan(500);
    expect(built).toEqual(problems(undefined));
  });
});

const mine = (r: string) => ({ 'asl-fire/mine/module.yaml': mod, 'asl-fire/mine/r.yaml': r, 'c.yaml': `${aslConfig.replace('[core]', '[core, mine]')}rulesDirs: [.]\n` });
const fixtureDir = path.join(import.meta.dirname, '../errors/fixtures/flash-point');

/** Bad files of every kind the loader checks against a schema: [name, files, args]. */
const CASES: [string, Record<string, string>, string[]][] = [
  ['a config with an unknown field', { 'c.yaml': `${fpConfig}zz: 1\n` }, ['validate', '--config', '@/c.yaml']],
  ['a config with modules not a list', { 'c.yaml': 'game: flash-point\nmodules: core\n' }, ['validate', '--config', '@/c.yaml']],
  ['a config with no game', { 'c.yaml': 'modules: [core]\n' }, ['validate', '--config', '@/c.yaml']],
  ['a config with 300 options', { 'c.yaml': fpConfig + bigOptions(300) }, ['validate', '--config', '@/c.yaml']],
  ['a module manifest with wrong fields', { ...mine(rule('a')), 'asl-fire/mine/module.yaml': 'title: 3\nrequires: core\nzz: 1\n' }, ['validate', '--config', '@/c.yaml']],
  ['an item missing its text', mine('- { id: house.a, kind: rule, source: house rule }\n'), ['validate', '--config', '@/c.yaml']],
  ['a modifier with bad conditions', mine('- { id: house.m, kind: modifier, text: T, source: s, affects: kindling-drm, effect: { add: x }, conditions: { all: [{ fact: 1, operator: nope }] } }\n'), ['validate', '--config', '@/c.yaml']],
  ['a modifier with a mixed condition', mine('- { id: house.m, kind: modifier, text: T, source: s, affects: 3, effect: { add: 1, set: 2 }, conditions: { any: [], all: [] } }\n'), ['validate', '--config', '@/c.yaml']],
  ['bad patch and remove entries', mine(`${rule('a')}- { patch: house.a, kind: rule, zz: 1 }\n- { remove: 3 }\n`), ['validate', '--config', '@/c.yaml']],
  ['an asl terrain with wrong fields', mine('- { id: terrain.zz, kind: terrain, text: T, source: s, kindling: high, zz: 1 }\n'), ['validate', '--config', '@/c.yaml']],
  ['a Flash Point board with wrong fields', { 'flash-point/boards/mine.yaml': `${board('mine', 'base-house')}levels: 3\nzz: 1\n`, 'c.yaml': `${fpConfig}board: mine\nrulesDirs: [.]\n` }, ['validate', '--config', '@/c.yaml']],
  ['a Flash Point scenario with wrong fields', { 's.yaml': `${fpScenario}zz: 1\nseed: x\n` }, ['scenario', '@/s.yaml']],
  ['a Fire Tower scenario with wrong fields', { 's.yaml': `${ftScenario}zz: 1\nplace: 3\n` }, ['scenario', '@/s.yaml']],
  ...readdirSync(fixtureDir).map((f): [string, Record<string, string>, string[]] => [`the fixture ${f}`, { 's.yaml': readFileSync(path.join(fixtureDir, f), 'utf8') }, ['scenario', '@/s.yaml']]),
];

describe('the command says the same with either kind of validator', () => {
  it.each(CASES)('%s', async (_name, files, args) => {
    const run = async (from: string | undefined) => {
      useValidatorsFrom(from);
      const d = tempTree(files);
      const r = await runCli(...args.map((a) => (a.startsWith('@/') ? path.join(d, a.slice(2)) : a)));
      return { code: r.code, out: r.out, err: r.err.split(d).join('<dir>') };
    };
    const built = await run(dir);
    expect(built.code).toBe(1);
    expect(built).toEqual(await run(undefined));
  });
});
