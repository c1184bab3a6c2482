/**
 * The generated pages as a person uses them, in a real browser (Debian's chromium driven by
 * playwright-core): the rulebook site's navigation and cross-links, and the offline chart
 * viewer. Screenshots go to docs/screenshots/. Run by `npm run test:browser` (CI installs
 * chromium first when it is missing; set CHROMIUM_PATH to use another binary).
 */
import { main } from '../../src/cli/main.ts';
import { listGames, listPresets } from '../../src/core/catalog.ts';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, projectUrl, SHOTS } from '../helpers/browser.ts';
import { tempDir } from '../helpers/fixtures.ts';


let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const url = projectUrl;

describe('the rulebook site in a browser', () => {
  it('navigates from the contents to a section, follows a cross-link to another page, and comes back', async () => {
    await page.goto(url('docs/fire-tower/fire-tower-extreme-weather/site/index.html'));
    expect(await page.locator('h1').first().textContent()).toContain('Fire Tower');
    await page.locator('ul a', { hasText: 'Events' }).first().click();
    expect(page.url()).toMatch(/events\.html$/);
    expect(await page.locator('h2').first().textContent()).toContain('Events');
    await page.screenshot({ path: path.join(SHOTS, 'rulebook-events.png') });
    // "Shadow Die 6" names the Creeping Fires card: its link leads to the card on another page.
    await page.locator('a[href="action-cards.html#card-creeping-fires"]').first().click();
    expect(page.url()).toMatch(/action-cards\.html#card-creeping-fires$/);
    // The card table draws each pattern as a small grid.
    const flare = page.locator('svg[aria-label="Flare Up pattern"]');
    expect(await flare.count()).toBe(1);
    expect((await flare.boundingBox())!.width).toBe(36);
    // The anchor sits in the card's heading, which the browser has scrolled into view.
    const heading = page.locator('h3:has(#card-creeping-fires)');
    expect(await heading.textContent()).toContain('Creeping Fires');
    expect(await heading.isVisible()).toBe(true);
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeLessThan(900);
    await page.locator('a', { hasText: 'Contents' }).first().click();
    expect(page.url()).toMatch(/index\.html$/);
  });

  it('every page of a Flash Point site loads with its heading and navigation', async () => {
    await page.goto(url('docs/flash-point/experienced-specialists/site/index.html'));
    const links = await page.locator('ul a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(links.length).toBeGreaterThan(4);
    for (const href of links) {
      await page.goto(url(`docs/flash-point/experienced-specialists/site/${href}`));
      expect(await page.locator('h2').count(), href).toBeGreaterThan(0);
      expect(await page.locator('a[href="index.html"]').count(), href).toBeGreaterThan(0);
    }
  });
});

describe('the board picture in a browser', () => {
  it('the site\'s board page shows the board drawn from its file', async () => {
    await page.goto(url('docs/flash-point/experienced-attic-basement/site/board-picture.html'));
    const img = page.locator('img[src="../board.svg"]');
    expect(await img.count()).toBe(1);
    await img.evaluate((el) => (el as HTMLImageElement).decode());
    const width = await img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
    expect(width).toBeGreaterThan(500);
    await page.screenshot({ path: path.join(SHOTS, 'board-attic-basement.png'), fullPage: true });
  });
});

describe('the offline chart viewer in a browser', () => {
  it('draws every state of the Fire Tower turn and lists their ways out', async () => {
    await page.goto(url('docs/fire-tower/fire-tower-solo-level-1/chart.html'));
    const states = await page.locator('svg g.state').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')));
    expect(states).toEqual(expect.arrayContaining(['setup', 'turn', 'turn.attacking', 'turn.spreading', 'turn.acting', 'turn.refilling', 'over']));
    const box = await page.locator('g[data-state="turn.spreading"] rect').boundingBox();
    expect(box && box.width > 50 && box.height > 20).toBe(true);
    expect(await page.locator('#row-turn_spreading').textContent()).toContain('spread');
    await page.screenshot({ path: path.join(SHOTS, 'chart-fire-tower-solo.png'), fullPage: true });
  });

  it('draws the Flash Point turn with the Fire Deck step of Tragic Events', async () => {
    await page.goto(url('docs/flash-point/experienced-tragic-events/chart.html'));
    expect(await page.locator('g[data-state="turn.advancingFire"]').textContent()).toContain('drawFireCard');
    await page.screenshot({ path: path.join(SHOTS, 'chart-flash-point-tragic-events.png'), fullPage: true });
  });
});

describe('the replay viewer in a browser', () => {
  it('steps through a recorded game: the machine state, the highlighted chart state and the pieces follow', async () => {
    const file = path.join(tempDir('replay-'), 'fire-tower.html');
    expect(await main(['replay', '--preset', 'fire-tower-rising-flames', '--players', '3', '--seed', '2', '--max-steps', '120', '--out', file], () => {})).toBe(0);
    await page.goto(pathToFileURL(file).href);
    expect(await page.textContent('#step')).toBe('step 0 of 119');
    const first = await page.textContent('#machine');
    const seen = new Set<string>([first!]);
    for (let i = 0; i < 30; i++) {
      await page.click('#next');
      const state = (await page.textContent('#machine'))!;
      seen.add(state);
      // The chart highlights exactly the state the machine is in (and the states enclosing it).
      const current = await page.locator('#chart g.state.current').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')!));
      expect(current.every((c) => state === c || state.startsWith(`${c}.`))).toBe(true);
      expect(current).toContain(state);
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(await page.textContent('#step')).toBe('step 30 of 119');
    expect(await page.locator('#pieces > *').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    expect(await page.textContent('#step')).toBe('step 29 of 119');
    await page.screenshot({ path: path.join(SHOTS, 'replay-fire-tower.png'), fullPage: true });
  });
});

describe('every preset, in a browser', () => {
  const presets = listGames(PROJECT_RULES).flatMap((g) => listPresets(PROJECT_RULES, g).map((p) => [g, p] as const));

  it.each(presets)('%s/%s: the site opens with its contents, every section page has its heading, and the chart draws', async (game, preset) => {
    await page.goto(url(`docs/${game}/${preset}/site/index.html`));
    const links = await page.locator('ul a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(links.length).toBeGreaterThan(2);
    await page.goto(url(`docs/${game}/${preset}/site/${links[links.length - 1]}`));
    expect(await page.locator('h2').count()).toBeGreaterThan(0);
    if (game !== 'asl-fire') {
      await page.goto(url(`docs/${game}/${preset}/chart.html`));
      expect(await page.locator('svg g.state').count()).toBeGreaterThan(8);
    }
  });
});
