import type { LikeState, OrderView, Song } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { songs } from '../../src/db/schema.ts';
import { fetchRaw } from './auth-fixtures.ts';
import { type Buyer, buy, makeBuyer, makePlans, makeSellableSong } from './commerce-fixtures.ts';
import { db, getJson, makeSong, makeUser } from './fixtures.ts';

let buyer: Buyer;
let artist: string;

beforeEach(async () => {
  buyer = await makeBuyer();
  artist = await makeUser();
});

const like = (songId: number | string, cookie?: string, method: 'POST' | 'DELETE' = 'POST') =>
  getJson<LikeState & { message: string }>(`/api/songs/${songId}/like`, {
    method,
    headers: cookie ? { cookie } : {},
  });

describe('liking a track', () => {
  it('counts each user once, and the store shows the count', async () => {
    const song = await makeSong(artist);
    const other = await makeBuyer('Kai Loop');
    expect((await like(song, buyer.cookie)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await like(song, buyer.cookie)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await like(song, other.cookie)).body).toEqual({ liked: true, likeCount: 2 });
    // Like counts do not move the catalogue's version: anonymous visitors may see a cached copy's
    // count for its lifetime, while a signed-in visitor's answer is always fresh.
    const seen = async () =>
      (await getJson<{ data: Song }>(`/api/songs/${song}`, { headers: { cookie: buyer.cookie } })).body.data.likeCount;
    expect(await seen()).toBe(2);

    expect((await like(song, buyer.cookie, 'DELETE')).body).toEqual({ liked: false, likeCount: 1 });
    expect((await like(song, buyer.cookie, 'DELETE')).body).toEqual({ liked: false, likeCount: 1 });
    expect(await seen()).toBe(1);
  });

  it('is for signed-in users, on tracks they can see or bought', async () => {
    const song = await makeSong(artist);
    expect((await like(song)).status).toBe(401);
    expect(
      (
        await fetchRaw(`/api/songs/${song}/like`, {
          method: 'POST',
          headers: { cookie: buyer.cookie, 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(403);
    for (const id of [999_999, 'abc', 0]) expect((await like(id, buyer.cookie)).status, String(id)).toBe(404);
    const scheduled = await makeSong(artist, { publishAt: Date.now() + 86_400_000 });
    expect((await like(scheduled, buyer.cookie)).status).toBe(404);

    // A bought track can be liked from the order history after it left the catalogue.
    const plans = await makePlans();
    const bought = await makeSellableSong(artist);
    await buy(buyer, [{ songId: bought.id, licenseId: plans.basic }]);
    await db().update(songs).set({ deletedAt: Date.now() }).where(eq(songs.id, bought.id));
    expect((await like(bought.id, buyer.cookie)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await like(bought.id, (await makeBuyer('Not A Buyer')).cookie)).status).toBe(404);
    const orders = await getJson<{ orders: OrderView[] }>('/api/payments/orders/my-orders', {
      headers: { cookie: buyer.cookie },
    });
    expect(orders.body.orders[0]?.items[0]?.song).toMatchObject({ liked: true, likeCount: 1 });
  });
});
