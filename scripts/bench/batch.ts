/** What `bench:compare` and `bench:cpu` share: their batches of requests, and their counts. */
import { fetchRetrying } from './throughput.ts';

/**
 * Sends `requests` requests for `url`, `concurrency` at a time, each answer read whole; throws at
 * the first whose status is not `status` (any 2xx when not given).
 */
export async function requestBatch(url: string, requests: number, concurrency: number, status?: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next++;
      const res = await fetchRetrying(url);
      await res.arrayBuffer();
      if (status === undefined ? !res.ok : res.status !== status) {
        throw new Error(`${url}: ${res.status}${status === undefined ? '' : `, expected ${status}`}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A command-line count (`--name value`): a whole number of at least 1. */
export function countOption(name: string, value: string | undefined): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--${name}: ${value} is not a count`);
  return count;
}
