/**
 * Every admin route refuses anonymous requests (401) and customers (403). The routes are read
 * from the app's own route table (each route that runs `requireAdmin`), so a new admin route is
 * walked without anyone adding it here; and every route under the admin-only paths must be one.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { api } from '../../src/app.ts';
import { requireAdmin } from '../../src/auth/guards.ts';
import { customerCookie } from './admin-fixtures.ts';
import { getJson } from './fixtures.ts';

/** Paths where everything is the admin's. */
const ADMIN_ONLY = [/^\/uploads\b/, /^\/orders\b/, /^\/messages\b/, /^\/payments\/analytics\b/];

const endpoints = api.routes.filter((route) => route.method !== 'ALL');
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const guarded = new Set(endpoints.filter((route) => route.handler === requireAdmin).map(key));
const adminRoutes = [...guarded].map((entry) => {
  const [method = '', path = ''] = entry.split(' ');
  return { method, path };
});

/** The route's address with its parameters filled in: ids that exist nowhere (the guard answers first anyway). */
const concrete = (path: string) =>
  `/api${path.replace(':id', path.startsWith('/uploads') ? crypto.randomUUID() : '424242').replace(':n', '1')}`;

function request(route: { method: string; path: string }, cookie?: string) {
  const body = route.method === 'GET' ? undefined : '{}';
  return getJson<{ message: string }>(concrete(route.path), {
    method: route.method,
    headers: {
      'sec-fetch-site': 'same-origin',
      ...(body && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    body,
  });
}

describe('the admin routes', () => {
  it('are found in the route table: the back office and the license packs', () => {
    const paths = adminRoutes.map(key);
    for (const expected of [
      'GET /songs',
      'POST /songs',
      'PUT /songs/:id',
      'DELETE /songs/:id',
      'POST /licenses',
      'DELETE /licenses/:id',
      'PUT /uploads/:id/parts/:n',
      'GET /orders/export',
      'PATCH /messages/:id',
      'GET /payments/analytics/sales-custom-range',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('leave no route under an admin-only path unguarded', () => {
    expect(endpoints.filter((route) => ADMIN_ONLY.some((prefix) => prefix.test(route.path))).length).toBeGreaterThan(
      10,
    );
    const open = endpoints
      .filter((route) => ADMIN_ONLY.some((prefix) => prefix.test(route.path)))
      .filter((route) => !guarded.has(key(route)));
    expect(open.map(key)).toEqual([]);
  });

  it.each(adminRoutes)('$method $path refuses anonymous requests (401) and customers (403)', async (route) => {
    const anonymous = await request(route);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.unauthorized);
    const customer = await request(route, await customerCookie());
    expect(customer.status).toBe(403);
    expect(customer.body.message).toBe(AUTH_MESSAGES.forbidden);
  });
});
