/**
 * What the store holds, as one comparable value: every D1 table's row count and a SHA-256 of its
 * rows, and every R2 object's key, size and ETag in both buckets. A refused request must leave it
 * as it was. Rate-limit counters are left out on purpose: every attempt, refused or not, counts
 * against its limit (http/rate-limit.ts).
 */
import { env } from 'cloudflare:test';
import { sha256Hex } from '../../src/auth/tokens.ts';
import { backgroundWorkLeft } from '../api/test-worker.ts';

const NOT_STATE = new Set(['rate_limits', 'd1_migrations']);

/** The tables holding state; the schema does not change while a suite runs, so it is read once. */
let stateTables: Promise<string[]> | undefined;

function tableNames(): Promise<string[]> {
  stateTables ??= env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  )
    .all<{ name: string }>()
    .then(({ results }) => results.map((row) => row.name).filter((name) => !NOT_STATE.has(name)));
  return stateTables;
}

async function objects(bucket: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: 1000 });
    for (const object of page.objects) keys.push(`${object.key} ${object.size} ${object.etag}`);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/**
 * Each table as `rows:hash`, each bucket as `objects:hash`. The tables are read in one batch: one
 * round trip and one consistent view (the suites take thousands of snapshots).
 */
export async function storeSnapshot(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const tables = await tableNames();
  const read = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM "${table}"`)));
  for (const [index, table] of tables.entries()) {
    const rows = (read[index]?.results ?? []).map((row) => JSON.stringify(row)).sort();
    snapshot[table] = `${rows.length}:${(await sha256Hex(rows.join('\n'))).slice(0, 16)}`;
  }
  for (const [name, bucket] of [
    ['MEDIA', env.MEDIA],
    ['FILES', env.FILES],
  ] as const) {
    const listed = await objects(bucket);
    snapshot[`r2:${name}`] = `${listed.length}:${(await sha256Hex(listed.join('\n'))).slice(0, 16)}`;
  }
  return snapshot;
}

/** The longest the store's work after an answer may take (a receipt's PDF and its mails). */
const BACKGROUND_LIMIT_MS = 10_000;

/**
 * The snapshot once the work earlier answers left running is done: set-up that buys through
 * checkout, or a request the store took, mails and writes receipts after answering, which would
 * otherwise land between a "before" and an "after".
 */
export async function settledSnapshot(): Promise<Record<string, string>> {
  const until = Date.now() + BACKGROUND_LIMIT_MS;
  while (backgroundWorkLeft() > 0) {
    if (Date.now() > until) throw new Error(`The store's work after its answers ran past ${BACKGROUND_LIMIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return storeSnapshot();
}
