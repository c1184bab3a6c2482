/**
 * The command line itself: every command's help lists every flag it declares (and its code
 * reads no other), the version, "did you mean", mistakes as JSON under --json, colour only
 * where it belongs, help without loading a game, and `play --agent human` driven by piped
 * input — in-process and through the real bin with a real pipe.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { COMMANDS } from '../../src/cli/program.ts';
import type { CommandSpec } from '../../src/cli/spec.ts';
import { colourOn } from '../../src/cli/colour.ts';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

async function run(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s), Readable.from([stdin]));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every command that runs, with the words that name it (`asl kindle`). */
const runnable: { words: string[]; spec: CommandSpec }[] = COMMANDS.flatMap((spec) =>
  spec.subcommands ? spec.subcommands.map((sub) => ({ words: [spec.name, sub.name], spec: sub })) : [{ words: [spec.name], spec }],
);
const SRC = path.join(PROJECT_ROOT, 'src/cli');
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');
const ESC = '\u001b[';

describe('help', () => {
  it('the root help lists every command and the exit codes, by --help, -h and help', async () => {
    for (const argv of [['--help'], ['-h'], ['help']]) {
      const r = await run(argv);
      expect(r.code).toBe(0);
      for (const c of COMMANDS) expect(r.out).toMatch(new RegExp(`^  ${c.name}\\b`, 'm'));
      expect(r.out).toMatch(/Exit codes:\n  0 +success\n  1 +invalid rules[^\n]*\n  2 +bad command line[^\n]*\n  3 +scenario: its expect block/);
      expect(r.out).not.toContain(ESC);
    }
  });

  it.each(runnable.map((c) => [c.words.join(' '), c] as const))('%s --help exits 0 and lists each flag and an example', async (_name, { words, spec }) => {
    const r = await run([...words, '--help']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain(`Usage: firerules ${words.join(' ')}`);
    for (const o of spec.options) expect(r.out).toMatch(new RegExp(`--${o.name}${o.value ? ` <${o.value}${o.variadic ? '\\.\\.\\.' : ''}>` : '\\b'}`));
    expect(spec.examples.length).toBeGreaterThan(0);
    for (const e of spec.examples) expect(r.out).toContain(e);
  });

  it('help <command> is <command> --help; asl --help lists its queries', async () => {
    expect((await run(['help', 'play'])).out).toBe((await run(['play', '--help'])).out);
    const asl = await run(['asl', '--help']);
    for (const q of ['kindle', 'spread', 'blaze', 'clear']) expect(asl.out).toMatch(new RegExp(`^  ${q}\\b`, 'm'));
  });

  it('start --help shows the help, not the tour', async () => {
    const r = await run(['start', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: firerules start');
    expect(r.out).not.toMatch(/A default game of Flash Point/);
  });

  it('--version and -v print the version in package.json', async () => {
    const { version } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await run(['--version'])).toEqual({ code: 0, out: version, err: '' });
    expect((await run(['-v'])).out).toBe(version);
  });
});

describe('the flags a command reads are the flags it declares', () => {
  /** Flags a file reads: `flags.x`, `flags['x']`, `numberFlag(flags, 'x')`, `need(flags, 'x')`. */
  const flagsRead = (text: string) => new Set([...text.matchAll(/\bflags(?:\.([a-z][\w]*)|\['([\w-]+)'\])|\(flags, '([\w-]+)'\)/g)].map((m) => m[1] ?? m[2] ?? m[3]!));
  /** The module a command's run imports (`./play.ts`, or `/src/cli/play.ts` once vitest has rewritten the import). */
  const moduleOf = (spec: CommandSpec) => /(?:\.|cli)\/([\w-]+\.ts)/.exec(spec.run!.toString())![1]!;
  /** Files that read flags on behalf of the commands that call them. */
  const HELPERS = ['args.ts', 'playing.ts', 'agent-choice.ts'];

  it('every flag read in a command module is declared by a command it serves', () => {
    const declaredBy = new Map<string, Set<string>>();
    for (const { spec } of runnable) {
      const set = declaredBy.get(moduleOf(spec)) ?? new Set();
      for (const o of spec.options) set.add(o.name);
      declaredBy.set(moduleOf(spec), set);
    }
    const undeclared = [...declaredBy].flatMap(([file, declared]) => [...flagsRead(read(file))].filter((f) => !declared.has(f)).map((f) => `${file} reads --${f}`));
    expect(undeclared).toEqual([]);
  });

  it('every declared flag is read (no flag in the help that does nothing)', () => {
    const helpers = HELPERS.flatMap((f) => [...flagsRead(read(f))]);
    const unused = runnable.flatMap(({ words, spec }) => {
      const reads = new Set([...flagsRead(read(moduleOf(spec))), ...helpers]);
      return spec.options.filter((o) => !reads.has(o.name)).map((o) => `${words.join(' ')} --${o.name}`);
    });
    expect(unused).toEqual([]);
  });

  it('reading an undeclared flag at run time is a bug, not a silent undefined', async () => {
    const play = COMMANDS.find((c) => c.name === 'scenario')!;
    const spy = vi.spyOn(play, 'run').mockImplementation(async ({ flags }) => (flags.seed ? 1 : 0));
    try {
      const r = await run(['scenario', 'x.yaml']);
      expect(r.code).toBe(70);
      expect(r.err).toMatch(/firerules scenario reads --seed, which its table does not declare/);
    } finally {
      spy.mockRestore();
    }
  });

  it('main loads no game and no engine module to print help: each command imports its own module when it runs', () => {
    const staticImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'/gm)].map((m) => path.resolve(path.dirname(file), m[1]!));
    const seen = new Set<string>();
    const stack = [path.join(SRC, 'main.ts')];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...staticImports(f));
    }
    const loaded = [...seen].map((f) => path.relative(PROJECT_ROOT, f)).sort();
    expect(loaded.filter((f) => !f.startsWith('src/cli/'))).toEqual(['src/core/errors.ts']);
    expect(loaded).not.toContain('src/cli/play.ts');
    expect(loaded).not.toContain('src/cli/rules-commands.ts');
  });
});

describe('mistakes on the command line', () => {
  it('an unknown command: exit 2 with the nearest command', async () => {
    const r = await run(['paly']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^firerules: unknown command 'paly' \(did you mean play\?\)\. Run `firerules --help`/);
    expect((await run(['frobnicate'])).code).toBe(2);
  });

  it('an unknown flag names the command and the flag, and the nearest flag', async () => {
    const r = await run(['play', '--sed', '3']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^firerules play: unknown option '--sed' \(did you mean --seed\?\)\. Run `firerules play --help` for its flags\./);
    const asl = await run(['asl', 'kindle', '--terain', 'woods']);
    expect([asl.code, asl.err]).toEqual([2, expect.stringMatching(/^firerules asl kindle: unknown option '--terain' \(did you mean --terrain\?\)/)]);
  });

  it('a missing value or argument, an extra argument, an unknown asl query: exit 2, naming the command', async () => {
    expect(await run(['play', '--seed'])).toMatchObject({ code: 2, err: expect.stringMatching(/^firerules play: option '--seed <S>' argument missing/) });
    expect(await run(['scenario'])).toMatchObject({ code: 2, err: expect.stringMatching(/^firerules scenario: missing required argument 'file'/) });
    expect(await run(['validate', 'extra'])).toMatchObject({ code: 2, err: expect.stringMatching(/^firerules validate: too many arguments/) });
    expect(await run(['asl', 'kindel'])).toMatchObject({ code: 2, err: expect.stringMatching(/^firerules asl: unknown command 'kindel' \(did you mean kindle\?\)/) });
    const bare = await run(['asl']);
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('Usage: firerules asl');
  });

  it('negative numbers are values, not flags', async () => {
    const r = await run(['asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--leader', '-1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).drm).toBe(2);
  });
});

describe('--json: mistakes as one JSON object on stderr, exit codes unchanged', () => {
  const only = (err: string) => {
    expect(err.split('\n')).toHaveLength(1);
    return JSON.parse(err).error as Record<string, unknown>;
  };

  it('a bad flag value', async () => {
    const r = await run(['play', '--seed', 'abc', '--json']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(only(r.err)).toMatchObject({ code: 'usage', exitCode: 2, command: 'play', message: expect.stringMatching(/--seed must be a whole number/) });
  });

  it('an unknown flag', async () => {
    const r = await run(['simulate', '--gmaes', '3', '--json']);
    expect(r.code).toBe(2);
    expect(only(r.err)).toMatchObject({ code: 'usage', command: 'simulate', message: expect.stringMatching(/unknown option '--gmaes' \(did you mean --games\?\)/) });
  });

  it('a broken config file: its file and line', async () => {
    const dir = (await import('../helpers/fixtures.ts')).tempTree({ 'c.yaml': 'game: asl-fire\nmodules: [core]\nfoo: 1\n' });
    const r = await run(['validate', '--config', path.join(dir, 'c.yaml'), '--json']);
    expect(r.code).toBe(1);
    const e = only(r.err);
    expect(e).toMatchObject({ code: 'invalid', exitCode: 1, command: 'validate', line: expect.any(Number), file: expect.stringMatching(/c\.yaml$/) });
    expect(e.message).toMatch(/unknown field `foo`/);
  });

  it("a scenario's refused action names its rule", async () => {
    const dir = (await import('../helpers/fixtures.ts')).tempTree({
      's.yaml': 'game: flash-point\nconfig: { preset: experienced-recruit }\nplayers:\n  - { id: p1, role: generalist, at: [3, 0] }\nplace:\n  fire: [[3, 2]]\n  victims: [{ at: [3, 1] }]\nactions:\n  - [p1, move, east]\n  - [p1, pick-up, victim]\n  - [p1, move, east]\n',
    });
    const r = await run(['scenario', path.join(dir, 's.yaml'), '--json']);
    expect(r.code).toBe(2);
    expect(only(r.err)).toMatchObject({ code: 'refused', exitCode: 2, rule: 'ap.move.no-carrying-into-fire', action: 2, player: 'p1', expected: false });
    JSON.parse(r.out);
  });

  it('without --json the same mistakes stay plain text', async () => {
    const r = await run(['play', '--seed', 'abc']);
    expect(r.err).toBe('firerules play: --seed must be a whole number (got `abc`)');
  });
});

describe('colour', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('only on a TTY, never with NO_COLOR, forced with FORCE_COLOR', () => {
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', undefined);
    expect(colourOn({ isTTY: true })).toBe(true);
    expect(colourOn({ isTTY: false })).toBe(false);
    expect(colourOn({})).toBe(false);
    vi.stubEnv('NO_COLOR', '1');
    expect(colourOn({ isTTY: true })).toBe(false);
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', '1');
    expect(colourOn({ isTTY: false })).toBe(true);
    vi.stubEnv('FORCE_COLOR', '0');
    expect(colourOn({ isTTY: true })).toBe(false);
  });

  it('help is plain text when forced off, bold titles when forced on', async () => {
    vi.stubEnv('NO_COLOR', '1');
    expect((await run(['play', '--help'])).out).not.toContain(ESC);
    vi.stubEnv('NO_COLOR', '');
    vi.stubEnv('FORCE_COLOR', '1');
    expect((await run(['play', '--help'])).out).toContain(`${ESC}1mOptions:`);
  });
});

describe('src/cli/main.ts started on its own', () => {
  const tsx = path.join(PROJECT_ROOT, 'node_modules/tsx/dist/cli.mjs');
  const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, encoding: 'utf8' });

  it('as a script, is the command', () => {
    const r = node([tsx, 'src/cli/main.ts', '--version']);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('imported (here by `node -e` with arguments after it), runs nothing', () => {
    const r = node(['--import', 'tsx', '--input-type=module', '-e', "await import('./src/cli/main.ts'); console.log('imported')", '--', '--help']);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('imported');
    expect(r.status).toBe(0);
  });
});
