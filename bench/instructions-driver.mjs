// Plays random-agent games of one preset from a built checkout's dist, log off, for
// bench/instructions-ab.ts to count under valgrind: WARM games first (seeds far from the
// measured ones), then GAMES from seed 1. Plain JavaScript, so no TypeScript loader's
// instructions are counted. Args: <root> <game> <preset> <players> <warm> <games>
const [root, game, preset, players, warm, games] = process.argv.slice(2);
const { playGame } = await import(`${root}/dist/src/games/${game}/play.js`);
const play = (seed) => playGame({ preset }, { seed, players: Number(players), agent: 'random', log: false });
for (let i = 0; i < Number(warm); i++) play(100000 + i);
for (let seed = 1; seed <= Number(games); seed++) play(seed);
