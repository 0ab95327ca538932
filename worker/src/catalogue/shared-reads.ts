/**
 * Reads that are the same for every visitor and change only with the catalogue (the filter
 * options, the newest releases, the license plans), kept by the isolate while the catalogue stays
 * in the state they were read in (http/catalogue-state.ts: its version, which every catalogue
 * write moves on, and the next scheduled release), for at most `SHARED_READ_MAX_AGE_MS`.
 *
 * The page cache keeps whole answers per URL; these are the parts many URLs share, so a page not
 * rendered before (another search, page or track) runs only its own queries: /tracks read three
 * sets of rows per render where its list is the only one that depends on the address.
 *
 * The age bound is for what moves without a catalogue write: play and like counts, and "3 hours
 * ago". A failed read is not kept. Callers share the value: they must not change it.
 */
import type { Env } from '../env.ts';
import { catalogueState, stateKey } from '../http/catalogue-state.ts';

/** How long a shared read is kept at most, whatever the catalogue does. */
export const SHARED_READ_MAX_AGE_MS = 60_000;

interface Kept {
  /** The catalogue state it was read in. */
  state: string;
  readAt: number;
  value: Promise<unknown>;
}

/** One entry per name: the names are the code's own (a read and its fixed arguments), not visitors'. */
const kept = new Map<string, Kept>();

/**
 * `read()`'s value, read again only when the catalogue's state moved on or the copy is older than
 * the bound. Concurrent requests share one read.
 */
export async function sharedRead<T>(
  env: Pick<Env, 'DB' | 'CATALOGUE_RECHECK_MS'>,
  name: string,
  read: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const state = stateKey(await catalogueState(env, now));
  const copy = kept.get(name);
  if (copy && copy.state === state && now >= copy.readAt && now - copy.readAt < SHARED_READ_MAX_AGE_MS) {
    return copy.value as Promise<T>;
  }
  const value = read();
  kept.set(name, { state, readAt: now, value });
  value.catch(() => {
    if (kept.get(name)?.value === value) kept.delete(name);
  });
  return value;
}
