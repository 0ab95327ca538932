/**
 * Bulk deals and the Worker's page cache: the track pages and the catalogue name the deal in
 * force, so every change of a deal gives cached answers a new key (the catalogue's version,
 * migrations/0013), and a deal's start and end limit how long any cache keeps an answer and renew
 * the copies when they come, with no write at all (http/catalogue-state.ts, http/release-cache.ts).
 * Discount codes are secret and never shown: changing one leaves the caches alone.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { type Discount, DiscountDetailSchema } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueVersion, discounts } from '../../src/db/schema.ts';
import { dealsInForce } from '../../src/discounts/public-deals.ts';
import type { Env } from '../../src/env.ts';
import { stateQuery } from '../../src/http/catalogue-state.ts';
import { storeApp } from '../../src/worker.ts';
import { adminCookie, asAdmin, sendJson } from './admin-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

const cacheOf = (res: Response) => res.headers.get('X-Store-Cache');
const version = async () => (await db().select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]?.version;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
/** A `Cache-Control` lifetime in seconds. */
const lifetime = (res: Response, name: string) =>
  Number(new RegExp(`\\b${name}=(\\d+)`).exec(res.headers.get('Cache-Control') ?? '')?.[1]);

const LIST = '/api/songs/published?limit=10';

let admin: string;

beforeEach(async () => {
  admin = (await adminCookie()).cookie;
  await db().delete(discounts);
  await makeSong(await makeUser(), { title: 'Deal Night' });
});

async function save(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Discount> {
  const { status, body: answer } = await sendJson<Discount>(admin, method, path, body);
  expect(status, JSON.stringify(answer)).toBe(method === 'POST' ? 201 : 200);
  return DiscountDetailSchema.parse(answer).data;
}

/** Loads the list until the cache holds it: rendered (or already kept), then the cache's copy. */
async function cached(): Promise<void> {
  expect(cacheOf((await getJson(LIST)).res)).toMatch(/^(miss|hit)$/);
  expect(cacheOf((await getJson(LIST)).res)).toBe('hit');
}

describe('bulk deals move the catalogue version on', () => {
  it('when one is created, edited, switched off, switched on and deleted: the next answer is rendered anew', async () => {
    /** Runs a write between a cached answer and the next request, which must be rendered anew. */
    async function renews<T>(step: string, write: () => Promise<T>): Promise<T> {
      await cached();
      const before = await version();
      const result = await write();
      expect(await version(), step).not.toBe(before);
      expect(cacheOf((await getJson(LIST)).res), step).toBe('miss');
      return result;
    }
    const { id } = await renews('created', () => save('POST', '/api/discounts', { kind: 'bulk', buy: 2, free: 1 }));
    const path = `/api/discounts/${id}`;
    await renews('edited', () => save('PUT', path, { kind: 'bulk', buy: 3, free: 1 }));
    await renews('given an end', () =>
      save('PUT', path, { kind: 'bulk', buy: 3, free: 1, endsAt: '2031-01-01T00:00:00Z' }),
    );
    await renews('switched off', () => save('PUT', path, { kind: 'bulk', buy: 3, free: 1, active: false }));
    await renews('switched on', () => save('PUT', path, { kind: 'bulk', buy: 3, free: 1, active: true }));
    await renews('deleted', async () => expect((await asAdmin(admin, path, { method: 'DELETE' })).status).toBe(204));
  });

  it('not for a discount code, which no public page shows', async () => {
    await cached();
    const before = await version();
    const code = await save('POST', '/api/discounts', { kind: 'code', code: 'HUSH', percentOff: 10 });
    await save('PUT', `/api/discounts/${code.id}`, { kind: 'code', code: 'HUSH', percentOff: 20, active: false });
    expect((await asAdmin(admin, `/api/discounts/${code.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await version()).toBe(before);
    expect(cacheOf((await getJson(LIST)).res)).toBe('hit');
  });
});

describe("a bulk deal's end", () => {
  it('caps how long browsers and CDNs keep a public answer, as a scheduled release does', async () => {
    const plain = (await getJson(LIST)).res;
    expect(lifetime(plain, 's-maxage')).toBeGreaterThan(100);

    const endsAt = new Date(Date.now() + 90_000).toISOString();
    const deal = await save('POST', '/api/discounts', { kind: 'bulk', buy: 2, free: 1, endsAt });
    for (const path of [LIST, '/api/discounts/deals']) {
      const { res } = await getJson(path);
      expect(lifetime(res, 'max-age'), path).toBeLessThanOrEqual(90);
      expect(lifetime(res, 's-maxage'), path).toBeLessThanOrEqual(90);
      expect(lifetime(res, 's-maxage'), path).toBeGreaterThan(80);
      expect(lifetime(res, 'stale-while-revalidate'), path).toBeLessThanOrEqual(60);
    }

    // A deal switched off, or a code with an end, shows nothing and caps nothing.
    await save('PUT', `/api/discounts/${deal.id}`, { kind: 'bulk', buy: 2, free: 1, endsAt, active: false });
    await save('POST', '/api/discounts', { kind: 'code', code: 'SOON', percentOff: 10, endsAt });
    expect((await getJson(LIST)).res.headers.get('Cache-Control')).toBe(plain.headers.get('Cache-Control'));
  });

  it('renews the cached copies when it comes, with no write, and the deal is gone from them', async () => {
    const endsAt = Date.now() + 1500;
    await save('POST', '/api/discounts', { kind: 'bulk', buy: 2, free: 1, endsAt: new Date(endsAt).toISOString() });
    const deals = '/api/discounts/deals';
    expect(cacheOf((await getJson(deals)).res)).toBe('miss');
    const during = await getJson<{ data: { label: string }[] }>(deals);
    expect(cacheOf(during.res)).toBe('hit');
    expect(during.body.data.map((deal) => deal.label)).toEqual(['Buy 2, get 1 free']);

    await sleepUntil(endsAt + 50);
    const after = await getJson<{ data: unknown[] }>(deals);
    expect(cacheOf(after.res)).toBe('miss');
    expect(after.body.data).toEqual([]);
  });

  it('renews them however long the isolate trusts the state it read (CATALOGUE_RECHECK_MS)', async () => {
    const store = storeApp(new Hono<{ Bindings: Env }>());
    const get = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const res = await store.request(`http://store.test${path}`, init, { ...env, CATALOGUE_RECHECK_MS: '60000' }, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const endsAt = Date.now() + 1500;
    // Made through this isolate (a POST): it forgets the state it held, an earlier test's.
    const made = await get('/api/discounts', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ kind: 'bulk', buy: 1, free: 1, endsAt: new Date(endsAt).toISOString() }),
    });
    expect(made.status).toBe(201);
    expect(cacheOf(await get(LIST))).toBe('miss');
    expect(cacheOf(await get(LIST))).toBe('hit');
    await sleepUntil(endsAt + 50);
    expect(cacheOf(await get(LIST))).toBe('miss');
  });
});

describe("a bulk deal's start (a scheduled sale)", () => {
  it('caps how long browsers and CDNs keep a public answer, as its end does', async () => {
    const plain = (await getJson(LIST)).res;
    const startsAt = new Date(Date.now() + 90_000).toISOString();
    const deal = await save('POST', '/api/discounts', { kind: 'bulk', buy: 2, free: 1, startsAt });
    for (const path of [LIST, '/api/discounts/deals']) {
      const { res } = await getJson(path);
      expect(lifetime(res, 'max-age'), path).toBeLessThanOrEqual(90);
      expect(lifetime(res, 's-maxage'), path).toBeLessThanOrEqual(90);
      expect(lifetime(res, 's-maxage'), path).toBeGreaterThan(80);
    }
    // Not started, it is not named yet.
    expect((await getJson<{ data: unknown[] }>('/api/discounts/deals')).body.data).toEqual([]);

    // A deal switched off, or a code with a start, shows nothing and caps nothing.
    await save('PUT', `/api/discounts/${deal.id}`, { kind: 'bulk', buy: 2, free: 1, startsAt, active: false });
    await save('POST', '/api/discounts', { kind: 'code', code: 'LATER', percentOff: 10, startsAt });
    expect((await getJson(LIST)).res.headers.get('Cache-Control')).toBe(plain.headers.get('Cache-Control'));
  });

  it('renews the cached copies when it comes, with no write, and they name the deal from then', async () => {
    const startsAt = Date.now() + 1500;
    const endsAt = startsAt + 60_000;
    await save('POST', '/api/discounts', {
      kind: 'bulk',
      buy: 2,
      free: 1,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    });
    const deals = '/api/discounts/deals';
    expect(cacheOf((await getJson(deals)).res)).toBe('miss');
    const before = await getJson<{ data: unknown[] }>(deals);
    expect(cacheOf(before.res)).toBe('hit');
    expect(before.body.data).toEqual([]);

    await sleepUntil(startsAt + 50);
    const after = await getJson<{ data: { label: string }[] }>(deals);
    expect(cacheOf(after.res)).toBe('miss');
    expect(after.body.data.map((deal) => deal.label)).toEqual(['Buy 2, get 1 free']);
    // From its start, its end is the next change: the copies are kept no longer than until then.
    expect(lifetime(after.res, 's-maxage')).toBeLessThanOrEqual(60);
  });
});

describe("the reads of the deals' times", () => {
  /** What SQLite plans for a statement, with its values bound as the Worker binds them. */
  const planOf = async (statement: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = statement.toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return plan.results.map((row) => row.detail);
  };

  it('seek the partial indexes of the bulk deals switched on, however many codes there are: no scan, no sort', async () => {
    const now = Date.now();
    // Codes with starts and ends of their own, which the reads of the deals must not walk through
    // (a few rows an insert: D1 binds at most 100 values a statement).
    for (let batch = 0; batch < 10; batch += 1) {
      await db()
        .insert(discounts)
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            kind: 'code' as const,
            code: `PLAN${batch}X${i}`,
            percentOff: 10,
            startsAt: now + (batch * 5 + i) * 1000,
            endsAt: now + 3_600_000,
          })),
        );
    }
    /** A seek of one of the partial indexes (covering or not, as SQLite sees fit). */
    const seek = (index: string, range: string) =>
      new RegExp(`^SEARCH discounts USING (COVERING )?INDEX ${index} \\(${range}\\)$`);
    const state = await planOf(stateQuery(db(), now));
    expect(state.filter((detail) => seek('discounts_bulk_live', 'ends_at>\\?').test(detail))).toHaveLength(1);
    expect(state.filter((detail) => seek('discounts_bulk_starts', 'starts_at>\\?').test(detail))).toHaveLength(1);
    const deals = await planOf(dealsInForce(db(), now));
    expect(deals.filter((detail) => seek('discounts_bulk_live', 'ends_at[>=]\\?').test(detail))).toHaveLength(2);
    for (const [name, plan] of [
      ['state', state],
      ['deals in force', deals],
    ] as const) {
      expect(
        plan.filter((detail) => /^SCAN discounts|TEMP B-TREE/.test(detail)),
        name,
      ).toEqual([]);
    }
  });
});
