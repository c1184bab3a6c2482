/**
 * A configuration sent with queue jobs (config-bundle.ts): the file and its rule directories, by
 * relative path, written back on the worker's side under a directory of their own, where they
 * play the same games; a bundle naming a path outside that directory, or altered on the way, is
 * refused.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGames, type BatchSpec } from '../../src/sim/batch.ts';
import { bundleOf, materialise, pruneBundles } from '../../src/sim/config-bundle.ts';
import { tempDir } from '../helpers/fixtures.ts';

describe('a configuration bundle', () => {
  it('is nothing for a preset: every worker has the presets', () => {
    expect(bundleOf({ preset: 'experienced-recruit' })).toBeUndefined();
  });

  it('holds the file and its rule directories, and plays the same games where it is written back', () => {
    const home = tempDir('bundle-');
    cpSync(path.resolve('examples/flash-point-fire-cards'), path.join(home, 'mine'), { recursive: true });
    const spec: BatchSpec = { game: 'flash-point', choice: { configFile: path.join(home, 'mine', 'my-game.yaml') }, players: 4, agent: 'random', seed: 3 };
    const bundle = bundleOf(spec.choice)!;
    expect(bundle.config).toBe('my-game.yaml');
    expect(Object.keys(bundle.files).sort()).toEqual(['my-game.yaml', 'my-rules/flash-point/my-fire-cards/module.yaml', 'my-rules/flash-point/my-fire-cards/cards.yaml'].sort());
    const here = playGames(spec, 0, 3);
    rmSync(path.join(home, 'mine'), { recursive: true });
    const there = materialise(bundle);
    expect(existsSync(there)).toBe(true);
    expect(playGames({ ...spec, choice: { configFile: there } }, 0, 3)).toEqual(here);
    // Written once: the same bundle again finds its directory.
    expect(materialise(bundle)).toBe(there);
  });

  it('keeps the layout when the rule directory sits beside the configuration, not under it', () => {
    const home = tempDir('bundle-');
    cpSync(path.resolve('examples/flash-point-fire-cards/my-rules'), path.join(home, 'rules'), { recursive: true });
    cpSync(path.resolve('examples/flash-point-fire-cards/my-game.yaml'), path.join(home, 'configs', 'game.yaml'));
    const file = path.join(home, 'configs', 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('rulesDirs: [./my-rules]', 'rulesDirs: [../rules]'));
    const bundle = bundleOf({ configFile: file })!;
    expect(bundle.config).toBe('configs/game.yaml');
    expect(Object.keys(bundle.files)).toContain('rules/flash-point/my-fire-cards/cards.yaml');
  });

  it('is refused when a path leaves its directory or the files do not match the digest', () => {
    const home = tempDir('bundle-');
    cpSync(path.resolve('examples/flash-point-fire-cards'), home, { recursive: true });
    const bundle = bundleOf({ configFile: path.join(home, 'my-game.yaml') })!;
    expect(() => materialise({ ...bundle, files: { ...bundle.files, 'my-game.yaml': 'game: fire-tower' } })).toThrow(/does not match its digest/);
    const escaping = { ...bundle, config: '../../etc/x.yaml' };
    expect(() => materialise(escaping)).toThrow(/outside its directory/);
  });
});

describe('bundles left on a worker machine', () => {
  it('are removed once no slice has used them for a week; one in use is kept', () => {
    const home = tempDir('bundle-home-');
    cpSync(path.resolve('examples/flash-point-fire-cards'), path.join(home, 'src'), { recursive: true });
    const bundle = bundleOf({ configFile: path.join(home, 'src', 'my-game.yaml') })!;
    const store = path.join(home, 'store');
    const config = materialise(bundle, store);
    const dir = path.dirname(config);
    const week = 7 * 24 * 3600 * 1000;
    const old = new Date(Date.now() - week - 60_000);
    utimesSync(dir, old, old);
    mkdirSync(path.join(store, 'draft-left-by-a-killed-worker'));
    // A slice uses the bundle again: it is young again, and only the draft is old enough.
    expect(materialise(bundle, store)).toBe(config);
    expect(pruneBundles(store, week, Date.now() + 60_000)).toBe(0);
    expect(pruneBundles(store, week, Date.now() + week + 120_000)).toBe(2);
    expect(existsSync(dir)).toBe(false);
    expect(pruneBundles(path.join(home, 'nothing-here'))).toBe(0);
  });
});
