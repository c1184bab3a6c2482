/**
 * `firerules start` (npm start): the module catalogue, then one worked example per game — a
 * Flash Point game turn by turn, a Fire Tower game's end, an ASL fire question. A tour names
 * its games and shows each in its own terms, so it reads them directly, not through the
 * PlayableGame contract.
 */
import { listGames } from '../core/catalog.ts';
import { PROJECT_RULES } from '../core/paths.ts';
import { load } from '../games/index.ts';
import { kindle } from '../games/asl-fire/queries.ts';
import { playGame } from '../games/flash-point/play.ts';
import { renderBoard, statusLine } from '../games/flash-point/ascii.ts';
import { playGame as playFireTower } from '../games/fire-tower/play.ts';
import { LEGEND as FOREST_LEGEND, renderForest } from '../games/fire-tower/ascii.ts';
import { modulesText } from './rules-commands.ts';

export function start(out: (s: string) => void): number {
  out('firerules — the rules of fire-themed board games, as data.\n');
  out(modulesText(listGames(PROJECT_RULES)).text);
  out('\nA default game of Flash Point: the Experienced Game (recruit) on the base house, four firefighters');
  out('played by the greedy agent, seed 1. One line per turn; the board at the start and at the end.');
  out('(F fire, s smoke, ? point of interest, V victim, H hazmat, * hot spot, 1-4 firefighters, E engine, A ambulance)\n');
  const game = playGame({ preset: 'experienced-recruit' }, {
    seed: 1, players: 4, agent: 'greedy',
    onTurn: (g, actions) => {
      if (actions.every((a) => a[1] === 'place' || a[1] === 'park')) {
        out(`Setup done — roles: ${g.state.firefighters.map((f) => `${f.id} ${f.role}`).join(', ')}`);
        out(renderBoard(g));
        return;
      }
      out(`turn ${String(g.state.phase === 'over' ? g.state.turn : g.state.turn - 1).padStart(2)} ${actions[0]![0]}: ${actions.map((a) => a.slice(1).map((x) => (Array.isArray(x) ? `[${x.join(',')}]` : String(x))).join(' ')).join('; ')}`);
      out(`         ${statusLine(g)}`);
    },
  });
  out(renderBoard(game));
  out(`\nResult: ${game.state.status.toUpperCase()} — ${game.state.reason ?? ''}.`);
  const tower = playFireTower({ preset: 'fire-tower-base' }, { seed: 1, players: 2, agent: 'greedy' });
  out(`\nA game of Fire Tower (base game, two players played by the greedy agent, seed 1): ${tower.state.reason}, won by ${tower.state.winners.join(', ')} after ${tower.state.turn} turns.`);
  out(`(${FOREST_LEGEND})`);
  out(renderForest(tower));
  const rules = load({ preset: 'asl-fire', game: 'asl-fire' });
  const r = kindle(rules, { terrain: 'Woods', ec: 'Dry', unit: 'squad', leader: -1 });
  out('\nAnd a worked ASL question: a squad stacked with a -1 leader tries to set Woods alight in Dry weather.');
  out(`  Woods kindle on ${r.kindlingNumber}. The rules that fire:`);
  for (const e of r.drmBreakdown) out(`    ${e.value > 0 ? '+' : ''}${e.value}  ${e.title ?? e.id}  (${e.source})`);
  out(`  Total DRM ${r.drm > 0 ? '+' : ''}${r.drm}: 2d6${r.drm > 0 ? '+' : ''}${r.drm} must reach ${r.kindlingNumber} — a ${(r.probability * 100).toFixed(1)}% chance.`);
  out('\nNext: npx firerules play --preset experienced-heroic --players 3 --seed 7   (a full turn-by-turn log)');
  out('      npx firerules scenario tests/flash-point/scenarios/move-into-fire-costs-2.yaml');
  out('      npx firerules play --preset fire-tower-rising-flames --players 3 --seed 2');
  out('      npx firerules asl kindle --terrain grain --ec moderate --unit smc');
  out('See every command: npx firerules help');
  return 0;
}
