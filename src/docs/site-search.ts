/**
 * Offline full-text search for the rulebook site: a search page, the site's sections as a
 * document list (search-index.js) and MiniSearch, all loaded with plain <script src> so the
 * search works from files on disk (file:// forbids fetch) and with no network.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SitePage } from './site.ts';

export interface SearchDoc {
  id: number;
  /** page#anchor: where the result links to. */
  href: string;
  title: string;
  section: string;
  text: string;
}

/** The form every site page carries in its navigation; submitting it opens the search page. */
export const SEARCH_FORM = '<form class="search" action="search.html" role="search"><input name="q" type="search" placeholder="Search the rules" aria-label="Search the rules"></form>';

/** Markdown and inline HTML reduced to the words a reader searches for. */
function plainText(markdown: string): string {
  return markdown
    .replace(/<details[\s\S]*?<\/details>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`|#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One document per `### ` block of every section page (the first anchor in it is the link). */
export function searchDocuments(pages: readonly SitePage[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const page of pages) {
    if (page.file === 'index.html') continue;
    for (const block of page.markdown.split(/\n(?=### )/).slice(1)) {
      const title = /^### ([^<\n]+)/.exec(block)?.[1]?.trim();
      const anchor = /<a id="([^"]+)"><\/a>/.exec(block)?.[1];
      if (!title) continue;
      docs.push({ id: docs.length, href: `${page.file}${anchor ? `#${anchor}` : ''}`, title, section: page.title, text: plainText(block.slice(block.indexOf('\n'))) });
    }
  }
  return docs;
}

const SEARCH_SCRIPT = `(function () {
  var search = new MiniSearch({ fields: ['title', 'text', 'section'], storeFields: ['href', 'title', 'section', 'text'],
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' } });
  search.addAll(SEARCH_DOCS);
  var q = new URLSearchParams(location.search).get('q') || '';
  var input = document.querySelector('main form.search input');
  var list = document.getElementById('results');
  var count = document.getElementById('count');
  function show(query) {
    list.textContent = '';
    var hits = query.trim() ? search.search(query) : [];
    count.textContent = query.trim() ? hits.length + (hits.length === 1 ? ' rule' : ' rules') + ' found' : '';
    hits.slice(0, 50).forEach(function (h) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = h.href;
      a.textContent = h.title;
      var where = document.createElement('em');
      where.textContent = ' — ' + h.section;
      var p = document.createElement('p');
      p.textContent = h.text.length > 220 ? h.text.slice(0, 220) + '…' : h.text;
      li.append(a, where, p);
      list.append(li);
    });
  }
  input.value = q;
  input.addEventListener('input', function () { show(input.value); });
  show(q);
})();
`;

/** The search page's body (markdown with inline HTML) and the scripts it loads beside it. */
export function searchFiles(pages: readonly SitePage[], nav: string, libraryHref: string): { page: string; files: { file: string; content: string }[] } {
  const docs = searchDocuments(pages);
  const page = [
    nav,
    '',
    '# Search the rules',
    '',
    `<main>${SEARCH_FORM}<p id="count"></p><ol id="results"></ol></main>`,
    '',
    `<script src="${libraryHref}"></script><script src="search-index.js"></script><script src="search.js"></script>`,
    '',
  ].join('\n');
  return {
    page,
    files: [
      { file: 'search-index.js', content: `var SEARCH_DOCS = ${JSON.stringify(docs)};\n` },
      { file: 'search.js', content: SEARCH_SCRIPT },
    ],
  };
}

/** MiniSearch's browser build, as installed with the package. */
export function miniSearchSource(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its module builds; the browser build sits beside them.
  return readFileSync(path.join(path.dirname(require.resolve('minisearch')), '../umd/index.js'), 'utf8');
}
