/**
 * What a lookup table says its modifiers read (`readsFor`, `readsFact`): the facts callers
 * may remember answers by (Flash Point's compiled pricer and price floors).
 */
import { describe, expect, it } from 'vitest';
import { ModifierTable, type ModifierSource } from '../../src/core/modifier-table.ts';

function modifier(id: string, conditions: ModifierSource['item']['conditions'], effect: ModifierSource['item']['effect'], op: ModifierSource['op']): ModifierSource {
  return { item: { id, kind: 'modifier', conditions, effect } as ModifierSource['item'], module: 'test', op };
}

const modifiers = [
  modifier('move', { all: [{ fact: 'action', operator: 'equal', value: 'move' }, { fact: 'target', operator: 'equal', value: 'fire' }] }, { set: 2 }, 'set'),
  modifier('move-carry', { all: [{ fact: 'action', operator: 'equal', value: 'move' }, { fact: 'carrying', operator: 'equal', value: 'victim' }] }, { add: 1 }, 'add'),
  modifier('drive', { fact: 'action', operator: 'equal', value: 'drive' }, { set: { fact: 'driveSteps', times: 2 } }, 'set'),
  modifier('chop-ok', { all: [{ fact: 'action', operator: 'equal', value: 'chop' }, { fact: 'options', path: '$.chop', operator: 'equal', value: 'on' }] }, { set: 2 }, 'set'),
  modifier('anything', { fact: 'leading', operator: 'equal', value: true }, { add: 1 }, 'add'),
];

describe('the facts a table reads', () => {
  const table = new ModifierTable(modifiers, { options: { chop: 'off' } });

  it('readsFor: the facts the key\'s modifiers read, conditions and amounts, without the key and the known options', () => {
    expect(table.keyFact).toBe('action');
    expect(table.readsFor({ action: 'move' }).map((r) => r.fact).sort()).toEqual(['carrying', 'leading', 'target']);
    expect(table.readsFor({ action: 'drive' }).map((r) => r.fact).sort()).toEqual(['driveSteps', 'leading']);
    // The options rule chop's modifier out: only the unkeyed one is left.
    expect(table.readsFor({ action: 'chop' }).map((r) => r.fact)).toEqual(['leading']);
    expect(table.readsFor({ action: 'dance' }).map((r) => r.fact)).toEqual(['leading']);
  });

  it('readsFact: whether any modifier reads the fact, in a condition or an amount', () => {
    for (const fact of ['action', 'target', 'carrying', 'leading', 'driveSteps', 'options']) expect(table.readsFact(fact)).toBe(true);
    for (const fact of ['role', 'onEngine', 'chop']) expect(table.readsFact(fact)).toBe(false);
  });
});
