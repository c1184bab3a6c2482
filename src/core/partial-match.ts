/**
 * Matching a scenario's `expect` against a state or log entry: objects match on the keys
 * given; arrays must match element by element and in length. Shared by every game's
 * scenario runner.
 */
export function matchPartial(actual: unknown, want: unknown, where: string, out: string[]): void {
  if (Array.isArray(want)) {
    if (!Array.isArray(actual) || actual.length !== want.length) {
      out.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`);
      return;
    }
    want.forEach((w, i) => matchPartial(actual[i], w, `${where}[${i}]`, out));
    return;
  }
  if (want && typeof want === 'object') {
    if (!actual || typeof actual !== 'object') {
      out.push(`${where}: expected an object, got ${JSON.stringify(actual)}`);
      return;
    }
    for (const [k, v] of Object.entries(want)) matchPartial((actual as Record<string, unknown>)[k], v, `${where}.${k}`, out);
    return;
  }
  if (actual !== want) out.push(`${where}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`);
}

export function partialOk(actual: unknown, want: unknown): boolean {
  const out: string[] = [];
  matchPartial(actual, want, '', out);
  return out.length === 0;
}
