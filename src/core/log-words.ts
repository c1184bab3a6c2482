/**
 * Games' actions and log lines in words, the one phrasing every reader shares: `play`'s
 * turn-by-turn log and the replay page word an action with `actionText`, and a log line
 * with `logLineText` (a game's own table for the events it names, plain words for the rest).
 * No JSON reaches a reader: a space reads `(2,3)`, a detail `key value`.
 */
import type { LogLine } from './playable.ts';

/** A game's words for some of its log events: what happened, without who did it (`spreads fire to (9,7)`). */
export type LogWords = Readonly<Record<string, (line: LogLine) => string>>;

const isNumber = (x: unknown): x is number => typeof x === 'number';

/** An action argument as `play` prints it: a space `[2,3]`, a list of spaces, `key value` pairs, or the word. */
function argumentText(x: unknown): string {
  if (Array.isArray(x)) return x.some((v) => v && typeof v === 'object') ? x.map(argumentText).join(' ') : `[${x.join(',')}]`;
  if (x && typeof x === 'object') return Object.entries(x).map(([k, v]) => `${k} ${argumentText(v)}`).join(' ');
  return String(x);
}

/** `p1 move [2,3]`, `p2 play wind-east gem [8,9]`: the player, the verb, then its arguments. */
export function actionText(action: readonly unknown[]): string {
  const [player, verb, ...args] = action;
  return [player, verb, ...args.map(argumentText)].join(' ');
}

/** A space (`[r, c]`, `[r, c, floor]`, an edge `[r, c, side]`) as `(r,c)`, and what follows the numbers; a detail a line lacks reads `?`. */
export function spaceWords(at: unknown): string {
  if (!Array.isArray(at)) return valueWords(at);
  const n = at.findIndex((x) => !isNumber(x));
  const numbers = n < 0 ? at : at.slice(0, n);
  const rest = n < 0 ? [] : at.slice(n);
  return [`(${numbers.join(',')})`, ...rest.map(valueWords)].join(' ');
}

/** Any detail of a log line in words: spaces in parentheses, lists joined, objects as `key value`. */
export function valueWords(x: unknown): string {
  if (x === undefined || x === null) return '?';
  if (typeof x === 'boolean') return x ? 'yes' : 'no';
  if (Array.isArray(x)) {
    if (x.length >= 2 && isNumber(x[0]) && isNumber(x[1])) return spaceWords(x);
    // Objects in a list are longer phrases: a semicolon keeps them apart.
    return x.map(valueWords).join(x.some((v) => v && typeof v === 'object' && !Array.isArray(v)) ? '; ' : ', ');
  }
  if (x && typeof x === 'object') return Object.entries(x).map(([k, v]) => `${k} ${valueWords(v)}`).join(' ');
  return String(x);
}

/** Spaces in words: `(9,6), (10,6)`. */
export const spacesWords = (cells: unknown): string => (Array.isArray(cells) ? cells.map((c) => (Array.isArray(c) ? spaceWords(c) : valueWords(c))).join(', ') : valueWords(cells));

/** An event the game has no words for: its name and its details (`damage: at (4,3) south, cause shockwave`). */
function plainWords(line: LogLine): string {
  const { turn: _turn, player: _player, event, ...details } = line;
  const parts = Object.entries(details).map(([k, v]) => `${k} ${valueWords(v)}`);
  return `${event.replace(/-/g, ' ')}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** A log line's words without who did it: the game's own, else plain. */
export function eventWords(line: LogLine, words: LogWords | undefined): string {
  const phrase = words && Object.hasOwn(words, line.event) ? words[line.event] : undefined;
  return phrase ? phrase(line) : plainWords(line);
}

/**
 * A log line as a reader sees it: `who: what happened`. `who` is the line's player, or the
 * name of the moment when the line is not a player's doing (`Setup`, before the first action);
 * a line of the game itself (no player) has no `who`.
 */
export function logLineText(line: LogLine, words: LogWords | undefined, who: string | null = line.player): string {
  const what = eventWords(line, words);
  return who ? `${who}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
}
