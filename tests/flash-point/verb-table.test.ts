/**
 * The verb table (src/games/flash-point/moves/) and the verbs' argument table (verbs.ts)
 * name the same turn verbs: a verb declared in one and not the other could be sent but
 * never performed, or performed but never offered.
 */
import { describe, expect, it } from 'vitest';
import { VERB_TABLE } from '../../src/games/flash-point/moves/table.ts';
import { verbsOf } from '../../src/games/flash-point/verbs.ts';

describe('Flash Point verb table', () => {
  it('has one entry for every turn verb of verbs.ts, and no other', () => {
    expect([...VERB_TABLE.keys()].sort()).toEqual([...verbsOf('turn')].sort());
  });
});
