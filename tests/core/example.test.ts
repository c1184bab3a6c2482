import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';

async function run(argv: string[]) {
  const out: string[] = [];
  const code = await main(argv, (s) => out.push(s), (s) => out.push(s));
  return { code, out: out.join('\n') };
}

// The house-rule example the README and the guide point to must keep working.
describe('examples/asl-house-rules', () => {
  const config = 'examples/asl-house-rules/my-game.yaml';

  it('validates, and its patch and option change the answer', async () => {
    expect((await run(['validate', '--config', config])).code).toBe(0);
    const plain = JSON.parse((await run(['asl', 'kindle', '--terrain', 'woods', '--ec', 'moderate', '--mol', '--json'])).out);
    const house = JSON.parse((await run(['asl', 'kindle', '--config', config, '--terrain', 'woods', '--ec', 'moderate', '--mol', '--json'])).out);
    expect(plain.drm).toBe(2);
    expect(house.drmBreakdown).toEqual([
      { id: 'kindle.drm.mol', title: 'MOL', value: 1, source: 'asl-fire-sheet § Kindling DRM' },
      { id: 'house.late-summer-woods', title: 'Late-summer woods', value: 1, source: 'house rule (our club, 2026)' },
    ]);
  });

  it('explain shows the patch in the provenance chain', async () => {
    const r = await run(['explain', '--config', config, 'kindle.drm.mol']);
    expect(r.out).toMatch(/1\. add by module core at rules\/asl-fire\/core\/kindling\.yaml:\d+/);
    expect(r.out).toMatch(/2\. patch \(effect, text\) by module cheaper-woods at .*cheaper-woods\/rules\.yaml:2 — house rule/);
  });
});

// The Tragic Events example: a config's own card texts layered over the shipped cards.
describe('examples/flash-point-fire-cards', () => {
  const config = 'examples/flash-point-fire-cards/my-game.yaml';

  it('validates and plays a whole game', async () => {
    expect((await run(['validate', '--config', config])).code).toBe(0);
    const r = await run(['play', '--config', config, '--players', '2', '--seed', '5', '--agent', 'random', '--json']);
    expect(r.code).toBe(0);
    const state = JSON.parse(r.out);
    expect(['won', 'lost']).toContain(state.status);
    expect(state.log.some((e: { event: string; card?: string }) => e.event === 'card')).toBe(true);
  });

  it('explain shows the example module patching a shipped card', async () => {
    const r = await run(['explain', '--config', config, 'card.accelerate']);
    expect(r.out).toMatch(/patch \(effects\) by module my-fire-cards/);
  });
});
