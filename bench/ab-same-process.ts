// A/B in one process: the base tree's legalActions and games against this tree's, interleaved in short batches (contention hits both alike).
const BASE = process.env.BASE ?? '/tmp/fp-base';
const NEW = new URL('..', import.meta.url).pathname;
const preset = process.argv[2] ?? 'experienced-recruit';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function side(root: string) {
  const game = await import(`${root}/src/games/flash-point/game.ts`);
  const play = await import(`${root}/src/games/flash-point/play.ts`);
  const states: unknown[] = [];
  for (let seed = 1; seed <= 3; seed++) play.playGame({ preset }, { seed, players: 4, agent: 'random', log: false, onStep: (g: any) => { if (g.state.phase === 'actions' && !g.state.pending) states.push(g); } });
  return { legal: game.legalActions as (g: unknown) => unknown[], playGame: play.playGame, states };
}
const sides = [await side(BASE), await side(NEW)];
const legalMs = [0, 0], legalCalls = [0, 0], gameMs = [0, 0], games = [0, 0];
for (let round = 0; round < Number(process.env.ROUNDS ?? 10); round++) {
  sides.forEach((s, i) => {
    let t = cpu();
    for (let r = 0; r < 5; r++) for (const g of s.states) { s.legal(g); legalCalls[i]!++; }
    legalMs[i]! += cpu() - t;
    t = cpu();
    for (let k = 0; k < 10; k++) s.playGame({ preset }, { seed: 1000 + round * 10 + k, players: 4, agent: 'random', log: false });
    games[i]! += 10;
    gameMs[i]! += cpu() - t;
  });
}
const row = (name: string, i: number) => `${name}: ${(games[i]! * 1000 / gameMs[i]!).toFixed(0)} games/s, ${(legalMs[i]! * 1000 / legalCalls[i]!).toFixed(2)} µs/legalActions`;
console.log(`${preset} (${sides[0]!.states.length} states): ${row('base', 0)} | ${row('new', 1)} | legalActions ${(legalMs[0]! / legalCalls[0]! / (legalMs[1]! / legalCalls[1]!)).toFixed(2)}× faster, games ${((games[1]! / gameMs[1]!) / (games[0]! / gameMs[0]!)).toFixed(2)}×`);
