/**
 * The rule that nobody ends an action stranded in fire, decided without trying the action
 * (moves/stranded.ts `strandedWithoutTrial`: a step on a view of its mover, a step after
 * which the mover could put out the fire it stepped into, an action in place after which the
 * firefighter could put out its own space) says what the trial on a copy of the state says
 * (moves/turn.ts `strandedByTrial`): at every candidate ending in fire, at every step of
 * random games on every preset (FIRERULES_DIFF_GAMES per preset, default 1). An action in
 * place after which the firefighter has too little AP for any way out is decided stranded.
 */
import { describe, expect, it } from 'vitest';
import type { FlashPointGame } from '../../src/games/flash-point/game.ts';
import { endsInFire, strandedWithoutTrial } from '../../src/games/flash-point/moves/stranded.ts';
import { planOf } from '../../src/games/flash-point/moves/table.ts';
import { strandedByTrial } from '../../src/games/flash-point/moves/turn.ts';
import { Refusal, World } from '../../src/games/flash-point/world.ts';
import { eachRandomStep, PRESETS } from './random-steps.ts';
import { turnCandidates } from './turn-candidates.ts';

const GAMES = Number(process.env.FIRERULES_DIFF_GAMES ?? 1);

/** What the trial would say, as a rule name or 'legal'. */
const verdict = (r: Refusal | null) => (r ? r.rule : 'legal');

/** The verbs done in place (no step) whose check may be decided without a trial. */
const IN_PLACE = new Set(['extinguish', 'chop', 'open', 'close', 'identify', 'reveal', 'command', 'drive']);

/**
 * Each candidate of the acting firefighter decided without a trial, against the trial: where
 * they differ, how many were decided, and how many of those were actions in place decided stranded.
 */
function disagreements(game: FlashPointGame): { problems: string[]; decided: number; strandedInPlace: number } {
  const s = game.state;
  const problems: string[] = [];
  let decided = 0;
  let strandedInPlace = 0;
  if (s.phase !== 'actions' || s.pending) return { problems, decided, strandedInPlace };
  const w = new World(s, game.engine.board, game.engine.rules);
  // As legalActions checks them: nothing changes this World while its candidates are checked.
  w.factsMemo = new Map();
  const f = s.firefighters.find((x) => x.id === s.activePlayer)!;
  const { candidates, around } = turnCandidates(w, f);
  for (const [verb, args] of candidates) {
    const p = planOf(w, f, verb, args, around);
    if (p instanceof Refusal || !endsInFire(w, f, p)) continue;
    const shortcut = strandedWithoutTrial(w, f, verb, p);
    if (shortcut === undefined) continue;
    decided++;
    if (shortcut && IN_PLACE.has(verb)) strandedInPlace++;
    const trial = strandedByTrial(w, [f.id, verb, ...args]);
    if (verdict(shortcut) !== verdict(trial)) problems.push(`turn ${s.turn} ${JSON.stringify([f.id, verb, ...args])}: decided ${verdict(shortcut)}, the trial says ${verdict(trial)}`);
  }
  return { problems, decided, strandedInPlace };
}

describe('stranded in fire, decided without a trial', () => {
  /** Candidates decided without a trial, by preset: not every preset's games step into fire. */
  const totals = new Map<string, number>();
  const strandedInPlace = new Map<string, number>();
  it.each(PRESETS)('agrees with the trial at every candidate of %s random games', (preset) => {
    const problems: string[] = [];
    let decided = 0;
    let inPlace = 0;
    eachRandomStep(preset, GAMES, (game) => {
      const d = disagreements(game);
      problems.push(...d.problems);
      decided += d.decided;
      inPlace += d.strandedInPlace;
    });
    expect(problems.slice(0, 5)).toEqual([]);
    totals.set(preset, decided);
    strandedInPlace.set(preset, inPlace);
  });

  it('decided some candidates without a trial', () => {
    const decided = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`stranded-shortcuts: ${decided} candidates decided without a trial`);
    expect(decided).toBeGreaterThan(0);
  });

  it('decided some actions in place stranded without a trial (too little AP left for any way out)', () => {
    const inPlace = [...strandedInPlace.values()].reduce((a, b) => a + b, 0);
    console.log(`stranded-shortcuts: ${inPlace} actions in place decided stranded without a trial`);
    expect(inPlace).toBeGreaterThan(0);
  });
});
