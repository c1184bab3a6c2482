/**
 * Rulebook tables for Flash Point, computed by asking the engine: the AP cost of every
 * action case for every role (the `ap-cost` fold), and the roles' AP.
 */
import type { Ruleset } from '../../core/ruleset.ts';
import { anchorOf, mdTable, type RulebookOptions } from '../../docs/rulebook.ts';
import type { ActionItem, RoleItem, VictimTypeItem } from './definition.ts';

/** Facts a case does not mention: a firefighter inside, empty-handed, at the turn's start. */
const DEFAULT_FACTS = {
  target: 'open', carrying: 'none', leading: false, victimType: 'standard', ledVictimType: 'none', victimTreated: false, step: 'fire-to-smoke',
  onEngine: false, firstAction: true, roleInPlay: false, quadrantOccupied: false, hasPoi: true,
  pitMove: 'none', floorChange: 'none', fireBelow: false, ladder: false, elevatorDoor: false, entersBuilding: false, equipment: 'deck-gun', platformAway: false, difficultTerrain: false, driveSteps: 1, driveSide: 'same', atStartLocation: true, atSprinkler: true,
};

/**
 * Cells stay short so the table reads at page width: a forbidden case is a dash with a
 * footnote number naming the rules that forbid it, a cost paid from a role's special AP first
 * is marked with a dagger.
 */
class CostNotes {
  private readonly forbidding = new Map<string, number>();
  private readonly lines: string[] = [];
  constructor(private readonly rules: Ruleset) {}
  forbidden(by: readonly { id: string }[]): string {
    const key = by.map((t) => t.id).join(',');
    let n = this.forbidding.get(key);
    if (n === undefined) {
      n = this.forbidding.size + 1;
      this.forbidding.set(key, n);
      const names = by.map((t) => `[${this.rules.get(t.id)?.item.title ?? t.id}](#${anchorOf(t.id)})`);
      this.lines.push(`${n}. Not allowed: ${names.join(', ')}.`);
    }
    return `—<sup>${n}</sup>`;
  }
  footnotes(): string[] {
    return this.lines.length ? [this.lines.join('\n')] : [];
  }
}

/** Roles per table: more columns than this do not fit a 1280 px page (or a printed one). */
const ROLES_PER_TABLE = 7;

/** One table per group of at most ROLES_PER_TABLE roles, groups of even size, rows kept whole. */
function roleTables(head: string, roles: readonly { name: string }[], rows: (string | number)[][]): string {
  const groups = Math.ceil(roles.length / ROLES_PER_TABLE);
  const size = Math.ceil(roles.length / groups);
  const tables: string[] = [];
  for (let from = 0; from < roles.length; from += size) {
    const to = Math.min(from + size, roles.length);
    tables.push(mdTable([head, ...roles.slice(from, to).map((r) => r.name)], rows.map((r) => [r[0]!, ...r.slice(1 + from, 1 + to)])));
  }
  return tables.join('\n\n');
}

export function flashPointRulebookOptions(rules: Ruleset): RulebookOptions {
  const roles = rules.ofKind<RoleItem & Record<string, unknown>>('role');
  const actions = rules.ofKind<ActionItem & Record<string, unknown>>('action');
  const roleIds = roles.map((r) => r.id.replace(/^role\./, ''));
  const notes = new CostNotes(rules);
  /** One cell: the folded cost of a situation for a role, or the footnoted dash of a forbidden one. */
  const cell = (facts: Record<string, unknown>, i: number): string | number => {
    const r = rules.compute('ap-cost', { ...DEFAULT_FACTS, ...facts, role: roleIds[i] });
    return r.forbidden ? notes.forbidden(r.forbiddenBy) : r.value;
  };
  const rows: (string | number)[][] = [];
  for (const a of actions) {
    for (const c of a.cases ?? [{ label: '', facts: {} }]) {
      rows.push([
        `${a.title ?? a.verb}${c.label ? ` — ${c.label}` : ''}`,
        ...roles.map((role, i) => {
          const cost = cell({ ...c.facts, action: a.verb }, i);
          const pool = (role.specialAp ?? []).some((p) => p.for.includes(a.verb));
          return pool && typeof cost === 'number' ? `${cost}†` : cost;
        }),
      ]);
    }
  }
  const pools = roles.flatMap((r) => (r.specialAp ?? []).map((p) => `${r.name}: ${p.pool} AP (for ${p.for.join(', ')})`));
  const apTable = roleTables('Action', roles, rows);
  const roleTable = mdTable(
    ['Role', 'AP per turn', 'Special AP (never saved)', 'Saves up to', 'Source'],
    roles.map((r) => [
      `${r.name} <a id="${anchorOf(r.id)}"></a>`,
      r.ap,
      (r.specialAp ?? []).map((p) => `${p.amount} ${p.pool} (for ${p.for.join(', ')})`).join('; ') || '—',
      r.saveCap ?? (rules.get('param.ap.save-cap')?.item.value as number | undefined) ?? '—',
      r.source ?? '—',
    ]),
  );
  // Victim types change what carrying (or leading) costs: one row per type and way of moving.
  const victimTypes = rules.ofKind<VictimTypeItem & Record<string, unknown>>('victim-type');
  const victimRows: (string | number)[][] = [];
  for (const v of victimTypes) {
    const type = v.id.replace(/^victim\./, '');
    const name = String(v.name ?? v.title ?? type);
    victimRows.push([`move carrying ${name} (open space)`, ...roles.map((_, i) => cell({ action: 'move', carrying: 'victim', victimType: type }, i))]);
    victimRows.push([`move carrying ${name} (into smoke)`, ...roles.map((_, i) => cell({ action: 'move', carrying: 'victim', victimType: type, target: 'smoke' }, i))]);
    victimRows.push([`move leading ${name}, treated (open space)`, ...roles.map((_, i) => cell({ action: 'move', carrying: 'none', leading: true, ledVictimType: type, victimTreated: true }, i))]);
  }
  const victimTable = victimRows.length ? ['### Moving with each victim type, by role', 'Computed the same way for every victim type of this configuration: carrying it, and leading it once treated.', roleTables('Move', roles, victimRows)] : [];
  return {
    extras: {
      actions: [
        '### What each action costs, by role',
        `Computed by the engine: each cell is the folded \`ap-cost\` of that situation for that role. A dash with a number is a case the rules forbid (see the notes below the tables).${pools.length ? ` † The role pays from its special AP first — ${pools.join('; ')}.` : ''}`,
        apTable,
        ...victimTable,
        ...notes.footnotes(),
      ],
      specialists: ['### Roles and their action points', roleTable],
    },
  };
}
