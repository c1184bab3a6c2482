/** A simulation worker (a thread of the pool in pool.ts): plays the slice of a batch it is sent. */
import { playGames, type BatchSpec, type GameRecord } from './batch.ts';

export interface SliceTask {
  spec: BatchSpec;
  from: number;
  count: number;
}

export default function playSlice({ spec, from, count }: SliceTask): GameRecord[] {
  return playGames(spec, from, count);
}
