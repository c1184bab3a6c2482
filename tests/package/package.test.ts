/**
 * The package as users get it (issue 14): packed, installed from the tarball into a fresh
 * folder, then the command, the library from plain Node and a TypeScript consumer's tsc —
 * all against node_modules/firerules, never the clone. Prints the tarball's size and file
 * count. The command runs from its bundle (dist/cli/), the library from tsc's modules (dist/src/).
 * The consumers are kept as .txt here so the clone's own tsc and vitest skip them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/core/paths.ts';
import { installedBin, packAndInstall, type Installed } from './install.ts';

let pkg: Installed;

/** Node with these arguments in the consumer's folder. */
function node(args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd: pkg.dir, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The installed command (what `npx firerules ARGS` runs there). */
const cli = (args: string[]) => node([installedBin(pkg.dir), ...args]);

beforeAll(() => {
  pkg = packAndInstall();
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`firerules tarball: ${kb(pkg.size)} packed, ${kb(pkg.unpackedSize)} unpacked, ${pkg.files.length} files (installed in ${pkg.dir})`);
}, 180_000);

// Some 4,000 files (BullMQ alone brings 800): more than the default 10 s on a busy machine.
afterAll(() => {
  if (pkg) rmSync(pkg.dir, { recursive: true, force: true });
}, 60_000);

describe('the packed tarball', () => {
  it('holds what users need and none of the development files', () => {
    const paths = pkg.files.map((f) => f.path);
    for (const needed of ['package.json', 'README.md', 'LICENSE', 'bin/firerules.js', 'dist/cli/main.js', 'dist/cli/THIRD-PARTY-LICENSES.txt', 'dist/src/api/index.js', 'dist/src/api/index.d.ts', 'dist/src/cli/main.js', 'rules/sources.yaml', 'docs/schemas/config.schema.json', 'examples/asl-house-rules/my-game.yaml']) {
      expect(paths).toContain(needed);
    }
    const unwanted = paths.filter((p) => /^(tests|bench|src|machines|\.ci|docs\/(?!schemas\/)|node_modules)\/|vitest|tsconfig|\.ts$(?<!\.d\.ts$)/.test(p));
    expect(unwanted).toEqual([]);
  });
});

describe('the installed command', () => {
  it('finds the build\'s validator of every schema in use and parsed copy of every rule file (cold start)', () => {
    const src = pathToFileURL(path.join(pkg.dir, 'node_modules/firerules/dist/src/')).href;
    const rules = path.join(pkg.dir, 'node_modules/firerules/rules');
    const script = [
      `const { schemasInUse } = await import('${src}games/index.js');`,
      `const { precompiledValidator } = await import('${src}core/precompiled-validators.js');`,
      `const { cachedYaml } = await import('${src}core/yaml-cache.js');`,
      `const fs = await import('node:fs');`,
      `const files = fs.readdirSync(${JSON.stringify(rules)}, { recursive: true }).filter((f) => /\\.ya?ml$/.test(f));`,
      `const schemas = schemasInUse();`,
      `console.log(JSON.stringify({ schemas: schemas.length, validators: schemas.filter((s) => precompiledValidator(s)).length, files: files.length, cached: files.filter((f) => cachedYaml(fs.readFileSync(${JSON.stringify(rules)} + '/' + f, 'utf8'))).length }));`,
    ].join('\n');
    const r = node(['--input-type=module', '-e', script]);
    expect(r.err).toBe('');
    const found = JSON.parse(r.out) as { schemas: number; validators: number; files: number; cached: number };
    expect(found.schemas).toBeGreaterThan(15);
    expect(found.validators).toBe(found.schemas);
    expect(found.files).toBeGreaterThan(100);
    expect(found.cached).toBe(found.files);
  });

  it('compiles a schema the build did not (a recording\'s) with the installed ajv, and reports its problems', () => {
    writeFileSync(path.join(pkg.dir, 'bad-recording.json'), '{"zz":1}\n');
    const r = cli(['replay', '--from', 'bad-recording.json', '--out', 'bad.html']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/bad-recording\.json: recording: unknown field `zz`/);
  });

  it('answers --help and --version', () => {
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/Usage: firerules/);
    expect(cli(['--version']).out.trim()).toBe(JSON.parse(execFileSync('node', ['-p', 'JSON.stringify(require("./package.json"))'], { cwd: PROJECT_ROOT, encoding: 'utf8' })).version);
  });

  it('runs an asl query and validates a preset, without tsx', () => {
    expect(existsSync(path.join(pkg.dir, 'node_modules', 'tsx'))).toBe(false);
    const kindle = cli(['asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--json']);
    expect(kindle.code).toBe(0);
    expect(JSON.parse(kindle.out)).toMatchObject({ terrain: 'Woods', kindlingNumber: 9 });
    const valid = cli(['validate', '--preset', 'experienced-recruit']);
    expect(valid.code).toBe(0);
    expect(valid.out).toMatch(/^OK: preset experienced-recruit/);
  });

  it('runs the shipped examples by their paths in node_modules', () => {
    const ex = 'node_modules/firerules/examples';
    expect(cli(['validate', '--config', `${ex}/asl-house-rules/my-game.yaml`]).code).toBe(0);
    expect(cli(['scenario', `${ex}/scenarios/flash-point-move-into-fire.yaml`]).code).toBe(0);
    expect(cli(['scenario', `${ex}/scenarios/fire-tower-hawk-carries-gem.yaml`]).code).toBe(0);
    for (const script of readdirSync(path.join(pkg.dir, ex, 'library'))) {
      const r = node([path.join(ex, 'library', script)]);
      expect({ script, code: r.code, err: r.err }).toEqual({ script, code: 0, err: '' });
    }
  });

  it('starts with the tour, its where-next commands naming the installed examples', () => {
    const start = cli(['start']);
    expect(start.code).toBe(0);
    const scenario = /npx firerules scenario (\S+)/.exec(start.out)?.[1];
    expect(scenario).toBe('node_modules/firerules/examples/scenarios/flash-point-move-into-fire.yaml');
    expect(cli(['scenario', scenario!]).code).toBe(0);
  });

  it('draws a statechart and writes a replay (the bundled xstate and renderers)', () => {
    const chart = cli(['chart', '--game', 'fire-tower', '--format', 'mermaid']);
    expect(chart.code).toBe(0);
    expect(chart.out).toMatch(/^stateDiagram-v2/);
    const replay = cli(['replay', '--preset', 'experienced-recruit', '--seed', '1', '--out', 'replay.html']);
    expect(replay.code).toBe(0);
    expect(existsSync(path.join(pkg.dir, 'replay.html'))).toBe(true);
  });

  it('writes docs only where --out says, never into the package', () => {
    const before = readdirSync(path.join(pkg.dir, 'node_modules', 'firerules')).sort();
    const all = cli(['docs', '--all']);
    expect(all.code).toBe(2);
    expect(all.err).toMatch(/--out DIR is required/);
    mkdirSync(path.join(pkg.dir, 'out'), { recursive: true });
    expect(cli(['docs', '--preset', 'asl-fire', '--out', 'out/asl']).code).toBe(0);
    expect(existsSync(path.join(pkg.dir, 'out', 'asl', 'rules.md'))).toBe(true);
    expect(readdirSync(path.join(pkg.dir, 'node_modules', 'firerules')).sort()).toEqual(before);
  });
});

/**
 * Every command line of the README's shell blocks, run in the consumer's folder: example paths
 * as an install has them (node_modules/firerules/examples/), /tmp/ outputs into the folder,
 * a simulation of 2 games instead of 50 (the same command, less CPU). `inspect` serves until
 * stopped and `--agent human` reads the keyboard, so they are left out.
 */
function readmeCommands(): string[][] {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```sh\n([^]*?)```/g)].map((m) => m[1]!);
  return blocks
    .flatMap((b) => b.split('\n'))
    .filter((l) => /^(npx firerules|node node_modules\/) /.test(l))
    .map((l) => l.replace(/\s+#.*$/, '').replace(/(?<!firerules\/)\bexamples\//g, 'node_modules/firerules/examples/').replace(/\/tmp\//g, 'out/').replace('--games 50', '--games 2'))
    .map((l) => [...l.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!))
    .filter((argv) => argv[2] !== 'inspect' && !argv.includes('human'));
}

describe('the README, run from the install', () => {
  it('runs every command line of its shell blocks', () => {
    mkdirSync(path.join(pkg.dir, 'out'), { recursive: true });
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThan(25);
    for (const argv of commands) {
      const r = argv[0] === 'npx' ? cli(argv.slice(2)) : node(argv.slice(1));
      expect({ command: argv.join(' '), code: r.code, err: r.err }).toEqual({ command: argv.join(' '), code: 0, err: '' });
    }
  }, 240_000);
});

describe('the installed library', () => {
  it('imports every export path from plain Node (ESM)', () => {
    copyFileSync(path.join(import.meta.dirname, 'consumer.mjs.txt'), path.join(pkg.dir, 'consumer.mjs'));
    const r = node(['consumer.mjs']);
    expect(r.err.replace(/^.*ExperimentalWarning.*\n|^\(Use `node --trace-warnings.*\n/gm, '')).toBe('');
    const seen = JSON.parse(r.out);
    expect(seen.root).toEqual(expect.arrayContaining(['validate', 'load', 'flashPoint', 'fireTower', 'aslFire', 'rulebookMarkdown']));
    expect(seen.flashPointLegal).toBeGreaterThan(0);
    expect(seen.fireTowerLegal).toBeGreaterThan(0);
    expect(seen.kindle).toBe(9);
    expect(seen.games).toEqual(expect.arrayContaining(['asl-fire', 'fire-tower', 'flash-point']));
    expect(seen).toMatchObject({ valid: true, schemaTitle: 'firerules config or preset' });
    expect(seen.brokenProblems).toBeGreaterThan(0);
  });

  it('type-checks a TypeScript consumer against the shipped .d.ts files', () => {
    copyFileSync(path.join(import.meta.dirname, 'consumer.ts.txt'), path.join(pkg.dir, 'consumer.ts'));
    writeFileSync(path.join(pkg.dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true,
        skipLibCheck: false, types: ['node'], typeRoots: [path.join(PROJECT_ROOT, 'node_modules', '@types')],
      },
      files: ['consumer.ts'],
    }));
    const tsc = path.join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: pkg.dir, encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
