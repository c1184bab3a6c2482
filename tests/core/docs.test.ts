import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPresetDocs, rulebookFiles } from '../../src/cli/rules-commands.ts';
import { PROJECT_ROOT } from '../../src/core/paths.ts';
import { load } from '../../src/games/index.ts';
import { loadWith } from '../helpers/fixtures.ts';

// Charts are laid out asynchronously (elkjs), so the generated files are awaited up front.
const docs = await allPresetDocs();

describe('generated rulebooks', () => {
  it.each(docs.map((d) => [d.file, d]))('%s is committed and current (regenerate with `npm run docs`)', (file, d) => {
    let committed = '';
    try {
      committed = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
    } catch {
      /* missing counts as stale */
    }
    expect(committed === d.content, `${file} is stale: run \`npm run docs\` and commit the result`).toBe(true);
  });

  it('every item of the preset appears with its source; tables come from the data', () => {
    const rules = load({ preset: 'asl-fire', game: 'asl-fire' });
    const md = rulebookFiles(rules)[0]!.content;
    for (const f of rules.items) {
      if (f.item.kind === 'terrain' || f.item.kind === 'environment') expect(md).toContain(`${f.item.name as string} <a id=`);
      else expect(md).toContain(`Source: ${f.item.source!.replace(/&/g, '&amp;')} · id <code>${f.item.id}</code>`);
    }
    expect(md).toMatch(/\| Woods <a id="terrain-woods"><\/a> \| 9 \| 7 \| applies \|/);
    expect(md).toMatch(/\| Bamboo <a id="terrain-bamboo"><\/a> \| 10 \| 10 \| ×2 \|/);
    expect(md).toMatch(/\| Very Dry <a id="ec-very-dry"><\/a> \| \+2 \| not used \|/);
  });

  it('the HTML is one self-contained page: no scripts, no external resources, every internal link resolves', () => {
    const html = rulebookFiles(load({ preset: 'asl-fire', game: 'asl-fire' }))[1]!.content;
    expect(html).not.toMatch(/<script|<link |src="http|href="http/);
    const anchors = new Set([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]));
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !anchors.has(l))).toEqual([]);
  });

  it('shows the layer that last touched a rule and what a config removed', () => {
    const rules = loadWith(['core', 'h'], {
      'asl-fire/h/module.yaml': 'title: House\n',
      'asl-fire/h/r.yaml': '- { patch: kindle.drm.smc, effect: { add: -1 }, source: house rule }\n- remove: [kindle.drm.mol]\n',
    });
    const md = rulebookFiles(rules)[0]!.content;
    expect(md).toMatch(/<code>kindle\.drm\.smc<\/code> · added by module core \(rules\/asl-fire\/core\/kindling\.yaml:\d+\); patched \(effect\) by module h .* — house rule/);
    // The house module's change is marked where the rule is stated.
    expect(md).toMatch(/<a id="kindle-drm-smc"><\/a>\n\n<span class="badge">House: changed<\/span>/);
    expect(md).toMatch(/## Removed by this configuration[\s\S]*`kindle\.drm\.mol`/);
  });
});
