import { describe, expect, it } from 'vitest';
import { kindle } from '../../src/games/asl-fire/queries.ts';
import { loadWith, rulesError } from '../helpers/fixtures.ts';

const mod = (title: string, extra = '') => `title: ${title}\n${extra}`;

describe('layering modules by id', () => {
  it('adds new items from a later module', () => {
    const rules = loadWith(['core', 'extra'], {
      'asl-fire/extra/module.yaml': mod('Extra'),
      'asl-fire/extra/rules.yaml': `- { id: house.note, kind: rule, text: Our note., source: house rule }\n`,
    });
    expect(rules.get('house.note')?.item.text).toBe('Our note.');
    expect(rules.get('house.note')?.provenance).toEqual([{ action: 'add', module: 'extra', file: expect.stringContaining('rules.yaml'), line: 1, source: 'house rule' }]);
  });

  it('a duplicate id without override is an error naming both files and lines', () => {
    const e = rulesError(() =>
      loadWith(['core', 'dup'], {
        'asl-fire/dup/module.yaml': mod('Dup'),
        'asl-fire/dup/rules.yaml': `# a comment\n- { id: terrain.woods, kind: terrain, name: Woods, kindling: 8, spread: 7, ecDrm: applies }\n`,
      }),
    );
    expect(e.problems).toHaveLength(1);
    const p = e.problems[0]!;
    expect(p.file).toMatch(/dup\/rules\.yaml$/);
    expect(p.line).toBe(2);
    expect(p.message).toMatch(/duplicate id `terrain\.woods`: already defined at rules\/asl-fire\/core\/terrain\.yaml:\d+ \(module core\)/);
  });

  it('override: true replaces the whole item and keeps the chain', () => {
    const rules = loadWith(['core', 'ov'], {
      'asl-fire/ov/module.yaml': mod('Override'),
      'asl-fire/ov/rules.yaml': `- { id: terrain.woods, kind: terrain, name: Woods, kindling: 8, spread: 6, ecDrm: applies, override: true, source: house rule }\n`,
    });
    const f = rules.get('terrain.woods')!;
    expect(f.item).toMatchObject({ kindling: 8, spread: 6 });
    expect(f.item).not.toHaveProperty('override');
    expect(f.item).not.toHaveProperty('aliases'); // replaced wholesale, not merged
    expect(f.provenance.map((s) => [s.action, s.module])).toEqual([['add', 'core'], ['override', 'ov']]);
    expect(kindle(rules, { terrain: 'woods', ec: 'moderate' }).kindlingNumber).toBe(8);
  });

  it('override of an id nobody defined is an error', () => {
    const e = rulesError(() =>
      loadWith(['core', 'ov'], {
        'asl-fire/ov/module.yaml': mod('Override'),
        'asl-fire/ov/rules.yaml': `- { id: terrain.swamp, kind: terrain, name: Swamp, kindling: 8, spread: 6, ecDrm: applies, override: true }\n`,
      }),
    );
    expect(e.message).toMatch(/override: true, but no earlier layer defines it/);
  });

  it('patch changes only the named fields and records them', () => {
    const rules = loadWith(['core', 'p'], {
      'asl-fire/p/module.yaml': mod('Patch'),
      'asl-fire/p/rules.yaml': `- patch: terrain.woods\n  kindling: 8\n  source: house rule\n`,
    });
    const f = rules.get('terrain.woods')!;
    expect(f.item).toMatchObject({ name: 'Woods', kindling: 8, spread: 7, ecDrm: 'applies', source: 'asl-fire-sheet § Kindling/Spreading Table' });
    expect(f.provenance[1]).toMatchObject({ action: 'patch', module: 'p', fields: ['kindling'], source: 'house rule', line: 1 });
    expect(kindle(rules, { terrain: 'woods', ec: 'moderate' }).probability).toBeCloseTo(15 / 36, 6);
  });

  it('a patch that makes the item invalid is refused at the patch', () => {
    const e = rulesError(() =>
      loadWith(['core', 'p'], {
        'asl-fire/p/module.yaml': mod('Patch'),
        'asl-fire/p/rules.yaml': `- patch: terrain.woods\n  ecDrm: sometimes\n`,
      }),
    );
    expect(e.problems[0]!.file).toMatch(/p\/rules\.yaml$/);
    expect(e.problems[0]!.line).toBe(2);
    expect(e.message).toMatch(/`ecDrm` must be one of: applies, na, double/);
  });

  it('remove drops items; the ruleset remembers who removed them', () => {
    const rules = loadWith(['core', 'r'], {
      'asl-fire/r/module.yaml': mod('Remove'),
      'asl-fire/r/rules.yaml': `- remove: [kindle.drm.mol]\n  source: house rule\n`,
    });
    expect(rules.get('kindle.drm.mol')).toBeUndefined();
    expect(rules.removed.get('kindle.drm.mol')?.provenance.at(-1)).toMatchObject({ action: 'remove', module: 'r' });
    expect(kindle(rules, { terrain: 'woods', ec: 'moderate', mol: true }).drm).toBe(0);
    // A rule that mentions the removed one still loads; only its link goes.
    expect(rules.get('mol.kindling-no-break')?.item.refs).toContain('kindle.drm.mol');
  });

  it('removing or patching an unknown id is an error', () => {
    const e = rulesError(() =>
      loadWith(['core', 'r'], {
        'asl-fire/r/module.yaml': mod('Remove'),
        'asl-fire/r/rules.yaml': `- remove: [no.such.rule]\n- { patch: nor.this, text: x }\n`,
      }),
    );
    expect(e.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/cannot remove `no\.such\.rule`/),
      expect.stringMatching(/cannot patch `nor\.this`/),
    ]);
  });

  it('accepts a mapping with a single items: list', () => {
    const rules = loadWith(['core', 'm'], {
      'asl-fire/m/module.yaml': mod('Mapping'),
      'asl-fire/m/rules.yaml': `items:\n  - { id: house.a, kind: rule, text: A., source: house rule }\n`,
    });
    expect(rules.get('house.a')?.provenance[0]!.line).toBe(2);
  });
});

describe('requires, conflicts and options', () => {
  const files = {
    'asl-fire/base-house/module.yaml': mod('Base house rules', 'requires: [core]'),
    'asl-fire/base-house/a.yaml': `- { patch: terrain.grain, kindling: 9 }\n`,
    'asl-fire/top/module.yaml': mod('Top', 'requires: [base-house]'),
    'asl-fire/top/a.yaml': `- { patch: terrain.grain, kindling: 8 }\n`,
    'asl-fire/rival/module.yaml': mod('Rival', 'conflicts: [top]'),
    'asl-fire/opt/module.yaml': mod('Opt', `options:\n  hotterWoods:\n    description: Woods kindle on 8\n    type: boolean\n    default: false\n    sources: [house rule]\n  level:\n    enum: [low, high]\n    default: low\n`),
    'asl-fire/opt/a.yaml': `- id: house.hot-woods\n  kind: modifier\n  affects: kindling-drm\n  conditions: { all: [ { fact: options, path: $.hotterWoods, operator: equal, value: true }, { fact: terrain, path: $.id, operator: equal, value: terrain.woods } ] }\n  effect: { add: 1 }\n  text: Hot woods.\n  source: house rule\n`,
  };

  it('requires are layered first, transitively, in dependency order', () => {
    const rules = loadWith(['top'], files);
    expect(rules.modules.map((m) => m.id)).toEqual(['core', 'base-house', 'top']);
    expect(rules.get('terrain.grain')!.item.kindling).toBe(8);
    expect(rules.get('terrain.grain')!.provenance.map((s) => s.module)).toEqual(['core', 'base-house', 'top']);
  });

  it('conflicting modules are refused with both names', () => {
    const e = rulesError(() => loadWith(['top', 'rival'], files));
    expect(e.message).toMatch(/modules `rival` and `top` cannot be used together/);
    expect(e.problems[0]!.file).toMatch(/rival\/module\.yaml$/);
  });

  it('an unknown module names the config line and lists the known ones', () => {
    const e = rulesError(() => loadWith(['core', 'nope'], files));
    expect(e.message).toMatch(/unknown module `nope` for game asl-fire \(known: .*core.*\)/);
  });

  it('a require cycle is reported', () => {
    const e = rulesError(() =>
      loadWith(['a'], { 'asl-fire/a/module.yaml': mod('A', 'requires: [b]'), 'asl-fire/b/module.yaml': mod('B', 'requires: [a]') }),
    );
    expect(e.message).toMatch(/cycle: a → b → a/);
  });

  it('options take their defaults, can be set, and reach conditions', () => {
    expect(kindle(loadWith(['core', 'opt'], files), { terrain: 'woods', ec: 'moderate' }).drm).toBe(0);
    const on = loadWith(['core', 'opt'], files, { hotterWoods: true });
    expect(on.options.hotterWoods).toMatchObject({ value: true, setBy: 'test config', module: 'opt' });
    expect(kindle(on, { terrain: 'woods', ec: 'moderate' }).drmBreakdown).toEqual([{ id: 'house.hot-woods', value: 1, source: 'house rule' }]);
  });

  it('unknown options and bad option values are refused', () => {
    expect(rulesError(() => loadWith(['opt'], files, { hoterWoods: true })).message).toMatch(/unknown option `hoterWoods` \(options of the chosen modules: hotterWoods, level\)/);
    expect(rulesError(() => loadWith(['opt'], files, { level: 'mid' })).message).toMatch(/option `level` must be one of: low, high/);
    expect(rulesError(() => loadWith(['opt'], files, { hotterWoods: 'yes' })).message).toMatch(/option `hotterWoods` must be a boolean/);
  });
});
