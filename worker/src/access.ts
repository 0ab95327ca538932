/**
 * Who may call each route of the app (app.ts), in one table beside it: the authorization
 * matrix test (worker/test/security/authorization-matrix.test.ts) reads the app's own route
 * list, fails for any route missing here, and calls every route as each role expecting what
 * this table says. The guards themselves stay on the routes (auth/guards.ts); this is what they
 * promise.
 *
 * Rules:
 *   anyone        everyone gets the route's answer
 *   signed-in     401 signed out; any account gets the answer
 *   owner         the caller's own records (orders, downloads, agreements, profile): 401 signed
 *                 out; anyone else, admins included, gets `others` and learns nothing about them
 *   admin         401 signed out, 403 for accounts that are not admins
 *   paypal        PayPal's signed webhook deliveries: 400 for anything PayPal did not sign
 *   development   the development pages (the mail outbox): 404 in production
 */

export type Access =
  | { who: 'anyone' }
  | { who: 'signed-in' }
  | { who: 'owner'; others: 403 | 404 }
  | { who: 'admin' }
  | { who: 'paypal' }
  | { who: 'development' };

/** The roles the matrix calls every route as: the owner of what it names is `customer`. */
export const ROLES = ['anonymous', 'customer', 'another customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a role gets from a route: `ok` is the route's own answer (2xx, or its redirect). */
export type Expected = 'ok' | 400 | 401 | 403 | 404;

export function expectedFor(access: Access, role: Role): Expected {
  switch (access.who) {
    case 'anyone':
    case 'development':
      return 'ok';
    case 'paypal':
      return 400;
    case 'signed-in':
      return role === 'anonymous' ? 401 : 'ok';
    case 'owner':
      return role === 'anonymous' ? 401 : role === 'customer' ? 'ok' : access.others;
    case 'admin':
      return role === 'anonymous' ? 401 : role === 'admin' ? 'ok' : 403;
  }
}

const anyone: Access = { who: 'anyone' };
const signedIn: Access = { who: 'signed-in' };
const admin: Access = { who: 'admin' };
/** Ids of someone else's records answer as unknown ones do. */
const ownerElse404: Access = { who: 'owner', others: 404 };

/** Every route of the app, as `METHOD path` in Hono's syntax (app.routes). */
export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  // The catalogue and its plays.
  'GET /api/songs/published': anyone,
  'GET /api/songs/new-releases': anyone,
  'GET /api/songs/filters': anyone,
  'GET /api/songs/:id': anyone,
  'GET /api/songs/:id/related': anyone,
  'POST /api/songs/:id/play': anyone,
  'POST /api/songs/:id/like': signedIn,
  // Likes are the caller's own: another account's unlike takes back only its own like.
  'DELETE /api/songs/:id/like': signedIn,
  // A track's player for other sites (oEmbed).
  'GET /api/oembed': anyone,
  // License packs: on sale for everyone, changed by admins.
  'GET /api/licenses': anyone,
  'GET /api/licenses/:id': anyone,
  'POST /api/licenses': admin,
  'PUT /api/licenses/:id': admin,
  'DELETE /api/licenses/:id': admin,
  'GET /api/discounts/deals': anyone,
  'GET /api/discounts': admin,
  'GET /api/discounts/:id': admin,
  'POST /api/discounts': admin,
  'PUT /api/discounts/:id': admin,
  'DELETE /api/discounts/:id': admin,
  'POST /api/contact': anyone,
  // Free downloads: anyone may ask; the mailed link's token is the proof, as a reset code is.
  'POST /api/free-downloads': anyone,
  'GET /api/free-downloads/:token': anyone,
  'GET /api/free-downloads/:token/file': anyone,
  // Accounts.
  'POST /api/users/register': anyone,
  'POST /api/users/login': anyone,
  'POST /api/users/logout': anyone,
  'POST /api/users/forgot-password': anyone,
  'POST /api/users/reset-password': anyone,
  // Always the caller's own account.
  'GET /api/users/me': signedIn,
  'PUT /api/users/:id': { who: 'owner', others: 403 },
  'DELETE /api/users/:id': { who: 'owner', others: 403 },
  'GET /api/auth/google': anyone,
  'GET /api/auth/google/callback': anyone,
  // Checkout: PayPal's return and cancel addresses carry PayPal's token, which is the proof.
  'POST /api/checkout/quote': signedIn,
  'POST /api/checkout': signedIn,
  'GET /api/checkout/return': anyone,
  'GET /api/checkout/cancel': anyone,

  // Orders, downloads, license agreements and receipts: the buyer's alone.
  'GET /api/payments/orders/my-orders': ownerElse404,
  // Asked of any track, it answers the caller's own holdings (null for what they do not own).
  'GET /api/payments/orders/upgrades': signedIn,
  'POST /api/payments/orders': ownerElse404,
  'POST /api/payments/webhook': { who: 'paypal' },
  'GET /api/downloads/:itemId/:file': ownerElse404,
  'GET /api/downloads/orders/:orderId/receipt': ownerElse404,
  'GET /api/openapi.json': anyone,
  // The back office: songs and their licensed files, their files in parts (each admin's own
  // uploads), the voice tag, orders, customers, the contact inbox, the free downloads' addresses,
  // sales and Store health.
  'GET /api/songs': admin,
  'POST /api/songs': admin,
  'PUT /api/songs/:id': admin,
  'DELETE /api/songs/:id': admin,
  'GET /api/songs/:id/files/:kind': admin,
  'POST /api/uploads': admin,
  'GET /api/uploads/:id': admin,
  'PUT /api/uploads/:id/parts/:n': admin,
  'POST /api/uploads/:id/complete': admin,
  'DELETE /api/uploads/:id': admin,
  'GET /api/voice-tag': admin,
  'PUT /api/voice-tag': admin,
  'DELETE /api/voice-tag': admin,
  'GET /api/voice-tag/file': admin,
  'GET /api/voice-tag/songs': admin,
  'GET /api/settings': admin,
  'PUT /api/settings': admin,
  'GET /api/settings/me': admin,
  'PUT /api/settings/me': admin,
  'GET /api/orders': admin,
  'GET /api/orders/export': admin,
  'GET /api/orders/:id/receipt': admin,
  'POST /api/orders/:id/refund': admin,
  'GET /api/customers': admin,
  'DELETE /api/customers/:id': admin,
  'GET /api/messages': admin,
  'GET /api/free-downloads': admin,
  'GET /api/free-downloads/export': admin,
  'DELETE /api/free-downloads/:id': admin,
  'PATCH /api/messages/:id': admin,
  'DELETE /api/messages/:id': admin,
  'GET /api/alerts': admin,
  'PATCH /api/alerts/:id': admin,
  'GET /api/payments/analytics/daily/24hour': admin,
  'GET /api/payments/analytics/weekly': admin,
  'GET /api/payments/analytics/monthly/30days': admin,
  'GET /api/payments/analytics/12-monthly': admin,
  'GET /api/payments/analytics/sales-monthly': admin,
  'GET /api/payments/analytics/sales-custom-range': admin,
  'GET /api/payments/analytics/daily': admin,
  // Public media (covers, previews, profile pictures); licensed files are in another bucket, which
  // only buyers' downloads and admins' routes read.
  'GET /media/:key{.+}': anyone,
  'HEAD /media/:key{.+}': anyone,
  'GET /dev/outbox': { who: 'development' },
};
