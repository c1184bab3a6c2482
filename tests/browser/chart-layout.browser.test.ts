/**
 * The statechart pages as a browser draws them: every committed chart.html (each game, each
 * preset, base and layered) is opened in chromium and its SVG measured — text boxes with the
 * browser's own font (getBBox), arrows sampled along their rendered path — to check that no
 * two arrow labels overlap, no label lies on a state it does not belong to, and no arrow runs
 * through a state other than its ends and the states enclosing them. Screenshots of a few go
 * to docs/screenshots/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, projectUrl, ROOT, SHOTS } from '../helpers/browser.ts';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { geometryProblems, type ChartGeometry } from '../helpers/chart-geometry.ts';

/** Screenshots: each game's chart (every Fire Tower preset has the same one) and a layered Flash Point preset that changes it. */
const PICTURED = new Set(['flash-point/experienced-recruit', 'flash-point/experienced-tragic-events', 'fire-tower/fire-tower-solo-level-1']);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The chart's geometry in SVG user units, as the browser rendered it. */
function measure(): ChartGeometry {
  const svg = document.querySelector('.chart svg')!;
  const boxOf = (el: SVGGraphicsElement) => {
    const b = el.getBBox();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  };
  const states = [...svg.querySelectorAll<SVGGElement>('g.state')].map((g) => ({
    path: g.dataset.state!,
    box: boxOf(g.querySelector<SVGGraphicsElement>(':scope > rect, :scope > circle')!),
    compound: g.classList.contains('compound'),
  }));
  const paths = [...svg.querySelectorAll<SVGPathElement>('path.edge')];
  const edges = paths.map((p) => {
    const length = p.getTotalLength();
    const points: [number, number][] = [];
    for (let at = 0; at < length; at += 2) {
      const q = p.getPointAtLength(at);
      points.push([q.x, q.y]);
    }
    const end = p.getPointAtLength(length);
    points.push([end.x, end.y]);
    return { from: p.dataset.from!, to: p.dataset.to!, polylines: [points] };
  });
  const byIndex = new Map(paths.filter((p) => p.dataset.edge).map((p) => [p.dataset.edge!, p]));
  const labels = [...svg.querySelectorAll<SVGTextElement>('text.edge-label')].map((t) => {
    const edge = byIndex.get(t.dataset.edge!)!;
    return { from: edge.dataset.from!, to: edge.dataset.to!, text: t.textContent!, box: boxOf(t) };
  });
  return { states, edges, labels };
}

const charts = listGames(PROJECT_RULES)
  .filter((g) => existsSync(path.join(ROOT, 'docs', g, listPresets(PROJECT_RULES, g)[0]!, 'chart.html')))
  .flatMap((g) => listPresets(PROJECT_RULES, g).map((p) => [g, p] as const));

describe('statecharts laid out by ELK, measured in a browser', () => {
  it('covers both games with a statechart, base and layered presets', () => {
    const games = new Set(charts.map(([g]) => g));
    expect([...games].sort()).toEqual(['fire-tower', 'flash-point']);
    for (const p of PICTURED) expect(charts.map(([g, preset]) => `${g}/${preset}`)).toContain(p);
  });

  it.each(charts)('%s/%s: no label overlaps another or a state, no arrow runs through a state', async (game, preset) => {
    await page.goto(projectUrl(`docs/${game}/${preset}/chart.html`));
    const geometry = await page.evaluate(measure);
    expect(geometry.states.length).toBeGreaterThan(8);
    expect(geometry.labels.length).toBeGreaterThan(5);
    // Every arrow was rendered with a length (ELK routed it) and every label has text.
    expect(geometry.edges.every((e) => e.polylines[0]!.length > 2)).toBe(true);
    expect(geometry.labels.every((l) => l.box.w > 0 && l.box.h > 0)).toBe(true);
    expect(geometryProblems(geometry)).toEqual([]);
    if (PICTURED.has(`${game}/${preset}`)) {
      // The page scrolls a wide chart inside its frame; the picture shows all of it.
      await page.evaluate(() => void ((document.querySelector('.chart') as HTMLElement).style.overflow = 'visible'));
      await page.locator('.chart svg').screenshot({ path: path.join(SHOTS, `chart-layout-${game}-${preset}.png`) });
    }
  });

  it('the checks find what they look for: a label moved onto a state and an arrow drawn through one are reported', async () => {
    await page.goto(projectUrl('docs/fire-tower/fire-tower-solo-level-1/chart.html'));
    await page.evaluate(() => {
      const svg = document.querySelector('.chart svg')!;
      const spreading = svg.querySelector<SVGGElement>('g.state[data-state="turn.spreading"] > rect')!.getBBox();
      const label = svg.querySelector<SVGTextElement>('text.edge-label')!;
      for (const t of label.querySelectorAll('tspan')) {
        t.setAttribute('x', String(spreading.x + spreading.width / 2));
        t.setAttribute('y', String(spreading.y + 12));
      }
      const arrow = svg.querySelector<SVGPathElement>('path.edge[data-from="setup"]')!;
      arrow.setAttribute('d', `M ${spreading.x - 20} ${spreading.y + 10} L ${spreading.x + spreading.width + 20} ${spreading.y + 10}`);
    });
    const problems = geometryProblems(await page.evaluate(measure));
    expect(problems.some((p) => /^label .* lies on state turn\.spreading/.test(p))).toBe(true);
    expect(problems.some((p) => /^arrow setup → .* runs through state turn\.spreading/.test(p))).toBe(true);
  });
});
