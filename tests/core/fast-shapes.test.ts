/**
 * Game states keep V8's fast object layout. An object that gets many fields added one by one
 * (Object.assign onto {}) can fall into "dictionary mode", where every field read is a hash
 * lookup: Rising Flames' whole state was such an object from its first step to its last until
 * the chart's start stopped making it that way, and its games ran about 15 % slower. Nothing a
 * player sees changes, so only V8 itself can tell: fast-shapes-walk.mts asks it
 * (%HasFastProperties) on every fifth state of random games, one Fire Tower preset per fresh process (Flash Point's together), as a
 * simulation runs (whether V8 gives a slow layout depends on what its process made before).
 * It also asks (%HasDoubleElements) for lists kept as doubles: one -0 in the Bucket's line cells
 * made Fire Tower's board cells arrays of doubles, read at every cell site (about 6 % of RF).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { presetsOf } from '../properties/fuzz.ts';

const root = path.resolve(import.meta.dirname, '../..');
const walker = path.join(import.meta.dirname, 'fast-shapes-walk.mts');
const run = promisify(execFile);

/** The slow objects the walker finds in a fresh process. */
async function slowIn(game: string, presets: string[] = []): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', walker, game, ...presets], { cwd: root, encoding: 'utf8' });
  return JSON.parse(stdout) as string[];
}

/** Every setup's slow objects, two processes at a time (the machine's cores). */
async function slowBySetup(setups: [string, string[]][]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  let next = 0;
  const worker = async () => {
    while (next < setups.length) {
      const [game, presets] = setups[next++]!;
      found[`${game} ${presets.length === 1 ? presets[0] : 'every preset'}`] = await slowIn(game, presets);
    }
  };
  await Promise.all([worker(), worker()]);
  return found;
}

describe('game states keep a fast object layout', () => {
  it('the walker tells a dictionary-mode object', async () => {
    expect(await slowIn('self-check')).toEqual(['state.inner', 'state.halves[] (doubles)']);
  }, 60_000);

  it('no state object of a random game, on any preset of either game, is kept as a dictionary', async () => {
    // A process per Fire Tower preset (their starts differ: some run an action, some ask a
    // question first); Flash Point's presets, whose states are all made by one path, in one.
    const setups = presetsOf('fire-tower').map((preset): [string, string[]] => ['fire-tower', [preset]]);
    setups.push(['flash-point', presetsOf('flash-point')]);
    const found = await slowBySetup(setups);
    expect(Object.keys(found)).toHaveLength(setups.length);
    expect(Object.entries(found).filter(([, slow]) => slow.length)).toEqual([]);
  }, 240_000);
});
