/**
 * A small store for the hardening suites, built straight in D1 and R2 with the store's own code
 * (no sign-up form, no PayPal round trip): an admin, a customer who owns an order (a completed
 * purchase with its files, a like and a profile), another customer, an artist's tracks and the
 * plans, and the producer's voice tag. Accounts share one password hash and get their sessions from the session code itself,
 * so a world costs one scrypt hash per test file, not one per account.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { ALERTS, raiseAlert } from '../../src/alerts/store-alerts.ts';
import { createResetToken } from '../../src/auth/reset-tokens.ts';
import { saveContactMessage } from '../../src/contact/contact-queries.ts';
import { freeDownloads, orderItems, orders, storeAlerts, users } from '../../src/db/schema.ts';
import { CODE_TAKEN, createDiscount } from '../../src/discounts/discount-queries.ts';
import { createFreeDownload } from '../../src/free-downloads/free-download-queries.ts';
import { setLike } from '../../src/likes/song-likes.ts';
import { completeOrder } from '../../src/orders/order-state.ts';
import { placePendingOrder } from '../../src/orders/place-order.ts';
import { quoteLines } from '../../src/orders/quote-lines.ts';
import { receivePart, startUpload } from '../../src/uploads/upload-files.ts';
import { findUpload } from '../../src/uploads/upload-queries.ts';
import { saveVoiceTag } from '../../src/voice-tag/save-voice-tag.ts';
import { knownHash, sessionCookie } from '../api/auth-fixtures.ts';
import { makePlans, makeSellableSong, type Plans } from '../api/commerce-fixtures.ts';
import { db, makeSong, makeUser } from '../api/fixtures.ts';
import { mp3, wav } from '../media-samples.ts';

export interface Account {
  id: string;
  email: string;
  name: string;
  /** The session cookie (`store_session=…`), as a signed-in browser sends it. */
  cookie: string;
}

let counter = 0;

/** An account with PASSWORD, signed in (its session made by the session code, as a login makes it). */
export async function account(name: string, role: 'user' | 'admin' = 'user'): Promise<Account> {
  counter += 1;
  const id = crypto.randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${counter}.${id.slice(0, 6)}@example.com`;
  await db()
    .insert(users)
    .values({ id, email, name, role, phoneNumber: '+1 555 0100', passwordHash: await knownHash() });
  return { id, email, name, cookie: await sessionCookie(id) };
}

/** A reset code for an account, as the reset mail carries it. */
export const resetCodeFor = (userId: string) => createResetToken(db(), userId);

export interface World {
  admin: Account;
  customer: Account;
  other: Account;
  plans: Plans;
  artist: string;
  /** A track the customer bought (Premium: MP3 and WAV) and likes. */
  bought: Awaited<ReturnType<typeof makeSellableSong>>;
  /** A track nobody bought yet. */
  onSale: Awaited<ReturnType<typeof makeSellableSong>>;
  /** The customer's completed order, its PayPal order id and its one item. */
  order: { id: string; paypalOrderId: string; itemId: string };
  /** A public media object (a cover). */
  mediaKey: string;
  /** A message to the store in the admin's inbox. */
  messageId: number;
  /** An alert of Store health. */
  alertId: number;
  /** A discount code, SPRING… (10% off), its own in each world. */
  discountId: number;
  /** A track offered free for an e-mail address, and the token of a link mailed for it. */
  free: { id: number; token: string; requestId: number };
  /** The admin's uploads of a WAV: one waiting for its part, one with it (ready to complete). */
  uploads: { open: string; ready: string; bytes: Uint8Array<ArrayBuffer> };
}

export async function buildWorld(): Promise<World> {
  const [admin, customer, other] = [
    await account('Nova Admin', 'admin'),
    await account('Maya Rivers'),
    await account('Ola Rival'),
  ];
  const plans = await makePlans();
  const artist = await makeUser();
  const bought = await makeSellableSong(artist, 'Midnight Drive');
  const onSale = await makeSellableSong(artist, 'Golden Hour');

  // The purchase, placed and recorded by the checkout's own code (as the demo seed does).
  const lines = await quoteLines(db(), customer.id, [{ songId: bought.id, licenseId: plans.premium }]);
  const { orderId } = await placePendingOrder(db(), customer, lines);
  const paypalOrderId = `PAY${orderId.slice(4, 18).toUpperCase()}`;
  await db().update(orders).set({ paypalOrderId }).where(eq(orders.id, orderId));
  await completeOrder(db(), orderId, { captureId: `CAP${paypalOrderId}`, payerEmail: customer.email, payerId: 'P1' });
  const [item] = await db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  if (!item) throw new Error('no order item');
  await setLike(db(), customer.id, bought.id, true);

  const messageId = await saveContactMessage(db(), {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: null,
    subject: 'Custom beat',
    message: 'Could you make a beat at 92 BPM?',
  });
  await raiseAlert(env, ALERTS.orderReconciled(orderId), null);
  const [alert] = await db().select({ id: storeAlerts.id }).from(storeAlerts);
  if (!alert) throw new Error('no alert');
  const bytes = wav(0.2);
  const start = { kind: 'wav', format: 'wav', size: bytes.byteLength } as const;
  const open = await startUpload(env, db(), admin.id, start);
  const ready = await startUpload(env, db(), admin.id, start);
  const readyRow = await findUpload(db(), ready.id, admin.id);
  if (!readyRow) throw new Error('no upload');
  await receivePart(env, db(), readyRow, 1, bytes);

  const discount = await createDiscount(db(), {
    kind: 'code',
    code: `SPRING${crypto.randomUUID().slice(0, 8)}`,
    percentOff: 10,
    amountOff: null,
    exclusive: false,
    maxUses: null,
    oncePerBuyer: false,
    active: true,
    startsAt: null,
    endsAt: null,
  });
  if (discount === CODE_TAKEN) throw new Error("the world's discount code is taken");

  const previewKey = `previews/${crypto.randomUUID()}.mp3`;
  await env.MEDIA.put(previewKey, new Uint8Array(512).fill(0xff), { httpMetadata: { contentType: 'audio/mpeg' } });
  const freeId = await makeSong(artist, { title: 'Open Air', previewKey, freeDownload: true });
  const freeToken = await createFreeDownload(db(), {
    songId: freeId,
    email: 'listener@example.com',
    news: false,
    userId: null,
  });
  const [freeRequest] = await db().select({ id: freeDownloads.id }).from(freeDownloads);
  if (!freeRequest) throw new Error('no free download request');

  await saveVoiceTag(env, db(), { file: new File([mp3(1)], 'voice tag.mp3', { type: 'audio/mpeg' }) });

  const mediaKey = `covers/${crypto.randomUUID()}.jpg`;
  await env.MEDIA.put(mediaKey, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), {
    httpMetadata: { contentType: 'image/jpeg' },
  });
  return {
    admin,
    customer,
    other,
    plans,
    artist,
    bought,
    onSale,
    order: { id: orderId, paypalOrderId, itemId: item.id },
    mediaKey,
    messageId,
    alertId: alert.id,
    discountId: discount.id,
    free: { id: freeId, token: freeToken, requestId: freeRequest.id },
    uploads: { open: open.id, ready: ready.id, bytes },
  };
}
