/**
 * What a scenario file says about its players and dice, checked against the game before
 * anything is built: each problem names the field's path and the rule it breaks.
 */
import type { FlashPointEngine as Engine } from './game.ts';
import { copySpace, type Space } from './board.ts';
import type { ScenarioData } from './scenario-format.ts';
import { RulesError } from '../../core/errors.ts';
import type { YamlFile } from '../../core/yaml-file.ts';

type Report = (path: (string | number)[], message: string) => void;

/** The players as the state takes them, after checking count, roles, ids, spaces and saved AP. */
export function checkPlayers(engine: Engine, data: ScenarioData, report: Report): { id: string; role: string; at: Space | null }[] {
  const roles = [...engine.rules.roles.keys()];
  const max = engine.rules.has('param.players.max') ? engine.rules.number('param.players.max') : Infinity;
  if (data.players.length > max) report(['players'], `${data.players.length} players: a game has at most ${max} firefighters (param.players.max)`);
  const seenIds = new Set<string>();
  return data.players.map((p, i) => {
    const role = p.role ?? (roles.length === 1 ? roles[0]! : undefined);
    if (!role || !engine.rules.role(role)) report(['players', i, 'role'], `player ${p.id}: ${role ? `unknown role \`${role}\`` : 'needs a role'} (roles of this config: ${roles.join(', ')})`);
    if (seenIds.has(p.id)) report(['players', i, 'id'], `player id \`${p.id}\` is used twice`);
    seenIds.add(p.id);
    // After `start: setup` a player without `at` places the pawn with a `place` action.
    if (!p.at && data.start !== 'setup') report(['players', i], `player ${p.id} needs a starting space \`at\` (or \`start: setup\`, then a place action)`);
    else if (p.at && !engine.board.isOnGrid(p.at)) report(['players', i, 'at'], `player ${p.id}: [${p.at.join(', ')}] is off the board`);
    else if (p.at && engine.board.isNoEntry(p.at)) report(['players', i, 'at'], `player ${p.id}: [${p.at.join(', ')}] is a space the board closes to firefighters (fp.board.no-entry)`);
    return { id: p.id, role: role ?? '', at: p.at ? copySpace(p.at) : null };
  });
}

/** Every forced die must be a face of some die this game rolls: [red, black] a row and a black face, [n] any die. */
export function checkDice(engine: Engine, data: ScenarioData, report: Report): void {
  const b = engine.board;
  const red = Math.max(b.rows, ...b.levels().map((l) => l.rows));
  const black = Math.max(b.blackSides, b.deckGunDie);
  const single = Math.max(6, red, black);
  (data.dice ?? []).forEach((d, i) => {
    if (d.length === 2 && (d[0]! > red || d[1]! > black)) report(['dice', i], `[${d.join(', ')}] is not a roll of the red d${red} and the black d${black} this board uses`);
    else if (d.length === 1 && d[0]! > single) report(['dice', i], `[${d[0]}] is not a face of any die this game rolls (the largest is a d${single})`);
  });
}

/** The field of a scenario's `config` a loader message is about (the loader knows no scenario file). */
function configField(message: string): (string | number)[] {
  const option = /option `([^`]+)`/.exec(message);
  if (option) return ['config', 'options', option[1]!];
  if (/unknown preset|preset `/.test(message)) return ['config', 'preset'];
  if (/unknown board|board `/.test(message)) return ['config', 'board'];
  if (/module/.test(message)) return ['config', 'modules'];
  if (/rulesDirs|rules dir/.test(message)) return ['config', 'rulesDirs'];
  return ['config'];
}

/** A config the scenario names that does not load: each problem about the config itself located at the scenario's config field. */
export function configProblems(e: RulesError, yaml: YamlFile): RulesError {
  return new RulesError(
    e.problems.map((p) => {
      // A problem inside a file the user wrote (a house-rules module) stays located there.
      if (p.file && p.line !== undefined && !p.file.startsWith('preset ')) return p;
      const field = configField(p.message);
      const where = p.file && p.line !== undefined ? ` (${p.file}:${p.line})` : '';
      return { file: yaml.file, ...yaml.locate(field), path: `/${field.join('/')}`, message: `${p.message}${where}` };
    }),
  );
}
