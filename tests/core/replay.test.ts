/**
 * `firerules replay`: a recorded game written as the offline viewer — every step with the
 * machine's state, the pieces on the board and the log lines it wrote, in words; the setup
 * as its own step; the whole game unless `--max-steps` cuts it short, and then it says so.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { statePath } from '../../src/docs/replay.ts';
import { decodeSteps, type ReplayStep } from '../../src/docs/replay-data.ts';
import { actionText, logLineText } from '../../src/core/log-words.ts';
import { playableGame } from '../../src/games/index.ts';
import { FIRE_TOWER_LOG_WORDS } from '../../src/games/fire-tower/log-words.ts';
import { FLASH_POINT_LOG_WORDS } from '../../src/games/flash-point/log-words.ts';
import type { Piece } from '../../src/docs/replay.ts';
import { tempDir } from '../helpers/fixtures.ts';

const run = runCli;

/** The page's data: the steps after each action (the start, the game as set up, apart), whole pieces. */
function pageOf(file: string): { start: ReplayStep; steps: ReplayStep[]; styles: Record<string, { meaning: string }> } {
  const html = readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="replay-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = JSON.parse(json);
  const [start, ...steps] = decodeSteps(data);
  return { start: start!, steps, styles: data.styles };
}
const stepsOf = (file: string): ReplayStep[] => pageOf(file).steps;

describe('replay viewer', () => {
  it('turns machine state values into the chart\'s paths', () => {
    expect(statePath('over')).toBe('over');
    expect(statePath({ turn: 'spreading' })).toBe('turn.spreading');
    expect(statePath({ a: { b: 'c' } })).toBe('a.b.c');
  });

  it('records a Fire Tower game step by step, with its pieces and log lines', async () => {
    const file = path.join(tempDir('replay-'), 'ft.html');
    const r = await run('replay', '--preset', 'fire-tower-base', '--seed', '3', '--out', file, '--max-steps', '60');
    expect(r.code).toBe(0);
    const steps = stepsOf(file);
    expect(steps).toHaveLength(60);
    expect(steps[0]!.action).toMatch(/^p\d spread \[/);
    expect(steps.every((s) => /^(turn\.|over|setup)/.test(s.state))).toBe(true);
    expect(steps.some((s) => s.state === 'turn.acting')).toBe(true);
    expect(steps[10]!.pieces.filter((p) => p.kind === 'gem').length).toBeGreaterThan(0);
    expect(steps[0]!.events.some((e) => e.includes('spread'))).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('records a Flash Point game with firefighters on the board', async () => {
    const file = path.join(tempDir('replay-'), 'fp.html');
    const r = await run('replay', '--preset', 'experienced-recruit', '--seed', '2', '--out', file, '--max-steps', '80');
    expect(r.code).toBe(0);
    const steps = stepsOf(file);
    expect(steps.at(-1)!.pieces.filter((p) => p.kind === 'firefighter')).toHaveLength(4);
  });

  it('a recorded game replays action for action from its recording (a saved game\'s log)', async () => {
    const dir = tempDir('replay-');
    const first = await run('replay', '--preset', 'fire-tower-solo-level-2', '--players', '1', '--seed', '6', '--out', path.join(dir, 'a.html'), '--record', path.join(dir, 'game.json'));
    expect(first.code).toBe(0);
    const recording = JSON.parse(readFileSync(path.join(dir, 'game.json'), 'utf8'));
    expect(recording).toMatchObject({ game: 'fire-tower', preset: 'fire-tower-solo-level-2', seed: 6, players: 1 });
    expect(recording.actions.length).toBeGreaterThan(5);
    const again = await run('replay', '--from', path.join(dir, 'game.json'), '--out', path.join(dir, 'b.html'));
    expect(again.code).toBe(0);
    // The same steps, the same pieces: the replay is the game, not a new one.
    expect(stepsOf(path.join(dir, 'b.html'))).toEqual(stepsOf(path.join(dir, 'a.html')));
    // A recording that does not fit the engine names the action refused.
    recording.actions.splice(0, 1);
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(recording));
    const bad = await run('replay', '--from', path.join(dir, 'bad.json'), '--out', path.join(dir, 'c.html'));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/action 0 .* is refused by this engine/);
  });

  it('refuses what it cannot replay, with a usage message', async () => {
    expect((await run('replay', '--preset', 'asl-fire', '--out', '/tmp/x.html')).code).toBe(2);
    expect((await run('replay', '--preset', 'fire-tower-base')).code).toBe(2);
  });

  it('holds the whole game when no --max-steps is given, however long, and the CLI says so', async () => {
    const file = path.join(tempDir('replay-'), 'long.html');
    const r = await run('replay', '--preset', 'fire-tower-extreme-weather', '--seed', '3', '--out', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/the whole game: 427 steps/);
    const { start, steps } = pageOf(file);
    expect(steps).toHaveLength(427);
    expect(steps.at(-1)!.state).toBe('over');
    expect(start.state).toBe('setup');
    const html = readFileSync(file, 'utf8');
    expect(html).not.toContain('id="cut"');
    // Pieces are stored as changes: a whole game stays a light page.
    expect(html.length).toBeLessThan(400_000);
  });

  it('a --max-steps that cuts the game short is said plainly, by the CLI and on the page', async () => {
    const file = path.join(tempDir('replay-'), 'cut.html');
    const r = await run('replay', '--preset', 'fire-tower-base', '--seed', '3', '--out', file, '--max-steps', '25');
    expect(r.out).toMatch(/only the first 25 of the game's 278 steps: --max-steps 25 cut it short/);
    expect(readFileSync(file, 'utf8')).toMatch(/<p class="cut" id="cut">This page shows only the first 25 of the game's 278 steps: it was written with --max-steps 25\./);
    expect(stepsOf(file)).toHaveLength(25);
  });

  it('puts the setup apart, as Setup: its rolls and placements are nobody\'s turn', async () => {
    const dir = tempDir('replay-');
    await run('replay', '--preset', 'experienced-recruit', '--seed', '1', '--out', path.join(dir, 'fp.html'), '--max-steps', '20');
    const fp = pageOf(path.join(dir, 'fp.html'));
    expect(fp.start.events.length).toBeGreaterThan(5);
    expect(fp.start.events.every((e) => e.startsWith('Setup: '))).toBe(true);
    expect(fp.start.events).toContain('Setup: hazmat placed at (1,4)');
    expect(fp.start.pieces.some((p) => p.kind === 'poi')).toBe(true);
    // Pawns placed and vehicles parked are the setup too (each by its player); then turn 1.
    const setupSteps = fp.steps.filter((s) => s.setup);
    expect(setupSteps.map((s) => s.action.split(' ')[1])).toEqual(['place', 'place', 'place', 'place', 'park', 'park']);
    expect(fp.steps.findIndex((s) => !s.setup)).toBe(setupSteps.length);
    expect(fp.steps[setupSteps.length]!.turn).toBe(1);
    // Fire Tower's setup questions (Firehawk: the hawks placed first) belong to the setup.
    await run('replay', '--preset', 'fire-tower-extreme-weather', '--seed', '4', '--out', path.join(dir, 'ft.html'), '--max-steps', '5');
    const ft = pageOf(path.join(dir, 'ft.html'));
    expect(ft.start.events[0]).toBe('Setup: rolls the wind die: west (setup)');
    expect(ft.steps.slice(0, 2).map((s) => [s.setup, s.action])).toEqual([[true, 'p1 hawk [7,3]'], [true, 'p2 hawk [10,11]']]);
    expect(ft.steps[2]!.setup).toBe(false);
  });

  it('words every log line of a whole game of each game, with no JSON left, and a legend meaning for every kind drawn', async () => {
    const dir = tempDir('replay-');
    for (const preset of ['fire-tower-extreme-weather', 'experienced-heroic']) {
      const file = path.join(dir, `${preset}.html`);
      await run('replay', '--preset', preset, '--seed', '2', '--out', file);
      const { start, steps, styles } = pageOf(file);
      const lines = [start, ...steps].flatMap((s) => s.events);
      expect(lines.length).toBeGreaterThan(50);
      expect(lines.filter((l) => /[{}[\]"]/.test(l))).toEqual([]);
      const drawn = new Set([start, ...steps].flatMap((s) => s.pieces.map((p) => p.kind)));
      for (const kind of drawn) expect(styles[kind]?.meaning).toMatch(/\w/);
    }
  });

  it('rebuilds every step\'s pieces from the changes it stores: the very pieces of the game at that step', async () => {
    const file = path.join(tempDir('replay-'), 'fp.html');
    await run('replay', '--preset', 'experienced-veteran', '--seed', '5', '--out', file);
    const playable = playableGame('flash-point')!;
    const configured = playable.configure({ preset: 'experienced-veteran' });
    const sorted = (ps: readonly Piece[]) => ps.map((p) => JSON.stringify(p)).sort();
    const expected = [sorted(playable.render.pieces(configured.createGame({ seed: 5, players: 4 })))];
    configured.play({ seed: 5, players: 4, agent: 'random', onStep: (g) => expected.push(sorted(playable.render.pieces(g))) });
    const { start, steps } = pageOf(file);
    expect([start, ...steps].map((s) => sorted(s.pieces))).toEqual(expected);
  });

  it('a game\'s words never fail a line that lacks a detail (a victim lost while carried has no space)', () => {
    for (const words of [FIRE_TOWER_LOG_WORDS, FLASH_POINT_LOG_WORDS]) {
      for (const event of Object.keys(words)) {
        const text = logLineText({ turn: 1, player: 'p1', event }, words);
        expect(text, event).toMatch(/^p1: \S/);
        expect(text, event).not.toMatch(/[{}[\]"]|undefined/);
      }
    }
  });

  it('is the same page for every game: its code names no game, no kind of piece, no event', () => {
    const files = ['src/docs/replay.ts', 'src/docs/replay-data.ts', 'src/docs/replay-script.ts', 'src/cli/replay.ts', 'src/core/log-words.ts'];
    for (const file of files) {
      const code = readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
      expect(code, file).not.toMatch(/fire-tower|flash-point|Fire Tower|Flash Point|'gem'|'firefighter'|'hawk'|'spread'|'roll'/);
    }
  });

  it('phrases actions as `play` prints them and log lines as words', () => {
    expect(actionText(['p1', 'move', [2, 3]])).toBe('p1 move [2,3]');
    expect(actionText(['p2', 'command', 'p4', 'move', 'east'])).toBe('p2 command p4 move east');
    expect(actionText(['p2', 'play', 'wind-east', { gem: [8, 9] }])).toBe('p2 play wind-east gem [8,9]');
    expect(actionText(['p1', 'play', 'flare-up', { cells: [[5, 8], [6, 8]] }])).toBe('p1 play flare-up cells [5,8] [6,8]');
    expect(actionText(['p1', 'redraw', ['creeping-fires', 'ember']])).toBe('p1 redraw [creeping-fires,ember]');
    // An event a game has no words for reads as its name and details, never as JSON.
    const unknown = { turn: 2, player: 'p1', event: 'door-jammed', at: [4, 3, 'south'], by: { card: 'x', cells: [[1, 2]] }, lost: false };
    expect(logLineText(unknown, undefined)).toBe('p1: door jammed: at (4,3) south, by card x cells (1,2), lost no');
    expect(logLineText({ turn: 1, player: null, event: 'game-over', winners: ['p1'] }, { 'game-over': (l) => `game over: ${l.winners} won` })).toBe('Game over: p1 won');
    expect(logLineText({ turn: 1, player: 'p1', event: 'roll', value: 3 }, undefined, 'Setup')).toBe('Setup: roll: value 3');
  });
});

