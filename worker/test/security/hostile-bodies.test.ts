/**
 * Hostile bodies through the real routes in workerd: every route that takes a JSON or multipart
 * body gets its own well-formed call (route-samples.ts) with fields set to hostile values,
 * removed, added or replaced (fast-check), malformed JSON, and the right body under the wrong
 * content type. Whatever the contract's schema for the route (route-inputs.ts) refuses must be
 * refused with a 4xx and a message; nothing is ever a 500 or shows a stack; and every refused
 * request leaves the database and both buckets as they were (store-snapshot.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedFor, ROLES, ROUTE_ACCESS } from '../../src/access.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import { expectHandled } from './answers.ts';
import { hostileString, malformedJson, mutate, mutations, WRONG_CONTENT_TYPES } from './hostile.ts';
import { ROUTE_INPUTS } from './route-inputs.ts';
import { APP_ROUTES, type Call, callerOf, ROUTE_SAMPLES } from './route-samples.ts';
import { settledSnapshot, storeSnapshot } from './store-snapshot.ts';
import { tally } from './tally.ts';
import { buildWorld } from './world.ts';

/** Runs per route and kind of input: enough to find what a run of the suite has found so far, sized for 2 cores. */
const RUNS = 40;

/** Routes whose calls carry a body: declared with one, or reading one themselves (PayPal's webhook). */
const BODY_ROUTES = APP_ROUTES.filter(
  (route) => (ROUTE_INPUTS[route]?.bodyTypes.length ?? 0) > 0 || route === 'POST /api/payments/webhook',
);

/** Sends a body as the caller would, same-origin: JSON text, or a multipart form of its fields. */
function send(method: string, call: Call, cookie: string | null, body: BodyInit | null, type: string | null) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
  if (cookie) headers.cookie = cookie;
  if (type) headers['content-type'] = type;
  return fetchRaw(call.path, { method, headers, body });
}

/**
 * A body's fields as a multipart form sends them (text), or null when it has no fields or a
 * field name no form can carry (workerd's FormData refuses a name ending in a backslash).
 */
function asForm(body: unknown): FormData | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const form = new FormData();
  try {
    for (const [key, value] of Object.entries(body)) {
      if (value instanceof File) form.append(key, value);
      else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    new Request('http://form.test', { method: 'POST', body: form });
  } catch {
    return null;
  }
  return form;
}

/** A JSON text as `Request.json()` reads it (the Fetch standard's UTF-8 decoding drops a byte-order mark). */
function parsedJson(raw: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(raw.replace(/^\uFEFF/, '')) };
  } catch {
    return null;
  }
}

describe.each(BODY_ROUTES)('%s', (route) => {
  const [method = 'POST'] = route.split(' ');
  const access = ROUTE_ACCESS[route];
  const inputs = ROUTE_INPUTS[route];
  const sample = ROUTE_SAMPLES[route];
  if (!access || !sample) throw new Error(`${route}: no access rule or sample (see the authorization matrix)`);
  // The role the route is for: hostile input must be stopped by validation, not by a guard.
  const role = ROLES.find((r) => expectedFor(access, r) === 'ok') ?? 'anonymous';

  async function setUp() {
    const world = await buildWorld();
    const call = await (sample as NonNullable<typeof sample>)(world, role);
    const base = call.json ?? (call.form ? Object.fromEntries(call.form) : {});
    return { call, base, cookie: callerOf(world, role)?.cookie ?? null };
  }

  it('refuses hostile fields, missing and extra ones, and other bodies, changing nothing it refuses', async () => {
    const { call, base, cookie } = await setUp();
    const multipart = (inputs?.bodyTypes ?? []).includes('multipart/form-data');
    let baseline = await settledSnapshot();
    await fc.assert(
      fc.asyncProperty(mutations(base), fc.boolean(), async (changes, asMultipart) => {
        const body = mutate(base, changes);
        const form = multipart && asMultipart ? asForm(body) : null;
        // What the route's schema makes of the body as the route will read it (a form's fields are text).
        const read = form ? Object.fromEntries([...form.entries()]) : body;
        const valid = inputs?.body?.safeParse(read).success ?? false;
        const res = form
          ? await send(method, call, cookie, form, null)
          : await send(method, call, cookie, JSON.stringify(body), 'application/json');
        const label = `${route} ${form ? 'multipart' : 'JSON'} ${JSON.stringify(changes).slice(0, 300)}`;
        const status = res.status;
        await expectHandled(res, label);
        tally('hostileInputs');
        if (!valid) expect(status, `${label}: the contract refuses it`).toBeGreaterThanOrEqual(400);
        if (status < 400) baseline = await settledSnapshot();
        else expect(await storeSnapshot(), `${label} changed the store`).toEqual(baseline);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses malformed JSON and the right body under a wrong content type, changing nothing', async () => {
    let { call, base, cookie } = await setUp();
    const text = JSON.stringify(base);
    const before = await settledSnapshot();
    const forms = inputs?.bodyTypes ?? [];
    let baseline = before;
    await fc.assert(
      fc.asyncProperty(malformedJson(text), async (raw) => {
        // A key twice is JSON whose last value counts, for the route and this check alike.
        const parsed = parsedJson(raw);
        const valid = parsed !== null && (inputs?.body?.safeParse(parsed.value).success ?? false);
        const res = await send(method, call, cookie, raw, 'application/json');
        const status = res.status;
        const label = `${route} with ${JSON.stringify(raw.slice(0, 80))}`;
        await expectHandled(res, label);
        if (!valid) expect(status, label).toBeGreaterThanOrEqual(400);
        if (status < 400) baseline = await settledSnapshot();
        else expect(await storeSnapshot(), `${label} changed the store`).toEqual(baseline);
        tally('hostileInputs');
      }),
      { numRuns: 15 },
    );
    // A body the route took may have closed the caller's own account (DELETE /api/users/:id), which
    // ends its sessions: the wrong content types go as a caller of a new world, who still has one.
    if (cookie && (await fetchRaw('/api/users/me', { headers: { cookie } })).status === 401) {
      ({ call, cookie } = await setUp());
      baseline = await settledSnapshot();
    }
    for (const type of WRONG_CONTENT_TYPES) {
      // Account forms take forms too: the JSON text read as a form has none of their fields.
      const res = await send(method, call, cookie, text, type);
      const label = `${route} as ${type}`;
      await expectHandled(res, label);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      if (!forms.includes(type ?? '')) expect([400, 415], label).toContain(res.status);
      tally('hostileInputs');
    }
    expect(await storeSnapshot()).toEqual(baseline);
  });

  if ((inputs?.bodyTypes ?? []).includes('multipart/form-data')) {
    it('refuses hostile text in every field of its multipart form, changing nothing it refuses', async () => {
      const { call, base, cookie } = await setUp();
      const fields = Object.keys(base as object);
      let baseline = await settledSnapshot();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), hostileString, async (field, value) => {
          const read = { ...(base as Record<string, string>), [field]: value };
          const form = asForm(read) as FormData;
          const valid = inputs?.body?.safeParse(read).success ?? false;
          const res = await send(method, call, cookie, form, null);
          const status = res.status;
          const label = `${route} ${field}=${JSON.stringify(value.slice(0, 80))}`;
          await expectHandled(res, label);
          tally('hostileInputs');
          if (!valid) expect(status, label).toBeGreaterThanOrEqual(400);
          if (status < 400) baseline = await settledSnapshot();
          else expect(await storeSnapshot(), `${label} changed the store`).toEqual(baseline);
        }),
        { numRuns: RUNS },
      );
    });
  }
});
