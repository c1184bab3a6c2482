/**
 * `docs --diff`: what changes between two configurations, computed from the folded rule
 * sets — modules, options, and rules added, removed or changed with both versions.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { diffRulesets } from '../../src/docs/diff.ts';
import { load } from '../../src/games/index.ts';

const run = runCli;

describe('configuration diffs', () => {
  it('adding a module shows its rules as added and the rules it overrides as changed, with both texts', () => {
    const d = diffRulesets(load({ preset: 'fire-tower-base' }), load({ preset: 'fire-tower-rising-flames' }), ['base', 'rf']);
    expect(d.modulesAdded).toEqual(['rising-flames']);
    expect(d.modulesRemoved).toEqual([]);
    expect(d.added.map((c) => c.id)).toContain('card.crown-fire');
    expect(d.removed).toEqual([]);
    const hand = d.changed.find((c) => c.id === 'param.hand.size')!;
    expect(hand.fields).toContain('value');
    expect((hand.before!.item as unknown as { value: number }).value).toBe(5);
    expect((hand.after!.item as unknown as { value: number }).value).toBe(6);
    expect(d.options).toContainEqual({ name: 'shadowOfTheWood', a: false, b: true });
  });

  it('a module replaced by another shows removed rules too (Family Game against the Experienced Game)', () => {
    const d = diffRulesets(load({ preset: 'experienced-recruit' }), load({ preset: 'family' }), ['exp', 'family']);
    expect(d.modulesAdded).toEqual(['family']);
    expect(d.modulesRemoved).toEqual(['hot-spots']);
    expect(d.removed.length).toBeGreaterThan(0);
    expect(d.added.some((c) => c.id === 'role.firefighter')).toBe(true);
  });

  it('only an option differs: no rule changes unless the option changes one', () => {
    const d = diffRulesets(load({ preset: 'fire-tower-solo-level-1' }), load({ preset: 'fire-tower-solo-level-7' }), ['1', '7']);
    expect(d.modulesAdded).toEqual([]);
    expect(d.options).toEqual([{ name: 'level', a: 1, b: 7 }]);
    expect(d.added.length + d.removed.length + d.changed.length).toBe(0);
  });

  it('the command prints markdown, or JSON, and refuses two different games', async () => {
    const md = await run('docs', '--diff', 'fire-tower-base', 'fire-tower-teams');
    expect(md.code).toBe(0);
    expect(md.out).toMatch(/^# fire-tower: from `fire-tower-base` to `fire-tower-teams`/);
    expect(md.out).toMatch(/\| `teams` \| false \| true \|/);
    const json = await run('docs', '--diff', 'fire-tower-base', 'fire-tower-rising-flames', '--json');
    expect(JSON.parse(json.out).added.some((c: { id: string }) => c.id === 'card.helitack')).toBe(true);
    const bad = await run('docs', '--diff', 'fire-tower-base', 'family');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/one game/);
    const one = await run('docs', '--diff', 'fire-tower-base');
    expect(one.code).toBe(2);
  });

  it('a config file can stand on either side', async () => {
    const r = await run('docs', '--diff', 'asl-fire', 'examples/asl-house-rules/my-game.yaml');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/cheaper-woods/);
  });
});
