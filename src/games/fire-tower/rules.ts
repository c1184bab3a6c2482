/**
 * The Fire Tower view of a Ruleset: typed parameters, the cards of this configuration and
 * its options. A parameter of the wrong shape is reported against the file that defines it.
 */
import { RulesError } from '../../core/errors.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import { ParameterAccess } from '../../core/parameters.ts';
import type { CardItem } from './definition.ts';

export class FireTowerRules extends ParameterAccess {
  /** Cards by id without the `card.` prefix. */
  readonly cards: ReadonlyMap<string, CardItem>;
  readonly modules: ReadonlySet<string>;

  constructor(ruleset: Ruleset) {
    super(ruleset);
    this.cards = new Map(sameShape(ruleset.ofKind<CardItem & { [k: string]: unknown }>('card')).map((c) => [internalized(c.id.replace(/^card\./, '')), c]));
    this.modules = new Set(ruleset.modules.map((m) => m.id));
  }

  numbers(id: string): number[] {
    return this.checked(id, (v) => Array.isArray(v) && v.every((x) => typeof x === 'number'), 'a list of numbers');
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
  actionDeck(): readonly string[] {
    // Listed once: every game's deal asks (and shuffles a copy).
    if (!this.deck) {
      const out: string[] = [];
      for (const [id, c] of this.cards) if (c.type !== 'event') for (let i = 0; i < c.copies; i++) out.push(id);
      this.deck = Object.freeze(out);
    }
    return this.deck;
  }

  private deck?: readonly string[];

  eventCard(event: string): string | undefined {
    for (const [id, c] of this.cards) if (c.event === event) return id;
    return undefined;
  }
}

/**
 * `text` as V8 keeps a property's name: internalized, one flat copy per text. The ids cut out
 * of `card.…` were new strings, the longer ones slices of the id: the hands and decks dealt from
 * them compared (sorting a hand, looking a card up) a character at a time through the slice.
 */
function internalized(text: string): string {
  return Object.keys({ [text]: 0 })[0]!;
}

/**
 * The cards again, each with every field any card has (absent ones undefined), in one order:
 * one V8 object layout for all cards. The YAML gives about seven (with or without pattern,
 * direction, event, hawks, notes), which left the hot reads of a card's type, effect and
 * pattern megamorphic (seen with --log-ic).
 */
function sameShape<C extends object>(cards: readonly C[]): C[] {
  const fields = [...new Set(cards.flatMap((c) => Object.keys(c)))];
  const blank: Record<string, unknown> = {};
  for (const f of fields) blank[f] = undefined;
  return cards.map((c) => {
    // A spread of the blank, then its fields set: fields added one by one onto {} can leave
    // a slow dictionary-mode object once there are more than about sixteen of them.
    const out = { ...blank };
    for (const f of fields) {
      const v = (c as Record<string, unknown>)[f];
      // Texts internalized (an effect, a type...): read at every card played, compared with the code's literals by address.
      out[f] = typeof v === 'string' ? internalized(v) : v;
    }
    return out as C;
  });
}
