/**
 * Open redirects, on every route of the app: each GET route (from the app's own route list) is
 * called with every open-redirect payload in every parameter a return address could hide in, as
 * a signed-out visitor and as a signed-in customer. Whatever redirects must stay on this origin,
 * and so must the `next` it passes on. (Google sign-in's own return path, which travels in a
 * cookie, is tested in worker/test/api/open-redirect.test.ts; the pages', in e2e/security.spec.ts.)
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS, staysOn } from '../../../packages/contract/test/redirect-payloads.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import { APP_ROUTES, ROUTE_SAMPLES } from './route-samples.ts';
import { tally } from './tally.ts';
import { buildWorld } from './world.ts';

const ORIGIN = 'http://store.test';
/** Where the store itself sends people: its own pages, and the configured Google sign-in. */
const PROVIDERS = [new URL(env.GOOGLE_ISSUER ?? 'https://accounts.google.com').origin];
const RETURN_PARAMETERS = ['next', 'redirect', 'returnTo', 'return_to', 'url', 'continue', 'callback', 'to', 'from'];
const GET_ROUTES = APP_ROUTES.filter((route) => route.startsWith('GET '));

describe('every redirect of the app stays on this site', () => {
  it.each(GET_ROUTES)('%s', async (route) => {
    const sample = ROUTE_SAMPLES[route];
    if (!sample) throw new Error(`${route}: no sample call (see the authorization matrix)`);
    const world = await buildWorld();
    const base = new URL((await sample(world, 'customer')).path, ORIGIN);
    for (const cookie of [null, world.customer.cookie]) {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const url = new URL(base);
        for (const name of RETURN_PARAMETERS) url.searchParams.set(name, payload);
        const res = await fetchRaw(url.href, { headers: cookie ? { cookie } : {} });
        await res.arrayBuffer();
        tally('hostileInputs');
        const location = res.headers.get('location');
        if (!location) continue;
        const label = `${route} with ${JSON.stringify(payload)} → ${location}`;
        const target = new URL(location, ORIGIN);
        expect([ORIGIN, ...PROVIDERS], label).toContain(target.origin);
        // The provider is sent back to this site, whatever the payload said.
        const back = target.searchParams.get('redirect_uri');
        if (back !== null) expect(new URL(back).origin, label).toBe(ORIGIN);
        const next = target.searchParams.get('next');
        if (next !== null) expect(staysOn(ORIGIN, next) && !next.startsWith('//'), label).toBe(true);
      }
    }
  });
});
