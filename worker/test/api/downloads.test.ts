/** Licensed files and license agreements: only the buyer, only what the license includes, for as long as it is paid. */
import { env } from 'cloudflare:test';
import { COVER_SIZES, type OrderView, type Song } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { licensePlans, songs } from '../../src/db/schema.ts';
import { jpeg, webp } from '../media-samples.ts';
import { pdfText } from '../pdf-text.ts';
import { fetchRaw } from './auth-fixtures.ts';
import {
  type Buyer,
  buy,
  deliver,
  deliveriesOf,
  fileBytes,
  makeBuyer,
  makePlans,
  makeSellableSong,
  orderRow,
  paypal,
} from './commerce-fixtures.ts';
import { db, getJson, makeUser } from './fixtures.ts';

let plans: Awaited<ReturnType<typeof makePlans>>;
let buyer: Buyer;
let song: Awaited<ReturnType<typeof makeSellableSong>>;

beforeEach(async () => {
  plans = await makePlans();
  buyer = await makeBuyer('Maya Rivers');
  song = await makeSellableSong(await makeUser(), 'Night Drive');
});

const myOrders = (cookie: string) =>
  getJson<{ success: boolean; orders: OrderView[]; message: string }>('/api/payments/orders/my-orders', {
    headers: { cookie },
  });

/** Buys Premium (MP3 and WAV) for Night Drive; the bought item. */
async function buyPremium() {
  const { orderId, paypalOrderId } = await buy(buyer, [{ songId: song.id, licenseId: plans.premium }]);
  const item = (await myOrders(buyer.cookie)).body.orders[0]?.items[0];
  if (!item) throw new Error('no item');
  return { orderId, paypalOrderId, item };
}

const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetchRaw(path, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('downloads', () => {
  it('give the buyer exactly the files the license delivers, named after the purchase, never cached', async () => {
    const { item } = await buyPremium();
    expect(item.downloads.map((d) => [d.kind, d.fileName])).toEqual([
      ['mp3', 'Night Drive (Premium WAV Lease).mp3'],
      ['wav', 'Night Drive (Premium WAV Lease).wav'],
      ['agreement', 'Night Drive (Premium WAV Lease) license agreement.pdf'],
    ]);

    const wav = await get(`/api/downloads/${item.id}/wav`, buyer.cookie);
    expect(wav.status).toBe(200);
    expect(await bytes(wav)).toEqual(fileBytes('wav', 'Night Drive'));
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(wav.headers.get('content-disposition')).toBe(
      `attachment; filename="Night Drive (Premium WAV Lease).wav"; filename*=UTF-8''Night%20Drive%20%28Premium%20WAV%20Lease%29.wav`,
    );
    expect(wav.headers.get('cache-control')).toBe('private, no-store');
    expect(wav.headers.get('accept-ranges')).toBe('bytes');

    const mp3 = await get(`/api/downloads/${item.id}/mp3`, buyer.cookie);
    expect(await bytes(mp3)).toEqual(fileBytes('mp3', 'Night Drive'));
    // Stems are not in this license.
    expect((await get(`/api/downloads/${item.id}/stems`, buyer.cookie)).status).toBe(404);
  });

  it('answer byte ranges, so a download can resume', async () => {
    const { item } = await buyPremium();
    const whole = fileBytes('wav', 'Night Drive');
    const part = await get(`/api/downloads/${item.id}/wav`, buyer.cookie, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.byteLength}`);
    expect(await bytes(part)).toEqual(whole.slice(100, 200));
    const outside = await get(`/api/downloads/${item.id}/wav`, buyer.cookie, { range: 'bytes=999999-' });
    expect(outside.status).toBe(416);
  });

  it('are 404 for anyone else whatever the id, and 401 signed out', async () => {
    const { item } = await buyPremium();
    const other = await makeBuyer('Kai Loop');
    for (const path of [
      `/api/downloads/${item.id}/wav`,
      `/api/downloads/${item.id}/agreement`,
      '/api/downloads/itm-doesnotexist/wav',
      '/api/downloads/../../media/x/wav',
      `/api/downloads/${item.id}/exe`,
      `/api/downloads/${item.id.toUpperCase()}/wav`,
    ]) {
      const res = await get(path, other.cookie);
      expect(res.status, path).toBe(404);
    }
    expect((await get(`/api/downloads/${item.id}/wav`)).status).toBe(401);
    expect((await get('/api/downloads/itm-doesnotexist/wav')).status).toBe(401);
  });

  it('send a browser that opens a receipt link signed out to log in, then to the order history', async () => {
    const { item } = await buyPremium();
    const opened = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const res = await get(`/api/downloads/${item.id}/agreement`, undefined, opened);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/login?next=%2Forder-history');
    // Signed in, the same link is the file.
    const pdf = await get(`/api/downloads/${item.id}/agreement`, buyer.cookie, opened);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('stop when the order is refunded (and the order history says so)', async () => {
    const { orderId, paypalOrderId, item } = await buyPremium();
    const captureId = (await orderRow(orderId))?.paypalCaptureId ?? '';
    await paypal.refund(captureId);
    const [refunded] = await deliveriesOf(paypalOrderId, 'PAYMENT.CAPTURE.REFUNDED');
    expect((await deliver(refunded as NonNullable<typeof refunded>)).status).toBe(200);

    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundTotal: 5999 });
    for (const kind of ['mp3', 'wav', 'agreement']) {
      expect((await get(`/api/downloads/${item.id}/${kind}`, buyer.cookie)).status, kind).toBe(404);
    }
    const [order] = (await myOrders(buyer.cookie)).body.orders;
    expect(order?.status).toBe('refunded');
    expect(order?.items[0]?.downloads).toEqual([]);
  });

  it('keep the bought files after the track is deleted or its file replaced', async () => {
    const { item } = await buyPremium();
    const newKey = 'files/replaced.wav';
    await env.FILES.put(newKey, fileBytes('wav', 'a new mix'));
    await db().update(songs).set({ wavKey: newKey, deletedAt: Date.now() }).where(eq(songs.id, song.id));

    const wav = await get(`/api/downloads/${item.id}/wav`, buyer.cookie);
    expect(wav.status).toBe(200);
    expect(await bytes(wav)).toEqual(fileBytes('wav', 'Night Drive'));
    expect((await myOrders(buyer.cookie)).body.orders[0]?.items[0]?.song.title).toBe('Night Drive');
  });

  it('have safe, readable names whatever the title', async () => {
    await db().update(songs).set({ title: '../Über "Night"\r\n\u202Edrive<>.wav' }).where(eq(songs.id, song.id));
    const bought = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const item = (await myOrders(buyer.cookie)).body.orders.find((o) => o.id === bought.orderId)?.items[0];
    const res = await get(`/api/downloads/${item?.id}/mp3`, buyer.cookie);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="-Uber -Night- drive--.wav (Basic MP3 Lease).mp3"; filename*=UTF-8''-%C3%9Cber%20-Night-%20drive--.wav%20%28Basic%20MP3%20Lease%29.mp3`,
    );
  });
});

describe('the license agreement', () => {
  it('names the store, the buyer, the track, the plan, its terms, the price, the date, the order and the item', async () => {
    const { orderId, item } = await buyPremium();
    const res = await get(`/api/downloads/${item.id}/agreement`, buyer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Night Drive (Premium WAV Lease) license agreement.pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const order = await orderRow(orderId);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(order?.completedAt ?? 0),
    );
    const { text, title } = await pdfText(await bytes(res));
    expect(title).toBe('License agreement: Night Drive (Premium WAV Lease)');
    for (const fact of [
      'License Agreement',
      // The licensor, named as the storefront names the store.
      STORE_IDENTITY.name,
      ...STORE_IDENTITY.address,
      `Maya Rivers <${buyer.email}>`,
      'Night Drive',
      'Premium WAV Lease (non-exclusive)',
      '$59.99 USD',
      date,
      orderId,
      item.id,
      order?.paypalCaptureId ?? '?',
      'Untagged MP3, Untagged WAV',
      'Up to 250,000',
      'Up to 10,000',
      'Unlimited',
      `5 years from ${date}`,
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('keeps the terms of the purchase when the plan changes later', async () => {
    const { item } = await buyPremium();
    const before = await bytes(await get(`/api/downloads/${item.id}/agreement`, buyer.cookie));
    await db()
      .update(licensePlans)
      .set({
        name: 'Premium (new terms)',
        terms: JSON.stringify({
          audioStreams: 1,
          copiesSold: 1,
          musicVideos: 0,
          radioStations: 0,
          livePerformances: 0,
          termYears: 1,
        }),
        deletedAt: Date.now(),
      })
      .where(eq(licensePlans.id, plans.premium));
    const after = await bytes(await get(`/api/downloads/${item.id}/agreement`, buyer.cookie));
    expect(after).toEqual(before);
    const { text } = await pdfText(after);
    expect(text).toContain('Up to 250,000');
    expect(text).not.toContain('new terms');
  });
});

describe('GET /api/payments/orders/my-orders', () => {
  it("answers 404 with the spec's message when there are none, and 401 signed out", async () => {
    const none = await myOrders(buyer.cookie);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("You haven't placed any orders yet.");
    expect((await getJson('/api/payments/orders/my-orders')).status).toBe(401);
  });

  it("lists the buyer's own orders, newest first, as the spec's Order", async () => {
    const first = await buy(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    const other = await makeSellableSong(await makeUser(), 'Second');
    const second = await buy(buyer, [{ songId: other.id, licenseId: plans.premium }]);
    await buy(await makeBuyer('Someone Else'), [{ songId: song.id, licenseId: plans.basic }]);

    const { status, body } = await myOrders(buyer.cookie);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.orders.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(body.orders[0]).toMatchObject({
      amount: 59.99,
      currency: 'USD',
      status: 'completed',
      transactionId: (await orderRow(second.orderId))?.paypalCaptureId,
      items: [
        {
          licenseId: plans.premium,
          licenseDetails: { name: 'Premium WAV Lease' },
          price: 59.99,
          song: { id: other.id, title: 'Second', liked: false, likeCount: 0 },
        },
      ],
    });
  });

  it("gives each line its song's cover sizes, as the catalogue does, and they serve the images", async () => {
    // An original cover and its three WebP sizes, as an upload stores them.
    const coverKey = `covers/${crypto.randomUUID()}.jpg`;
    await env.MEDIA.put(coverKey, jpeg(), { httpMetadata: { contentType: 'image/jpeg' } });
    const sizeKeys: Record<string, string> = {};
    for (const size of COVER_SIZES) {
      sizeKeys[size] = `covers/${crypto.randomUUID()}.webp`;
      await env.MEDIA.put(sizeKeys[size], webp(size), { httpMetadata: { contentType: 'image/webp' } });
    }
    await db()
      .update(songs)
      .set({ coverKey, coverSizes: JSON.stringify(sizeKeys) })
      .where(eq(songs.id, song.id));
    const plain = await makeSellableSong(await makeUser(), 'No Sizes');
    await buy(buyer, [
      { songId: song.id, licenseId: plans.basic },
      { songId: plain.id, licenseId: plans.basic },
    ]);

    const [sized, unsized] = (await myOrders(buyer.cookie)).body.orders[0]?.items ?? [];
    const catalogue = (await getJson<{ data: Song }>(`/api/songs/${song.id}`)).body.data;
    expect(Object.keys(sized?.song.coverSizes ?? {})).toEqual(['128', '400', '800']);
    expect(sized?.song.coverSizes).toEqual(catalogue.coverSizes);
    // The largest size, like the catalogue's, not the original upload.
    expect(sized?.song.coverImage).toBe(catalogue.coverImage);
    expect(sized?.song.coverImage).toBe(sized?.song.coverSizes?.['800']);
    for (const size of COVER_SIZES) {
      const res = await get(sized?.song.coverSizes?.[String(size)] ?? '/media/none');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await bytes(res)).toEqual(webp(size));
    }
    // A song without sizes answers none, and no cover.
    expect(unsized?.song).toMatchObject({ coverImage: null, coverSizes: {} });
  });
});
