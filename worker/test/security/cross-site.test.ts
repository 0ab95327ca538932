/**
 * Cross-site request forgery: every unsafe route of the app (from the app's own route list, as
 * the authorization matrix reads it) refuses a request another site's page makes with the
 * visitor's cookie, however the browser says where it comes from, and changes nothing.
 */
import { AUTH_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { expectedFor, ROLES, ROUTE_ACCESS } from '../../src/access.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import { APP_ROUTES, callerOf, ROUTE_SAMPLES, requestFor } from './route-samples.ts';
import { settledSnapshot, storeSnapshot } from './store-snapshot.ts';
import { tally } from './tally.ts';
import { buildWorld } from './world.ts';

const UNSAFE = APP_ROUTES.filter((route) => /^(POST|PUT|PATCH|DELETE) /.test(route));

/** How a browser marks a request another site's page sent (older browsers send only Origin). */
const FOREIGN: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain)': { 'sec-fetch-site': 'same-site' },
  'only Origin: https://evil.example': { origin: 'https://evil.example' },
  'only Origin: null (a sandboxed frame)': { origin: 'null' },
};

describe('requests from another site', () => {
  it('cover every unsafe route', () => {
    expect(UNSAFE.length).toBeGreaterThanOrEqual(15);
  });

  it.each(UNSAFE)('%s refuses them (403) and changes nothing', async (route) => {
    const access = ROUTE_ACCESS[route];
    const sample = ROUTE_SAMPLES[route];
    if (!access || !sample) throw new Error(`${route}: no access rule or sample (see the authorization matrix)`);
    const [method = 'POST'] = route.split(' ');
    const world = await buildWorld();
    // As the role the route is for, so nothing but the site it comes from stops it.
    const role = ROLES.find((r) => expectedFor(access, r) === 'ok') ?? 'anonymous';
    // Made first: a sample may store what its call needs (a reset code).
    const calls = [];
    for (const how of Object.keys(FOREIGN)) {
      calls.push({ how, ...requestFor(method, await sample(world, role), callerOf(world, role)?.cookie ?? null) });
    }
    const before = await settledSnapshot();
    for (const { how, path, init } of calls) {
      const headers = FOREIGN[how] ?? {};
      const sent = new Headers(init.headers);
      sent.delete('sec-fetch-site');
      for (const [name, value] of Object.entries(headers)) sent.set(name, value);
      const res = await fetchRaw(path, { ...init, headers: sent });
      expect(res.status, `${role}, ${how}`).toBe(403);
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.crossSite });
      tally('hostileInputs');
    }
    expect(await storeSnapshot()).toEqual(before);
  });
});
