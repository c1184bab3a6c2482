/**
 * Every string in every shipped rule file (texts, titles, notes, refusal reasons) is in our
 * own words: no run of 8 consecutive words in common with any English seed, checked against
 * the seeds' fingerprints so the test needs nothing beside the clone.
 */
import { describe, expect, it } from 'vitest';
import { PROJECT_RULES } from '../../src/core/paths.ts';
import { copiedRuns, loadFingerprints, RUN, yamlStrings } from '../helpers/own-words.ts';

const seeds = loadFingerprints();

describe('our own words in every rule file', () => {
  it('has fingerprints of the four English seeds', () => {
    expect(seeds.size).toBe(4);
    for (const set of seeds.values()) expect(set.size).toBeGreaterThan(1000);
  });

  it(`no string under rules/ shares a run of ${RUN} words with a seed`, () => {
    const hits = yamlStrings(PROJECT_RULES).flatMap(({ where, text }) => copiedRuns(where, text, seeds));
    expect(hits.map((h) => `${h.where}: "${h.run}" (${h.seed})`)).toEqual([]);
  });
});
