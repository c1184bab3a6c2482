/**
 * Flash Point scenario files that are wrong: each is refused with exit code 1 and a message
 * naming the file, the line, the field's path and the rule broken — never a crash (exit 70,
 * a stack trace) and never a game built from nonsense. A refused action is exit 2.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { tempTree } from '../helpers/fixtures.ts';

const player = '  - { id: p1, role: generalist, at: [0, 3] }';

/** A scenario on the base house with `place` lines (and optionally other top-level lines). */
function scenario(place: string[], opts: { config?: string; players?: string[]; extra?: string[] } = {}): string {
  return [
    'game: flash-point',
    `config: ${opts.config ?? '{ preset: experienced-recruit }'}`,
    'seed: 1',
    'players:',
    ...(opts.players ?? [player]),
    ...(place.length ? ['place:', ...place] : []),
    ...(opts.extra ?? []),
    '',
  ].join('\n');
}

const tooManyPlayers = Array.from({ length: 300 }, (_, i) => `  - { id: p${i + 1}, role: generalist, at: [0, 3] }`);
const ladderConfig = '{ preset: experienced-attic-ladders }';

/** [name, file text, the field's path, what the message must say]. */
const CASES: [string, string, string, RegExp][] = [
  // Coordinates
  ['a player off the board', scenario([], { players: ['  - { id: p1, role: generalist, at: [9, 12] }'] }), '/players/0/at', /\[9, 12\] is off the board/],
  ['fire off the board', scenario(['  fire: [[8, 3]]']), '/place/fire/0', /\[8, 3\] is off the board/],
  ['fire outside the building', scenario(['  fire: [[0, 3]]']), '/place/fire/0', /outside the building/],
  ['smoke outside the building', scenario(['  smoke: [[7, 1]]']), '/place/smoke/0', /outside the building/],
  ['a hazmat outside the building', scenario(['  hazmats: [[0, 1]]']), '/place/hazmats/0', /outside the building/],
  ['a victim off the board', scenario(['  victims: [{ at: [20, 20] }]']), '/place/victims/0/at', /off the board/],
  ['a PoI outside the building', scenario(['  pois: [{ at: [0, 4], is: false-alarm }]']), '/place/pois/0/at', /inside the building/],
  ['a non-integer space in place', scenario(['  fire: [[0, 0.5]]']), '/place/fire/0/1', /must be integer/],
  ['a non-integer PoI space', scenario(['  pois: [{ at: [1.5, 2] }]']), '/place/pois/0/at/0', /must be integer/],
  // Overlapping pieces
  ['the same fire twice', scenario(['  fire: [[2, 2], [2, 2]]']), '/place/fire/1', /listed twice \(one marker per space\)/],
  ['fire and smoke on one space', scenario(['  fire: [[2, 2]]', '  smoke: [[2, 2]]']), '/place/smoke/0', /fire or smoke/],
  ['two hot spots on one space', scenario(['  hotSpots: [[3, 3], [3, 3]]']), '/place/hotSpots/1', /listed twice/],
  ['two PoIs on one space', scenario(['  pois: [{ at: [2, 2] }, { at: [2, 2] }]']), '/place/pois/1/at', /a space holds one PoI marker/],
  // Damage and counts
  ['more cubes than a wall holds', scenario(['  damage: [{ at: [2, 3, east], cubes: 3 }]']), '/place/damage/0/cubes', /destroyed by its cube 2; it never holds 3/],
  ['damage on an edge without a wall', scenario(['  damage: [{ at: [3, 3, east], cubes: 1 }]']), '/place/damage/0/at', /no wall at/],
  ['damage above the supply', scenario(['  damage:', ...[1, 2, 3, 4, 5, 7, 8].map((c) => `    - { at: [0, ${c}, south], cubes: 2 }`), ...[1, 2, 4, 5, 6, 7, 8].map((c) => `    - { at: [6, ${c}, south], cubes: 2 }`)]), '/place/damage', /hold 28 damage cubes, but the supply has only 24 \(param\.damage\.supply\)/],
  ['a supply that makes more cubes than the game has', scenario(['  damage: [{ at: [2, 3, east], cubes: 2 }]', '  damageSupply: 24']), '/place/damageSupply', /more than the 24 the game has/],
  ['a game already lost', scenario(['  lost: 4']), '/place/lost', /param\.end\.lost-to-lose/],
  ['a game already won', scenario(['  rescued: 9']), '/place/rescued', /param\.end\.rescued-to-win/],
  ['a negative count', scenario(['  rescued: -1']), '/place/rescued', /must be >= 0/],
  ['an engine spot the board does not have', scenario(['  engine: 7']), '/place/engine', /the board has 4 spots/],
  // Players
  ['300 players', scenario([], { players: tooManyPlayers }), '/players', /300 players: a game has at most 6 firefighters \(param\.players\.max\)/],
  ['a player id used twice', scenario([], { players: [player, player] }), '/players/1/id', /used twice/],
  ['an unknown role', scenario([], { players: ['  - { id: p1, role: astronaut, at: [0, 3] }'] }), '/players/0/role', /unknown role `astronaut`/],
  // Unknown victim types, identities, cards
  ['an unknown victim type', scenario(['  victims: [{ at: [2, 2], type: zombie }]']), '/place/victims/0/type', /unknown victim type `zombie`/],
  ['an unknown PoI identity', scenario(['  pois: [{ at: [2, 2], is: zombie }]']), '/place/pois/0/is', /unknown identity `zombie`/],
  ['an unknown Fire Deck card', scenario(['  fireDeck: [no-such-card]'], { config: '{ preset: experienced-tragic-events }' }), '/place/fireDeck/0', /unknown card `no-such-card`/],
  ['cards without the tragic-events module', scenario(['  fireDeck: [accelerate]']), '/place/fireDeck', /need the tragic-events module/],
  // Doors, windows, ladders, platform
  ['a door where the board has none', scenario(['  doors: [{ at: [3, 3, east], state: open }]']), '/place/doors/0/at', /no door at/],
  ['a jammed normal door', scenario(['  doors: [{ at: [1, 3, east], state: "jammed:1" }]']), '/place/doors/0/state', /only a fireproof door can be jammed/],
  ['a window where the board has none', scenario(['  windows: [{ at: [1, 1, north], state: open }]']), '/place/windows/0/at', /no window at/],
  ['a window state the rules do not have', scenario(['  windows: [{ at: [1, 1, north], state: shattered }]']), '/place/windows/0/state', /must be one of: open, closed, destroyed/],
  ['ladders without the ladders module', scenario(['  ladders: [{ at: [0, 2] }]']), '/place/ladders', /need the ladders module/],
  ['more ladders than the game has', scenario(['  ladders: [{ at: [0, 1] }, { at: [0, 2] }, { at: [0, 3] }, { at: [0, 4] }, { at: [0, 5] }]'], { config: ladderConfig }), '/place/ladders', /has 4 ladders \(got 5\)/],
  ['a ladder erected where none can stand', scenario(['  ladders: [{ lower: [0, 1], upper: [0, 3, 1] }]'], { config: ladderConfig }), '/place/ladders/0/lower', /cannot stand erected .*fp\.ladders\.erect/],
  ['a ladder carried by nobody', scenario(['  ladders: [{ carriedBy: p9 }]'], { config: ladderConfig }), '/place/ladders/0/carriedBy', /no player `p9`/],
  ['a ladder in two places at once', scenario(['  ladders: [{ at: [0, 2], carriedBy: p1 }]'], { config: ladderConfig }), '/place/ladders/0', /must match exactly one schema/],
  ['a bridge over a floor that is not destroyed', scenario(['  ladders: [{ bridge: [2, 2] }]'], { config: ladderConfig }), '/place/ladders/0/bridge', /fp\.ladders\.bridge/],
  ['the platform on the wrong side', scenario(['  engine: 0', '  platform: [7, 2, 1]'], { config: '{ preset: experienced-attic-platform }' }), '/place/platform', /on the Engine's side \(fp\.platform\.operate\)/],
  ['the platform without its module', scenario(['  platform: engine']), '/place/platform', /needs the hydraulic-platform module/],
  // Dice
  ['a die showing 0', scenario([], { extra: ['dice: [[0]]'] }), '/dice/0/0', /must be >= 1/],
  ['three dice in one roll', scenario([], { extra: ['dice: [[1, 2, 3]]'] }), '/dice/0', /may list at most 2 entries/],
  ['a die that is a word', scenario([], { extra: ['dice: [[six]]'] }), '/dice/0/0', /must be integer/],
  ['dice that are not a list', scenario([], { extra: ['dice: lots'] }), '/dice', /must be array/],
  ['a die no die of the game has', scenario([], { extra: ['dice: [[40]]'] }), '/dice/0', /not a face of any die this game rolls \(the largest is a d8\)/],
  // Missing or unknown fields, config
  ['no players', 'game: flash-point\nconfig: {}\n', '/', /missing required field `players`/],
  ['no config', `game: flash-point\nplayers:\n${player}\n`, '/', /missing required field `config`/],
  ['another game', `game: chess\nconfig: {}\nplayers:\n${player}\n`, '/game', /must be "flash-point"/],
  ['an unknown field', scenario([], { extra: ['colour: red'] }), '/', /unknown field `colour`/],
  ['a PoI without its space', scenario(['  pois: [{ is: victim }]']), '/place/pois/0', /missing required field `at`/],
  ['an unknown preset', scenario([], { config: '{ preset: no-such }' }), '/config/preset', /unknown preset `no-such`/],
  ['an unknown board', scenario([], { config: '{ board: no-such }' }), '/config/board', /unknown board `no-such`/],
  ['an option value the module does not offer', scenario([], { config: '{ options: { difficulty: insane } }' }), '/config/options/difficulty', /must be one of: recruit, veteran, heroic/],
];

async function refused(text: string): Promise<{ code: number; err: string; file: string }> {
  const dir = tempTree({ 'scenario.yaml': text });
  const file = path.join(dir, 'scenario.yaml');
  const { code, err } = await runCli('scenario', file);
  return { code, err, file };
}

describe('Flash Point scenario files: clean errors', () => {
  it('has at least 25 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(25));

  it.each(CASES)('%s', async (_name, text, field, message) => {
    const { code, err, file } = await refused(text);
    expect(err).not.toMatch(/internal error|\n\s+at /);
    expect(code, err).toBe(1);
    // file:line:col, the rule's message, then the field's path.
    expect(err).toContain(`${file}:`);
    expect(err).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: `));
    expect(err).toMatch(message);
    expect(err).toContain(`(at ${field})`);
  });

  it.each(['dice-black-9-on-d8-board.yaml', 'dice-black-13-on-d12-board.yaml'])('fixture %s: a forced roll no die of the board shows', async (name) => {
    const file = path.join(import.meta.dirname, 'fixtures', 'flash-point', name);
    const { code, err } = await runCli('scenario', file);
    expect(code, err).toBe(1);
    expect(err).toMatch(/:\d+:\d+: \[4, 1[3]?|9\] is not a roll of the red d6 and the black d(8|12) this board uses \(at \/dice\/0\)/);
    expect(err).toContain(name);
  });

  it('a YAML syntax error names the file and line', async () => {
    const { code, err, file } = await refused('game: flash-point\nconfig: {\nplayers: [\n');
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\d+:\\d+: invalid YAML`));
  });

  it('setup place refuses a space that is not whole numbers, naming the action and the rule (exit 2)', async () => {
    const { code, err } = await refused(['game: flash-point', 'config: {}', 'start: setup', 'players:', '  - { id: p1, role: generalist }', 'actions:', '  - [p1, place, [0, 0.5]]', ''].join('\n'));
    expect(code).toBe(2);
    expect(err).toMatch(/action 0 .* refused by rule action\.shape: `place` argument 1 \(space\) must be a space \[row, col\].* of integers \(got \[0,0\.5\]\)/);
  });

  it('nothing is half-applied: every problem of a file is listed at once', async () => {
    const { code, err } = await refused(scenario(['  fire: [[0, 3], [2, 2]]', '  victims: [{ at: [2, 2], type: zombie }]', '  lost: 5']));
    expect(code).toBe(1);
    expect(err).toMatch(/3 problems/);
    for (const f of ['/place/fire/0', '/place/victims/0/type', '/place/lost']) expect(err).toContain(`(at ${f})`);
  });
});
