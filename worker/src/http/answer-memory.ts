/**
 * The isolate's own copies of the page cache's answers, in front of the data centre's cache: a
 * copy in memory answers with no cache lookup (a call out of the isolate) and no body to stream
 * back in. An isolate serves many requests, so the hottest pages and lists are answered from
 * here; the others still come from the Cache API.
 *
 * Keys are the page cache's (they name the catalogue state and the deployment), so a copy is
 * never served past a catalogue change; when the state moves on, every older copy is dropped at
 * once. A copy lives as long as a shared cache may keep its answer (`s-maxage`, else `max-age`),
 * as the Cache API's own copy does: play and like counts are never older than that. Bounded:
 * answers over MAX_COPY_BYTES are never kept, and past MEMORY_BYTES the copies used least recently
 * go first (an isolate has 128 MB in all).
 */

/** The largest answer kept in memory (the catalogue page is about 50 KB). */
export const MAX_COPY_BYTES = 256 * 1024;
/** What the copies may hold in all. */
export const MEMORY_BYTES = 16 * 1024 * 1024;

interface Copy {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

/** How long (ms) a shared cache may keep an answer: its `s-maxage`, else its `max-age`, else 0. */
export function sharedLifetimeMs(cacheControl: string | null): number {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl ?? '') ?? /\bmax-age=(\d+)/.exec(cacheControl ?? '');
  return seconds ? Number(seconds[1]) * 1000 : 0;
}

export class AnswerMemory {
  /** Insertion order is recency: a copy read is moved to the end, the first one is the oldest. */
  #copies = new Map<string, Copy>();
  #bytes = 0;
  #state = '';

  constructor(
    private readonly limit = MEMORY_BYTES,
    private readonly maxCopy = MAX_COPY_BYTES,
  ) {}

  /** The bytes the copies hold now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The copy under `key` in catalogue state `state` at `now`, as a new answer; null when there is none. */
  get(state: string, key: string, now: number): Response | null {
    this.#enter(state);
    const copy = this.#copies.get(key);
    if (!copy) return null;
    this.#copies.delete(key);
    if (copy.expiresAt <= now) {
      this.#bytes -= copy.body.byteLength;
      return null;
    }
    this.#copies.set(key, copy);
    return new Response(copy.body, { status: copy.status, headers: copy.headers });
  }

  /**
   * Keeps `res` (whose body it reads) under `key` from `now` for as long as a shared cache may,
   * unless it may not be kept at all or is larger than a copy may be.
   */
  async put(state: string, key: string, res: Response, now: number): Promise<void> {
    // An answer from the Cache API may have been there a while (`Age`): its copy lives what is left.
    const age = Number(res.headers.get('Age') ?? 0) * 1000 || 0;
    const lifetime = Math.max(0, sharedLifetimeMs(res.headers.get('Cache-Control')) - age);
    const body = await res.arrayBuffer();
    if (lifetime === 0 || body.byteLength > this.maxCopy) return;
    this.#enter(state);
    this.#drop(key);
    this.#copies.set(key, { body, status: res.status, headers: [...res.headers], expiresAt: now + lifetime });
    this.#bytes += body.byteLength;
    for (const [oldest] of this.#copies) {
      if (this.#bytes <= this.limit) break;
      this.#drop(oldest);
    }
  }

  /** A new catalogue state makes every copy of the old one unreachable: they go at once. */
  #enter(state: string): void {
    if (state === this.#state) return;
    this.#copies.clear();
    this.#bytes = 0;
    this.#state = state;
  }

  #drop(key: string): void {
    const copy = this.#copies.get(key);
    if (!copy) return;
    this.#bytes -= copy.body.byteLength;
    this.#copies.delete(key);
  }
}
