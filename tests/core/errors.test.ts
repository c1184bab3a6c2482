import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { loadWith, rulesError, tempTree } from '../helpers/fixtures.ts';

const mod = 'title: Broken\n';

describe('bad YAML and bad items give located messages', () => {
  it('a YAML syntax error names file, line and column', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- id: a\n  kind: rule\n  text: [unclosed\n` }));
    expect(e.problems[0]).toMatchObject({ file: expect.stringMatching(/b\/r\.yaml$/), line: expect.any(Number), col: expect.any(Number) });
    expect(e.message).toMatch(/invalid YAML/);
  });

  it('a missing required field is located at the item', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- id: house.a\n  kind: rule\n  source: house rule\n- id: house.b\n  kind: terrain\n  name: Swamp\n  kindling: 8\n  spread: seven\n  ecDrm: applies\n` }));
    expect(e.problems.map((p) => [p.line, p.message])).toEqual([
      [1, expect.stringMatching(/rule `house\.a`: missing required field `text`/)],
      [8, expect.stringMatching(/terrain `house\.b`: `spread` must be integer/)],
    ]);
  });

  it('unknown fields and kinds list what is allowed', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- { id: house.a, kind: rule, text: A, source: x, colour: red }\n- { id: house.b, kind: spell, text: B }\n` }));
    expect(e.problems[0]!.message).toMatch(/unknown field `colour` \(allowed: id, kind, title, text, source/);
    expect(e.problems[1]!.message).toMatch(/unknown kind `spell` \(known: environment, modifier, rule, terrain\)/);
    expect(e.problems[1]!.line).toBe(2);
  });

  it('a condition reading a fact its value does not provide is an error, not a silent no-op', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- id: house.m\n  kind: modifier\n  affects: kindling-drm\n  conditions: { all: [ { fact: unti, operator: equal, value: smc } ] }\n  effect: { add: 1 }\n  text: M\n  source: house rule\n` }));
    expect(e.message).toMatch(/reads fact `unti`, which `kindling-drm` does not provide \(facts: .*unit/);
  });

  it('an unknown operator or malformed effect is refused by the schema', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- id: house.m\n  kind: modifier\n  affects: kindling-drm\n  conditions: { all: [ { fact: unit, operator: is, value: smc } ] }\n  effect: { add: 1, set: 2 }\n  text: M\n  source: house rule\n` }));
    expect(e.message).toMatch(/`operator` must be one of: equal, notEqual/);
    expect(e.message).toMatch(/`effect` must have exactly one of its allowed keys/);
    expect(e.problems[0]!.line).toBe(4);
  });

  it('a registered source with an unknown section is refused; free text is accepted', () => {
    const e = rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- { id: house.a, kind: rule, text: A, source: "asl-fire-sheet § Fire Brigades" }\n` }));
    expect(e.message).toMatch(/`Fire Brigades` is not a section of asl-fire-sheet/);
    expect(loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': mod, 'asl-fire/b/r.yaml': `- { id: house.a, kind: rule, text: A, source: my club's rule }\n` }).get('house.a')).toBeDefined();
  });

  it('nothing is half-loaded: one bad file fails the whole config and lists every problem', () => {
    const e = rulesError(() =>
      loadWith(['core', 'good', 'bad'], {
        'asl-fire/good/module.yaml': 'title: Good\n',
        'asl-fire/good/r.yaml': `- { patch: terrain.woods, kindling: 8 }\n`,
        'asl-fire/bad/module.yaml': mod,
        'asl-fire/bad/r.yaml': `- { id: house.a, kind: rule }\n- { id: house.b, kind: rule }\n`,
      }),
    );
    expect(e.problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'rule `house.a`: missing required field `text`'],
      [1, 'rule `house.a`: missing required field `source`'],
      [2, 'rule `house.b`: missing required field `text`'],
      [2, 'rule `house.b`: missing required field `source`'],
    ]);
  });

  it('a bad module manifest and a bad config are located', () => {
    expect(rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': 'title: B\nrequires: core\n' })).message).toMatch(/module\.yaml:2:11: module manifest: `requires` must be array/);
    expect(rulesError(() => loadWith(['core', 'b'], { 'asl-fire/b/module.yaml': 'id: c\ntitle: B\n' })).message).toMatch(/module id `c` must equal its folder name `b`/);
  });
});

describe('the CLI reports user mistakes without stack traces', () => {
  async function run(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('a broken config file: exit 1, file and line, no stack', async () => {
    const dir = tempTree({ 'my.yaml': 'game: asl-fire\nmodules: [core]\noptions:\n  foo: 1\n' });
    const r = await run(['validate', '--config', `${dir}/my.yaml`]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/my\.yaml:4:\d+: unknown option `foo`/);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('a config that is not even a config: exit 1 naming the rule broken', async () => {
    const dir = tempTree({ 'my.yaml': 'game: asl-fire\nmodule: [core]\n' });
    const r = await run(['validate', '--config', `${dir}/my.yaml`]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing required field `modules`/);
    expect(r.err).toMatch(/unknown field `module`/);
  });

  it('an unknown game or a missing rules directory is located in the config', async () => {
    const dir = tempTree({ 'a.yaml': 'game: chess\nmodules: [core]\n', 'b.yaml': 'game: asl-fire\nmodules: [core]\nrulesDirs: [./nowhere]\n' });
    const a = await run(['validate', '--config', `${dir}/a.yaml`]);
    expect([a.code, a.err]).toEqual([1, expect.stringMatching(/a\.yaml:1:7: unknown game `chess` \(known: asl-fire/)]);
    const b = await run(['validate', '--config', `${dir}/b.yaml`]);
    expect([b.code, b.err]).toEqual([1, expect.stringMatching(/b\.yaml:3:\d+: rules directory `\.\/nowhere` does not exist/)]);
  });

  it('a missing config file and an unknown command', async () => {
    expect((await run(['validate', '--config', '/nonexistent/x.yaml'])).err).toMatch(/x\.yaml: cannot read file: ENOENT/);
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});
