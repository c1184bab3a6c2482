/**
 * The offline inspector in a real browser (Debian's chromium via playwright-core): the page
 * connects to `firerules inspect`, which waits for it, then plays a Fire Tower game on a
 * timer; at every snapshot the page received, the state highlighted in the chart is the
 * state the engine reports after that many actions, and the board shows that step's pieces;
 * time travel back shows an earlier state. Screenshot: docs/screenshots/inspector.png.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, SHOTS } from '../helpers/browser.ts';
import { main } from '../../src/cli/main.ts';
import { seedRng } from '../../src/core/rng.ts';
import { statePath } from '../../src/docs/replay.ts';
import { playableGame } from '../../src/games/index.ts';

const SEED = 2;
const STEPS = 30;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openBrowser({ width: 1400, height: 1000 }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The engine's own run of the same game: its state and piece count after each number of actions (the command's agent draws from seed ^ 0x1457). */
function engineSteps(): { state: string; pieces: number }[] {
  const playable = playableGame('fire-tower')!;
  const configured = playable.configure({ preset: 'fire-tower-base' });
  let g = configured.createGame({ seed: SEED, players: configured.defaultPlayers() });
  const rng = seedRng(SEED ^ 0x1457);
  const at = () => ({ state: statePath(playable.progress(g).machineValue), pieces: playable.render.pieces(g).length });
  const steps = [at()];
  for (let i = 0; i < STEPS && !playable.progress(g).over; i++) {
    const r = playable.apply(g, playable.agents.random!.choose(g, rng)!);
    if (!r.ok) throw new Error(r.reason);
    g = r.game;
    steps.push(at());
  }
  return steps;
}

/** What the page shows: the snapshot number, the deepest highlighted state, and the board's snapshot and pieces. */
async function shown(p: Page): Promise<{ index: number; highlighted: string; boardIndex: string; pieces: number }> {
  return p.evaluate(() => {
    const current = [...document.querySelectorAll('#chart g.state.current')].map((g) => g.getAttribute('data-state') ?? '');
    const board = document.getElementById('board')!;
    return {
      index: Number(/snapshot (\d+)/.exec(document.getElementById('step')!.textContent ?? '')?.[1] ?? -1),
      highlighted: current.sort((a, b) => b.length - a.length)[0] ?? '',
      boardIndex: board.dataset.index ?? '',
      pieces: board.querySelectorAll('#pieces .piece').length,
    };
  });
}

async function pageUrlOnce(port: number): Promise<string> {
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the inspector never listened');
}

describe('the offline inspector in a browser', () => {
  it('follows a game played through inspect: the highlighted state is the engine\'s at every snapshot, and time travel goes back', async () => {
    const engine = engineSteps();
    const port = 20000 + Math.floor(Math.random() * 5000);
    const out: string[] = [];
    const run = main(['inspect', '--preset', 'fire-tower-base', '--seed', String(SEED), '--port', String(port), '--no-open', '--step', 'timer', '--delay', '120', '--max-steps', String(STEPS), '--keep'], (s) => out.push(s));
    await page.goto(await pageUrlOnce(port));
    expect(out.join('\n')).toContain('waiting for the page to connect');
    // While the game runs, every state the page shows is the engine's state at that snapshot.
    const seen = new Set<number>();
    let ended = false;
    void run.then(() => (ended = true));
    while (out.every((l) => !l.includes('steps sent'))) {
      const s = await shown(page);
      if (s.index >= 0) {
        expect(s.highlighted, `live snapshot ${s.index}`).toBe(engine[s.index]!.state);
        seen.add(s.index);
      }
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(seen.size).toBeGreaterThan(5);
    // Every snapshot received, through time travel: the chart and the board are the engine's.
    const last = engine.length - 1;
    await page.waitForFunction((n) => document.getElementById('step')!.textContent === `snapshot ${n} of ${n}`, last);
    expect(await page.locator('#log li').count()).toBe(engine.length);
    await page.locator('#slider').focus();
    for (let i = last; i >= 0; i--) {
      await page.locator('#slider').fill(String(i));
      await page.waitForFunction((n) => document.getElementById('board')!.dataset.index === String(n), i);
      const s = await shown(page);
      expect(s.index).toBe(i);
      expect(s.highlighted, `snapshot ${i}`).toBe(engine[i]!.state);
      expect(s.pieces, `pieces at snapshot ${i}`).toBe(engine[i]!.pieces);
    }
    // Back to an earlier state by the log: its line is marked, and the context tree opens.
    const early = engine.findIndex((e) => e.state !== engine[last]!.state);
    await page.locator(`#log li[data-index="${early}"]`).click();
    await page.waitForFunction((n) => document.getElementById('board')!.dataset.index === String(n), early);
    expect((await shown(page)).highlighted).toBe(engine[early]!.state);
    expect(await page.locator('#log li.here').getAttribute('data-index')).toBe(String(early));
    await page.locator('#context summary', { hasText: /^fire/ }).first().click();
    expect(await page.locator('#context details[open] > summary', { hasText: /^fire/ }).count()).toBe(1);
    await page.locator(`#log li[data-index="${Math.min(last, 24)}"]`).click();
    await page.waitForFunction((n) => document.getElementById('board')!.dataset.index === String(n), Math.min(last, 24));
    await page.screenshot({ path: path.join(SHOTS, 'inspector.png'), fullPage: true });
    // With --keep the command serves until the page is closed.
    expect(ended).toBe(false);
    await page.goto('about:blank');
    expect(await run).toBe(0);
  }, 120_000);
});
