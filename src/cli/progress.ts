/**
 * A progress bar on standard error (cli-progress) while a long batch runs, only when a person
 * is watching (a terminal): pipes, files and tests get no escape codes.
 */
import { SingleBar, Presets } from 'cli-progress';

export interface ProgressBar {
  advance(done: number): void;
  stop(): void;
}

export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  if (!stream.isTTY) return { advance: () => {}, stop: () => {} };
  const bar = new SingleBar({ stream, format: '{bar} {percentage}% · {value}/{total} games · {eta_formatted} left', hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
  bar.start(total, 0);
  return { advance: (done) => bar.increment(done), stop: () => bar.stop() };
}
