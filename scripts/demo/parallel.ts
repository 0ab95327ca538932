/**
 * Renders many tracks' media on a pool of worker threads. MP3 encoding dominates and is
 * single-threaded JavaScript, so on two cores this roughly halves the time to build the
 * demo catalogue. Results are handed to `onTrack` as they finish (not held in memory: a
 * track's media is ~20 MB).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MediaSource, TrackMedia } from './media.ts';

export async function renderMediaInParallel(
  sources: readonly MediaSource[],
  onTrack: (index: number, media: TrackMedia) => void | Promise<void>,
  workers = Math.min(availableParallelism(), 4),
): Promise<void> {
  let next = 0;
  const run = async (worker: Worker): Promise<void> => {
    try {
      while (next < sources.length) {
        const index = next++;
        const media = await new Promise<TrackMedia>((resolve, reject) => {
          const onMessage = (reply: { index: number; media: TrackMedia }) => {
            worker.off('error', reject);
            resolve(reply.media);
          };
          worker.once('message', onMessage);
          worker.once('error', reject);
          worker.postMessage({ index, source: sources[index] });
        });
        await onTrack(index, media);
      }
    } finally {
      await worker.terminate();
    }
  };
  const count = Math.max(1, Math.min(workers, sources.length));
  const pool = Array.from({ length: count }, () => new Worker(new URL('./media-worker.ts', import.meta.url)));
  await Promise.all(pool.map(run));
}
