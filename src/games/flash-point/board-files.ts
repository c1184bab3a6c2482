/**
 * Finding and resolving Flash Point boards by id: `<root>/flash-point/boards/<id>.yaml` of
 * the project's rules and a config's rulesDirs (later roots win). Only known ids are read
 * (never a path), a board's id is its file name, and `extends` chains are followed with
 * every mistake — an unknown parent, a circle — located at the `extends` line.
 */
import path from 'node:path';
import { boardFiles as findBoardFiles } from '../../core/catalog.ts';
import { RulesError } from '../../core/errors.ts';
import { PROJECT_RULES } from '../../core/paths.ts';
import { knownList } from '../../core/suggest.ts';
import { parseYaml, readYaml } from '../../core/yaml-file.ts';
import { parseBoard, type Board, type BoardData } from './board.ts';

/** Board ids found in the roots, later roots winning; a file linked from outside its root is refused. */
export function boardFiles(roots: string[]): Map<string, string> {
  const { files, problems } = findBoardFiles(roots, 'flash-point');
  if (problems.length) throw new RulesError(problems);
  return files;
}

/**
 * The board `ref` names (an id, or inline board data), its `extends` chain resolved.
 * `chain` holds the ids of the boards already on the way down, to refuse a circle.
 */
export function resolveBoard(ref: string | BoardData, rulesDirs: string[], chain: string[] = [], files = boardFiles([PROJECT_RULES, ...rulesDirs])): Board {
  const here = [...chain, typeof ref === 'string' ? ref : 'inline board'];
  const parent = (id: string, where: { file: string; line: number; col: number }): BoardData => {
    if (here.includes(id)) throw new RulesError({ ...where, message: `boards extend each other in a circle: ${[...here, id].join(' → ')}` });
    if (!files.has(id)) throw new RulesError({ ...where, message: `board ${here[here.length - 1]} extends \`${id}\`, which is not a board ${knownList(id, [...files.keys()])}` });
    return resolveBoard(id, rulesDirs, here, files).data;
  };
  if (typeof ref === 'object') return parseBoard(parseYaml(JSON.stringify(ref), 'inline board'), parent);
  const file = files.get(ref);
  if (!file) throw new RulesError(`unknown board \`${ref}\` ${knownList(ref, [...files.keys()])}`, 2);
  const yaml = readYaml(file);
  const id = (yaml.data as { id?: unknown } | null)?.id;
  const name = path.basename(file).replace(/\.ya?ml$/, '');
  if (typeof id === 'string' && id !== name) throw new RulesError({ file: yaml.file, ...yaml.locate(['id']), message: `board id \`${id}\` must equal its file name \`${name}\` (boards are found by file name)` });
  return parseBoard(yaml, parent);
}
