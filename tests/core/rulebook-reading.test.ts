/**
 * The rulebook reads as a book, not a rule database (issue 15): each subject is stated under
 * one heading, provenance is folded away in a details element, a module's changes carry a
 * badge, the AP table's cells hold costs (no rule ids), and the pages print sensibly.
 */
import { describe, expect, it } from 'vitest';
import { allPresetDocs, rulebookFiles } from '../../src/cli/rules-commands.ts';
import { load } from '../../src/games/index.ts';

const rulebooks = (await allPresetDocs()).filter((d) => d.file.endsWith('/rules.md'));

/** Headings without their anchors, as a reader sees them. */
const headings = (md: string) => [...md.matchAll(/^(#{1,3}) (.+?)(?: <a id="[^"]+"><\/a>)?$/gm)].map((m) => `${m[1]} ${m[2]}`);

describe('the rulebook as a reader meets it', () => {
  it('has rulebooks for every preset of every game', () => {
    expect(rulebooks.length).toBeGreaterThan(30);
  });

  it.each(rulebooks.map((d) => [d.file, d.content]))('%s: no heading appears twice', (_file, md) => {
    const seen = new Map<string, number>();
    for (const h of headings(md)) seen.set(h, (seen.get(h) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([h]) => h)).toEqual([]);
  });

  it.each(rulebooks.map((d) => [d.file, d.content]))('%s: provenance is on demand, never a footer under each rule', (_file, md) => {
    expect(md).not.toMatch(/^\*Source:\*/m);
    expect(md).not.toMatch(/^\*Id:\*/m);
    // Every rule stated has its provenance, in a details element.
    const stated = (md.match(/<a id="[^"]+"><\/a>/g) ?? []).length;
    expect((md.match(/<details class="provenance">/g) ?? []).length).toBeGreaterThan(stated / 3);
  });

  it('rules that share a subject are stated together, each once, all still linkable', () => {
    const md = rulebookFiles(load({ preset: 'experienced-specialists', game: 'flash-point' }))[0]!.content;
    const move = md.slice(md.indexOf('### Move <a id="action-move">'));
    const section = move.slice(0, move.indexOf('\n### ', 5));
    // The action, its AP cost and its overview text: three rules, one heading.
    for (const id of ['ap-move', 'fp-actions-move']) expect(section).toContain(`<a id="${id}"></a>`);
    expect((md.match(/<a id="ap-move"><\/a>/g) ?? []).length).toBe(1);
  });

  it('a module beyond the base game marks what it adds or changes', () => {
    const md = rulebookFiles(load({ preset: 'experienced-veteran', game: 'flash-point' }))[0]!.content;
    expect(md).toMatch(/<span class="badge">Hot spots: new<\/span>/);
    const base = rulebookFiles(load({ preset: 'experienced-recruit', game: 'flash-point' }))[0]!.content;
    expect(base).not.toMatch(/class="badge">Experienced Game/);
  });

  it('the AP table holds costs only: no rule ids or links in its cells, forbidden cases footnoted', () => {
    const md = rulebookFiles(load({ preset: 'experienced-specialists', game: 'flash-point' }))[0]!.content;
    const from = md.slice(md.indexOf('### What each action costs, by role'));
    const table = from.slice(0, from.indexOf('\n## '));
    const lines = table.split('\n');
    // Body rows: table lines that are neither a header (followed by the rule line) nor the rule line.
    const rows = lines.filter((l, i) => l.startsWith('| ') && !l.startsWith('| ---') && !lines[i + 1]?.startsWith('| ---'));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows.slice(0, 40)) {
      const cells = row.split(' | ').slice(1);
      for (const c of cells) expect(c.replace(/ \|$/, '')).toMatch(/^(\d+†?|—<sup>\d+<\/sup>)$/);
    }
    // Each footnote number used names the rules that forbid the case.
    for (const n of new Set([...table.matchAll(/—<sup>(\d+)<\/sup>/g)].map((m) => m[1]))) expect(table).toMatch(new RegExp(`^${n}\\. Not allowed: \\[`, 'm'));
  });

  it('the HTML prints: page breaks before topics, provenance hidden', () => {
    const html = rulebookFiles(load({ preset: 'experienced-recruit', game: 'flash-point' }))[1]!.content;
    expect(html).toMatch(/@media print\{[^}]*\}h2\{break-before:page\}/);
    expect(html).toMatch(/details\.provenance,nav\{display:none\}/);
  });

  it('Fire Tower shows its forest where the forest is described: towers, roofs and quadrants', () => {
    const files = rulebookFiles(load({ preset: 'fire-tower-base', game: 'fire-tower' }));
    const md = files[0]!.content;
    const topic = md.slice(md.indexOf('## The forest <a id="topic-board">'));
    expect(topic.slice(0, topic.indexOf('\n### '))).toContain('](forest.svg)');
    const svg = files.find((f) => f.file === 'forest.svg')!.content;
    expect(svg.match(/class="roof"/g)).toHaveLength(4);
    expect(svg).toContain('stroke-dasharray');
  });
});
