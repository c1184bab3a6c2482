/**
 * `firerules chart`: the statechart read from each game's machine, with the config's layers
 * applied, in every format; the HTML page is self-contained (no network).
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { runCli } from '../helpers/cli.ts';
import { geometryProblems, type ChartGeometry } from '../helpers/chart-geometry.ts';
import { allStates, chartOf, toDot, toHtml, toMermaid, toSvg, type Chart } from '../../src/docs/chart.ts';
import { drawnEdges } from '../../src/docs/chart-graph.ts';
import { elkGraph, layoutChart } from '../../src/docs/chart-layout.ts';
import elkBundle from 'elkjs/lib/elk.bundled.js';
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

  it('writes Mermaid, dot and SVG that name every state and transition', async () => {
    const chart = chartOf(machineFor('flash-point').machine);
    const mermaid = toMermaid(chart);
    expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
    expect(mermaid).toContain('turn_actions --> turn_advancingFire : end-turn');
    const dot = toDot(chart);
    expect(dot).toMatch(/^digraph "flash-point" \{/);
    expect(dot).toContain('subgraph "cluster_turn"');
    expect(dot).toContain('"turn_actions" -> "turn_advancingFire" [label="end-turn [actorsTurn]"]');
    const svg = await toSvg(chart, 'turn.actions');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('data-state="turn.actions"');
    expect(svg).toMatch(/class="state leaf current" data-state="turn.actions"/);
  });

  it('the HTML page is one self-contained file: no scripts or styles fetched from anywhere', async () => {
    const html = await toHtml(chartOf(machineFor('fire-tower').machine), 'fire-tower');
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

/** A machine with every shape a game's chart may take: nesting three deep, history (shallow and deep), parallel regions, eventless and self transitions, arrows across compound borders and from the machine itself, a final state. */
const sample = setup({ guards: { ready: () => true, stuck: () => false }, actions: { note: () => {} } }).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: { on: { START: 'work', PING: { target: 'idle', reenter: true }, NOTE: { actions: 'note' } } },
    work: {
      initial: 'prepare',
      states: {
        prepare: { always: [{ guard: 'ready', target: 'act' }], on: { PAUSE: '#sample.paused' } },
        act: {
          initial: 'one',
          states: { one: { on: { NEXT: 'two' } }, two: { on: { BACK: 'one', DONE: '#sample.done' }, always: { guard: 'stuck', target: '#sample.idle' } } },
        },
        recent: { type: 'history' },
        deep: { type: 'history', history: 'deep' },
      },
    },
    paused: { on: { RESUME: 'work.deep', RESTART: 'work.recent' } },
    both: { type: 'parallel', states: { left: { initial: 'l1', states: { l1: { on: { L: 'l2' } }, l2: {} } }, right: { initial: 'r1', states: { r1: { on: { R: 'r2' } }, r2: {} } } }, on: { STOP: 'done' } },
    done: { type: 'final' },
  },
});

/** The geometry ELK worked out (its label boxes, its edge sections), in the terms the browser test measures. */
async function layoutGeometry(chart: Chart): Promise<ChartGeometry> {
  const edges = drawnEdges(chart);
  const layout = await layoutChart(chart.root, edges, chart.id);
  const compound = new Set(allStates(chart.root).filter((s) => s.children.length).map((s) => s.path));
  return {
    states: [...layout.states].map(([path, box]) => ({ path, box, compound: compound.has(path) })),
    edges: [...edges.map((e, i) => ({ from: e.from, to: e.to, polylines: layout.edges[i]!.sections })), ...[...layout.initials].map(([path, i]) => ({ from: path, to: i.arrow.to, polylines: i.arrow.sections }))],
    labels: edges.map((e, i) => ({ from: e.from, to: e.to, text: e.labels.join(' / '), box: layout.edges[i]!.label! })),
  };
}

describe('statechart layout (ELK)', () => {
  it('reads history and final states and every transition of a machine of any shape', () => {
    const chart = chartOf(sample);
    const byPath = new Map(allStates(chart.root).map((s) => [s.path, s]));
    expect(byPath.get('work.recent')!.history).toBe('shallow');
    expect(byPath.get('work.deep')!.history).toBe('deep');
    expect(byPath.get('done')!.final).toBe(true);
    expect(chart.edges).toContainEqual({ from: 'paused', to: 'work.deep', event: 'RESUME', actions: [] });
    expect(chart.edges).toContainEqual({ from: '', to: 'idle', event: 'RESET', actions: [] });
    expect(chart.edges).toContainEqual({ from: 'work.act.two', to: 'idle', event: 'always', guard: 'stuck', actions: [] });
    // Transitions between the same two states are one arrow with a line each.
    expect(drawnEdges(chart)).toContainEqual({ from: 'idle', to: 'idle', labels: ['PING', 'NOTE'], always: false });
  });

  it('lays out every state, arrow and label with nothing overlapping, for the games and for any machine', async () => {
    const charts = [chartOf(sample), chartOf(machineFor('fire-tower').machine), chartOf(machineFor(undefined, 'experienced-tragic-events').machine)];
    for (const chart of charts) {
      const g = await layoutGeometry(chart);
      expect(g.states.map((s) => s.path).sort()).toEqual(allStates(chart.root).map((s) => s.path).sort());
      expect(g.edges.every((e) => e.polylines.length > 0 && e.polylines.every((l) => l.length >= 2))).toBe(true);
      expect(geometryProblems(g), chart.id).toEqual([]);
      // Nested boxes: each state lies inside the state that contains it.
      const box = new Map(g.states.map((s) => [s.path, s.box]));
      for (const s of allStates(chart.root)) {
        for (const c of s.children) {
          const [o, i] = [box.get(s.path)!, box.get(c.path)!];
          expect(i.x >= o.x && i.y >= o.y && i.x + i.w <= o.x + o.w && i.y + i.h <= o.y + o.h, `${c.path} inside ${s.path || 'root'}`).toBe(true);
        }
      }
    }
  });

  it('draws history states as an H circle, final states with a double border, parallel regions dashed, and is the same for the same machine', async () => {
    const svg = await toSvg(chartOf(sample), 'work.act.two');
    expect(svg).toMatch(/<g class="state history" data-state="work.deep"[^>]*>.*<circle [^>]*\/><text [^>]*>H\*<\/text>/);
    expect(svg).toMatch(/<g class="state history" data-state="work.recent"[^>]*>.*>H<\/text>/);
    expect(svg).toMatch(/<g class="state final" data-state="done"[^>]*>.*<rect class="inner"/);
    expect(svg).toMatch(/class="state compound current" data-state="work.act"/);
    expect(svg).toMatch(/class="state leaf current" data-state="work.act.two"/);
    expect(svg).toContain('data-from="paused" data-to="work.deep"');
    expect(svg).toMatch(/class="state compound region" data-state="both.left"/);
    expect(await toSvg(chartOf(sample), 'work.act.two')).toBe(svg);
  });

  it('ELK gives the same layout for the same input, run after run (the cache relies on it and the committed docs are compared byte for byte)', async () => {
    const chart = chartOf(machineFor('fire-tower').machine);
    const graph = elkGraph(chart.root, drawnEdges(chart), chart.id);
    const [a, b] = await Promise.all([new elkBundle.default().layout(structuredClone(graph)), new elkBundle.default().layout(structuredClone(graph))]);
    // `$H` is the engine's internal object id, which differs between instances; every coordinate must not.
    const geometry = (out: unknown) => JSON.stringify(out, (k, v: unknown) => (k === '$H' ? undefined : v));
    expect(geometry(b) === geometry(a)).toBe(true);
    expect(geometry(a)).toMatch(/"bendPoints"/);
  });
});
