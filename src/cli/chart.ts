/** `firerules chart`: a game's turn statechart, read from the machine a configuration builds. */
import { readConfig } from '../core/config.ts';
import { UsageError } from '../core/errors.ts';
import { loadGameManifest } from '../core/catalog.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import { chartOf, toDot, toHtml, toMermaid, toSvg } from '../docs/chart.ts';
import { PLAYABLE_GAMES } from '../games/index.ts';
import type { CommandInput } from './spec.ts';
import { checkOutputFile, writeOutput } from './output.ts';
import { playableFor } from './playing.ts';

const FORMATS = { mermaid: toMermaid, dot: toDot, svg: (c: Parameters<typeof toSvg>[0]) => toSvg(c) } as const;

/** The machine of a game under a configuration (a preset, a config file, or the game's default). */
export function machineFor(game: string | undefined, preset?: string, configFile?: string) {
  const g = game ?? (configFile ? readConfig({ configFile }, PROJECT_RULES).data.game : preset ? readConfig({ preset }, PROJECT_RULES).data.game : undefined);
  if (!g) throw new UsageError(`chart: name a game (--game ${PLAYABLE_GAMES.join('|')}), a preset or a config`);
  const chosen = preset ?? loadGameManifest(PROJECT_RULES, g).defaultPreset;
  const playable = playableFor(g, (game, list) => `chart: ${game} has no turn statechart (games with one: ${list.join(', ')})`);
  return { game: g, label: configFile ?? chosen, machine: playable.configure(configFile ? { configFile } : { preset: chosen }).machine() };
}

export async function runChart({ flags, out }: CommandInput): Promise<number> {
  if (flags.config && flags.preset) throw new UsageError('chart: give either --config or --preset, not both');
  if (typeof flags.out === 'string') checkOutputFile('--out', flags.out);
  const format = (flags.format as string | undefined) ?? 'mermaid';
  if (format !== 'html' && !Object.hasOwn(FORMATS, format)) throw new UsageError(`chart: --format must be one of mermaid, dot, svg, html (got \`${format}\`)`);
  const { game, label, machine } = machineFor(flags.game as string | undefined, flags.preset as string | undefined, flags.config as string | undefined);
  const chart = chartOf(machine);
  const text = format === 'html' ? await toHtml(chart, `${game}: the turn statechart (${label})`) : await FORMATS[format as keyof typeof FORMATS](chart);
  if (typeof flags.out === 'string') {
    writeOutput('--out', flags.out, text);
    out(`wrote ${flags.out}`);
  } else out(text.trimEnd());
  return 0;
}
