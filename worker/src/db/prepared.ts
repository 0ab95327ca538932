/**
 * Queries whose SQL is built once per isolate. Drizzle builds a query's SQL text from its
 * builder on every call, which profiles put at a sixth of a catalogue read's CPU; the catalogue's
 * hot reads have a few fixed shapes, so each shape is built once, with `sql.placeholder` for
 * what varies, and every request binds its values and runs it on its own database (the
 * request's D1 session: a query prepared on one request's binding must not outlive it).
 */
import { fillPlaceholders, type Query } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { Db } from './client.ts';

/**
 * Drizzle over a binding nothing runs on: preparing a query asks it for a statement, which is
 * never used, as each shape runs on the database a request passes in.
 */
const shaping: Db = drizzle({ prepare: () => null } as unknown as D1Database);

/** What drizzle's `prepare()` gives: the SQL with placeholders, and how its rows become results. */
interface Preparable<Result> {
  prepare(): {
    getQuery(): Query;
    mapResult(response: unknown, isFromBatch?: boolean): unknown;
    all(): Promise<Result>;
  };
}

/** A shaped query with one request's values, ready to run. */
export interface Bound<Result> {
  /** The SQL and its parameters, placeholders filled (for EXPLAIN QUERY PLAN). */
  toSQL(): Query;
  statement(client: D1Database): D1PreparedStatement;
  /** The rows as `.raw()` returns them, read as drizzle reads them. */
  fromRaw(rows: unknown[][]): Result;
  /** A batch's result for this statement, read as drizzle reads it. */
  fromBatch(result: D1Result): Result;
}

export type Shape<Result> = (values: Record<string, unknown>) => Bound<Result>;

function shapeOf<Result>(query: Preparable<Result>): Shape<Result> {
  const prepared = query.prepare();
  const { sql, params } = prepared.getQuery();
  // `mapResult` is the mapping drizzle's own `all()` returns its rows through: its type is the query's.
  const map = (response: unknown, isFromBatch: boolean) => prepared.mapResult(response, isFromBatch) as Result;
  return (values) => {
    const filled = fillPlaceholders(params, values);
    return {
      toSQL: () => ({ sql, params: filled }),
      statement: (client) => client.prepare(sql).bind(...filled),
      fromRaw: (rows) => map(rows, false),
      fromBatch: (result) => map(result, true),
    };
  };
}

/**
 * A family of shapes, each built the first time its key is asked for and kept for the isolate's
 * life. `keyOf` must tell apart every shape `build` can make; the families are small and fixed
 * (a catalogue page's ordering, filters and search strategy), so nothing is ever evicted.
 */
export function shapes<Parts, Result>(
  keyOf: (parts: Parts) => string,
  build: (db: Db, parts: Parts) => Preparable<Result>,
): (parts: Parts) => Shape<Result> {
  const kept = new Map<string, Shape<Result>>();
  return (parts) => {
    const key = keyOf(parts);
    let shape = kept.get(key);
    if (!shape) {
      shape = shapeOf(build(shaping, parts));
      kept.set(key, shape);
    }
    return shape;
  };
}

/** One shaped query of one shape. */
export function shape<Result>(build: (db: Db) => Preparable<Result>): Shape<Result> {
  const only = shapes(() => '', build);
  return (values) => only(undefined)(values);
}

/** Runs one bound query on the request's database. */
export async function runBound<Result>(db: Db, bound: Bound<Result>): Promise<Result> {
  return bound.fromRaw(await bound.statement(db.$client).raw());
}

type Results<T extends readonly Bound<unknown>[]> = {
  -readonly [K in keyof T]: T[K] extends Bound<infer R> ? R : never;
};

/** Runs bound queries as one batch (one round trip to D1), each read as its own query's result. */
export async function runBatch<const T extends readonly Bound<unknown>[]>(db: Db, bound: T): Promise<Results<T>> {
  const results = await db.$client.batch(bound.map((b) => b.statement(db.$client)));
  // A batch answers each statement in order, one result each.
  return bound.map((b, i) => b.fromBatch(results[i] as D1Result)) as Results<T>;
}
