/**
 * The Worker's page cache on the built store: public pages rendered once and then answered from
 * the cache (X-Store-Cache), a catalogue write showing on the next request, and nothing personal
 * ever stored or served from it.
 */
import type { APIRequestContext } from '@playwright/test';
import { createSong } from './admin-helpers.ts';
import { DEMO, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

const cacheOf = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return {
    status: res.headers()['x-store-cache'],
    cacheControl: res.headers()['cache-control'],
    html: await res.text(),
  };
};

/** An address of a public page no other test has asked for (the cache is keyed by the whole URL). */
const fresh = (path: string) => `${path}?visit=${crypto.randomUUID()}`;

test('a public page is rendered once, then answered from the cache until the catalogue changes', async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const path of [fresh('/'), fresh('/tracks'), fresh('/about')]) {
    const first = await cacheOf(request, path);
    expect(first.status, path).toBe('miss');
    expect(first.cacheControl, path).toMatch(/^public, /);
    const second = await cacheOf(request, path);
    expect(second.status, path).toBe('hit');
    expect(second.html).toBe(first.html);
  }

  // The store owner publishes a track: the next visitor's list shows it.
  const tracks = fresh('/tracks');
  await cacheOf(request, tracks);
  expect((await cacheOf(request, tracks)).status).toBe('hit');
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, DEMO.admin.email, DEMO.admin.password);
  const title = `Cache Breaker ${Date.now()}`;
  const song = await createSong(admin, { title });
  const after = await cacheOf(request, tracks);
  expect(after.status).toBe('miss');
  expect(after.html).toContain(title);
  expect((await cacheOf(request, `/products/${song.id}`)).html).toContain(title);

  // Taken out of the store again (other tests read the newest tracks): gone on the next request.
  const deleted = await admin.delete(`/api/songs/${song.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(deleted.status()).toBe(204);
  await admin.dispose();
  expect((await request.get(`/products/${song.id}`)).status()).toBe(404);
  expect((await cacheOf(request, tracks)).html).not.toContain(title);
});

test('a signed-in visitor: personal pages never meet the cache, and public ones hold nothing of theirs', async ({
  request,
}) => {
  const name = `Cache Visitor ${crypto.randomUUID().slice(0, 8)}`;
  const email = await testAccount(name);
  const tracks = fresh('/tracks');
  // An anonymous visit fills the cache.
  expect((await cacheOf(request, tracks)).status).toBe('miss');

  await signIn(request, email);
  for (const path of ['/account', '/order-history', '/check-out']) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()['x-store-cache'], path).toBeUndefined();
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
    }
  }
  expect((await request.get('/account')).ok()).toBe(true);
  expect(await (await request.get('/account')).text()).toContain(email);

  // The signed-in visitor gets the shared copy of a public page, which names nobody.
  const shared = await cacheOf(request, tracks);
  expect(shared.status).toBe('hit');
  expect(shared.html).not.toContain(email);
  expect(shared.html).not.toContain(name);
});
