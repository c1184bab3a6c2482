/**
 * The rulebook as a small static site: an index (configuration, contents) and one page per
 * section, each a self-contained HTML file (inline style, no scripts, no network) with a
 * navigation bar. Links between rules follow them across pages, and a rule whose text names
 * another rule's card, role or challenge gets a "Mentions" line linking to it.
 */
import type { Ruleset } from '../core/ruleset.ts';
import { anchorOf, renderHtml } from './rulebook.ts';
import { SEARCH_FORM, searchFiles } from './site-search.ts';

export interface SitePage {
  file: string;
  title: string;
  markdown: string;
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section';

/** Named things other rules talk about: cards, roles, challenges, victim types (by their name). */
function namedItems(rules: Ruleset): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  for (const f of rules.items) {
    const name = (f.item as { name?: unknown }).name;
    if (typeof name === 'string' && name.length >= 5 && ['card', 'role', 'challenge', 'victim-type'].includes(f.item.kind)) out.push({ id: f.item.id, name });
  }
  return out;
}

/** Add "Mentions" lines: after each rule block, links to the named items its text names. */
function addMentions(markdown: string, rules: Ruleset): string {
  const named = namedItems(rules);
  // One block per heading, so a rule block ends where the next rule or section begins.
  const blocks = markdown.split(/\n(?=##+ )/);
  return blocks
    .map((block) => {
      const own = /<a id="([^"]+)"><\/a>/.exec(block)?.[1];
      const text = block.split('\n').slice(1).filter((l) => !l.startsWith('*') && !l.startsWith('<details')).join(' ');
      const hits = named.filter((n) => anchorOf(n.id) !== own && new RegExp(`\\b${n.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text));
      if (!hits.length || !block.startsWith('### ')) return block;
      return `${block.trimEnd()}\n\n*Mentions:* ${hits.map((h) => `[${h.name}](#${anchorOf(h.id)})`).join(', ')}\n`;
    })
    .join('\n');
}

/** Split the one-page rulebook into pages at its `## ` sections, rewriting links across pages. */
export interface Site {
  pages: SitePage[];
  /** Files the pages load (the search page's scripts), written beside them as they are. */
  assets: { file: string; content: string }[];
}

/** `libraryHref`: where the search page finds MiniSearch's browser build, relative to the site. */
export function rulebookSite(markdown: string, rules: Ruleset, title: string, libraryHref = 'minisearch.js'): Site {
  const withMentions = addMentions(markdown, rules);
  const parts = withMentions.split(/\n(?=## )/);
  const head = parts.shift()!;
  const sections = parts.map((p) => {
    const heading = /^## ([^<\n]+?)(?: <a id="[^"]+"><\/a>)?\n/.exec(p)?.[1] ?? 'Section';
    return { heading, markdown: p };
  });
  // The configuration stays on the index page, beside the contents.
  const config = sections.filter((s) => s.heading === 'Configuration' || s.heading === 'Contents');
  const topics = sections.filter((s) => !config.includes(s));
  const pages: SitePage[] = topics.map((t) => ({ file: `${slug(t.heading)}.html`, title: t.heading, markdown: t.markdown }));
  const anchorPage = new Map<string, string>();
  for (const p of pages) for (const m of p.markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchorPage.set(m[1]!, p.file);
  const relink = (md: string, here: string) =>
    md
      .replace(/\]\(#([^)]+)\)/g, (all, a: string) => {
        const page = anchorPage.get(a);
        return page && page !== here ? `](${page}#${a})` : all;
      })
      // Files beside the rulebook (the board picture) are one folder up from site/.
      .replace(/\]\(([a-z0-9-]+\.svg)\)/g, '](../$1)');
  const links = (here: string) => ['[Contents](index.html)', ...pages.map((p) => (p.file === here ? `**${p.title}**` : `[${p.title}](${p.file})`))].join(' · ');
  const nav = (here: string) => `<nav>\n\n${links(here)} ${SEARCH_FORM}\n\n</nav>`;
  const index: SitePage = {
    file: 'index.html',
    title,
    markdown: [
      head.trim(),
      '',
      '## Contents',
      '',
      ...pages.map((p) => `- [${p.title}](${p.file}) — ${[...p.markdown.matchAll(/^### /gm)].length} rules`),
      '',
      ...config.filter((c) => c.heading === 'Configuration').map((c) => c.markdown),
    ].join('\n'),
  };
  const out = pages.map((p, i) => {
    const prev = pages[i - 1];
    const next = pages[i + 1];
    const footer = [prev ? `← [${prev.title}](${prev.file})` : '', next ? `[${next.title}](${next.file}) →` : ''].filter(Boolean).join(' · ');
    return { ...p, markdown: `${nav(p.file)}\n\n${relink(p.markdown, p.file)}\n\n---\n\n${footer}\n` };
  });
  const search = searchFiles(pages, nav('search.html'), libraryHref);
  return {
    pages: [{ ...index, markdown: `${nav('index.html')}\n\n${relink(index.markdown, 'index.html')}\n` }, ...out, { file: 'search.html', title: 'Search', markdown: search.page }],
    assets: search.files,
  };
}

export function siteFiles(site: Site, siteTitle: string): { file: string; content: string }[] {
  return [...site.pages.map((p) => ({ file: p.file, content: renderHtml(p.markdown, p.file === 'index.html' ? siteTitle : `${p.title} — ${siteTitle}`) })), ...site.assets];
}
