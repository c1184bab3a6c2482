/**
 * `simulate --report FILE`: the batch as a document a designer can keep or share — the win
 * rates and their intervals, the paired differences and verdicts, how games ended and how
 * long they lasted, and the game's own tallies where it keeps any, as tables and charts. `.html` is one self-contained page (charts inline);
 * `.md` is markdown with its charts as SVG files beside it.
 */
import path from 'node:path';
import { renderHtml } from '../docs/rulebook.ts';
import { lengthSpec, outcomesSpec, renderSvg, talliesSpec, winRateSpec } from './charts.ts';
import type { Difference } from './compare.ts';
import type { TallyDifference } from './compare-tallies.ts';
import type { Summary } from './summary.ts';

export interface ReportInput {
  title: string;
  /** The command line that made it, so anyone can run it again. */
  command: string;
  arms: (Summary & { config: string })[];
  differences: Difference[];
  /** The game's own tallies compared on the same seeds (compare-tallies.ts); empty when it has none or one arm. */
  tallyDifferences: TallyDifference[];
}

const pct = (x: number) => (100 * x).toFixed(1);
const cell = (s: string) => s.replace(/\|/g, '\\|');

function winRateTable(arms: ReportInput['arms']): string[] {
  const rows = arms.flatMap((a) =>
    a.won
      ? [`| ${cell(a.config)} | players | ${a.won.games} of ${a.games} | ${pct(a.won.rate.value)}% | ${pct(a.won.rate.low)}–${pct(a.won.rate.high)}% |`]
      : (a.seats ?? []).map((s) => `| ${cell(a.config)} | ${s.seat} | ${s.wins} of ${a.games} | ${pct(s.rate.value)}% | ${pct(s.rate.low)}–${pct(s.rate.high)}% |`),
  );
  return ['| configuration | who | won | rate | 95% interval |', '|---|---|---|---|---|', ...rows];
}

function differenceTable(differences: Difference[]): string[] {
  if (!differences.length) return [];
  return [
    '## Paired differences',
    '',
    'Every configuration played the same seeds, so games are compared in pairs (Newcombe\'s interval for paired proportions).',
    '',
    '| configuration | against | measure | points | 95% interval |',
    '|---|---|---|---|---|',
    ...differences.map((d) => `| ${cell(d.arm)} | ${cell(d.baseline)} | ${d.measure} | ${pct(d.points.value)} | ${pct(d.points.low)} to ${pct(d.points.high)} |`),
    '',
    ...differences.map((d) => `- ${d.verdict}.`),
    '',
  ];
}

function endingsTable(arms: ReportInput['arms']): string[] {
  return arms.flatMap((a) => [`**${a.config}**`, '', '| ended | games | share |', '|---|---|---|', ...a.outcomes.map((o) => `| ${cell(o.outcome)} | ${o.games} | ${pct(o.games / a.games)}% |`), '']);
}

function lengthTable(arms: ReportInput['arms']): string[] {
  return ['| configuration | mean | median | 10–90% | min | max | actions per game |', '|---|---|---|---|---|---|---|', ...arms.map((a) => `| ${cell(a.config)} | ${a.turns.mean} | ${a.turns.median} | ${a.turns.p10}–${a.turns.p90} | ${a.turns.min} | ${a.turns.max} | ${a.actions.mean} |`)];
}

/** Each tally's mean and its games by count, per arm, then the paired differences: the section appears only for a game that keeps tallies. */
function talliesSection(r: ReportInput, chart: string): string[] {
  const names = [...new Set(r.arms.flatMap((a) => (a.tallies ?? []).map((t) => t.name)))];
  if (!names.length) return [];
  const rows = r.arms.flatMap((a) => (a.tallies ?? []).map((t) => `| ${cell(a.config)} | ${cell(t.name)} | ${t.mean} | ${t.games.map((g) => `${g.value}: ${g.games}`).join(', ')} |`));
  const paired = r.tallyDifferences.length
    ? [
        '',
        '| configuration | against | measure | mean difference a game | 95% interval |',
        '|---|---|---|---|---|',
        ...r.tallyDifferences.map((d) => `| ${cell(d.arm)} | ${cell(d.baseline)} | ${cell(d.tally)} | ${d.mean.value} | ${d.mean.low} to ${d.mean.high} |`),
        '',
        ...r.tallyDifferences.map((d) => `- ${d.verdict}.`),
      ]
    : [];
  return [
    "## The game's own measures",
    '',
    `What the game counts in each finished game (${names.join('; ')}), beyond who won.`,
    '',
    '| configuration | measure | mean a game | games by count |',
    '|---|---|---|---|',
    ...rows,
    ...paired,
    '',
    chart,
    '',
  ];
}

/** The report's markdown, each chart placed by `chart(name, svg)` (inline, or a file beside it). */
async function reportMarkdown(r: ReportInput, chart: (name: string, svg: string) => string): Promise<string> {
  const hasTallies = r.arms.some((a) => a.tallies?.length);
  const [wins, endings, lengths, tallies] = await Promise.all([
    renderSvg(winRateSpec(r.arms)),
    renderSvg(outcomesSpec(r.arms)),
    renderSvg(lengthSpec(r.arms)),
    hasTallies ? renderSvg(talliesSpec(r.arms)) : Promise.resolve(''),
  ]);
  return [
    `# ${r.title}`,
    '',
    `Made by \`${r.command}\`.`,
    '',
    '## Win rates',
    '',
    ...winRateTable(r.arms),
    '',
    chart('win-rates', wins),
    '',
    ...differenceTable(r.differences),
    '## How games ended',
    '',
    ...endingsTable(r.arms),
    chart('endings', endings),
    '',
    '## Game length (turns)',
    '',
    ...lengthTable(r.arms),
    '',
    chart('length', lengths),
    '',
    ...(hasTallies ? talliesSection(r, chart('tallies', tallies)) : []),
  ].join('\n');
}

/** The report's files: the page, or the markdown and its charts. */
export async function reportFiles(file: string, r: ReportInput): Promise<{ file: string; content: string }[]> {
  if (/\.html?$/i.test(file)) return [{ file, content: renderHtml(await reportMarkdown(r, (_name, svg) => `<figure>${svg}</figure>`), r.title) }];
  const stem = file.replace(/\.md$/i, '');
  const charts: { file: string; content: string }[] = [];
  const md = await reportMarkdown(r, (name, svg) => {
    const chartFile = `${stem}-${name}.svg`;
    charts.push({ file: chartFile, content: svg });
    return `![${name}](${path.basename(chartFile)})`;
  });
  return [{ file, content: md }, ...charts];
}
