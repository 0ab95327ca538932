/**
 * Hostile queries and path parameters through the real routes in workerd: every route with a
 * query schema gets random parameters (its own names and others, repeated, with hostile values:
 * FTS5 and SQL syntax in the search, numbers that are not whole, huge, negative), and every route
 * with parameters in its path gets hostile segments. The answer is what the route's contract
 * schema says (its success, or 400 / 404 with a message), never a 500, and nothing changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedFor, ROLES, ROUTE_ACCESS } from '../../src/access.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import { getJson } from '../api/fixtures.ts';
import { expectNoInternals } from './answers.ts';
import { hostileNumber, hostileString } from './hostile.ts';
import { ROUTE_INPUTS } from './route-inputs.ts';
import { APP_ROUTES, callerOf } from './route-samples.ts';
import { settledSnapshot, storeSnapshot } from './store-snapshot.ts';
import { tally } from './tally.ts';
import { buildWorld } from './world.ts';

const RUNS = 60;

const QUERY_ROUTES = APP_ROUTES.filter((route) => route.startsWith('GET ') && ROUTE_INPUTS[route]?.query);
const PARAM_ROUTES = APP_ROUTES.filter((route) => route.includes('/:'));

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The query as the router's validator reads it: one value as text, a repeated name as a list. */
function asValidated(params: URLSearchParams): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    read[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return read;
}

/** Query values: hostile text, numbers written every way, and the schema's own good ones. */
const queryValue = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom(
    '1',
    '10',
    '120',
    'pricing:asc',
    'title:desc',
    'register',
    'login',
    '%2F%2Fevil.example',
    // An e-mail, as the orders list's buyer filter takes it (and one a letter longer).
    'maya@example.com',
    'xmaya@example.com',
    '1e3',
    '0x10',
    ' 5',
    '5 ',
  ),
);

function queryOf(names: string[]) {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  return fc.array(fc.tuple(name, queryValue), { maxLength: 6 });
}

describe('hostile queries', () => {
  it.each(QUERY_ROUTES)('%s answers what its contract says, never a 500, and changes nothing', async (route) => {
    const schema = ROUTE_INPUTS[route]?.query;
    const access = ROUTE_ACCESS[route];
    if (!schema || !access) throw new Error(`${route}: no query schema or access rule`);
    const world = await buildWorld();
    const role = ROLES.find((r) => expectedFor(access, r) === 'ok') ?? 'anonymous';
    const cookie = callerOf(world, role)?.cookie;
    const document = (await getJson<Document>('/api/openapi.json')).body;
    const [, path = ''] = route.split(' ');
    const operation = document.paths[path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')]?.get;
    const ok = Object.keys(operation?.responses ?? {})
      .map(Number)
      .filter((status) => status < 400);
    const names = Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
    const concrete = path.replace(':id', String(world.onSale.id));
    const before = await settledSnapshot();
    await fc.assert(
      fc.asyncProperty(queryOf(names), async (pairs) => {
        const params = new URLSearchParams(pairs);
        const valid = schema.safeParse(asValidated(params)).success;
        const res = await fetchRaw(`${concrete}?${params}`, { headers: cookie ? { cookie } : {} });
        const text = await res.text();
        const label = `${route}?${params.toString().slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
        expectNoInternals(text, label);
        if (valid) expect(ok, label).toContain(res.status);
        else {
          expect(res.status, label).toBe(400);
          expect(JSON.parse(text).message, label).toEqual(expect.any(String));
        }
        tally('hostileInputs');
      }),
      { numRuns: RUNS },
    );
    expect(await storeSnapshot()).toEqual(before);
  });
});

/** A segment as a client encodes it: its UTF-8 bytes, each as %XX (a lone surrogate becomes U+FFFD, as browsers send it). */
const percentEncoded = (value: string) =>
  [...new TextEncoder().encode(value)].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** A segment as the router reads it, or '' when it is not valid percent-encoding. */
function decodedSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

describe('hostile path parameters', () => {
  it.each(PARAM_ROUTES)('%s answers 4xx with a message for any hostile segment, and changes nothing', async (route) => {
    const access = ROUTE_ACCESS[route];
    if (!access) throw new Error(`${route}: no access rule`);
    const world = await buildWorld();
    const role = ROLES.find((r) => expectedFor(access, r) === 'ok') ?? 'anonymous';
    const cookie = callerOf(world, role)?.cookie;
    const [method = 'GET', path = ''] = route.split(' ');
    const before = await settledSnapshot();
    const segment = fc.oneof(
      hostileString.filter((value) => value.length > 0 && value.length < 2000),
      hostileNumber.map(String),
      // Sent as they are: dot segments, encoded dots and slashes, NUL, invalid and overlong UTF-8.
      fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '99999999999999999999',
        '..',
        '.',
        '%2e%2e',
        '%2F',
        '%00',
        '%E0%A4%A',
        '%',
        '%ED%A0%80',
        '%C0%AF',
        '%FF',
      ),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (value) => {
        const raw = /%/.test(value) && value.length < 20 ? value : percentEncoded(value);
        // A well-formed id ('1', sent as %31) is no hostile segment: it may name a record the call
        // then acts on (a DELETE answers 204), as the authorization matrix expects.
        fc.pre(!/^[1-9]\d{0,15}$/.test(decodedSegment(raw)));
        const concrete = path.replace(/:(\w+)(\{[^}]*\})?/g, raw);
        // Dot segments (`%2e%2e` among them) are resolved by the URL itself: that is another address.
        fc.pre(new URL(concrete, 'http://store.test').pathname.startsWith(path.slice(0, path.indexOf('/:') + 1)));
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
        if (cookie) headers.cookie = cookie;
        const res = await fetchRaw(concrete, { method, headers });
        const text = await res.text();
        const label = `${method} ${concrete.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`;
        expectNoInternals(text, label);
        // A well-formed id that names something may get as far as the body the call lacks (415, 422).
        expect([400, 403, 404, 415, 422], label).toContain(res.status);
        // API refusals are JSON with a message; media's are the store's small error page.
        if (path.startsWith('/api/')) expect(JSON.parse(text).message, label).toEqual(expect.any(String));
        tally('hostileInputs');
      }),
      { numRuns: 30 },
    );
    expect(await storeSnapshot()).toEqual(before);
  });
});
