import { drizzle } from 'drizzle-orm/d1';

export type Db = ReturnType<typeof getDb>;

/**
 * The store's database through drizzle's query builder. Without the schema's relations: the store
 * writes its joins itself and never uses `db.query`, and handing drizzle the schema would have it
 * walk every table to build their relations on every call (each request makes one or more).
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}
