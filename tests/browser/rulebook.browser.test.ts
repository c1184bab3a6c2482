/**
 * The rulebook pages at a laptop's width and on paper (issue 15): no table wider than a
 * 1280 px window, and under print media topics start on a new page while provenance hides.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, projectUrl, ROOT, SHOTS } from '../helpers/browser.ts';

const WIDTH = 1280;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser({ width: WIDTH, height: 900 }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const rulebooks = ['flash-point', 'fire-tower', 'asl-fire'].flatMap((g) => readdirSync(path.join(ROOT, 'docs', g)).map((p) => `docs/${g}/${p}/rules.html`));
const url = projectUrl;

describe('the rulebook in a browser', () => {
  it('finds the rulebooks', () => {
    expect(rulebooks.length).toBeGreaterThan(30);
  });

  it.each(rulebooks)('%s: every table fits a 1280 px window', async (file) => {
    await page.goto(url(file));
    const rights = await page.evaluate(() => [...document.querySelectorAll('table')].map((t) => Math.ceil(t.getBoundingClientRect().right)));
    expect(rights.filter((r) => r > 1280)).toEqual([]);
  });

  it('prints with a page break before each topic and without the provenance notes', async () => {
    await page.goto(url('docs/flash-point/experienced-specialists/rules.html'));
    await page.emulateMedia({ media: 'print' });
    const style = await page.evaluate(() => ({
      breakBefore: getComputedStyle(document.querySelector('h2')!).breakBefore,
      provenance: getComputedStyle(document.querySelector('details.provenance')!).display,
    }));
    await page.emulateMedia({ media: 'screen' });
    expect(style).toEqual({ breakBefore: 'page', provenance: 'none' });
  });

  it('shows provenance on demand and the module badges', async () => {
    await page.goto(url('docs/flash-point/experienced-veteran/rules.html'));
    const details = page.locator('details.provenance').first();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await details.locator('summary').click();
    expect(await details.textContent()).toMatch(/Source: .* · id /);
    expect(await page.locator('.badge', { hasText: 'Hot spots: new' }).count()).toBeGreaterThan(0);
    await page.locator('h3', { hasText: 'What each action costs, by role' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'rulebook-ap-costs.png') });
  });

  it('searches the rules offline from any page: the results link to the rule', async () => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url('docs/flash-point/experienced-specialists/site/actions.html'));
    await page.fill('nav input[name=q]', 'extinguish');
    await page.press('nav input[name=q]', 'Enter');
    await page.waitForURL(/search\.html\?q=extinguish$/);
    expect(await page.locator('#count').textContent()).toMatch(/^\d+ rules found$/);
    const first = page.locator('#results li a').first();
    expect(await first.textContent()).toBe('Extinguish');
    // Typing refines the results as you go; a prefix finds whole words.
    await page.fill('main input[name=q]', 'hazm');
    expect(await page.locator('#results li').count()).toBeGreaterThan(0);
    expect((await page.locator('#results li a').allTextContents()).some((t) => /hazmat/i.test(t))).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'rulebook-search.png') });
    await page.fill('main input[name=q]', 'extinguish');
    await page.locator('#results li a').first().click();
    expect(page.url()).toMatch(/actions\.html#action-extinguish$/);
    expect(errors).toEqual([]);
  });
});
