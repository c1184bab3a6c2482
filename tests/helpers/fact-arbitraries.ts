/**
 * Facts shaped as conditions read them, for property tests of evaluators: a fact read with a
 * path becomes an object holding a value at each path (or, now and then, a bare scalar, as a
 * careless caller might pass); a fact read whole is a value. Any fact may be absent.
 */
import fc from 'fast-check';
import type { FactRef } from '../../src/core/conditions.ts';

export function factsShapedBy(refs: readonly FactRef[], scalar: fc.Arbitrary<unknown>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const byFact = new Map<string, string[][]>();
  for (const r of refs) byFact.set(r.fact, [...(byFact.get(r.fact) ?? []), r.path ? r.path.split('.').slice(1) : []]);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [fact, paths] of byFact) {
    const objectPaths = paths.filter((p) => p.length);
    const asObject = fc.tuple(...objectPaths.map(() => value)).map((vals) => {
      const obj: Record<string, unknown> = {};
      objectPaths.forEach((p, i) => {
        let cur = obj;
        p.slice(0, -1).forEach((k) => (cur = (cur[k] ??= {}) as Record<string, unknown>));
        cur[p.at(-1)!] = vals[i];
      });
      return obj;
    });
    record[fact] = objectPaths.length ? fc.oneof({ weight: 5, arbitrary: asObject }, { weight: 1, arbitrary: scalar }) : value;
  }
  return fc.record(record, { requiredKeys: [] });
}
