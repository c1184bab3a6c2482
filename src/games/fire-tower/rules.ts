/**
 * The Fire Tower view of a Ruleset: typed parameters, the cards of this configuration and
 * its options. A parameter of the wrong shape is reported against the file that defines it.
 */
import { RulesError } from '../../core/errors.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import type { CardItem } from './definition.ts';

export class FireTowerRules {
  private readonly params = new Map<string, unknown>();
  /** Cards by id without the `card.` prefix. */
  readonly cards: ReadonlyMap<string, CardItem>;
  readonly modules: ReadonlySet<string>;

  constructor(readonly ruleset: Ruleset) {
    for (const p of ruleset.ofKind<{ id: string; kind: string; value: unknown; [k: string]: unknown }>('parameter')) this.params.set(p.id, p.value);
    this.cards = new Map(ruleset.ofKind<CardItem & { [k: string]: unknown }>('card').map((c) => [c.id.replace(/^card\./, ''), c]));
    this.modules = new Set(ruleset.modules.map((m) => m.id));
  }

  has(id: string): boolean {
    return this.params.has(id);
  }

  private problem(id: string, expected: string): RulesError {
    const f = this.ruleset.get(id);
    const last = f?.provenance[f.provenance.length - 1];
    return new RulesError({ file: last?.file, line: last?.line, message: `parameter \`${id}\` must be ${expected}${f ? '' : ' (no module of this config defines it)'}` });
  }

  number(id: string): number {
    const v = this.params.get(id);
    if (typeof v !== 'number') throw this.problem(id, 'a number');
    return v;
  }

  numbers(id: string): number[] {
    const v = this.params.get(id);
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'number')) throw this.problem(id, 'a list of numbers');
    return v as number[];
  }

  string(id: string): string {
    const v = this.params.get(id);
    if (typeof v !== 'string') throw this.problem(id, 'a string');
    return v;
  }

  option(name: string): string | number | boolean | undefined {
    return this.ruleset.optionValues[name];
  }

  flag(name: string): boolean {
    return this.ruleset.optionValues[name] === true;
  }

  card(id: string): CardItem {
    const c = this.cards.get(id);
    if (!c) throw new RulesError(`card \`${id}\` is not part of this game (cards: ${[...this.cards.keys()].join(', ')})`);
    return c;
  }

  /** Action cards (every copy), i.e. the deck before events are shuffled in. */
  actionDeck(): string[] {
    const out: string[] = [];
    for (const [id, c] of this.cards) if (c.type !== 'event') for (let i = 0; i < c.copies; i++) out.push(id);
    return out;
  }

  eventCard(event: string): string | undefined {
    for (const [id, c] of this.cards) if (c.event === event) return id;
    return undefined;
  }
}
