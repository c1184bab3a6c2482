/**
 * The `firerules` command for the ASL fire rules, called in-process through main().
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/cli/main.ts';
import { PROJECT_ROOT, PROJECT_RULES } from '../../src/core/paths.ts';
import { loadAslFire } from '../../src/api/asl-fire.ts';
import { hand2d6, p36, SEED_EC, SEED_TERRAIN } from './seed.ts';

interface Run {
  code: number;
  out: string[];
  err: string[];
}

async function run(...argv: string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out, err };
}

/** The single JSON object a --json command printed. */
function onlyJson(r: Run): Record<string, unknown> {
  expect(r.err).toEqual([]);
  expect(r.code).toBe(0);
  expect(r.out).toHaveLength(1);
  const text = r.out[0]!;
  expect(text.trim().startsWith('{')).toBe(true);
  const obj = JSON.parse(text) as unknown;
  expect(obj).toBeTypeOf('object');
  expect(Array.isArray(obj)).toBe(false);
  return obj as Record<string, unknown>;
}

function expectBreakdownShape(breakdown: unknown) {
  expect(Array.isArray(breakdown)).toBe(true);
  for (const e of breakdown as Record<string, unknown>[]) {
    expect(e.id).toBeTypeOf('string');
    expect(e.value).toBeTypeOf('number');
    expect(e.source).toBeTypeOf('string');
  }
}

describe('asl queries --json', () => {
  it('kindle: one JSON object with terrain, kindlingNumber, drm, drmBreakdown, probability', async () => {
    const j = onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--json'));
    expect(Object.keys(j)).toEqual(expect.arrayContaining(['terrain', 'kindlingNumber', 'drm', 'drmBreakdown', 'probability']));
    expect(j.terrain).toBe('Woods');
    expect(j.kindlingNumber).toBe(9);
    expect(j.drm).toBe(1);
    expectBreakdownShape(j.drmBreakdown);
    expect(j.drmBreakdown).toEqual([expect.objectContaining({ id: 'kindle.drm.ec', value: 1, source: 'asl-fire-sheet § Kindling DRM' })]);
    expect(j.probability).toBe(p36(15)); // 2d6 + 1 >= 9
  });

  it('kindle passes every flag through', async () => {
    const j = onlyJson(await run('asl', 'kindle', '--terrain', 'Stone Bldg', '--ec', 'Very Dry', '--unit', 'hs', '--leader=-2', '--mol', '--fortified', '--json'));
    expect(j.drm).toBe(-1 - 1 + 2 + 2);
    const wp = onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'wet', '--method', 'wp', '--json'));
    expect(wp.probability).toBe(0);
    expect(wp.forbidden).toEqual([expect.objectContaining({ id: 'wp.dry-only' })]);
    const pto = onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'snow', '--pto', '--json'));
    expect(pto.probability).toBe(0);
  });

  it('spread: one JSON object with terrain, spreadNumber, drm, drmBreakdown, probability', async () => {
    const j = onlyJson(await run('asl', 'spread', '--terrain', 'grain', '--ec', 'moist', '--elevation', 'higher', '--not-attached', '--wind-drm', '2', '--json'));
    expect(Object.keys(j)).toEqual(expect.arrayContaining(['terrain', 'spreadNumber', 'drm', 'drmBreakdown', 'probability']));
    expect(j.terrain).toBe('Grain');
    expect(j.spreadNumber).toBe(6);
    expect(j.drm).toBe(-1 + 1 - 2 + 2);
    expectBreakdownShape(j.drmBreakdown);
    expect(j.probability).toBe(hand2d6(0, (roll) => roll >= 6));
  });

  it('blaze: one JSON object with terrain, spreadNumber, drm, drmBreakdown, becomesBlaze, goesOut', async () => {
    const j = onlyJson(await run('asl', 'blaze', '--terrain', 'grain', '--ec', 'moist', '--json'));
    expect(Object.keys(j)).toEqual(expect.arrayContaining(['terrain', 'spreadNumber', 'drm', 'drmBreakdown', 'becomesBlaze', 'goesOut']));
    expect(j.drm).toBe(-1);
    expectBreakdownShape(j.drmBreakdown);
    expect(j.becomesBlaze).toBe(p36(21));
    expect(j.goesOut).toBe(p36(3));
    const hampered = onlyJson(await run('asl', 'blaze', '--terrain', 'grain', '--ec', 'moist', '--hampered', '--json'));
    expect([hampered.becomesBlaze, hampered.goesOut]).toEqual([0, 0]);
    const first = onlyJson(await run('asl', 'blaze', '--terrain', 'grain', '--ec', 'moist', '--first-turn', '--json'));
    expect([first.becomesBlaze, first.goesOut]).toEqual([0, 0]);
  });

  it('clear: one JSON object with drm, drmBreakdown, clears, hampers', async () => {
    const j = onlyJson(await run('asl', 'clear', '--ec', 'moderate', '--squads', '2', '--hs', '1', '--dozers', '1', '--leader=-1', '--labor', '1', '--json'));
    expect(j.drm).toBe(-1 - 2 - 1 - 5 - 1 + 1);
    expectBreakdownShape(j.drmBreakdown);
    expect(j.clears).toBe(hand2d6(-9, (roll) => roll <= 2));
    expect(j.hampers).toBe(hand2d6(-9, (roll) => roll >= 3 && roll <= 6));
    const dozer = onlyJson(await run('asl', 'clear', '--ec', 'moderate', '--dozers', '1', '--json'));
    expect(dozer.drm).toBe(-5);
  });

  // DRMs are often negative: `--leader -1` must work as well as `--leader=-1`.
  it('kindle --leader -1 (negative value as its own argument) is accepted', async () => {
    const j = onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--leader', '-1', '--json'));
    expect(j.drm).toBe(2);
  });

  it('spread --wind-drm -1 is accepted', async () => {
    const j = onlyJson(await run('asl', 'spread', '--terrain', 'woods', '--ec', 'moderate', '--wind-drm', '-1', '--json'));
    expect(j.drm).toBe(-1);
  });

  it('negative values written as --flag=-N work too', async () => {
    expect(onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--leader=-1', '--json')).drm).toBe(2);
    expect(onlyJson(await run('asl', 'spread', '--terrain', 'woods', '--ec', 'moderate', '--wind-drm=-1', '--json')).drm).toBe(-1);
    expect(onlyJson(await run('asl', 'clear', '--ec', 'moderate', '--labor=-1', '--json')).drm).toBe(-2);
  });

  it('without --json, kindle prints a readable answer', async () => {
    const r = await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toContain('kindling number 9');
    expect(text).toContain('kindle.drm.ec');
    expect(text).toContain('41.67%');
  });
});

describe('asl queries: mistakes', () => {
  it('unknown terrain: exit 2, the valid terrains on err, nothing on out', async () => {
    const r = await run('asl', 'kindle', '--terrain', 'swamp', '--ec', 'dry', '--json');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    const err = r.err.join('\n');
    expect(err).toContain('swamp');
    for (const t of SEED_TERRAIN) expect(err).toContain(t.id.slice('terrain.'.length));
  });

  it('a config of another game is refused by name, from the command and the library alike', async () => {
    const other = path.join(PROJECT_ROOT, 'examples/flash-point-fire-cards/my-game.yaml');
    const r = await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--config', other);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/my-game\.yaml is a flash-point config, not asl-fire/);
    // One message, not every item of the other game reported as an unknown kind.
    expect(r.err.join('\n')).not.toMatch(/unknown kind/);
    expect(() => loadAslFire({ configFile: other })).toThrow(/my-game\.yaml is a flash-point config, not asl-fire/);
  });

  it.each(['spread', 'blaze'])('unknown terrain in %s: exit 2', async (q) => {
    const r = await run('asl', q, '--terrain', 'swamp', '--ec', 'dry');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
  });

  it('unknown EC: exit 2, the valid ECs on err, nothing on out', async () => {
    for (const argv of [
      ['asl', 'kindle', '--terrain', 'woods', '--ec', 'drizzle'],
      ['asl', 'clear', '--ec', 'drizzle'],
    ]) {
      const r = await run(...argv);
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      const err = r.err.join('\n');
      expect(err).toContain('drizzle');
      for (const ec of SEED_EC) expect(err).toContain(ec.name);
    }
  });

  it('unknown flag: exit 2', async () => {
    const r = await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', '--bogus');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toContain('--bogus');
  });

  it('bad values for --unit, --method, --leader: exit 2', async () => {
    for (const extra of [['--unit', 'platoon'], ['--method', 'napalm'], ['--leader', 'x']]) {
      const r = await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'dry', ...extra);
      expect(r.code, extra.join(' ')).toBe(2);
      expect(r.out).toEqual([]);
    }
  });

  it('missing --terrain: exit 2', async () => {
    const r = await run('asl', 'kindle', '--ec', 'dry');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--terrain');
  });

  it('--preset nope: exit 2, naming the known presets', async () => {
    const r = await run('asl', 'kindle', '--preset', 'nope', '--terrain', 'woods', '--ec', 'dry');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toMatch(/unknown preset `nope`.*asl-fire/);
  });
});

describe('a --config with a house-rule module', () => {
  let dir: string;
  let config: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'firerules-asl-cli-'));
    const files: Record<string, string> = {
      'house.yaml': 'game: asl-fire\ntitle: House rules\nmodules: [core, house]\nrulesDirs: [./my-rules]\n',
      'my-rules/asl-fire/house/module.yaml': 'title: House rules\nrequires: [core]\n',
      'my-rules/asl-fire/house/woods.yaml': '- patch: terrain.woods\n  kindling: 8\n  source: house rule\n',
    };
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), content);
    }
    config = path.join(dir, 'house.yaml');
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('changes the kindle answer (woods kindle on 8)', async () => {
    const standard = onlyJson(await run('asl', 'kindle', '--terrain', 'woods', '--ec', 'moderate', '--json'));
    expect(standard.kindlingNumber).toBe(9);
    expect(standard.probability).toBe(p36(10));
    const house = onlyJson(await run('asl', 'kindle', '--config', config, '--terrain', 'woods', '--ec', 'moderate', '--json'));
    expect(house.kindlingNumber).toBe(8);
    expect(house.probability).toBe(p36(15));
    // Other terrain is untouched.
    const grain = onlyJson(await run('asl', 'kindle', '--config', config, '--terrain', 'grain', '--ec', 'moderate', '--json'));
    expect(grain.kindlingNumber).toBe(10);
  });

  it('validate accepts it and explain shows the patch in the provenance', async () => {
    const v = await run('validate', '--config', config);
    expect(v.code).toBe(0);
    expect(v.out.join('\n')).toMatch(/modules core → house/);
    const e = await run('explain', '--config', config, 'terrain.woods');
    expect(e.code).toBe(0);
    expect(e.out.join('\n')).toMatch(/patch \(kindling\) by module house/);
  });

  it('--config and --preset together: exit 2', async () => {
    const r = await run('asl', 'kindle', '--config', config, '--preset', 'asl-fire', '--terrain', 'woods', '--ec', 'dry');
    expect(r.code).toBe(2);
  });
});

describe('rules commands', () => {
  it('validate --preset asl-fire exits 0', async () => {
    const r = await run('validate', '--preset', 'asl-fire');
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.join('\n')).toMatch(/^OK: preset asl-fire \(game asl-fire\)/);
    expect(r.out.join('\n')).toMatch(/15 terrain/);
    expect(r.out.join('\n')).toMatch(/7 environment/);
  });

  it('explain kindle.drm.smc shows its text, source and provenance', async () => {
    const r = await run('explain', '--preset', 'asl-fire', 'kindle.drm.smc');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/^kindle\.drm\.smc/);
    expect(text).toMatch(/text: +\S.*SMC/);
    expect(text).toMatch(/source: asl-fire-sheet § Kindling DRM/);
    expect(text).toMatch(/effect: adds -2/);
    expect(text).toMatch(/provenance:\n\s+1\. add by module core at rules\/asl-fire\/core\/kindling\.yaml:\d+/);
  });

  it('explain with --facts for an SMC attempt says the rule fires', async () => {
    const r = await run('explain', '--preset', 'asl-fire', 'kindle.drm.smc', '--facts', '{"method":"attempt","unit":"smc"}');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/json-rules-engine says: fires for these facts/);
  });

  it('explain with --facts for a squad says it does not fire', async () => {
    const r = await run('explain', '--preset', 'asl-fire', 'kindle.drm.smc', '--facts', '{"method":"attempt","unit":"squad"}');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/does not fire/);
  });

  it('explain of an unknown id: exit 2', async () => {
    const r = await run('explain', '--preset', 'asl-fire', 'kindle.drm.nope');
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
  });

  it('modules --game asl-fire lists core', async () => {
    const r = await run('modules', '--game', 'asl-fire');
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toMatch(/^\s+core — /m);
    expect(r.out.join('\n')).toMatch(/presets: asl-fire \(default\)/);
  });

  it('coverage --game asl-fire: every section of asl-fire-sheet has at least one item', async () => {
    const r = await run('coverage', '--game', 'asl-fire');
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).not.toContain('NO RULE CITES');
    const registry = parseYaml(readFileSync(path.join(PROJECT_RULES, 'sources.yaml'), 'utf8')) as Record<string, { sections?: string[] }>;
    const sections = registry['asl-fire-sheet']?.sections ?? [];
    expect(sections.length).toBeGreaterThan(0);
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const sec of sections) expect(text, sec).toMatch(new RegExp(`^  ${escape(sec)}: [1-9]\\d* — \\S`, 'm'));
    expect(text).toContain(`${sections.length} of ${sections.length} sections covered`);
  });
});
