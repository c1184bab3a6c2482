/**
 * `play --agent human`: the person at the keyboard plays every seat. Each step shows the
 * status line and the numbered legal actions (the board when a turn begins), reads a choice
 * from the input, applies it, and goes on until the game ends, the input ends, or `q`.
 * Written over the PlayableGame contract, so every playable game gets it; reads lines, so
 * choices can be piped in (`printf '1\n3\nq\n' | firerules play --agent human`).
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { PlayableGame } from '../core/playable.ts';
import type { Out } from './spec.ts';

const LINE_WIDTH = 100;
const PROMPT = (count: number) => `Your choice (1-${count}, b board, q quit):`;
/** `play ember from [9,7] to [6,7]`: an object argument as its named parts. */
const part = (x: unknown): string =>
  typeof x === 'string' ? x : x && typeof x === 'object' && !Array.isArray(x) ? Object.entries(x).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(' ') : JSON.stringify(x);
const describe = (a: readonly unknown[]): string => a.map(part).join(' ');

/** What a line of input asks for: an action by its number, the board again, or to stop. */
type Choice = { action: number } | { board: true } | { quit: true } | { invalid: string };

function readChoice(line: string, count: number): Choice {
  const text = line.trim().toLowerCase();
  if (text === 'q' || text === 'quit') return { quit: true };
  if (text === 'b' || text === 'board') return { board: true };
  if (/^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= count) return { action: Number(text) - 1 };
  return { invalid: `choose a number from 1 to ${count}, b for the board, q to quit (got \`${line.trim().slice(0, 40)}\`)` };
}

/** The words of an action before its first structured argument (`play reforest`): choices sharing them are laid out together. */
const kindOf = (a: readonly unknown[]): string => {
  const words = a.findIndex((x) => typeof x !== 'string');
  return a.slice(0, words < 0 ? a.length - 1 : words).join(' ');
};

/** Labels in columns as wide as the widest of them, as many as fit on a line. */
function columns(labels: readonly string[], out: Out): void {
  const width = Math.max(...labels.map((l) => l.length)) + 3;
  const perLine = Math.max(1, Math.floor(LINE_WIDTH / width));
  for (let i = 0; i < labels.length; i += perLine) out(`  ${labels.slice(i, i + perLine).map((l) => l.padEnd(width)).join('').trimEnd()}`);
}

/** The choices, numbered: those of one kind in columns, the player named once when one player has them all. */
function showChoices(playable: PlayableGame, game: unknown, actions: readonly unknown[][], out: Out): void {
  out(playable.render.statusLine(game));
  const player = actions[0]![0];
  const onePlayer = typeof player === 'string' && actions.every((a) => a[0] === player);
  if (onePlayer) out(`${player} to act:`);
  const digits = String(actions.length).length;
  let group: string[] = [];
  actions.forEach((a, i) => {
    group.push(`${String(i + 1).padStart(digits)}. ${describe(onePlayer ? a.slice(1) : a)}`);
    if (i + 1 === actions.length || kindOf(actions[i + 1]!) !== kindOf(a)) {
      columns(group, out);
      group = [];
    }
  });
  out(PROMPT(actions.length));
}

/** Plays `start` to its end by the choices read from `input`; returns the game as it stands when play stops. */
export async function playByHand(playable: PlayableGame, start: unknown, input: Readable, out: Out): Promise<unknown> {
  const lines = createInterface({ input, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let game = start;
  let shownTurn = -1;
  /** The choices are listed once per position; a mistyped answer or `b` only asks again. */
  let listed = false;
  try {
    for (;;) {
      const { over, turn } = playable.progress(game);
      if (over) break;
      if (turn !== shownTurn) {
        out(`\n— turn ${turn} —\n${playable.render.ascii(game)}`);
        shownTurn = turn;
      }
      const actions = playable.legalActions(game);
      if (!actions.length) {
        out('No legal action: the game cannot go on.');
        return game;
      }
      if (!listed) showChoices(playable, game, actions, out);
      else out(PROMPT(actions.length));
      listed = true;
      const next = await lines.next();
      const choice: Choice = next.done ? { quit: true } : readChoice(next.value, actions.length);
      if ('quit' in choice) {
        out(`Stopped at turn ${turn}${next.done ? ' (no more input)' : ''}.`);
        return game;
      }
      if ('board' in choice) out(playable.render.ascii(game));
      else if ('invalid' in choice) out(choice.invalid);
      else {
        const chosen = actions[choice.action]!;
        const r = playable.apply(game, chosen);
        // A listed action is legal; a refusal here would be the game's bug, shown rather than hidden.
        if (!r.ok) out(`refused by rule ${r.rule}: ${r.reason}`);
        else {
          out(`> ${describe(chosen)}`);
          game = r.game;
          listed = false;
        }
      }
    }
    out(playable.render.resultLine(game));
    return game;
  } finally {
    await lines.return?.();
  }
}
