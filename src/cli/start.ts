/**
 * `firerules start` (npm start): a newcomer's first minute — the catalogue in one table, one
 * Flash Point game played by the heuristic agent and shown turn by turn (the board now and
 * then), whatever its result, and where to go next. A tour names its game and shows it in
 * its own terms, so it reads Flash Point directly, not through the PlayableGame contract.
 */
import path from 'node:path';
import { listGames, listPresets, loadGameManifest, loadModuleCatalog } from '../core/catalog.ts';
import { PROJECT_ROOT, PROJECT_RULES } from '../core/paths.ts';
import { playableGame } from '../games/index.ts';
import { playGame } from '../games/flash-point/play.ts';
import type { FlashPointGame } from '../games/flash-point/game.ts';
import type { Action } from '../games/flash-point/actions.ts';
import { renderBoard, statusLine } from '../games/flash-point/ascii.ts';

type Out = (s: string) => void;

const SEED = 1;
/** The board is drawn at least BOARD_EVERY turns apart (and at the start and the end). */
const BOARD_EVERY = 8;
const LINE_WIDTH = 110;

export function start(out: Out): number {
  out('firerules — the rules of fire-themed board games, as data.\n');
  out(catalogueTable());
  out('');
  tourFlashPoint(out);
  out('');
  out(whereNext());
  return 0;
}

/** Games, how many modules and presets each has, whether it plays, its default preset. */
function catalogueTable(): string {
  const rows = listGames(PROJECT_RULES).map((g) => {
    const m = loadGameManifest(PROJECT_RULES, g);
    return [g, m.title, playableGame(g) ? 'yes' : 'rules only', String(loadModuleCatalog([PROJECT_RULES], g).size), String(listPresets(PROJECT_RULES, g).length), m.defaultPreset];
  });
  const table = [['game', 'title', 'plays', 'modules', 'presets', 'default preset'], ...rows];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  const line = (r: string[]) => '  ' + r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd();
  return ['The catalogue (every module, option and preset: npx firerules modules --game GAME)', ...table.map(line)].join('\n');
}

interface TurnRecord {
  turn: number;
  line: string;
  board: string;
}

/** One default game, recorded first so the boards shown can be chosen knowing when it ends. */
function tourFlashPoint(out: Out): void {
  out(`A game of Flash Point: the Experienced Game (recruit) on the base house, four firefighters, seed ${SEED},`);
  out('played by the heuristic agent: each firefighter carries victims out by the cheapest route, walks to');
  out('the victim or point of interest assigned to it, puts out fire and smoke in reach, and fights the fire');
  out('when nothing waits for it. The seed is fixed, whatever the result.');
  out('(F fire, s smoke, ? point of interest, V victim, H hazmat, * hot spot, 1-4 firefighters,');
  out(' E engine, A ambulance)\n');
  const turns: TurnRecord[] = [];
  const game = playGame({ preset: 'experienced-recruit' }, {
    seed: SEED, players: 4, agent: 'heuristic',
    onTurn: (g, actions) => {
      if (actions.every((a) => a[1] === 'place' || a[1] === 'park')) {
        out(`Setup — roles: ${g.state.firefighters.map((f) => `${f.id} ${f.role}`).join(', ')}`);
        out(renderBoard(g));
        return;
      }
      const turn = g.state.phase === 'over' ? g.state.turn : g.state.turn - 1;
      turns.push({ turn, line: turnLine(g, turn, actions), board: renderBoard(g) });
    },
  });
  const last = turns.at(-1)?.turn ?? 0;
  // At most two boards between the first and the last, however long the agent keeps the game going.
  const every = Math.max(BOARD_EVERY, Math.ceil(last / 3));
  for (const t of turns) {
    out(t.line);
    // A board every few turns, but not just before the final one, which is always shown.
    if (t.turn % every === 0 && last - t.turn >= every / 2) out(`${t.board}\n`);
  }
  out(`\nThe end, after turn ${last}:`);
  out(renderBoard(game));
  out(statusLine(game));
  out(`Result: ${game.state.status.toUpperCase()} — ${game.state.reason ?? ''}.`);
}

/** `turn  3 p3 paramedic: move south ×2, open east, … (+2)   [rescued 0, lost 0, damage 21]` */
function turnLine(g: FlashPointGame, turn: number, actions: Action[]): string {
  const who = actions[0]![0];
  const role = g.state.firefighters.find((f) => f.id === who)?.role ?? '';
  const shown = runs(actions.filter((a) => a[1] !== 'end-turn').map(actionText));
  const head = `turn ${String(turn).padStart(2)} ${who} ${role}:`;
  const tail = `   [rescued ${g.state.rescued}, lost ${g.state.lost}, damage ${g.state.damageSupply}]`;
  if (!shown.length) return `${head} ends the turn, saving its AP${tail}`;
  let text = '';
  for (const [i, a] of shown.entries()) {
    const next = (text ? `${text}, ` : '') + a;
    const room = LINE_WIDTH - (i < shown.length - 1 ? 9 : 0); // keep room for ", … (+n)"
    if (`${head} ${next}${tail}`.length > room) {
      text = `${text}, … (+${shown.length - i})`;
      break;
    }
    text = next;
  }
  return `${head} ${text}${tail}`;
}

/** Repeats shown once with a count: `move south ×3`. */
function runs(texts: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length; ) {
    let j = i;
    while (j < texts.length && texts[j] === texts[i]) j++;
    out.push(j - i > 1 ? `${texts[i]} ×${j - i}` : texts[i]!);
    i = j;
  }
  return out;
}

function actionText(a: Action): string {
  return a.slice(1).map((x) => (Array.isArray(x) ? `[${x.join(',')}]` : String(x))).join(' ');
}

/** Commands to try next; example files are named by where they are from here (a clone or an install). */
function whereNext(): string {
  const example = (file: string) => path.relative(process.cwd(), path.join(PROJECT_ROOT, 'examples', file)) || file;
  const commands: [string, string][] = [
    ['play --preset experienced-heroic --players 3 --seed 7', 'a whole game, turn by turn'],
    ['play --preset fire-tower-rising-flames --players 3 --seed 2', 'a game of Fire Tower'],
    ['asl kindle --terrain grain --ec moderate --unit smc', 'an ASL question, its DRMs'],
    [`scenario ${example('scenarios/flash-point-move-into-fire.yaml')}`, 'a position and its checks'],
    [`validate --config ${example('asl-house-rules/my-game.yaml')}`, 'your house rules'],
    ['docs --preset experienced-recruit --out rulebook', 'a rulebook'],
    ['help', 'every command'],
  ];
  const width = Math.max(...commands.map(([c]) => c.length));
  return [
    'Where next',
    ...commands.map(([c, what]) => `  npx firerules ${c.padEnd(width)}   ${what}`),
    "  In code: import { createGame, legalActions, apply } from 'firerules/flash-point'   (README: As a library)",
  ].join('\n');
}
