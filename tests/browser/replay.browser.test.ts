/**
 * The replay page as a person uses it, in a real browser (chromium via playwright-core): a
 * long Fire Tower game replays to its very end, the setup is its own step labelled Setup, the
 * log reads as words, and the legend names every kind of piece the board shows; the same page
 * serves Flash Point. Screenshots go to docs/screenshots/replay-*.png.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, SHOTS } from '../helpers/browser.ts';
import { main } from '../../src/cli/main.ts';
import { tempDir } from '../helpers/fixtures.ts';


let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function openReplay(args: string[]): Promise<string[]> {
  const file = path.join(tempDir('replay-'), 'game.html');
  const out: string[] = [];
  expect(await main(['replay', ...args, '--out', file], (s) => out.push(s))).toBe(0);
  await page.goto(pathToFileURL(file).href);
  return out;
}

const texts = (selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent ?? ''));

/** Every step, from the setup to the end, through the page's own stepping: the kinds drawn and the lines logged. */
function walkAllSteps(): Promise<{ kinds: string[]; lines: string[]; steps: number }> {
  return page.evaluate(() => {
    const kinds = new Set<string>();
    const lines: string[] = [];
    const last = Number((document.getElementById('slider') as HTMLInputElement).max);
    for (let n = -1; n <= last; n++) {
      (window as unknown as { show(n: number): void }).show(n);
      document.querySelectorAll('#pieces .piece').forEach((p) => kinds.add(p.getAttribute('class')!.split(' ')[1]!));
      document.querySelectorAll('#events li').forEach((li) => lines.push(li.textContent ?? ''));
    }
    return { kinds: [...kinds], lines, steps: last + 1 };
  });
}

describe('the replay page in a browser', () => {
  it('replays a Fire Tower game of more than 400 steps to its end, setup first, in words, with a legend', async () => {
    const out = await openReplay(['--preset', 'fire-tower-extreme-weather', '--seed', '3']);
    expect(out.join('\n')).toMatch(/the whole game: 427 steps/);
    expect(await page.textContent('#step')).toBe('step 0 of 426');
    expect(await page.locator('#cut').count()).toBe(0);

    // The setup comes before step 0: the wind rolled, the first player; nobody's turn.
    await page.keyboard.press('Home');
    expect(await page.textContent('#step')).toBe('setup (before step 0)');
    expect(await page.textContent('#who')).toBe('Setup');
    const setupLines = await texts('#events li');
    expect(setupLines.length).toBeGreaterThan(1);
    expect(setupLines.every((l) => l.startsWith('Setup: '))).toBe(true);
    // The Firehawk setup question (a hawk each) is answered in the setup too.
    await page.click('#next');
    expect(await page.textContent('#action')).toBe('p1 hawk [3,4]');
    expect(await page.textContent('#who')).toBe('Setup');
    expect(await page.locator('#log li.current').textContent()).toBe('p1 hawk [3,4]');
    expect((await texts('#log li.group')).slice(0, 2)).toEqual(['Setup', 'Turn 1']);

    // To the very end: the last step's machine state is `over`, its chart state lit.
    await page.keyboard.press('End');
    expect(await page.textContent('#step')).toBe('step 426 of 426');
    expect(await page.textContent('#machine')).toBe('over');
    expect(await page.locator('#chart g.state.current').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-state')))).toContain('over');
    expect(await texts('#events li')).toContainEqual(expect.stringMatching(/^Game over: p\d won \(last tower standing\)$/));
    await page.screenshot({ path: path.join(SHOTS, 'replay-fire-tower-end.png'), fullPage: true });

    // Every line of the game reads as words, and the legend names every kind ever drawn.
    const { kinds, lines, steps } = await walkAllSteps();
    expect(steps).toBe(427);
    expect(lines.length).toBeGreaterThan(427);
    expect(lines.filter((l) => /[{}[\]"]/.test(l))).toEqual([]);
    expect(kinds).toEqual(expect.arrayContaining(['gem', 'hawk']));
    const legend = await page.locator('#legend li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.kind!));
    expect(legend).toEqual(expect.arrayContaining(kinds));
    expect(await page.locator('#legend li[data-kind="hawk"]').textContent()).toMatch(/hawk/);
    expect(await page.locator('#legend li svg > *').count()).toBe(legend.length);
  });

  it('serves Flash Point with the same page: the setup\'s explosions under Setup, the legend, a cut said plainly', async () => {
    await openReplay(['--preset', 'experienced-recruit', '--seed', '1', '--max-steps', '30']);
    expect(await page.locator('#cut').textContent()).toBe("This page shows only the first 30 of the game's 89 steps: it was written with --max-steps 30. Leave --max-steps out to see the whole game.");
    await page.keyboard.press('Home');
    const lines = await texts('#events li');
    expect(lines).toContainEqual(expect.stringMatching(/^Setup: explosion at \(\d,\d\) \(setup: first explosion\)$/));
    expect(lines.every((l) => l.startsWith('Setup: '))).toBe(true);
    expect(await page.locator('#pieces .piece.hazmat').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'replay-flash-point-setup.png'), fullPage: true });
    await page.keyboard.press('End');
    expect(await page.textContent('#step')).toBe('step 29 of 29');
    const { kinds } = await walkAllSteps();
    const legend = await page.locator('#legend li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.kind!));
    expect(kinds).toEqual(expect.arrayContaining(['fire', 'smoke', 'firefighter', 'poi']));
    expect(legend).toEqual(expect.arrayContaining(kinds));
    // A firefighter is drawn with its player's number.
    expect(await page.locator('#pieces .piece.firefighter').allTextContents()).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
  });
});
