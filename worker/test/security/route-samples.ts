/**
 * One well-formed call of every route, for a role in a world (world.ts): what a client that may
 * use the route sends to get its answer. The authorization matrix sends it as every role; the
 * cross-site test sends the unsafe ones from another site; the hostile-input suite starts from
 * their bodies. A route without a sample fails those tests, as a route missing from the access
 * table does.
 */
import type { Role } from '../../src/access.ts';
import { app } from '../../src/app.ts';
import { PASSWORD } from '../api/auth-fixtures.ts';
import { buy, makeSellableSong } from '../api/commerce-fixtures.ts';
import { JPEG, mp3, wav } from '../media-samples.ts';
import { type Account, resetCodeFor, type World } from './world.ts';

/** Every route of the app as `METHOD path`, read from the app itself (app-wide middleware is ALL). */
export const APP_ROUTES = [
  ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
];

export interface Call {
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json), a form, or bytes (with the call's own content type). */
  json?: unknown;
  form?: FormData;
  bytes?: Uint8Array<ArrayBuffer>;
}

export type Sample = (world: World, role: Role) => Call | Promise<Call>;

/** The account a role signs in as; null for anonymous. */
export function callerOf(world: World, role: Role): Account | null {
  return { anonymous: null, customer: world.customer, 'another customer': world.other, admin: world.admin }[role];
}

const packBody = {
  name: 'Premium Stems Lease',
  price: 79.99,
  description: 'WAV and stems for mixing and mastering.',
  features: ['Untagged WAV', 'Track stems'],
};

/** A new order of the customer's, paid through the PayPal stand-in (so PayPal can refund it). */
async function paidAtPayPal(world: World): Promise<string> {
  const song = await makeSellableSong(world.artist);
  const { orderId } = await buy(world.customer, [{ songId: song.id, licenseId: world.plans.basic }]);
  return orderId;
}

/** Every route's sample call, by `METHOD path` (access.ts). */
export const ROUTE_SAMPLES: Readonly<Record<string, Sample>> = {
  'GET /api/songs/published': () => ({ path: '/api/songs/published?search=midnight&sort=title:asc' }),
  'GET /api/songs/new-releases': () => ({ path: '/api/songs/new-releases?limit=5' }),
  'GET /api/songs/filters': () => ({ path: '/api/songs/filters' }),
  'GET /api/songs/:id': (w) => ({ path: `/api/songs/${w.onSale.id}` }),
  'GET /api/songs/:id/related': (w) => ({ path: `/api/songs/${w.onSale.id}/related?page=1&limit=4` }),
  'POST /api/songs/:id/play': (w) => ({ path: `/api/songs/${w.onSale.id}/play` }),
  'POST /api/songs/:id/like': (w) => ({ path: `/api/songs/${w.onSale.id}/like` }),
  'DELETE /api/songs/:id/like': (w) => ({ path: `/api/songs/${w.bought.id}/like` }),
  'GET /api/oembed': (w) => ({
    path: `/api/oembed?url=${encodeURIComponent(`http://store.test/products/${w.onSale.id}`)}`,
  }),
  'GET /api/licenses': () => ({ path: '/api/licenses' }),
  'GET /api/licenses/:id': (w) => ({ path: `/api/licenses/${w.plans.premium}` }),
  'POST /api/licenses': () => ({ path: '/api/licenses', json: packBody }),
  'PUT /api/licenses/:id': (w) => ({ path: `/api/licenses/${w.plans.basic}`, json: { ...packBody, price: 34.99 } }),
  'DELETE /api/licenses/:id': (w) => ({ path: `/api/licenses/${w.plans.basic}` }),
  'GET /api/discounts/deals': () => ({ path: '/api/discounts/deals' }),
  'GET /api/discounts': () => ({ path: '/api/discounts' }),
  'GET /api/discounts/:id': (w) => ({ path: `/api/discounts/${w.discountId}` }),
  'POST /api/discounts': () => ({ path: '/api/discounts', json: { kind: 'bulk', buy: 2, free: 1 } }),
  'PUT /api/discounts/:id': (w) => ({
    path: `/api/discounts/${w.discountId}`,
    json: { kind: 'code', code: `SUMMER${crypto.randomUUID().slice(0, 8)}`, percentOff: 15 },
  }),
  'DELETE /api/discounts/:id': (w) => ({ path: `/api/discounts/${w.discountId}` }),
  'POST /api/contact': () => ({
    path: '/api/contact',
    json: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'Custom beat',
      message: 'Could you make a beat at 92 BPM?',
    },
  }),
  'POST /api/free-downloads': (w) => ({
    path: '/api/free-downloads',
    json: { songId: w.free.id, email: `fan.${crypto.randomUUID().slice(0, 8)}@example.com`, news: true },
  }),
  'GET /api/free-downloads/:token': (w) => ({ path: `/api/free-downloads/${w.free.token}` }),
  'GET /api/free-downloads/:token/file': (w) => ({ path: `/api/free-downloads/${w.free.token}/file` }),
  'GET /api/free-downloads': () => ({ path: '/api/free-downloads?news=true&q=example' }),
  'GET /api/free-downloads/export': () => ({ path: '/api/free-downloads/export?news=false' }),
  'DELETE /api/free-downloads/:id': (w) => ({ path: `/api/free-downloads/${w.free.requestId}` }),
  'POST /api/users/register': () => {
    const form = new FormData();
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const [key, value] of Object.entries({
      name: 'Nia Newcomer',
      phoneNumber: '+1 555 0142',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }))
      form.append(key, value);
    return { path: '/api/users/register', form };
  },
  // Signing in as oneself (anonymous visitors sign in as the customer).
  'POST /api/users/login': (w, role) => ({
    path: '/api/users/login',
    json: { email: (callerOf(w, role) ?? w.customer).email, password: PASSWORD },
  }),
  'POST /api/users/logout': () => ({ path: '/api/users/logout' }),
  'POST /api/users/forgot-password': (w) => ({ path: '/api/users/forgot-password', json: { email: w.customer.email } }),
  // The code of the mail the caller's own account got (anonymous visitors hold the other customer's).
  'POST /api/users/reset-password': async (w, role) => ({
    path: '/api/users/reset-password',
    json: {
      oobCode: await resetCodeFor((callerOf(w, role) ?? w.other).id),
      password: 'brand-new-secret-9',
      confirmPassword: 'brand-new-secret-9',
    },
  }),
  'GET /api/users/me': () => ({ path: '/api/users/me' }),
  'PUT /api/users/:id': (w) => ({ path: `/api/users/${w.customer.id}`, json: { name: 'Maya R.' } }),
  'DELETE /api/users/:id': (w) => ({ path: `/api/users/${w.customer.id}`, json: { password: PASSWORD } }),
  'GET /api/auth/google': () => ({ path: '/api/auth/google?from=login&next=%2Fcart' }),
  'GET /api/auth/google/callback': () => ({ path: '/api/auth/google/callback?code=abc&state=xyz' }),
  'POST /api/checkout/quote': (w) => ({
    path: '/api/checkout/quote',
    json: { items: [{ songId: w.onSale.id, licenseId: w.plans.basic }], code: 'welcome-back' },
  }),
  'POST /api/checkout': (w) => ({
    path: '/api/checkout',
    json: { items: [{ songId: w.onSale.id, licenseId: w.plans.basic }] },
  }),
  'GET /api/checkout/return': (w) => ({ path: `/api/checkout/return?token=${w.order.paypalOrderId}&PayerID=P1` }),
  'GET /api/checkout/cancel': (w) => ({ path: `/api/checkout/cancel?token=${w.order.paypalOrderId}` }),
  'GET /api/payments/orders/my-orders': () => ({ path: '/api/payments/orders/my-orders' }),
  'GET /api/payments/orders/upgrades': (w) => ({ path: `/api/payments/orders/upgrades?songIds=${w.bought.id}` }),
  'POST /api/payments/orders': (w) => ({
    path: '/api/payments/orders',
    json: { transactionId: w.order.paypalOrderId, paymentMethod: 'PAYPAL' },
  }),
  'POST /api/payments/webhook': (w) => ({
    path: '/api/payments/webhook',
    json: {
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPFORGED', status: 'COMPLETED', custom_id: w.order.id },
    },
  }),
  'GET /api/downloads/:itemId/:file': (w) => ({ path: `/api/downloads/${w.order.itemId}/wav` }),
  'GET /api/downloads/orders/:orderId/receipt': (w) => ({ path: `/api/downloads/orders/${w.order.id}/receipt` }),
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /api/songs': () => ({ path: '/api/songs?_start=0&_end=10&_sort=title&_order=asc&q=drive' }),
  'POST /api/songs': () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: 'Night Drive', musicTag: 'Chill', price: '24.99' }))
      form.append(key, value);
    form.append('coverImage', new File([JPEG], 'cover.jpg', { type: 'image/jpeg' }));
    form.append('audioFile', new File([mp3(1)], 'night-drive.mp3', { type: 'audio/mpeg' }));
    return { path: '/api/songs', form };
  },
  'PUT /api/songs/:id': (w) => ({ path: `/api/songs/${w.onSale.id}`, json: { title: 'Golden Hour (Remastered)' } }),
  'DELETE /api/songs/:id': (w) => ({ path: `/api/songs/${w.onSale.id}` }),
  'GET /api/songs/:id/files/:kind': (w) => ({ path: `/api/songs/${w.bought.id}/files/wav` }),
  'POST /api/uploads': (w) => ({
    path: '/api/uploads',
    json: { kind: 'wav', format: 'wav', size: w.uploads.bytes.byteLength },
  }),
  'GET /api/uploads/:id': (w) => ({ path: `/api/uploads/${w.uploads.open}` }),
  'PUT /api/uploads/:id/parts/:n': (w) => ({
    path: `/api/uploads/${w.uploads.open}/parts/1`,
    headers: { 'content-type': 'application/octet-stream' },
    bytes: w.uploads.bytes,
  }),
  'POST /api/uploads/:id/complete': (w) => ({ path: `/api/uploads/${w.uploads.ready}/complete` }),
  'DELETE /api/uploads/:id': (w) => ({ path: `/api/uploads/${w.uploads.open}` }),
  'GET /api/voice-tag': () => ({ path: '/api/voice-tag' }),
  'PUT /api/voice-tag': () => {
    const form = new FormData();
    form.append('file', new File([wav(1)], 'my tag.wav', { type: 'audio/wav' }));
    form.append('everySeconds', '45');
    form.append('volumePercent', '70');
    form.append('previewSeconds', '60');
    return { path: '/api/voice-tag', form };
  },
  'DELETE /api/voice-tag': () => ({ path: '/api/voice-tag' }),
  'GET /api/voice-tag/file': () => ({ path: '/api/voice-tag/file' }),
  'GET /api/voice-tag/songs': () => ({ path: '/api/voice-tag/songs' }),
  'GET /api/settings': () => ({ path: '/api/settings' }),
  'PUT /api/settings': () => ({ path: '/api/settings', json: { saleMail: true, timeZone: 'UTC' } }),
  'GET /api/settings/me': () => ({ path: '/api/settings/me' }),
  'PUT /api/settings/me': () => ({ path: '/api/settings/me', json: { saleMail: false } }),
  'GET /api/orders': () => ({ path: '/api/orders?_start=0&_end=10&_sort=createdAt&_order=desc' }),
  'GET /api/orders/export': () => ({ path: '/api/orders/export' }),
  'GET /api/orders/:id/receipt': (w) => ({ path: `/api/orders/${w.order.id}/receipt` }),
  'GET /api/customers': () => ({ path: '/api/customers?_start=0&_end=10&_sort=lastPurchaseAt&_order=desc&q=example' }),
  'DELETE /api/customers/:id': (w) => ({ path: `/api/customers/${w.other.id}` }),
  // An admin's refund reaches PayPal: a payment the stand-in took, for a track bought for it.
  'POST /api/orders/:id/refund': async (w, role) => ({
    path: `/api/orders/${role === 'admin' ? await paidAtPayPal(w) : w.order.id}/refund`,
  }),
  'GET /api/messages': () => ({ path: '/api/messages?_start=0&_end=10' }),
  'PATCH /api/messages/:id': (w) => ({ path: `/api/messages/${w.messageId}`, json: { read: true } }),
  'DELETE /api/messages/:id': (w) => ({ path: `/api/messages/${w.messageId}` }),
  'GET /api/alerts': () => ({ path: '/api/alerts?_start=0&_end=20&resolved=false' }),
  'PATCH /api/alerts/:id': (w) => ({ path: `/api/alerts/${w.alertId}`, json: { resolved: true } }),
  'GET /api/payments/analytics/daily/24hour': () => ({ path: '/api/payments/analytics/daily/24hour' }),
  'GET /api/payments/analytics/weekly': () => ({ path: '/api/payments/analytics/weekly' }),
  'GET /api/payments/analytics/monthly/30days': () => ({ path: '/api/payments/analytics/monthly/30days' }),
  'GET /api/payments/analytics/12-monthly': () => ({ path: '/api/payments/analytics/12-monthly' }),
  'GET /api/payments/analytics/sales-monthly': () => ({
    path: '/api/payments/analytics/sales-monthly?year=2026&month=11',
  }),
  'GET /api/payments/analytics/sales-custom-range': () => ({
    path: '/api/payments/analytics/sales-custom-range?startDate=2026-11-01&endDate=2026-11-20',
  }),
  'GET /api/payments/analytics/daily': () => ({ path: '/api/payments/analytics/daily?date=2026-11-20' }),
  'GET /media/:key{.+}': (w) => ({ path: `/media/${w.mediaKey}` }),
  'HEAD /media/:key{.+}': (w) => ({ path: `/media/${w.mediaKey}` }),
  'GET /dev/outbox': () => ({ path: '/dev/outbox' }),
};

/**
 * Further calls of a route that the matrix makes as every role too: the other things a route
 * names that belong to someone (a license agreement besides a file, each licensed file of a song).
 */
export const MORE_SAMPLES: Readonly<Record<string, Sample[]>> = {
  'GET /api/songs/:id/files/:kind': [
    (w) => ({ path: `/api/songs/${w.bought.id}/files/mp3` }),
    (w) => ({ path: `/api/songs/${w.bought.id}/files/stems` }),
  ],
  'GET /api/downloads/:itemId/:file': [
    (w) => ({ path: `/api/downloads/${w.order.itemId}/agreement` }),
    (w) => ({ path: `/api/downloads/${w.order.itemId}/mp3` }),
  ],
};

/** A Request for a call, sent as `role` from this store's own pages (a browser says same-origin). */
export function requestFor(method: string, call: Call, cookie: string | null, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', ...call.headers, ...extra };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) body = call.form;
  else if (call.bytes) body = call.bytes;
  return { path: call.path, init: { method, headers, body } satisfies RequestInit };
}
