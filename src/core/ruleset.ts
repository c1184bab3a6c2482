/**
 * The folded, immutable result of loading a config: every item with its provenance, the
 * resolved options, and the compiled modifiers ready to compute values — three ways, proven
 * identical by the differential tests: the lookup tables (`compute`, the hot path), the plain
 * fold over every modifier (`computePlain`), and json-rules-engine (`computeReference`).
 */
import { compileCondition, referenceEvaluator, type Condition, type Facts, type Predicate } from './conditions.ts';
import { compileAmount, effectOp, foldEffects, type Amount, type Effect, type EffectOp, type FoldResult, type TraceEntry } from './effects.ts';
import type { ModuleInfo } from './catalog.ts';
import { ModifierTable, traceEntry } from './modifier-table.ts';
import type { LoadedConfig, OptionValue, ResolvedOption } from './config.ts';
import type { GameDefinition, GameManifest } from './game.ts';
import type { FoldedItem, Item } from './layering.ts';
import type { SourceRegistry } from './sources.ts';

export interface ModifierItem extends Item {
  kind: 'modifier';
  affects: string | string[];
  conditions?: Condition;
  effect: Effect;
}

interface CompiledModifier {
  item: ModifierItem;
  module: string;
  op: EffectOp;
  when: Predicate;
  amount: (facts: Facts) => number;
}

export class Ruleset {
  readonly optionValues: Readonly<Record<string, OptionValue>>;
  private readonly byId: ReadonlyMap<string, FoldedItem>;
  private readonly modifierCache = new Map<string, CompiledModifier[]>();
  private readonly tableCache = new Map<string, ModifierTable>();
  private readonly referenceCache = new Map<string, (facts: Facts) => Promise<boolean[]>>();

  constructor(
    readonly game: GameManifest,
    readonly definition: GameDefinition,
    readonly config: LoadedConfig,
    readonly modules: readonly ModuleInfo[],
    readonly items: readonly FoldedItem[],
    readonly removed: ReadonlyMap<string, FoldedItem>,
    readonly options: Readonly<Record<string, ResolvedOption>>,
    readonly sources: SourceRegistry,
  ) {
    this.byId = new Map(items.map((f) => [f.item.id, f]));
    this.optionValues = Object.freeze(Object.fromEntries(Object.entries(options).map(([k, o]) => [k, o.value])));
  }

  get(id: string): FoldedItem | undefined {
    return this.byId.get(id);
  }

  ofKind<T extends Item = Item>(kind: string): T[] {
    return this.items.filter((f) => f.item.kind === kind).map((f) => f.item as T);
  }

  /** The module that last touched an item. */
  moduleOf(id: string): string | undefined {
    const p = this.byId.get(id)?.provenance;
    return p?.[p.length - 1]?.module;
  }

  /** Modifiers that affect `value`, in layering order, compiled once. */
  modifiersFor(value: string): CompiledModifier[] {
    let list = this.modifierCache.get(value);
    if (!list) {
      list = this.items
        .filter((f) => f.item.kind === 'modifier' && affects(f.item as ModifierItem, value))
        .map((f) => {
          const item = f.item as ModifierItem;
          const op = effectOp(item.effect);
          const isGate = op === 'forbid' || op === 'allow';
          return {
            item,
            module: f.provenance[f.provenance.length - 1]!.module,
            op,
            when: item.conditions ? compileCondition(item.conditions) : () => true,
            amount: isGate ? () => 0 : compileAmount((item.effect as Record<string, Amount>)[op]!),
          };
        });
      this.modifierCache.set(value, list);
    }
    return list;
  }

  private withOptions(facts: Facts): Facts {
    return { ...facts, options: this.optionValues };
  }

  /**
   * The lookup table compiled from the modifiers of `value`, built once: keyed by the fact
   * they require (e.g. the action), with the options known at compile time.
   */
  table(value: string): ModifierTable {
    let t = this.tableCache.get(value);
    if (!t) {
      t = new ModifierTable(this.modifiersFor(value), { options: this.optionValues });
      this.tableCache.set(value, t);
    }
    return t;
  }

  /**
   * Compute a value (synchronous; the hot path) through its lookup table. Treat the result as
   * read-only: a memoised one is shared with earlier identical questions, and frozen.
   */
  compute(value: string, facts: Facts, base = 0): FoldResult {
    return this.table(value).fold(facts, base);
  }

  /** The plain fold: every modifier of the value through its compiled predicate (the table's differential reference). */
  computePlain(value: string, facts: Facts, base = 0): FoldResult {
    const f = this.withOptions(facts);
    const fired = this.modifiersFor(value).filter((m) => m.when(f)).map((m) => traceOf(m, f));
    return foldEffects(base, fired);
  }

  /** The same computation with json-rules-engine deciding which rules fire. */
  async computeReference(value: string, facts: Facts, base = 0): Promise<FoldResult> {
    const f = this.withOptions(facts);
    const modifiers = this.modifiersFor(value);
    let evaluate = this.referenceCache.get(value);
    if (!evaluate) {
      evaluate = referenceEvaluator(modifiers.map((m) => m.item.conditions));
      this.referenceCache.set(value, evaluate);
    }
    const hits = await evaluate(f);
    return foldEffects(base, modifiers.filter((_, i) => hits[i]).map((m) => traceOf(m, f)));
  }
}

function affects(item: ModifierItem, value: string): boolean {
  return Array.isArray(item.affects) ? item.affects.includes(value) : item.affects === value;
}

function traceOf(m: CompiledModifier, facts: Facts): TraceEntry {
  return traceEntry(m, m.amount(facts));
}
