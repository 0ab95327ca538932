import { LicenseListSchema, SongDetailSchema } from '@beats/contract';
import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/app.ts';
import { makePlan, makeSong, makeUser } from './fixtures.ts';

async function client() {
  const { exports } = await import('cloudflare:workers');
  const worker = (exports as unknown as { default: Fetcher }).default;
  return hc<Api>('http://store.test/api', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => worker.fetch(input, init),
  });
}

describe('a typed client (hc<Api>)', () => {
  it('calls the routes by their paths and reads their answers through the contract (dollars to cents)', async () => {
    const id = await makeSong(await makeUser(), { title: 'Night Drive', pricing: 2999 });
    await makePlan({ name: 'Basic MP3', price: 1999 });
    const api = await client();

    const song = await api.songs[':id'].$get({ param: { id: String(id) } });
    expect(song.status).toBe(200);
    const { data } = SongDetailSchema.parse(await song.json());
    expect(data).toMatchObject({ id, title: 'Night Drive', pricing: 2999 });

    const plans = LicenseListSchema.parse(await (await api.licenses.$get()).json());
    expect(plans.data.map((plan) => plan.price)).toEqual([1999]);

    const unknown = await api.songs[':id'].$get({ param: { id: '424242' } });
    expect(unknown.status).toBe(404);
  });
});
