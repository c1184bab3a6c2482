/**
 * What every browser test file shares: Debian's chromium (or CHROMIUM_PATH) driven by
 * playwright-core, one page at a given viewport, and the folder the screenshots go to.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SHOTS = path.join(ROOT, 'docs/screenshots');

/** A file of the project (`docs/…/rules.html`) as the URL a browser opens. */
export const projectUrl = (rel: string): string => pathToFileURL(path.join(ROOT, rel)).href;

export async function openBrowser(viewport: { width: number; height: number } = { width: 1280, height: 900 }): Promise<{ browser: Browser; page: Page }> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
  if (!executablePath) throw new Error('no chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  mkdirSync(SHOTS, { recursive: true });
  return { browser, page: await browser.newPage({ viewport }) };
}
