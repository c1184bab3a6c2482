/**
 * Typed access to a ruleset's `parameter` items, shared by every game's view of its rules.
 * A parameter of the wrong shape is reported against the file and line that defines it.
 */
import { RulesError } from './errors.ts';
import type { Ruleset } from './ruleset.ts';

export class ParameterAccess {
  protected readonly params = new Map<string, unknown>();

  constructor(readonly ruleset: Ruleset) {
    for (const p of ruleset.ofKind<{ id: string; kind: string; value: unknown; [k: string]: unknown }>('parameter')) this.params.set(p.id, p.value);
  }

  has(id: string): boolean {
    return this.params.has(id);
  }

  /** The parameter's value, or a located error saying what shape it should have. */
  protected checked<T>(id: string, ok: (v: unknown) => boolean, expected: string): T {
    const v = this.params.get(id);
    if (ok(v)) return v as T;
    const f = this.ruleset.get(id);
    const last = f?.provenance[f.provenance.length - 1];
    throw new RulesError({ file: last?.file, line: last?.line, message: `parameter \`${id}\` must be ${expected}${f ? '' : ' (no module of this config defines it)'}` });
  }

  /** A parameter of any shape (tables, lists of spaces): the rule file's schema has checked it. */
  value<T>(id: string): T {
    return this.checked(id, (v) => v !== undefined, 'defined');
  }

  number(id: string): number {
    return this.checked(id, (v) => typeof v === 'number', 'a number');
  }

  string(id: string): string {
    return this.checked(id, (v) => typeof v === 'string', 'a string');
  }

  boolean(id: string): boolean {
    return this.checked(id, (v) => typeof v === 'boolean', 'true or false');
  }
}
