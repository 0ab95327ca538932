/** Worker-thread entry for parallel.ts: renders one track's media per message. */
import { parentPort } from 'node:worker_threads';
import { type MediaSource, renderTrackMedia } from './media.ts';

if (!parentPort) throw new Error('media-worker.ts must run as a worker thread');
const port = parentPort;

port.on('message', (job: { index: number; source: MediaSource }) => {
  const media = renderTrackMedia(job.source);
  // Transfer the big byte arrays instead of copying them back to the main thread.
  const buffers = [media.wav, media.mp3, media.preview, media.stems, media.cover].map((b) => b.buffer as ArrayBuffer);
  port.postMessage({ index: job.index, media }, [...new Set(buffers)]);
});
