/**
 * A short, safe picture of any value for a refusal message (an action's argument, a
 * scenario's field): bounded in depth, length and size, never throwing (JSON.stringify
 * throws on cycles and BigInt, and prints NaN as null).
 */
export function preview(v: unknown, depth = 0, seen: unknown[] = []): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v === undefined) return String(v);
  if (v === null) return 'null';
  if (typeof v !== 'object') return typeof v;
  if (seen.includes(v)) return '<cycle>';
  if (depth >= 3) return Array.isArray(v) ? '[…]' : '{…}';
  const inner = [...seen, v];
  if (Array.isArray(v)) {
    const items = v.slice(0, 6).map((x) => preview(x, depth + 1, inner));
    return `[${items.join(',')}${v.length > 6 ? `,… ${v.length} items` : ''}]`;
  }
  const keys = Object.keys(v);
  const items = keys.slice(0, 6).map((k) => `${JSON.stringify(k.slice(0, 20))}:${preview((v as Record<string, unknown>)[k], depth + 1, inner)}`);
  return `{${items.join(',')}${keys.length > 6 ? ',…' : ''}}`;
}
