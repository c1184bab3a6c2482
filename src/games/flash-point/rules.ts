/**
 * The Flash Point view of a Ruleset: typed access to parameters and roles, and AP costs
 * computed by folding the `ap-cost` modifiers. Everything numeric comes from the rule
 * files; a parameter of the wrong shape is reported against the item that defines it.
 */
import { ParameterAccess } from '../../core/parameters.ts';
import type { FoldResult } from '../../core/effects.ts';
import type { Facts } from '../../core/conditions.ts';
import type { Ruleset } from '../../core/ruleset.ts';
import type { ApPool, CardItem, MachineStepItem, RoleItem, VictimTypeItem } from './definition.ts';

export class FlashPointRules extends ParameterAccess {
  readonly roles: ReadonlyMap<string, RoleItem>;
  readonly victimTypes: ReadonlyMap<string, VictimTypeItem>;
  readonly cards: ReadonlyMap<string, CardItem>;
  /** Machine states whose entry action a module changed: state → action name. */
  readonly machineSteps: ReadonlyMap<string, MachineStepItem>;

  constructor(ruleset: Ruleset) {
    super(ruleset);
    this.roles = new Map(ruleset.ofKind<RoleItem & { [k: string]: unknown }>('role').map((r) => [r.id.replace(/^role\./, ''), r]));
    this.cards = new Map(ruleset.ofKind<CardItem & { [k: string]: unknown }>('card').map((c) => [c.id.replace(/^card\./, ''), c]));
    this.machineSteps = new Map(ruleset.ofKind<MachineStepItem & { [k: string]: unknown }>('machine-step').map((m) => [m.state, m]));
    this.victimTypes = new Map(ruleset.ofKind<VictimTypeItem & { [k: string]: unknown }>('victim-type').map((v) => [v.id.replace(/^victim\./, ''), v]));
  }

  /** Tables already read and checked, by id (and row): the ruleset's own values, which never change. */
  private readonly tables = new Map<string, Record<string, number>>();

  /** A table of numbers, e.g. `{ recruit: 6, heroic: 12 }`, or one of its rows (checked on the first read; every game's setup reads several). */
  table(id: string, row?: string): Record<string, number> {
    const key = row === undefined ? id : `${id}\n${row}`;
    let t = this.tables.get(key);
    if (!t) this.tables.set(key, (t = this.checkedTable(id, row)));
    return t;
  }

  private checkedTable(id: string, row?: string): Record<string, number> {
    const rowOf = (v: unknown) => (row === undefined ? v : (v as Record<string, unknown> | undefined)?.[row]);
    const numbers = (t: unknown) => !!t && typeof t === 'object' && Object.values(t).every((x) => typeof x === 'number');
    const v = this.checked<unknown>(id, (x) => numbers(rowOf(x)), row === undefined ? 'a mapping of numbers' : `a mapping with a row \`${row}\` of numbers`);
    return rowOf(v) as Record<string, number>;
  }

  private vehiclesOn?: boolean;

  /** Does this game use vehicles (`param.vehicles`)? Read once: every drive and deck-gun candidate asks. */
  get usesVehicles(): boolean {
    return (this.vehiclesOn ??= this.boolean('param.vehicles'));
  }

  /** The role `role` last found, by id: nearly every check asks for the acting firefighter's (AP it may spend, save cap). */
  private lastRoleId: string | null = null;
  private lastRole: RoleItem | undefined;

  role(id: string): RoleItem | undefined {
    if (id === this.lastRoleId) return this.lastRole;
    const role = this.roles.get(id);
    this.lastRoleId = id;
    this.lastRole = role;
    return role;
  }

  /** The most unspent ordinary AP a role carries into its next turn. */
  saveCap(role: string): number {
    return this.role(role)?.saveCap ?? this.number('param.ap.save-cap');
  }

  /** A role's special AP for a new turn (or after a crew change), by pool. */
  specialApOf(role: string): Partial<Record<ApPool, number>> {
    return Object.fromEntries((this.role(role)?.specialAp ?? []).map((p) => [p.pool, p.amount]));
  }

  /** A victim type by id (`standard`, `heavy`, ...); `victim` is the plain victim of the base pool. */
  victimType(id: string): VictimTypeItem | undefined {
    return this.victimTypes.get(id === 'victim' ? 'standard' : id);
  }

  /** When a PoI's identity is drawn: when the marker is placed, or from a bag when revealed. */
  get poiDraw(): 'at-placement' | 'at-reveal' {
    return this.ruleset.optionValues.poiDraw === 'at-reveal' ? 'at-reveal' : 'at-placement';
  }

  get difficulty(): string {
    return String(this.ruleset.optionValues.difficulty ?? 'recruit');
  }

  /**
   * What `facts.action` costs; `forbidden` with the rules that refuse it. The ruleset answers
   * from its `ap-cost` lookup table (only that action's modifiers, memoised), so the result
   * is frozen: it may be shared with an earlier identical question.
   */
  apCost(facts: Facts): FoldResult {
    return this.ruleset.compute('ap-cost', facts);
  }
}
