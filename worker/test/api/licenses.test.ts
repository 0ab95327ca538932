import { AUTH_MESSAGES, LICENSE_PACK_MESSAGES, type License } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { licensePlans } from '../../src/db/schema.ts';
import { makeAccount, signIn } from './auth-fixtures.ts';
import { db, getJson, makePlan } from './fixtures.ts';

interface Answer {
  success: boolean;
  data: License;
  message: string;
  errors?: Record<string, string[]>;
}

describe('GET /api/licenses', () => {
  it('lists the plans on sale in the store owner order, with their features', async () => {
    await makePlan({
      name: 'Premium WAV',
      price: 5999,
      tier: 'Premium License',
      popular: true,
      position: 2,
      deliverables: '["mp3","wav"]',
    });
    await makePlan({ name: 'Basic MP3', price: 2999, position: 1 });
    const gone = await makePlan({ name: 'Retired', position: 0 });
    await db().update(licensePlans).set({ deletedAt: Date.now() }).where(eq(licensePlans.id, gone));

    const { status, body } = await getJson<{ success: boolean; data: License[] }>('/api/licenses');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.name)).toEqual(['Basic MP3', 'Premium WAV']);
    expect(body.data[1]).toMatchObject({
      // Stored as 5999 cents, answered in dollars.
      price: 59.99,
      tier: 'Premium License',
      popular: true,
      deliverables: ['mp3', 'wav'],
      exclusive: false,
    });
    expect(body.data[0]?.features).toEqual(['Untagged MP3', '10,000 streams']);
  });
});

describe('GET /api/licenses/{id}', () => {
  it('answers one plan on sale, and 404 for a deleted, unknown or malformed id', async () => {
    const id = await makePlan({ name: 'Basic MP3', price: 2999 });
    const gone = await makePlan({ name: 'Retired' });
    await db().update(licensePlans).set({ deletedAt: Date.now() }).where(eq(licensePlans.id, gone));

    const { status, body } = await getJson<Answer>(`/api/licenses/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { id, name: 'Basic MP3', price: 29.99 } });
    for (const path of [`/api/licenses/${gone}`, '/api/licenses/424242', '/api/licenses/abc']) {
      const missing = await getJson<Answer>(path);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(LICENSE_PACK_MESSAGES.notFound);
    }
  });
});

const pack = {
  name: 'Unlimited WAV',
  price: 24.99,
  description: 'Untagged WAV for releases without a stream cap.',
  features: ['Untagged WAV', 'Unlimited streams'],
};

const row = async (id: number) => (await db().select().from(licensePlans).where(eq(licensePlans.id, id)))[0];

describe('license packs (admins)', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await signIn((await makeAccount({ role: 'admin' })).email);
  });

  const send = (method: string, path: string, body: unknown, cookie = admin, headers: Record<string, string> = {}) =>
    getJson<Answer>(path, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('adds a pack after the others, its price taken in dollars and kept in cents', async () => {
    await makePlan({ name: 'Basic MP3', position: 4 });
    const { status, body } = await send('POST', '/api/licenses', pack);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      ...pack,
      tier: 'Unlimited WAV',
      popular: false,
      note: null,
      deliverables: ['mp3'],
      exclusive: false,
    });
    expect(await row(body.data.id)).toMatchObject({ price: 2499, position: 5, deletedAt: null });
    const listed = await getJson<{ data: License[] }>('/api/licenses');
    expect(listed.body.data.map((p) => [p.name, p.price])).toEqual([
      ['Basic MP3', 29.99],
      ['Unlimited WAV', 24.99],
    ]);
  });

  it('changes a pack: the price the form sends is the price the store lists, other fields are kept', async () => {
    const id = await makePlan({ name: 'Premium', price: 5999, tier: 'Premium License', deliverables: '["mp3","wav"]' });
    const { status, body } = await send('PUT', `/api/licenses/${id}`, { ...pack, price: 19.99 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, price: 19.99, tier: 'Premium License', deliverables: ['mp3', 'wav'] });
    expect(await row(id)).toMatchObject({ price: 1999, name: 'Unlimited WAV' });
    expect((await getJson<{ data: License[] }>('/api/licenses')).body.data[0]?.price).toBe(19.99);
  });

  it('keeps the usage terms the agreement grants; a pack that states none grants nothing but its files', async () => {
    const terms = {
      audioStreams: 100_000,
      copiesSold: null,
      musicVideos: 2,
      radioStations: 0,
      livePerformances: null,
      termYears: 3,
    };
    const created = await send('POST', '/api/licenses', { ...pack, terms });
    expect(created.status).toBe(201);
    expect(created.body.data.terms).toEqual(terms);
    expect(JSON.parse((await row(created.body.data.id))?.terms ?? '')).toEqual(terms);

    const bare = await send('POST', '/api/licenses', { ...pack, name: 'No terms' });
    expect(bare.body.data.terms).toEqual({
      audioStreams: 0,
      copiesSold: 0,
      musicVideos: 0,
      radioStations: 0,
      livePerformances: 0,
      termYears: null,
    });

    // Changing other fields keeps the terms; bad terms are refused and change nothing.
    await send('PUT', `/api/licenses/${created.body.data.id}`, { ...pack, price: 30 });
    expect(JSON.parse((await row(created.body.data.id))?.terms ?? '')).toEqual(terms);
    for (const bad of [
      { ...terms, audioStreams: -1 },
      { ...terms, musicVideos: 1.5 },
      { ...terms, termYears: 0 },
      { ...terms, copiesSold: '10' },
      { audioStreams: 5 },
    ]) {
      const refused = await send('PUT', `/api/licenses/${created.body.data.id}`, { ...pack, terms: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    expect(JSON.parse((await row(created.body.data.id))?.terms ?? '')).toEqual(terms);
  });

  it('takes a pack off sale and keeps it for the orders that point at it', async () => {
    const id = await makePlan();
    const { status } = await send('DELETE', `/api/licenses/${id}`, '');
    expect(status).toBe(204);
    expect((await row(id))?.deletedAt).toEqual(expect.any(Number));
    expect((await getJson<{ data: License[] }>('/api/licenses')).body.data).toEqual([]);
    // Gone from sale: no second delete, no change.
    expect((await send('DELETE', `/api/licenses/${id}`, '')).status).toBe(404);
    expect((await send('PUT', `/api/licenses/${id}`, pack)).status).toBe(404);
  });

  it.each([
    [24.999, 'Price must have at most two decimals (whole cents), e.g. 24.99.'],
    [0.1 + 0.2, 'Price must have at most two decimals (whole cents), e.g. 24.99.'],
    [-5, LICENSE_PACK_MESSAGES.priceInvalid],
    [0, LICENSE_PACK_MESSAGES.priceInvalid],
    ['24.99', LICENSE_PACK_MESSAGES.priceInvalid],
    [null, LICENSE_PACK_MESSAGES.priceInvalid],
    [1_000_000.01, 'Price must be at most $1000000.00.'],
  ])('refuses the price %j with 422 and changes nothing', async (price, message) => {
    const id = await makePlan({ price: 2999 });
    for (const [method, path] of [
      ['POST', '/api/licenses'],
      ['PUT', `/api/licenses/${id}`],
    ] as const) {
      const { status, body } = await send(method, path, { ...pack, price });
      expect(status, method).toBe(422);
      expect(body.message).toBe(message);
      expect(body.errors).toEqual({ price: [message] });
    }
    expect(await db().select().from(licensePlans)).toEqual([expect.objectContaining({ id, price: 2999 })]);
  });

  it('refuses a price JSON can only read as Infinity', async () => {
    const body = JSON.stringify({ ...pack, price: 0 }).replace('"price":0', '"price":1e400');
    const refused = await send('POST', '/api/licenses', body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ price: [LICENSE_PACK_MESSAGES.priceInvalid] });
  });

  it("checks the spec's rules in the form's order, with its words (400)", async () => {
    const { status, body } = await send('POST', '/api/licenses', {
      name: ' ab ',
      price: 10,
      description: 'too short',
      features: ['Untagged MP3', '  '],
    });
    expect(status).toBe(400);
    expect(body.message).toBe(LICENSE_PACK_MESSAGES.nameTooShort);
    expect(body.errors).toEqual({
      name: [LICENSE_PACK_MESSAGES.nameTooShort],
      description: [LICENSE_PACK_MESSAGES.descriptionTooShort],
      'features.1': [LICENSE_PACK_MESSAGES.featuresIncomplete],
    });
    expect((await send('POST', '/api/licenses', { ...pack, features: [] })).body.errors).toEqual({
      features: [LICENSE_PACK_MESSAGES.featuresIncomplete],
    });
    expect(await db().select().from(licensePlans)).toEqual([]);
  });

  it('answers 422 when the price is wrong as well as other fields', async () => {
    const { status, body } = await send('POST', '/api/licenses', { ...pack, name: 'ab', price: 9.999 });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['name', 'price']);
  });

  it('refuses anonymous requests (401) and customers (403), and changes nothing', async () => {
    const id = await makePlan({ price: 2999 });
    const customer = await signIn((await makeAccount()).email);
    for (const [method, path] of [
      ['POST', '/api/licenses'],
      ['PUT', `/api/licenses/${id}`],
      ['DELETE', `/api/licenses/${id}`],
    ] as const) {
      const anonymous = await send(method, path, pack, '');
      expect(anonymous.status, method).toBe(401);
      expect(anonymous.body.message).toBe(AUTH_MESSAGES.unauthorized);
      const forbidden = await send(method, path, pack, customer);
      expect(forbidden.status, method).toBe(403);
      expect(forbidden.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await db().select().from(licensePlans)).toEqual([expect.objectContaining({ id, deletedAt: null })]);
  });

  it("refuses an admin's browser sending for another site (403)", async () => {
    const { status, body } = await send('POST', '/api/licenses', pack, admin, { 'sec-fetch-site': 'cross-site' });
    expect(status).toBe(403);
    expect(body.message).toBe(AUTH_MESSAGES.crossSite);
    expect(await db().select().from(licensePlans)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed pack id', async () => {
    for (const id of ['424242', 'abc', '0', '-1']) {
      const { status, body } = await send('PUT', `/api/licenses/${id}`, pack);
      expect(status, id).toBe(404);
      expect(body.message).toBe(LICENSE_PACK_MESSAGES.notFound);
    }
  });

  it('refuses a body that is not JSON (400), of another type (415) or too large (413)', async () => {
    const malformed = await send('POST', '/api/licenses', '{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Send the license pack as JSON.');
    const form = await getJson<Answer>('/api/licenses', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Unlimited',
    });
    expect(form.status).toBe(415);
    const huge = await send('POST', '/api/licenses', { ...pack, description: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(await db().select().from(licensePlans)).toEqual([]);
  });
});
