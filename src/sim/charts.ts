/**
 * The balance report's charts: Vega-Lite specs (the chart grammar designers already read)
 * rendered to SVG here, offline, by Vega's headless view: no browser, no network, no script
 * in the page. Loaded only when a report is asked for.
 */
import type { Summary } from './summary.ts';

type Arm = Summary & { config: string };
type Spec = Record<string, unknown>;

const WIDTH = 520;
/** Configuration names are long ("experienced-recruit difficulty=veteran"): room for them. */
const LABELS = { labelLimit: 320 };

/** Each arm's win rate (each seat's in a competitive game) with its 95 % interval. */
export function winRateSpec(arms: readonly Arm[]): Spec {
  const rows = arms.flatMap((a) =>
    a.won
      ? [{ config: a.config, who: 'players', rate: a.won.rate.value * 100, low: a.won.rate.low * 100, high: a.won.rate.high * 100 }]
      : (a.seats ?? []).map((s) => ({ config: a.config, who: s.seat, rate: s.rate.value * 100, low: s.rate.low * 100, high: s.rate.high * 100 })),
  );
  const y = { field: 'config', type: 'nominal', title: null, sort: null, axis: LABELS };
  return {
    width: WIDTH,
    title: 'Win rate, with its 95% interval',
    data: { values: rows },
    encoding: { y, yOffset: { field: 'who' }, color: { field: 'who', type: 'nominal', title: null } },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { x: { field: 'low', type: 'quantitative', title: 'won (%)' }, x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 70 }, encoding: { x: { field: 'rate', type: 'quantitative' } } },
    ],
  };
}

/** How games ended, as shares of each arm's games. */
export function outcomesSpec(arms: readonly Arm[]): Spec {
  const rows = arms.flatMap((a) => a.outcomes.map((o) => ({ config: a.config, outcome: o.outcome, share: (100 * o.games) / a.games })));
  return {
    width: WIDTH,
    title: 'How games ended',
    data: { values: rows },
    mark: 'bar',
    encoding: {
      y: { field: 'config', type: 'nominal', title: null, sort: null, axis: LABELS },
      x: { field: 'share', type: 'quantitative', title: 'games (%)', stack: 'zero' },
      color: { field: 'outcome', type: 'nominal', title: null, legend: { orient: 'bottom', columns: 1, labelLimit: 480 } },
    },
  };
}

/** The distribution of game lengths in turns, one line per arm. */
export function lengthSpec(arms: readonly Arm[]): Spec {
  const rows = arms.flatMap((a) => a.turns.histogram.map((h) => ({ config: a.config, turns: h.turns, share: (100 * h.games) / a.games })));
  return {
    width: WIDTH,
    title: 'Game length',
    data: { values: rows },
    mark: { type: 'line', interpolate: 'monotone', point: true },
    encoding: {
      // Binned, so a few hundred games still draw a shape rather than a comb of single turns.
      x: { field: 'turns', type: 'quantitative', title: 'turns', bin: { maxbins: 25 } },
      y: { field: 'share', type: 'quantitative', title: 'games (%)', aggregate: 'sum' },
      color: { field: 'config', type: 'nominal', title: null, legend: { orient: 'bottom', columns: 1, labelLimit: 480 } },
    },
  };
}

/** Each of the game's own tallies (Solo: enemy towers burned) as a distribution: the share of games per count, a bar per arm, one panel per tally. */
export function talliesSpec(arms: readonly Arm[]): Spec {
  const rows = arms.flatMap((a) => (a.tallies ?? []).flatMap((t) => t.games.map((g) => ({ config: a.config, tally: t.name, value: g.value, share: (100 * g.games) / a.games }))));
  return {
    title: 'The game\'s own measures',
    data: { values: rows },
    facet: { row: { field: 'tally', type: 'nominal', title: null, header: { labelAngle: 0, labelAlign: 'left', labelLimit: 320 } } },
    // Tallies count different things (towers 0-3, a score 0-9): each panel its own axes.
    resolve: { scale: { x: 'independent', y: 'independent' } },
    spec: {
      width: WIDTH,
      mark: 'bar',
      encoding: {
        x: { field: 'value', type: 'ordinal', title: 'count in a game', axis: { labelAngle: 0 } },
        xOffset: { field: 'config', sort: null },
        y: { field: 'share', type: 'quantitative', title: 'games (%)' },
        color: { field: 'config', type: 'nominal', title: null, sort: null, legend: { orient: 'bottom', columns: 1, labelLimit: 480 } },
      },
    },
  };
}

/** A Vega-Lite spec as SVG text. */
export async function renderSvg(spec: Spec): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vegaLite.compile({ $schema: 'https://vega.github.io/schema/vega-lite/v5.json', ...spec } as Parameters<typeof vegaLite.compile>[0]).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
