/**
 * Flash Point AP costs as a game asks them: every question the compiled pricers answer in
 * one random game (experienced-recruit, 4 players), replayed on the states they were asked
 * in, the general way (the whole facts object built, then the `ap-cost` table with its memo:
 * the baseline) and through the compiled pricer (`priceOf`), in alternating slices.
 * `npm run bench` runs it after the other Flash Point lines.
 */
import { performance } from 'node:perf_hooks';
import { questionFacts, type Step } from '../src/games/flash-point/ap-facts.ts';
import { playGame } from '../src/games/flash-point/play.ts';
import { ApPricer, price, priceOf } from '../src/games/flash-point/pricer.ts';
import type { Firefighter } from '../src/games/flash-point/state.ts';
import type { World } from '../src/games/flash-point/world.ts';

type Question = [w: World, f: Firefighter, action: string, step: Step | null, more: Readonly<Record<string, unknown>> | undefined];

const questions: Question[] = [];
const answer = ApPricer.prototype.answer;
ApPricer.prototype.answer = function (this: ApPricer, w, f, step, more) {
  questions.push([w, f, this.action, step, more]);
  return answer.call(this, w, f, step, more);
};
playGame({ preset: 'experienced-recruit' }, { seed: 7, players: 4, agent: 'random' });
ApPricer.prototype.answer = answer;

const ways = [
  { label: 'general path: facts object + table (baseline)', run: () => questions.forEach(([w, f, a, s, m]) => price(w, questionFacts(w, f, a, s, m))) },
  { label: 'compiled pricer (priceOf, the hot path)', run: () => questions.forEach(([w, f, a, s, m]) => priceOf(w, f, a, s, m)) },
];
for (const way of ways) way.run(); // warm-up
const took = [0, 0];
const rounds = [0, 0];
for (let slice = 0; slice < 12; slice++) {
  ways.forEach((way, i) => {
    const start = performance.now();
    do {
      way.run();
      rounds[i]!++;
    } while (performance.now() - start < 100);
    took[i]! += performance.now() - start;
  });
}
console.log(`\nFlash Point: the ${questions.length} AP-cost questions the compiled pricers answer in one random game, replayed\n`);
const perSecond = ways.map((way, i) => {
  const n = (rounds[i]! * questions.length) / (took[i]! / 1000);
  console.log(`${way.label.padEnd(48)} ${Math.round(n).toLocaleString('en').padStart(12)} AP costs/s`);
  return n;
});
console.log(`FP compiled pricer / general path:        ${(perSecond[1]! / perSecond[0]!).toFixed(1)}×`);
