/**
 * `docs`: one configuration's rulebook, the diff of two, or (--all) every preset's with the
 * schemas and charts. One rulebook loads only its own game's entry (for its tables and
 * picture) and a diff none: neither evaluates another game's engine or the chart layout.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../core/errors.ts';
import type { FoldedItem } from '../core/layering.ts';
import { displayPath } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { diffMarkdown, diffRulesets } from '../docs/diff.ts';
import { renderHtml } from '../docs/rulebook.ts';
import { load, loadGameEntry } from '../games/definitions.ts';
import { rulesDirs, type Flags } from './args.ts';
import { checkOutputFile, prepareOutputFolder, writeOutput } from './output.ts';
import { rulebookFilesOf } from './rulebook-files.ts';
import { rulesFrom } from './rules-reading.ts';
import type { CommandInput, Out } from './spec.ts';

/** A configuration named on the command line: a preset id, or a config file (`.yaml`). */
function configArg(arg: string, flags: Flags): Ruleset {
  return load(/\.ya?ml$/.test(arg) ? { configFile: arg } : typeof flags.game === 'string' ? { preset: arg, game: flags.game } : { preset: arg }, rulesDirs(flags));
}

/** `docs --diff A B [--out FILE.md] [--json]`: what changes from configuration A to B. */
function runDiff(positionals: string[], flags: Flags, out: Out): number {
  if (positionals.length !== 2) throw new UsageError('docs --diff: name two presets or config files: firerules docs --diff A B [--out FILE.md] [--json]');
  const [a, b] = positionals as [string, string];
  if (typeof flags.out === 'string') checkOutputFile('--out', flags.out);
  const d = diffRulesets(configArg(a, flags), configArg(b, flags), [a, b]);
  if (flags.json) {
    const item = (c: { id: string; kind: string; title: string; fields: string[]; before?: FoldedItem; after?: FoldedItem }) => ({ id: c.id, kind: c.kind, title: c.title, fields: c.fields, before: c.before?.item, after: c.after?.item });
    out(JSON.stringify({ ...d, added: d.added.map(item), removed: d.removed.map(item), changed: d.changed.map(item) }));
    return 0;
  }
  const md = diffMarkdown(d);
  if (typeof flags.out === 'string') {
    writeOutput('--out', flags.out, md + '\n');
    writeOutput('--out', flags.out.replace(/\.md$/, '') + '.html', renderHtml(md, `${d.game}: ${a} → ${b}`));
    out(`wrote ${flags.out} and ${flags.out.replace(/\.md$/, '')}.html`);
  } else out(md);
  return 0;
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export async function runDocs({ flags, args, out }: CommandInput): Promise<number> {
  if (flags.diff) return runDiff(args, flags, out);
  // Never a default folder: from an install that would write inside node_modules/firerules.
  if (typeof flags.out !== 'string') throw new UsageError('docs: --out DIR is required (docs --all --out docs regenerates the committed rulebooks: npm run docs)');
  const outDir = flags.out;
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${outDir} is a file, not a folder`);
  if (flags.all) {
    prepareOutputFolder('--out', outDir);
    // Every preset of every game, with charts: the whole registry.
    const { allPresetDocs } = await import('./rules-commands.ts');
    for (const d of await allPresetDocs()) {
      const file = path.join(outDir, d.file.replace(/^docs\//, ''));
      write(file, d.content);
      out(`wrote ${displayPath(path.resolve(file))}`);
    }
    return 0;
  }
  const rules = rulesFrom(flags);
  prepareOutputFolder('--out', outDir);
  for (const d of rulebookFilesOf(rules, await loadGameEntry(rules.game.id))) {
    const file = path.join(outDir, d.file);
    prepareOutputFolder('--out', path.dirname(file));
    writeOutput('--out', file, d.content);
    out(`wrote ${file}`);
  }
  return 0;
}
