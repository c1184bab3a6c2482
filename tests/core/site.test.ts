/**
 * The rulebook site: an index and one page per section, every link inside it resolving to
 * a page and an anchor that exist, and nothing fetched from the network.
 */
import { describe, expect, it } from 'vitest';
import { rulebookFiles } from '../../src/cli/rules-commands.ts';
import { load } from '../../src/games/index.ts';

function site(preset: string): Map<string, string> {
  return new Map(rulebookFiles(load({ preset })).filter((d) => d.file.startsWith('site/')).map((d) => [d.file.slice(5), d.content]));
}

describe('rulebook site', () => {
  it.each(['fire-tower-extreme-weather', 'experienced-specialists', 'asl-fire'])('%s: every link resolves to a page and an anchor of the site', (preset) => {
    const pages = site(preset);
    expect(pages.has('index.html')).toBe(true);
    expect(pages.size).toBeGreaterThan(3);
    const anchors = new Map([...pages].map(([f, html]) => [f, new Set([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]!))]));
    const broken: string[] = [];
    for (const [file, html] of pages) {
      if (!file.endsWith('.html')) continue;
      for (const m of html.matchAll(/href="([^"]+)"/g)) {
        const href = m[1]!;
        if (/^https?:/.test(href)) {
          broken.push(`${file}: external link ${href}`);
          continue;
        }
        const [page, anchor] = href.split('#');
        const target = page || file;
        if (!pages.has(target)) broken.push(`${file}: ${href} (no page ${target})`);
        else if (anchor && !anchors.get(target)!.has(anchor)) broken.push(`${file}: ${href} (no anchor ${anchor})`);
      }
      // Only the search page runs a script, and only the site's own files (no network).
      if (file === 'search.html') expect([...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual(['minisearch.js', 'search-index.js', 'search.js']);
      else if (file.endsWith('.html')) expect(html, file).not.toMatch(/<script|<link /);
    }
    expect(broken).toEqual([]);
  });

  it('the index lists every section page; each page links back and to its neighbours', () => {
    const pages = site('fire-tower-base');
    const index = pages.get('index.html')!;
    // Every section page (the search page and its scripts are reached from the search box).
    for (const f of pages.keys()) if (f.endsWith('.html') && f !== 'index.html' && f !== 'search.html') expect(index).toContain(`href="${f}"`);
    expect(index).toContain('<form class="search" action="search.html"');
    const events = pages.get('events.html')!;
    expect(events).toContain('href="index.html"');
    expect(events).toMatch(/← <a href="action-cards.html">/);
    expect(events).toMatch(/<a href="elimination-and-the-end.html">Elimination and the end<\/a> →/);
  });

  it('a rule naming another rule\'s card links to it across pages', () => {
    const events = site('fire-tower-extreme-weather').get('events.html')!;
    expect(events).toMatch(/<em>Mentions:<\/em> <a href="action-cards.html#card-creeping-fires">Creeping Fires<\/a>/);
  });
});

describe('computed rulebook tables', () => {
  it('Flash Point: moving with each victim type, by role, from the ap-cost fold (a heavy victim costs more than a standard one)', () => {
    const md = rulebookFiles(load({ preset: 'experienced-victim-types' })).find((d) => d.file === 'rules.md')!.content;
    expect(md).toContain('### Moving with each victim type, by role');
    const row = (label: string) => md.split('\n').find((l) => l.startsWith(`| ${label} |`))!.split('|').slice(2, -1).map((c) => c.trim());
    const standard = row('move carrying Standard victim (open space)');
    const heavy = row(md.includes('move carrying Heavy victim (open space)') ? 'move carrying Heavy victim (open space)' : 'move carrying Heavy (open space)');
    expect(standard.every((c) => c === '2')).toBe(true);
    expect(heavy.some((c, i) => c !== standard[i])).toBe(true);
  });

  it('search: every rule heading of every section page is a search document linking to its anchor', async () => {
    const pages = site('experienced-specialists');
    const index = pages.get('search-index.js')!;
    const docs = JSON.parse(index.slice(index.indexOf('=') + 1).trim().replace(/;$/, '')) as { href: string; title: string; text: string }[];
    const headings = [...pages].filter(([f]) => f.endsWith('.html') && f !== 'index.html' && f !== 'search.html').flatMap(([, html]) => [...html.matchAll(/<h3>/g)]);
    expect(docs.length).toBe(headings.length);
    expect(new Set(docs.map((d) => d.href)).size).toBeGreaterThan(docs.length - 5);
    const extinguish = docs.find((d) => d.href === 'actions.html#action-extinguish')!;
    expect(extinguish.title).toBe('Extinguish');
    // Provenance is not searchable text: a reader searches the rules, not file names.
    expect(docs.every((d) => !/\.yaml:\d/.test(d.text))).toBe(true);
    expect(pages.get('minisearch.js')!.length).toBeGreaterThan(10_000);
  });
});
