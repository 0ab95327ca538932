/**
 * Buying things in the API tests: tracks with real files in the private bucket, license plans,
 * signed-in buyers, and the PayPal round trip through the stand-in (control.ts plays the buyer
 * at PayPal and reads what PayPal holds).
 */
import { createScheduledController, env } from 'cloudflare:test';
import type { CheckoutStarted, License } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { paypalControl } from '../../../scripts/fakes/paypal/control.ts';
import { mailOutbox, orders } from '../../src/db/schema.ts';
import { fetchRaw, makeAccount, postJson, sessionCookie } from './auth-fixtures.ts';
import { db, makePlan, makeSong, makeUser } from './fixtures.ts';
import worker from './test-worker.ts';

export const paypal = paypalControl(env.PAYPAL_API_URL ?? '');

export interface Buyer {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

export async function makeBuyer(name = 'Maya Rivers'): Promise<Buyer> {
  const account = await makeAccount({ name });
  return { id: account.id, email: account.email, name: account.name, cookie: await sessionCookie(account.id) };
}

/** Bytes that look like each kind of file, different per track so a test can tell them apart. */
export function fileBytes(kind: 'mp3' | 'wav' | 'stems', label: string): Uint8Array<ArrayBuffer> {
  const magic = { mp3: 'ID3', wav: 'RIFF....WAVEfmt ', stems: 'PK\u0003\u0004' }[kind];
  return new Uint8Array(new TextEncoder().encode(`${magic}${kind} of ${label} `.padEnd(4096, '.')));
}

const CONTENT_TYPES = { mp3: 'audio/mpeg', wav: 'audio/wav', stems: 'application/zip' } as const;

/** A published track with an untagged MP3, a WAV and stems in FILES. */
export async function makeSellableSong(
  artistId: string,
  title = `Track ${crypto.randomUUID().slice(0, 6)}`,
  pricing = 2999,
) {
  const keys: Record<'mp3' | 'wav' | 'stems', string> = { mp3: '', wav: '', stems: '' };
  for (const kind of ['mp3', 'wav', 'stems'] as const) {
    keys[kind] = `files/${crypto.randomUUID()}.${kind === 'stems' ? 'zip' : kind}`;
    await env.FILES.put(keys[kind], fileBytes(kind, title), { httpMetadata: { contentType: CONTENT_TYPES[kind] } });
  }
  const id = await makeSong(artistId, { title, pricing, mp3Key: keys.mp3, wavKey: keys.wav, stemsKey: keys.stems });
  return { id, title, keys };
}

/** The store's plans: Basic (MP3) is the base price; Premium adds WAV; Exclusive delivers everything, once. */
export async function makePlans() {
  const basic = await makePlan({
    name: 'Basic MP3 Lease',
    price: 2999,
    position: 1,
    deliverables: '["mp3"]',
    terms: JSON.stringify({
      audioStreams: 10_000,
      copiesSold: 2_000,
      musicVideos: 1,
      radioStations: 0,
      livePerformances: 10,
      termYears: 2,
    }),
  });
  const premium = await makePlan({
    name: 'Premium WAV Lease',
    price: 5999,
    position: 2,
    deliverables: '["mp3","wav"]',
    terms: JSON.stringify({
      audioStreams: 250_000,
      copiesSold: 10_000,
      musicVideos: 2,
      radioStations: 2,
      livePerformances: null,
      termYears: 5,
    }),
  });
  const exclusive = await makePlan({
    name: 'Exclusive Rights',
    price: 49999,
    position: 3,
    exclusive: true,
    deliverables: '["mp3","wav","stems"]',
    terms: JSON.stringify({
      audioStreams: null,
      copiesSold: null,
      musicVideos: null,
      radioStations: null,
      livePerformances: null,
      termYears: null,
    }),
  });
  return { basic, premium, exclusive };
}

export type Plans = Awaited<ReturnType<typeof makePlans>>;

/** Where most commerce tests start: the store's plans, an artist whose tracks are sold, a signed-in buyer. */
export async function commerceSetup(): Promise<{ plans: Plans; artist: string; buyer: Buyer }> {
  return { plans: await makePlans(), artist: await makeUser(), buyer: await makeBuyer() };
}

export type Line = { songId: number; licenseId: number; upgrade?: boolean };

export function startCheckout(buyer: Buyer, items: unknown) {
  return postJson<CheckoutStarted & { message: string; errors?: Record<string, string[]> }>(
    '/api/checkout',
    { items },
    { cookie: buyer.cookie },
  );
}

/** PayPal's order id in an approval address (`…?token=ID`). */
export const paypalOrderIdOf = (approvalUrl: string): string => new URL(approvalUrl).searchParams.get('token') ?? '';

/** PayPal sends the buyer back: GET the return address as the browser would. */
export function returnFromPayPal(paypalOrderId: string, cookie?: string): Promise<Response> {
  return fetchRaw(`/api/checkout/return?token=${paypalOrderId}&PayerID=LOCALPAYER`, {
    headers: cookie ? { cookie } : {},
  });
}

/** Checks out `items` and approves at PayPal as the buyer, without coming back yet; the store's order id and PayPal's. */
export async function approveCheckout(buyer: Buyer, items: Line[]) {
  const started = await startCheckout(buyer, items);
  if (started.status !== 201) throw new Error(`checkout answered ${started.status}: ${started.body.message}`);
  const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
  await paypal.approve(paypalOrderId, buyer.email);
  return { orderId: started.body.orderId, paypalOrderId };
}

/** Checks out `items`, approves at PayPal as the buyer, and comes back; the store's order id and PayPal's. */
export async function buy(buyer: Buyer, items: Line[]) {
  const approved = await approveCheckout(buyer, items);
  const back = await returnFromPayPal(approved.paypalOrderId, buyer.cookie);
  return { ...approved, back };
}

/**
 * A payment PayPal captured whose answer the store lost on the buyer's return: the order stays
 * pending, and only PayPal knows the capture (for what may happen to it before the store records it).
 */
export async function captureUnrecorded(buyer: Buyer, items: Line[]) {
  const approved = await approveCheckout(buyer, items);
  const { paypalOrderId } = approved;
  await paypal.addFault({ op: 'capture', effect: 'lose-answer', match: { paypalOrderId }, times: 1 });
  await returnFromPayPal(paypalOrderId, buyer.cookie);
  const [capture] = (await paypal.order(paypalOrderId)).captures;
  if (!capture) throw new Error('PayPal took no capture');
  return { ...approved, captureId: capture.id };
}

export async function orderRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Posts a webhook delivery (as the stand-in signed it, or changed) to the store. */
export function deliver(delivery: { headers: Record<string, string>; body: string }) {
  return fetchRaw('/api/payments/webhook', {
    method: 'POST',
    headers: { ...delivery.headers, 'content-type': 'application/json' },
    body: delivery.body,
  });
}

/** The deliveries of one of an order's events, by type. */
export async function deliveriesOf(paypalOrderId: string, type: string) {
  return (await paypal.webhooks(paypalOrderId)).filter((delivery) => delivery.type === type);
}

/**
 * The mails sent to an address (a buyer's receipts, an owner's sale mails). They leave after the
 * answer (waitUntil), so this waits a moment for `expected` of them, and then a little longer to
 * see that no more follow.
 */
export async function mailsTo(address: string, expected = 1) {
  const read = () => db().select().from(mailOutbox).where(eq(mailOutbox.to, address));
  const deadline = Date.now() + 3000;
  while ((await read()).length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 100));
  return read();
}

/** Runs the Cron Trigger as Cloudflare does every five minutes, `minutes` from now. */
export async function reconcileIn(minutes: number): Promise<void> {
  const at = new Date(Date.now() + minutes * 60_000);
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/5 * * * *' }), env);
}

/**
 * Makes the store's database refuse to complete orders, as a failing D1 would: the very write
 * that records a capture is aborted by D1 itself (a trigger), between the capture and the record.
 */
const FAIL_RECORDING = `CREATE TRIGGER fail_recording BEFORE UPDATE OF status ON orders
  WHEN NEW.status = 'completed' BEGIN SELECT RAISE(ABORT, 'D1_ERROR: database is unavailable'); END`;
export const failRecording = () => env.DB.prepare(FAIL_RECORDING).run();
export const recordAgain = () => env.DB.prepare('DROP TRIGGER IF EXISTS fail_recording').run();

export type { License };
