/** "Did you mean": the known names nearest a mistyped one, for messages. */

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** ` — did you mean \`x\`?` when a known name is within a few edits (or contains the word), else ''. */
export function didYouMean(word: string, known: readonly string[]): string {
  if (word.length > 200) return '';
  const w = word.toLowerCase();
  const scored = known.map((k) => ({ k, d: distance(w, k.toLowerCase()) })).filter((x) => x.d <= Math.max(2, Math.floor(x.k.length / 4)));
  scored.sort((a, b) => a.d - b.d);
  const best = scored[0]?.k ?? (w.length >= 4 ? known.find((k) => k.includes(w)) : undefined);
  return best ? ` — did you mean \`${best}\`?` : '';
}

/** The known names, with a near match first when there is one: `unknown X \`y\` (known: …) — did you mean …`. */
export function knownList(word: string, known: readonly string[]): string {
  return `(known: ${known.join(', ') || 'none'})${didYouMean(word, known)}`;
}
