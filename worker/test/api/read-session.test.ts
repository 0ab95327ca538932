import type { OrderView } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, requestBookmark } from '../../src/db/read-session.ts';
import { buy, commerceSetup, makeSellableSong } from './commerce-fixtures.ts';
import { getJson, makeSong, makeUser } from './fixtures.ts';

const bookmarkCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(';')[0];

describe('reads through a D1 session, with a bookmark for the buyer', () => {
  it('hands the buyer a bookmark after checkout, and the order history read from it shows the order', async () => {
    const { plans, artist, buyer } = await commerceSetup();
    const song = await makeSellableSong(artist);
    const { orderId, back } = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect(back.status).toBe(303);
    // The return from PayPal recorded the order: it sends the session's bookmark along.
    const cookie = bookmarkCookie(back);
    expect(cookie).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f-]+$`));
    expect(back.headers.get('Set-Cookie')).toContain('HttpOnly');

    const history = await getJson<{ orders: OrderView[] }>('/api/payments/orders/my-orders', {
      headers: { cookie: `${buyer.cookie}; ${cookie}` },
    });
    expect(history.status).toBe(200);
    expect(history.body.orders.map((order) => order.id)).toContain(orderId);
    // API clients may carry it in a header instead.
    const bookmark = cookie?.split('=')[1] ?? '';
    const byHeader = await getJson<{ orders: OrderView[] }>('/api/payments/orders/my-orders', {
      headers: { cookie: buyer.cookie, [BOOKMARK_HEADER]: bookmark },
    });
    expect(byHeader.body.orders.map((order) => order.id)).toContain(orderId);
  });

  it('never puts a bookmark on a public answer, which caches share', async () => {
    await makeSong(await makeUser());
    for (const path of ['/api/songs/published', '/api/licenses', '/api/songs/filters']) {
      const { res } = await getJson(path, { headers: { [BOOKMARK_HEADER]: '00000001-00000002-00000003-abcdef' } });
      expect(res.status, path).toBe(200);
      expect(bookmarkCookie(res), path).toBeUndefined();
      expect(res.headers.get(BOOKMARK_HEADER), path).toBeNull();
    }
  });

  it('ignores a bookmark that is not one, unread: too long, or other characters', async () => {
    const bad = ['x'.repeat(300), '1'.repeat(300), '<script>', 'abc; other=1', '--', "0000-' OR 1=1"];
    for (const value of bad) {
      expect(
        requestBookmark(new Request('http://store.test/', { headers: { [BOOKMARK_HEADER]: value } })),
        value,
      ).toBeNull();
      const { status } = await getJson('/api/licenses', {
        headers: { cookie: `${BOOKMARK_COOKIE}=${encodeURIComponent(value)}` },
      });
      expect(status, value).toBe(200);
    }
    expect(
      requestBookmark(
        new Request('http://store.test/', {
          headers: { cookie: `${BOOKMARK_COOKIE}=0000000a-0000b26e-00001538-0c3e87bb` },
        }),
      ),
    ).toBe('0000000a-0000b26e-00001538-0c3e87bb');
  });
});
