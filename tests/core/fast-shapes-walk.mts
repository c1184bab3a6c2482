/**
 * Run by fast-shapes.test.ts in a process of its own (node --allow-natives-syntax, tsx), as
 * games are played (CLI, simulate, benches): whether V8 keeps an object in dictionary mode
 * depends on what its process ran before, and the test runner's own process does not show it.
 * Arguments: the game and one preset (the first game a process makes is the one that matters:
 * later ones follow the object layouts it left), or `self-check`; for Flash Point, whose
 * presets all make their states by one path, several presets, played in turn. Prints, as JSON, the paths of
 * the objects found slow (none, when all is well).
 */
import { seedRng } from '../../src/core/rng.ts';
import { applyHandedOver, createGame } from '../../src/games/fire-tower/game.ts';
import { randomAgent } from '../../src/games/fire-tower/play.ts';
import { playGame } from '../../src/games/flash-point/play.ts';
import { usualPlayersOf } from '../fire-tower/state-walks.ts';

const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
const hasDictionaryElements = new Function('o', 'return %HasDictionaryElements(o)') as (o: object) => boolean;
const hasDoubleElements = new Function('o', 'return %HasDoubleElements(o)') as (o: object) => boolean;

/**
 * The paths (array items as []) of the objects reachable from `root` whose fields or items are
 * kept as a dictionary, and of the lists kept as doubles (a state holds only integers: a list of
 * doubles there came from a -0 or the like, and turned other lists read at the same places).
 */
function slowObjects(root: unknown, name = 'state'): string[] {
  const slow: string[] = [];
  const seen = new Set<object>();
  const walk = (x: unknown, at: string): void => {
    if (x === null || typeof x !== 'object' || seen.has(x) || ArrayBuffer.isView(x) || x instanceof Map || x instanceof Set) return;
    seen.add(x);
    if (Array.isArray(x)) {
      if (hasDictionaryElements(x)) slow.push(`${at}[] (items)`);
      if (hasDoubleElements(x)) slow.push(`${at}[] (doubles)`);
      for (const item of x) walk(item, `${at}[]`);
      return;
    }
    if (!hasFastProperties(x)) slow.push(at);
    for (const [key, value] of Object.entries(x)) walk(value, `${at}.${key}`);
  };
  walk(root, name);
  return slow;
}

const [game, preset] = process.argv.slice(2) as [string, string];
const slow = new Set<string>();
const note = (found: string[]) => {
  for (const at of found) slow.add(at);
};

if (game === 'self-check') {
  // The check itself: a field deleted from the middle sends an object to dictionary mode, always.
  const deleted: Record<string, number> = { a: 1, b: 2, c: 3 };
  delete deleted.b;
  // And a list holding a number that is not a small integer keeps all its items as doubles.
  note(slowObjects({ inner: deleted, halves: [0.5, 1] }));
} else if (game === 'fire-tower') {
  const players = usualPlayersOf(preset);
  for (const seed of [1, 2]) {
    let played = createGame({ preset }, { seed, players, log: false });
    const rng = seedRng(seed);
    for (let step = 0; played.state.status !== 'over'; step++) {
      if (step % 5 === 0) note(slowObjects(played.state));
      const r = applyHandedOver(played, randomAgent(played, rng)!);
      if (!r.ok) throw new Error(`${preset} seed ${seed} step ${step}: ${r.reason}`);
      played = r.game;
    }
    // The cards, read at every play and draw (one layout for all: rules.ts sameShape).
    note(slowObjects([...played.engine.rules.cards.values()], 'cards'));
  }
} else {
  // Flash Point: every preset named, in this one process (the first made fresh).
  for (const fpPreset of process.argv.slice(3)) {
    let step = 0;
    playGame({ preset: fpPreset }, { seed: 3, players: 4, agent: 'random', log: false, onStep: (played) => {
      if (step++ % 5 === 0) note(slowObjects(played.state).map((at) => `${fpPreset}: ${at}`));
    } });
  }
}
console.log(JSON.stringify([...slow]));
