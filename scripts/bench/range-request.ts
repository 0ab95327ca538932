/**
 * The Range row of `npm run bench`: a 50 MB object in the local public media bucket, and the last
 * megabyte of it asked for as a player seeking to the end would (`Range: bytes=-1048576`).
 */

import { putContent } from '../../worker/src/media/store.ts';
import { openLocalPlatform } from '../lib/local-platform.ts';
import { percentile } from './percentile.ts';
import { fetchRetrying } from './throughput.ts';

export const LARGE_OBJECT_BYTES = 50 * 1024 * 1024;
export const RANGE_BYTES = 1024 * 1024;

/**
 * Puts the 50 MB object (the same bytes every time, so the same content key) into the state's
 * media bucket; its key. Run it before the Worker starts on that state.
 */
export async function putLargeMedia(stateDir: string): Promise<string> {
  const bytes = new Uint8Array(LARGE_OBJECT_BYTES);
  // Noise rather than zeros, like audio: nothing on the way can shrink it.
  let x = 0x9e3779b9;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  const platform = await openLocalPlatform(stateDir);
  try {
    return (await putContent(platform.env.MEDIA, 'bench', bytes, 'wav', 'audio/wav')).key;
  } finally {
    await platform.dispose();
  }
}

export interface RangeFigures {
  status: number;
  /** Bytes received by each request (all alike, or the run fails). */
  bytes: number;
  /** The whole object's size, from Content-Range. */
  of: number;
  p50: number;
  p95: number;
  /** p50 of a static asset fetched in the same rounds, for scale. */
  staticP50: number;
}

/** Times `runs` ranged requests round-robin with a static asset, after two to warm up. */
export async function timeRange(base: string, key: string, staticPath: string, runs: number): Promise<RangeFigures> {
  const range: number[] = [];
  const statics: number[] = [];
  let last = { status: 0, bytes: 0, of: 0 };
  for (let round = 0; round < runs + 2; round++) {
    const t0 = performance.now();
    const res = await fetchRetrying(`${base}/media/${key}`, { headers: { range: `bytes=-${RANGE_BYTES}` } });
    const bytes = (await res.arrayBuffer()).byteLength;
    const t1 = performance.now();
    await (await fetchRetrying(`${base}${staticPath}`)).arrayBuffer();
    const t2 = performance.now();
    const of = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
    if (res.status !== 206 || bytes !== RANGE_BYTES || of !== LARGE_OBJECT_BYTES)
      throw new Error(`The ranged request answered ${res.status} with ${bytes} bytes of ${of}`);
    last = { status: res.status, bytes, of };
    if (round < 2) continue;
    range.push(t1 - t0);
    statics.push(t2 - t1);
  }
  return { ...last, p50: percentile(range, 0.5), p95: percentile(range, 0.95), staticP50: percentile(statics, 0.5) };
}
