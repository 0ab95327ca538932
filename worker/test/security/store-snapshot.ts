/**
 * What the store holds, as one comparable value: every D1 table's row count and a SHA-256 of its
 * rows, and every R2 object's key, size and ETag in both buckets. A refused request must leave it
 * as it was. Rate-limit counters are left out on purpose: every attempt, refused or not, counts
 * against its limit (http/rate-limit.ts).
 */
import { env } from 'cloudflare:test';
import { sha256Hex } from '../../src/auth/tokens.ts';

const NOT_STATE = new Set(['rate_limits', 'd1_migrations']);

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((row) => row.name).filter((name) => !NOT_STATE.has(name));
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

/** Each table as `rows:hash`, each bucket as `objects:hash`. */
export async function storeSnapshot(): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const table of await tableNames()) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${table}"`).all();
    const rows = results.map((row) => JSON.stringify(row)).sort();
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
