import { publicOrigin } from '../auth/public-origin.ts';
import { getDb } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { PayPal } from '../payments/paypal.ts';
import { sendReceipt } from './send-receipt.ts';
import type { OrderDeps } from './settle-order.ts';

/**
 * What settling orders needs in this Worker: the database, PayPal, and the receipt sent by
 * whoever completes an order. `requestUrl` is the request's address (for the receipt's links when
 * PUBLIC_URL is not set); `later` runs the receipt after the answer when a request is being served.
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
    onCompleted: (orderId) => later(sendReceipt(env, db, orderId, origin)),
  };
}
