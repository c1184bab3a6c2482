/**
 * What a batch of games came to: how they ended, how often the players won (with a 95 %
 * Wilson interval: the team in a cooperative game, the player in a solo one, each seat in a
 * competitive one), and how long games lasted. Computed from the records alone, so it is the
 * same however the batch was played.
 */
import type { GameRecord } from './batch.ts';
import { quantile, wilson, type Interval } from './stats.ts';

export interface SeatResult {
  seat: string;
  wins: number;
  rate: Interval;
}

export interface Summary {
  games: number;
  /** Games per way of ending, most frequent first. */
  outcomes: { outcome: string; games: number }[];
  /** The players' wins (cooperative or solo games); absent when each seat plays for itself. */
  won?: { games: number; rate: Interval };
  /** Each seat's wins (competitive games). */
  seats?: SeatResult[];
  turns: { mean: number; min: number; p10: number; median: number; p90: number; max: number; histogram: { turns: number; games: number }[] };
  actions: { mean: number; total: number };
  /** The game's own measures (PlayableGame.tallies), each with its mean and the games per value from 0 to the most seen; absent when it has none. */
  tallies?: TallySummary[];
}

export interface TallySummary {
  name: string;
  mean: number;
  games: { value: number; games: number }[];
}

/** Whether the players won game `r`: the team (cooperative), the one player (solo); undefined when seats play against each other. */
export function playersWon(r: GameRecord, cooperative: boolean, seats: number): boolean | undefined {
  if (cooperative) return r.winners.length > 0;
  return seats === 1 ? r.winners.includes(0) : undefined;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

function outcomeCounts(records: readonly GameRecord[]): Summary['outcomes'] {
  const counts = new Map<string, number>();
  for (const r of records) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, games]) => ({ outcome, games })).sort((a, b) => b.games - a.games || a.outcome.localeCompare(b.outcome));
}

function lengths(records: readonly GameRecord[]): Summary['turns'] {
  const turns = records.map((r) => r.turns).sort((a, b) => a - b);
  const histogram = new Map<number, number>();
  for (const t of turns) histogram.set(t, (histogram.get(t) ?? 0) + 1);
  return {
    mean: round1(turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length)),
    min: turns[0] ?? 0,
    p10: quantile(turns, 0.1),
    median: quantile(turns, 0.5),
    p90: quantile(turns, 0.9),
    max: turns[turns.length - 1] ?? 0,
    histogram: [...histogram].map(([t, games]) => ({ turns: t, games })),
  };
}

/** Each measure named in any record: its mean over the games that report it, and how many had each whole value 0..max (a count like towers burned reads as a distribution). */
function tallySummaries(records: readonly GameRecord[]): TallySummary[] {
  const byName = new Map<string, number[]>();
  for (const r of records) {
    for (const [name, value] of Object.entries(r.tallies ?? {})) {
      let values = byName.get(name);
      if (!values) byName.set(name, (values = []));
      values.push(value);
    }
  }
  return [...byName].map(([name, values]) => {
    const max = Math.max(0, ...values.map(Math.floor));
    const games = Array.from({ length: max + 1 }, (_, value) => ({ value, games: values.filter((v) => Math.floor(v) === value).length }));
    return { name, mean: round2(values.reduce((a, b) => a + b, 0) / values.length), games };
  });
}

export function summarise(records: readonly GameRecord[], seats: readonly string[], cooperative: boolean): Summary {
  const n = records.length;
  const actions = records.reduce((sum, r) => sum + r.actions, 0);
  const summary: Summary = { games: n, outcomes: outcomeCounts(records), turns: lengths(records), actions: { mean: round1(actions / Math.max(1, n)), total: actions } };
  const tallies = tallySummaries(records);
  if (tallies.length) summary.tallies = tallies;
  if (cooperative || seats.length === 1) {
    const won = records.filter((r) => playersWon(r, cooperative, seats.length)).length;
    summary.won = { games: won, rate: wilson(won, n) };
  } else {
    summary.seats = seats.map((seat, i) => {
      const wins = records.filter((r) => r.winners.includes(i)).length;
      return { seat, wins, rate: wilson(wins, n) };
    });
  }
  return summary;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** "12.0% (95% CI 8.2–17.1%)" */
export function rateWords(rate: Interval): string {
  return `${pct(rate.value)} (95% CI ${(100 * rate.low).toFixed(1)}–${pct(rate.high)})`;
}

/** The summary as the text `simulate` prints, indented under its headline. */
export function summaryLines(s: Summary): string[] {
  const t = s.turns;
  return [
    ...(s.won ? [`  won: ${s.won.games} of ${s.games}, ${rateWords(s.won.rate)}`] : []),
    ...(s.seats ?? []).map((seat, i) => `  seat ${i + 1} (${seat.seat}) won: ${seat.wins} of ${s.games}, ${rateWords(seat.rate)}`),
    '  how games ended:',
    ...s.outcomes.map((o) => `    ${o.outcome}: ${o.games} (${pct(o.games / s.games)})`),
    ...(s.tallies ?? []).map((m) => `  ${m.name}: mean ${m.mean}; games by count: ${m.games.map((g) => `${g.value}: ${g.games}`).join(', ')}`),
    `  turns: mean ${t.mean}, median ${t.median}, 10–90% ${t.p10}–${t.p90}, min ${t.min}, max ${t.max} · actions per game: mean ${s.actions.mean}`,
  ];
}
