/**
 * The one contract every playable game fulfils, and what every game of the registry is. The
 * commands that play (play, simulate, scenario, replay, chart, inspect) and the replay page
 * are written once over `PlayableGame`; a game that is only rules (ASL fire) is a
 * `RulesOnlyGame` in the same table, so asking it to play is refused by the table, not by a
 * branch on its id.
 *
 * Members taking a game are methods on purpose: method parameters are compared
 * bivariantly, so a game's own `PlayableGame<FlashPointGame, Action, FlashPointState>` is
 * also a plain `PlayableGame` (unknown game, action and state) in the table, and the
 * commands never look inside a game except through these functions.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import type { RulebookOptions } from '../docs/rulebook.ts';
import type { LogWords } from './log-words.ts';
import type { Piece, PieceStyles } from '../docs/replay.ts';
import type { GameDefinition } from './game.ts';
import type { RngState } from './rng.ts';
import type { Ruleset } from './ruleset.ts';
import type { ExpectBlock, RefusedAction } from './scenario-expect.ts';
import type { JsonSchema } from './schemas.ts';

/** A configuration as the user names it: a preset id, or a config file of their own; `options` override its options. */
export type ConfigChoice = ({ preset: string } | { configFile: string }) & { options?: Record<string, string | number | boolean> };

export interface NewGame {
  seed: number;
  players: number;
}

export type ApplyOutcome<G, A> = { ok: true; game: G } | { ok: false; rule: string; reason: string; action: A };

/** Where a game stands, in the terms every game shares. */
export interface Progress {
  over: boolean;
  turn: number;
  /** The statechart's state value (`{ turn: 'actions' }`). */
  machineValue: unknown;
  /** Still setting up (pawns, setup questions): what is done now belongs to the setup, not to a turn. */
  setup: boolean;
}

/** Who played a finished game and who won it (`simulate` counts win rates from it). */
export interface GameResult {
  /** The players win or lose together (Flash Point); otherwise each seat has its own result. */
  cooperative: boolean;
  /** The players' ids in seat order. */
  seats: string[];
  /** The seats that won (all of them in a cooperative win; none when the game beat everyone). */
  winners: string[];
}

/** A log line of a game: who, what, and its details. */
export interface LogLine {
  player: string | null;
  event: string;
  [detail: string]: unknown;
}

/** An agent picks the next action (null: none is legal), drawing only from the rng it is given. */
export interface Agent<G, A> {
  /**
   * The action to play, or null when there is none. `legal`: the legal actions when the caller
   * (a game's play loop) has listed them already, so an agent that reads the list need not
   * list them again; an agent that samples may ignore it.
   */
  choose(game: G, rng: RngState, legal?: readonly A[]): A | null;
}

export interface PlayOptions<G, A> extends NewGame {
  /** The game's own agent of this name, unless `chooser` is given (then it only names it). */
  agent: string;
  /** An agent from outside the game (the generic ones, such as mcts), played by the game's own loop. */
  chooser?: Agent<G, A>;
  /** After every action (replays record each step). */
  onStep?(game: G, action: A): void;
  /** After each completed turn, with its actions (the turn-by-turn log). */
  onTurn?(game: G, actions: A[]): void;
  /**
   * Once the game is over: how many actions it took. Unlike onStep it is shown no game in
   * between, so a game's loop may step one state in place instead of copying it (simulation).
   */
  onEnd?(actions: number): void;
  /** false: keep no game log (simulation counts outcomes only); games without the option ignore it. */
  log?: boolean;
}

/** A scenario file run to its end: the game, the refusal that stopped it (if any), unmet expectations. */
export interface ScenarioRun<G> {
  title?: string;
  expect?: ExpectBlock;
  game: G;
  refused?: RefusedAction;
  mismatches: string[];
}

/** What a game looks like on a terminal and on the replay page. */
export interface GameRendering<G, A> {
  /** The board as text. */
  ascii(game: G): string;
  /** One line: fire, damage, victims... what matters in this game. */
  statusLine(game: G): string;
  /** `play` prints this before the game starts (a legend), when the game has one. */
  playIntro?(opts: NewGame & { agent: string }): string;
  /** `play`'s lines for one completed turn (heading, actions, board). */
  turnLines(game: G, actions: A[]): string[];
  /** `play`'s last line. */
  resultLine(game: G): string;
  /** How a finished game ended, in a few words that do not name players (`simulate` counts games by it). */
  outcome(game: G): string;
  /** `scenario`'s first line. */
  scenarioHeadline(title: string, game: G): string;
  /** The replay page: the board picture (no pieces), where its spaces are, and one step's pieces and status. */
  boardSvg(game: G): string;
  boardGeometry(game: G): { cell: number; top: number; origin: Record<number, number> };
  pieces(game: G): Piece[];
  /** How each kind of piece `pieces` returns is drawn. */
  readonly pieceStyles: PieceStyles;
  replayStatus(game: G): string;
  /** Words for the game's log events (the replay page); an event without an entry reads as plain words. */
  readonly logWords?: LogWords;
}

/** A game under one configuration: its statechart, and the games it starts. */
export interface ConfiguredGame<G, A> {
  /** Players when the user names none: a count this configuration can be played by (solo: one). */
  defaultPlayers(): number;
  /** The turn statechart, the configuration's layers applied (charts, the inspector). */
  machine(): AnyStateMachine;
  createGame(opts: NewGame): G;
  /** A whole game played by one agent, with its own seeded draws (`play`, `replay`). */
  play(opts: PlayOptions<G, A>): G;
}

/** A picture beside a configuration's rulebook (the Flash Point board). */
export interface RulebookPicture {
  file: string;
  content: string;
  markdown: string;
  /** Shown at the top of this rulebook topic; without one, in a section of its own at the end. */
  topic?: string;
}

/** A JSON Schema of one of a game's own files (a board, a scenario, a saved game), for docs/schemas. */
export interface FileSchema {
  name: string;
  schema: JsonSchema;
  title: string;
}

/** What every game of the registry has: what its code adds to the rules, and to the rulebook. */
interface GameBase {
  readonly id: string;
  readonly definition: GameDefinition;
  /** Game-specific rulebook tables. */
  rulebookOptions(rules: Ruleset): RulebookOptions;
  rulebookPicture?(rules: Ruleset): RulebookPicture | undefined;
  readonly fileSchemas?: readonly FileSchema[];
}

/** A game of rules and tables only (questions answered from the rules), nothing to play. */
export interface RulesOnlyGame extends GameBase {
  readonly playable: false;
}

export interface PlayableGame<G = unknown, A extends unknown[] = unknown[], S = unknown> extends GameBase {
  readonly playable: true;
  /** How titles name it ("Flash Point"). */
  readonly title: string;
  /** Read and check a configuration of this game (a located error when it is broken), ready to start games. */
  configure(choice: ConfigChoice): ConfiguredGame<G, A>;
  legalActions(game: G): A[];
  apply(game: G, action: A): ApplyOutcome<G, A>;
  /** The statechart event `apply` sends for an action (to drive an inspected actor beside the game). */
  machineEvent(game: G, action: A): EventObject;
  progress(game: G): Progress;
  result(game: G): GameResult;
  /**
   * Numbers a finished game is measured by besides its result, by name ("enemy towers
   * burned" in Fire Tower Solo): `simulate` gives each its mean and how many games had each
   * value. Less noisy than a rare win; absent or empty when the game has none.
   */
  tallies?(game: G): Record<string, number>;
  /** The seat that acts now (a pending question's answerer); null when the game is over. */
  toMove(game: G): string | null;
  /** How well `seat` is doing, 0 (lost) to 1 (won): a finished game's result, else the game's own estimate (search agents read it). */
  standing(game: G, seat: string): number;
  /**
   * A copy in which what `seat` cannot know yet (the dice to come, face-down tokens, deck
   * orders, the others' hands) is drawn anew from `seed`: a search agent imagines futures on
   * it instead of reading the real, seeded ones.
   */
  redrawHidden(game: G, seat: string, seed: number): G;
  log(game: G): readonly LogLine[];
  toJSON(game: G): S;
  fromJSON(json: unknown, baseDir?: string): G;
  /** The state as `--json` prints it (hidden information only when revealed). */
  publicView(game: G, reveal: boolean): Record<string, unknown>;
  /** The agents by name (`random` at least), in the order messages list them. */
  readonly agents: Readonly<Record<string, Agent<G, A>>>;
  /** The agent of `agents` a search agent (mcts) plays its imagined futures with and tries first: the game's best cheap one (random when none is named). */
  readonly searchAgent?: string;
  /** A scenario file read, checked and run. */
  runScenario(file: string): ScenarioRun<G>;
  readonly render: GameRendering<G, A>;
}

/** One row of the registry. */
export type GameEntry = RulesOnlyGame | PlayableGame;
