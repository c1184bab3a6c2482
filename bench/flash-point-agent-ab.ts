/**
 * Flash Point heuristic agent A/B on paired seeds. Two modes:
 *
 *   play:    node --single-threaded --import tsx bench/flash-point-agent-ab.ts play > a.jsonl
 *            plays seeds SEED..SEED+GAMES-1 of PRESET (4 players) with this build's heuristic
 *            agent, one JSON line per game (won, reason, rescued, lost, damage left, turns),
 *            and a CPU summary (decisions per CPU second) on stderr. Run it in each build
 *            (a worktree per side), alternating, on the same seeds.
 *   compare: node --import tsx bench/flash-point-agent-ab.ts compare a.jsonl b.jsonl
 *            win rates with Wilson intervals, the paired difference with Newcombe's interval,
 *            the share lost to collapse, and the paired mean differences of rescued, lost,
 *            damage supply left and turns (±1.96 SE), which show a change long before the
 *            win rate does.
 * Env: PRESET (experienced-recruit), GAMES (400), SEED (1).
 */
import { readFileSync } from 'node:fs';
import { playGame } from '../src/games/flash-point/play.ts';
import { pairedDifference, pairedTable, wilson } from '../src/sim/stats.ts';
import { cpuMs } from './cpu-time.ts';

interface Row {
  seed: number;
  won: boolean;
  reason: string | null;
  rescued: number;
  lost: number;
  damage: number;
  turn: number;
}

function play(): void {
  const preset = process.env.PRESET ?? 'experienced-recruit';
  const games = Number(process.env.GAMES ?? 400);
  const first = Number(process.env.SEED ?? 1);
  const t0 = cpuMs();
  let decisions = 0;
  for (let seed = first; seed < first + games; seed++) {
    const s = playGame({ preset }, { seed, players: 4, agent: 'heuristic', log: false, onStep: () => void decisions++ }).state;
    const row: Row = { seed, won: s.status === 'won', reason: s.reason, rescued: s.rescued, lost: s.lost, damage: s.damageSupply, turn: s.turn };
    console.log(JSON.stringify(row));
  }
  const ms = cpuMs() - t0;
  console.error(JSON.stringify({ preset, games, seeds: `${first}-${first + games - 1}`, cpuMs: Math.round(ms), decisionsPerCpuS: Math.round((decisions * 1000) / ms) }));
}

const pct = (x: number) => (100 * x).toFixed(1);

function compare(fileA: string, fileB: string): void {
  const read = (f: string): Row[] => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Row);
  const a = read(fileA);
  const b = read(fileB);
  for (const [name, rows] of [[fileA, a], [fileB, b]] as const) {
    const w = wilson(rows.filter((r) => r.won).length, rows.length);
    const collapsed = rows.filter((r) => r.reason?.includes('collapsed')).length;
    console.log(`${name}: won ${pct(w.value)} % [${pct(w.low)}, ${pct(w.high)}] of ${rows.length}, collapsed ${pct(collapsed / rows.length)} %`);
  }
  if (a.length !== b.length || a.some((r, i) => r.seed !== b[i]!.seed)) throw new Error('paired comparison needs the same seeds in both files');
  const d = pairedDifference(pairedTable(b.map((r) => r.won), a.map((r) => r.won)));
  console.log(`B - A won: ${pct(d.value)} points [${pct(d.low)}, ${pct(d.high)}]`);
  for (const key of ['rescued', 'lost', 'damage', 'turn'] as const) {
    const diff = a.map((r, i) => b[i]![key] - r[key]);
    const mean = diff.reduce((s, x) => s + x, 0) / diff.length;
    const sd = Math.sqrt(diff.reduce((s, x) => s + (x - mean) ** 2, 0) / (diff.length - 1));
    console.log(`B - A ${key}: ${mean.toFixed(3)} ± ${((1.96 * sd) / Math.sqrt(diff.length)).toFixed(3)} a game`);
  }
}

const [mode, x, y] = process.argv.slice(2);
if (mode === 'play') play();
else if (mode === 'compare' && x && y) compare(x, y);
else console.error('usage: flash-point-agent-ab.ts play | compare a.jsonl b.jsonl');
