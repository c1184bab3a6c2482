/**
 * `firerules chart`: the statechart read from each game's machine, with the config's layers
 * applied, in every format; the HTML page is self-contained (no network).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { chartOf, toDot, toHtml, toMermaid, toSvg } from '../../src/docs/chart.ts';
import { machineFor } from '../../src/cli/chart.ts';

const run = runCli;

describe('statechart export', () => {
  it('reads states, descriptions, entry actions, events and guarded eventless transitions from the machine', () => {
    const chart = chartOf(machineFor('fire-tower').machine);
    const paths = (s: typeof chart.root): string[] => [s.path, ...s.children.flatMap(paths)];
    expect(paths(chart.root)).toEqual(expect.arrayContaining(['setup', 'turn', 'turn.spreading', 'turn.acting', 'turn.choosing', 'turn.attacking', 'turn.shadowing', 'over']));
    const start = chart.root.children.find((c) => c.key === 'turn')!.children.find((c) => c.key === 'start')!;
    expect(start.entry).toEqual(['beginTurn']);
    expect(start.description).toMatch(/new turn/);
    expect(chart.edges).toContainEqual({ from: 'turn.spreading', to: 'turn.spreading', event: 'spread', actions: ['performSpread'] });
    expect(chart.edges).toContainEqual({ from: 'turn.spreading', to: 'turn.acting', event: 'always', guard: 'spreadDone', actions: [] });
    expect(chart.edges.filter((e) => e.to === 'over').length).toBeGreaterThan(5);
  });

  it('applies the configuration: Tragic Events draws a Fire Deck card where the base game advances fire', () => {
    const base = toMermaid(chartOf(machineFor(undefined, 'experienced-recruit').machine));
    const tragic = toMermaid(chartOf(machineFor(undefined, 'experienced-tragic-events').machine));
    expect(base).toContain('state "advancingFire / advanceFire" as turn_advancingFire');
    expect(tragic).toContain('state "advancingFire / drawFireCard" as turn_advancingFire');
  });

  it('writes Mermaid, dot and SVG that name every state and transition', () => {
    const chart = chartOf(machineFor('flash-point').machine);
    const mermaid = toMermaid(chart);
    expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
    expect(mermaid).toContain('turn_actions --> turn_advancingFire : end-turn');
    const dot = toDot(chart);
    expect(dot).toMatch(/^digraph "flash-point" \{/);
    expect(dot).toContain('subgraph "cluster_turn"');
    expect(dot).toContain('"turn_actions" -> "turn_advancingFire" [label="end-turn [actorsTurn]"]');
    const svg = toSvg(chart, 'turn.actions');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('data-state="turn.actions"');
    expect(svg).toMatch(/class="state leaf current" data-state="turn.actions"/);
  });

  it('the HTML page is one self-contained file: no scripts or styles fetched from anywhere', () => {
    const html = toHtml(chartOf(machineFor('fire-tower').machine), 'fire-tower');
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('<code>turn.refilling</code>');
  });

  it('the command: formats, files, and clear errors', async () => {
    const m = await run('chart', '--game', 'fire-tower');
    expect(m.code).toBe(0);
    expect(m.out).toMatch(/^stateDiagram-v2/);
    const dot = await run('chart', '--preset', 'fire-tower-solo-level-1', '--format', 'dot');
    expect(dot.out).toContain('attacking');
    const bad = await run('chart', '--game', 'fire-tower', '--format', 'png');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/mermaid, dot, svg, html/);
    const asl = await run('chart', '--game', 'asl-fire');
    expect(asl.code).toBe(2);
    expect(asl.err).toMatch(/no turn statechart/);
  });
});
