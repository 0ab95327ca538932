/**
 * The authorization matrix: every route the app has (Hono's own route list, so a new route
 * cannot be forgotten) is called as anonymous, a customer, another customer and an admin, and
 * must answer what the access table beside the routes says (worker/src/access.ts). A route
 * missing from the table, or without a sample call, fails here. Ownership is part of it: another
 * customer's orders, downloads, license agreements, likes and profile. (It took over the admin
 * routes' own test, which found them by their guard: here every route is found, guarded or not.)
 */
import { AUTH_MESSAGES } from '@beats/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedFor, ROLES, ROUTE_ACCESS } from '../../src/access.ts';
import { likes, songs, users } from '../../src/db/schema.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import { db, getJson } from '../api/fixtures.ts';
import { APP_ROUTES, callerOf, MORE_SAMPLES, ROUTE_SAMPLES, requestFor } from './route-samples.ts';
import { tally } from './tally.ts';
import { buildWorld } from './world.ts';

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
let documented: Document;

beforeAll(async () => {
  documented = (await getJson<Document>('/api/openapi.json')).body;
});

/** The answers a route gives when it does what it is for: its documented 2xx and 3xx, or 200. */
function okStatuses(route: string): number[] {
  const [method = '', path = ''] = route.split(' ');
  const operation = documented.paths[path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!path.startsWith('/api/')) return [200];
  return Object.keys(operation?.responses ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 400);
}

/**
 * Every cookie the store sets is for this site's own requests (SameSite), sent over https only
 * (Secure: the test host is not a local machine), and out of page scripts' reach (HttpOnly), but
 * for the readable sign-in hint, which holds no secret.
 */
function expectSafeCookies(res: Response, label: string): void {
  for (const line of res.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf('='));
    expect(line, `${label}: ${name}`).toMatch(/; SameSite=(Lax|Strict)(;|$)/);
    expect(line, `${label}: ${name}`).toMatch(/; Secure(;|$)/);
    expect(line, `${label}: ${name}`).toMatch(/; Path=\//);
    if (name !== 'store_signed_in') expect(line, `${label}: ${name}`).toMatch(/; HttpOnly(;|$)/);
    else expect(line, `${label}: ${name}`).not.toMatch(/HttpOnly/);
  }
}

describe('the access table', () => {
  it('names every route of the app, and no route the app does not have', () => {
    expect(APP_ROUTES.length).toBeGreaterThan(30);
    expect(
      APP_ROUTES.filter((route) => !ROUTE_ACCESS[route]),
      'routes missing from access.ts',
    ).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !APP_ROUTES.includes(route))).toEqual([]);
  });

  it('has a sample call for every route', () => {
    expect(APP_ROUTES.filter((route) => !ROUTE_SAMPLES[route])).toEqual([]);
  });
});

describe.each(APP_ROUTES)('%s', (route) => {
  it('answers every role as the access table says', async () => {
    const access = ROUTE_ACCESS[route];
    if (!access) throw new Error(`${route} is not in the access table (worker/src/access.ts)`);
    const sample = ROUTE_SAMPLES[route];
    if (!sample) throw new Error(`no sample call for ${route}`);
    const [method = 'GET'] = route.split(' ');
    const world = await buildWorld();
    const ok = okStatuses(route);
    expect(ok.length, `${route} documents no success`).toBeGreaterThan(0);
    for (const role of ROLES) {
      for (const make of [sample, ...(MORE_SAMPLES[route] ?? [])]) {
        const call = await make(world, role);
        const { path, init } = requestFor(method, call, callerOf(world, role)?.cookie ?? null);
        const res = await fetchRaw(path, init);
        const expected = expectedFor(access, role);
        const label = `${role}: ${method} ${path}`;
        if (expected === 'ok') expect(ok, `${label} answered ${res.status}`).toContain(res.status);
        else expect(res.status, label).toBe(expected);
        expectSafeCookies(res, label);
        // A refusal says why (the spec's words for the guards' refusals), and nothing of what it guards.
        if (res.status >= 400 && method !== 'HEAD') {
          const { message } = (await res.json()) as { message: string };
          expect(message, label).toEqual(expect.any(String));
          if (res.status === 401) expect(message, label).toBe(AUTH_MESSAGES.unauthorized);
          if (res.status === 403 && access.who === 'admin') expect(message, label).toBe(AUTH_MESSAGES.forbidden);
        } else await res.arrayBuffer();
        tally('routeRoles');
      }
    }
  });
});

describe("another customer's records", () => {
  it("orders: the list, the spec's order call and PayPal's return show only one's own", async () => {
    const world = await buildWorld();
    for (const intruder of [world.other, world.admin]) {
      const list = await getJson<{ message: string }>('/api/payments/orders/my-orders', {
        headers: { cookie: intruder.cookie },
      });
      expect(list.status).toBe(404);
      expect(JSON.stringify(list.body)).not.toContain(world.order.id);
      const call = requestFor(
        'POST',
        { path: '/api/payments/orders', json: { transactionId: world.order.paypalOrderId } },
        intruder.cookie,
      );
      const saved = await fetchRaw(call.path, call.init);
      expect(saved.status).toBe(404);
      expect(await saved.text()).not.toContain(world.order.id);
    }
    const own = await getJson<{ orders: { id: string }[] }>('/api/payments/orders/my-orders', {
      headers: { cookie: world.customer.cookie },
    });
    expect(own.body.orders.map((order) => order.id)).toEqual([world.order.id]);
  });

  it('downloads and license agreements: 404 for anyone but the buyer, whatever the file', async () => {
    const world = await buildWorld();
    for (const file of ['mp3', 'wav', 'stems', 'agreement']) {
      for (const intruder of [world.other, world.admin]) {
        const res = await fetchRaw(`/api/downloads/${world.order.itemId}/${file}`, {
          headers: { cookie: intruder.cookie },
        });
        expect(res.status, `${file} as ${intruder.name}`).toBe(404);
        expect(res.headers.get('content-disposition')).toBeNull();
        await res.arrayBuffer();
      }
    }
  });

  it("likes: another account's unlike takes back only its own like; counts stay exact", async () => {
    const world = await buildWorld();
    const likeCount = async () =>
      (await db().select({ n: songs.likeCount }).from(songs).where(eq(songs.id, world.bought.id)))[0]?.n;
    const send = (method: string, cookie: string) => {
      const call = requestFor(method, { path: `/api/songs/${world.bought.id}/like` }, cookie);
      return getJson<{ liked: boolean; likeCount: number }>(call.path, call.init);
    };
    expect(await likeCount()).toBe(1);
    for (const intruder of [world.other, world.admin]) {
      expect((await send('DELETE', intruder.cookie)).body).toEqual({ liked: false, likeCount: 1 });
    }
    const kept = await db()
      .select()
      .from(likes)
      .where(and(eq(likes.userId, world.customer.id), eq(likes.songId, world.bought.id)));
    expect(kept).toHaveLength(1);
    expect((await send('POST', world.other.cookie)).body).toEqual({ liked: true, likeCount: 2 });
    expect((await send('DELETE', world.other.cookie)).body).toEqual({ liked: false, likeCount: 1 });
  });

  it("profile: nobody else changes it, an admin neither, and /me is always one's own", async () => {
    const world = await buildWorld();
    for (const intruder of [world.other, world.admin]) {
      const call = requestFor(
        'PUT',
        {
          path: `/api/users/${world.customer.id}`,
          json: { name: 'Taken Over', password: 'pwned-123', confirmPassword: 'pwned-123' },
        },
        intruder.cookie,
      );
      expect((await fetchRaw(call.path, call.init)).status).toBe(403);
      const me = await getJson<{ user: { id: string; email: string } }>('/api/users/me', {
        headers: { cookie: intruder.cookie },
      });
      expect(me.body.user).toMatchObject({ id: intruder.id, email: intruder.email });
    }
    const [row] = await db().select().from(users).where(eq(users.id, world.customer.id));
    expect(row?.name).toBe('Maya Rivers');
  });
});
