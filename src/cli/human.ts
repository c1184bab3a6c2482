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

const describe = (a: readonly unknown[]): string => a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' ');

/** What a line of input asks for: an action by its number, the board again, or to stop. */
type Choice = { action: number } | { board: true } | { quit: true } | { invalid: string };

function readChoice(line: string, count: number): Choice {
  const text = line.trim().toLowerCase();
  if (text === 'q' || text === 'quit') return { quit: true };
  if (text === 'b' || text === 'board') return { board: true };
  if (/^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= count) return { action: Number(text) - 1 };
  return { invalid: `choose a number from 1 to ${count}, b for the board, q to quit (got \`${line.trim().slice(0, 40)}\`)` };
}

function showChoices(playable: PlayableGame, game: unknown, actions: readonly unknown[][], out: Out): void {
  out(playable.render.statusLine(game));
  const width = String(actions.length).length;
  actions.forEach((a, i) => out(`  ${String(i + 1).padStart(width)}. ${describe(a)}`));
  out(`Your choice (1-${actions.length}, b board, q quit):`);
}

/** Plays `start` to its end by the choices read from `input`; returns the game as it stands when play stops. */
export async function playByHand(playable: PlayableGame, start: unknown, input: Readable, out: Out): Promise<unknown> {
  const lines = createInterface({ input, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let game = start;
  let shownTurn = -1;
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
      showChoices(playable, game, actions, out);
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
        }
      }
    }
    out(playable.render.resultLine(game));
    return game;
  } finally {
    await lines.return?.();
  }
}
