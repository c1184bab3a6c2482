// A Flash Point game driven through the library, in plain Node (ESM): create, list the legal
// actions, apply them, save and restore. Run it from a project that installed firerules:
//   node node_modules/firerules/examples/library/flash-point-game.mjs
import { createGame, legalActions, apply, toJSON, fromJSON, greedyAgent, statusLine } from 'firerules/flash-point';
import { seedRng } from 'firerules/core';

let game = createGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4 });
const rng = seedRng(7); // the agent's draws go through the engine's seeded RNG: same seed, same game
for (let step = 0; step < 60 && game.state.phase !== 'over'; step++) {
  const r = apply(game, greedyAgent(game, legalActions(game), rng));
  if (!r.ok) throw new Error(`refused: ${r.rule} — ${r.reason}`);
  game = r.game;
}
console.log(`after 60 actions: ${statusLine(game)}`);
// A refused action names the rule and leaves the game as it was; apply never throws on one.
const refused = apply(game, ['p1', 'fly', 'north']);
console.log(refused.ok ? 'accepted?!' : `refused by ${refused.rule}`);
// A saved game is plain JSON and plays on exactly where it stopped.
const restored = fromJSON(JSON.parse(JSON.stringify(toJSON(game))));
console.log(`restored: ${legalActions(restored).length} legal actions, as before: ${legalActions(game).length}`);
