import { raiseAlert } from '../alerts/store-alerts.ts';
import { publicOrigin } from '../auth/public-origin.ts';
import { getDb } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { PayPal } from '../payments/paypal.ts';
import { mailCompletedOrder } from './completed-order-mails.ts';
import { mailRefund } from './refund-mails.ts';
import type { OrderDeps } from './settle-order.ts';

/**
 * What settling orders needs in this Worker: the database, PayPal, the receipt and the owners'
 * sale mail sent by whoever completes an order, the buyer's refund notice sent by whoever counts
 * a refund, and the store owner's alerts. `requestUrl` is the
 * request's address (for the mails' links when PUBLIC_URL is not set); `later` runs the mails
 * after the answer when a request is being served.
 */
export function orderDeps(
  env: Env,
  paypal: PayPal,
  requestUrl: string | null,
  later: (work: Promise<void>) => Promise<void> = (work) => work,
): OrderDeps {
  const db = getDb(env.DB);
  const origin = env.PUBLIC_URL || requestUrl ? publicOrigin(env, requestUrl ?? '') : null;
  return {
    db,
    paypal: paypal.orders,
    onCompleted: (orderId) => later(mailCompletedOrder(env, db, orderId, origin)),
    onRefunded: (orderId, refund) => later(mailRefund(env, db, orderId, refund, origin)),
    alert: (alert) => later(raiseAlert(env, alert, origin)),
  };
}
