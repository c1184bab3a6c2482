/** `firerules asl kindle|spread|blaze|clear`: table questions answered from the rules. */
import { loadGameManifest } from '../core/catalog.ts';
import { UsageError } from '../core/errors.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import type { Ruleset } from '../core/ruleset.ts';
import { loadAslFireRules } from '../games/asl-fire/load.ts';
import {
  blaze, clear, ELEVATIONS, kindle, METHODS, oneOf, spread, UNITS,
  type DrmEntry, type Prohibition,
} from '../games/asl-fire/queries.ts';
import { configRef, numberFlag, rulesDirs, type Flags } from './args.ts';
import type { CommandInput } from './spec.ts';

const GAME = 'asl-fire';

function rulesFor(flags: Flags): Ruleset {
  const manifest = loadGameManifest(PROJECT_RULES, GAME);
  // Only the ASL rules are loaded (not every game's engine): a question answers at once.
  return loadAslFireRules(configRef(flags, { preset: manifest.defaultPreset, game: GAME }), rulesDirs(flags));
}

function need(flags: Flags, name: string): string {
  const v = flags[name];
  if (typeof v !== 'string') throw new UsageError(`--${name} is required`);
  return v;
}

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function breakdownLines(drm: number, entries: DrmEntry[], forbidden?: Prohibition[]): string[] {
  const lines = entries.map((e) => `    ${signed(e.value).padStart(3)}  ${e.title ?? e.id}  [${e.id}; ${e.source}]`);
  lines.unshift(`  DRM ${signed(drm)}${entries.length ? ':' : ' (no modifier applies)'}`);
  for (const f of forbidden ?? []) lines.push(`  Not possible: ${f.reason} [${f.id}; ${f.source}]`);
  return lines;
}

/** Each query reads the flags its table row (commands-rules.ts) declares. */
export const ASL_QUERIES: Record<'kindle' | 'spread' | 'blaze' | 'clear', (input: CommandInput) => number> = {
  kindle({ flags, out }) {
    const rules = rulesFor(flags);
    const r = kindle(rules, {
      terrain: need(flags, 'terrain'),
      ec: need(flags, 'ec'),
      unit: oneOf((flags.unit as string) ?? 'squad', UNITS, '--unit'),
      method: oneOf((flags.method as string) ?? 'attempt', METHODS, '--method'),
      leader: numberFlag(flags, 'leader') ?? 0,
      mol: !!flags.mol, fortified: !!flags.fortified, pto: !!flags.pto,
    });
    if (flags.json) out(JSON.stringify(r));
    else out([`Kindling ${r.terrain} (${r.method}) in ${r.ec} conditions: kindling number ${r.kindlingNumber}`, ...breakdownLines(r.drm, r.drmBreakdown, r.forbidden), `  Chance that 2d6 ${signed(r.drm)} reaches ${r.kindlingNumber}: ${pct(r.probability)}`].join('\n'));
    return 0;
  },
  spread({ flags, out }) {
    const rules = rulesFor(flags);
    const r = spread(rules, {
      terrain: need(flags, 'terrain'),
      ec: need(flags, 'ec'),
      elevation: oneOf((flags.elevation as string) ?? 'same', ELEVATIONS, '--elevation'),
      attached: !flags['not-attached'], fortified: !!flags.fortified, windDrm: numberFlag(flags, 'wind-drm') ?? 0, pto: !!flags.pto,
    });
    if (flags.json) out(JSON.stringify(r));
    else out([`Blaze spreading into ${r.terrain} in ${r.ec} conditions: spread number ${r.spreadNumber}`, ...breakdownLines(r.drm, r.drmBreakdown, r.forbidden), `  Chance that 2d6 ${signed(r.drm)} reaches ${r.spreadNumber}: ${pct(r.probability)}`].join('\n'));
    return 0;
  },
  blaze({ flags, out }) {
    const rules = rulesFor(flags);
    const r = blaze(rules, { terrain: need(flags, 'terrain'), ec: need(flags, 'ec'), hampered: !!flags.hampered, firstTurn: !!flags['first-turn'], pto: !!flags.pto });
    if (flags.json) out(JSON.stringify(r));
    else out([`A Flame in ${r.terrain} in ${r.ec} conditions (spread number ${r.spreadNumber})`, ...breakdownLines(r.drm, r.drmBreakdown, r.forbidden), `  Becomes a Blaze (final DR ≥ ${r.spreadNumber}): ${pct(r.becomesBlaze)}`, `  Goes out (final DR ≤ 2): ${pct(r.goesOut)}`].join('\n'));
    return 0;
  },
  clear({ flags, out }) {
    const rules = rulesFor(flags);
    const r = clear(rules, {
      ec: need(flags, 'ec'), squads: numberFlag(flags, 'squads') ?? (flags.hs || flags.dozers ? 0 : 1), halfSquads: numberFlag(flags, 'hs') ?? 0,
      dozers: numberFlag(flags, 'dozers') ?? 0, leader: numberFlag(flags, 'leader') ?? 0, labor: numberFlag(flags, 'labor') ?? 0, pto: !!flags.pto,
    });
    if (flags.json) out(JSON.stringify(r));
    else out([`Flame Clearance in ${r.ec} conditions`, ...breakdownLines(r.drm, r.drmBreakdown, r.forbidden), `  Clears (final DR ≤ 2): ${pct(r.clears)}`, `  Hampers (final DR 3-6): ${pct(r.hampers)}`].join('\n'));
    return 0;
  },
};
