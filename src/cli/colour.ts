/**
 * Colour on a terminal only: never when NO_COLOR is set (no-color.org) or FORCE_COLOR is 0,
 * always when FORCE_COLOR is set otherwise, else only when the stream is a TTY — so piped
 * output and files stay plain text.
 */
export function colourOn(stream: { isTTY?: boolean }): boolean {
  const env = process.env;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.FORCE_COLOR !== undefined) return true;
  return stream.isTTY === true;
}

const sgr = (on: number, off: number) => (s: string) => `\x1b[${on}m${s}\x1b[${off}m`;
export const bold = sgr(1, 22);
export const red = sgr(31, 39);
