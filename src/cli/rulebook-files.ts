/** A configuration's rulebook as files: rules.md, rules.html, the picture, the site. */
import type { GameEntry } from '../core/playable.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { renderHtml, rulebookMarkdown } from '../docs/rulebook.ts';
import { rulebookSite, siteFiles } from '../docs/site.ts';
import { miniSearchSource } from '../docs/site-search.ts';

export interface GeneratedDoc {
  file: string;
  content: string;
}

/**
 * The rulebook files for one config (paths relative to the output directory), with the game's
 * tables and picture when its registry row (`entry`) has them. `searchLibrary`: where the site's search page loads MiniSearch from
 * (relative to site/); by default a copy is written into site/.
 */
export function rulebookFilesOf(rules: Ruleset, entry: GameEntry | undefined, searchLibrary?: string): GeneratedDoc[] {
  const picture = entry?.rulebookPicture?.(rules);
  const options = entry?.rulebookOptions(rules) ?? {};
  const inTopic = picture?.topic ? { ...options, extras: { ...options.extras, [picture.topic]: [picture.markdown, ...(options.extras?.[picture.topic] ?? [])] } } : options;
  const markdown = rulebookMarkdown(rules, inTopic) + (picture && !picture.topic ? picture.markdown : '');
  const title = `${rules.game.title} — ${rules.config.presetId ?? rules.config.label}`;
  return [
    { file: 'rules.md', content: markdown },
    { file: 'rules.html', content: renderHtml(markdown, title) },
    ...(picture ? [{ file: picture.file, content: picture.content }] : []),
    // The same rulebook as a site: an index and one self-contained page per section.
    ...siteFiles(rulebookSite(markdown, rules, title, searchLibrary ?? 'minisearch.js'), title).map((d) => ({ file: `site/${d.file}`, content: d.content })),
    ...(searchLibrary ? [] : [{ file: 'site/minisearch.js', content: miniSearchSource() }]),
  ];
}
