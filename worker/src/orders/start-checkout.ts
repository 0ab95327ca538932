/**
 * POST /api/checkout: the cart's lines become a pending order priced by the server and a PayPal
 * order for exactly that amount, and the buyer is sent to PayPal to approve it.
 */
import { type CheckoutRequest, type CheckoutStarted, PAYMENT_MESSAGES, STORE_CURRENCY } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import type { PayPalConfig } from '../payments/paypal-config.ts';
import { PayPalError, type PayPalOrders } from '../payments/paypal-orders.ts';
import { STORE_NAME } from '../store-identity.ts';
import { expireOrder } from './order-state.ts';
import { placePendingOrder } from './place-order.ts';
import { priceCart } from './price-cart.ts';

/** Checkouts a buyer may start in an hour: each one creates a PayPal order. */
export const CHECKOUT_LIMIT: RateLimit = { name: 'checkout', max: 30, windowMs: 3_600_000 };

export interface CheckoutDeps {
  db: Db;
  paypal: PayPalOrders;
  config: PayPalConfig;
  /** The store's origin, for PayPal's return and cancel addresses. */
  origin: string;
}

/** The address PayPal sends the buyer back to, and the one it sends them to on Cancel. */
export const RETURN_PATH = '/api/checkout/return';
export const CANCEL_PATH = '/api/checkout/cancel';

/** Refuses the checkout when a line cannot be bought: 409, with each line's reason. */
function refuse(lines: { status: string; message?: string | undefined }[]): never {
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    if (line.status !== 'available' && line.message) errors[`items.${index}`] = [line.message];
  });
  const first = Object.values(errors)[0]?.[0] ?? PAYMENT_MESSAGES.noNewItems;
  throw new HttpError(409, first, errors);
}

/** Whether PayPal's approval address is on PayPal (or the configured stand-in): where buyers may be sent. */
function isApprovalUrl(url: string | null, config: PayPalConfig): url is string {
  if (!url) return false;
  try {
    return config.approvalOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

export async function startCheckout(
  deps: CheckoutDeps,
  buyer: SessionUser,
  { items, code }: CheckoutRequest,
  now = Date.now(),
): Promise<CheckoutStarted> {
  const { db } = deps;
  const cart = await priceCart(db, buyer.id, items, code, now);
  if (cart.lines.some((line) => line.status !== 'available')) refuse(cart.lines);
  // A code that takes nothing off is refused rather than dropped: the buyer expects its price.
  if (cart.code && !cart.code.applied) throw new HttpError(409, cart.code.message, { code: [cart.code.message] });

  const { orderId, total } = await placePendingOrder(db, buyer, cart.lines, now, {
    discounts: cart.discounts,
    code: cart.code?.code ?? null,
  });

  let approvalUrl: string | null = null;
  let paypalOrderId: string | null = null;
  try {
    const created = await deps.paypal.create({
      orderId,
      total,
      discount: cart.subtotal - total,
      lines: cart.lines.map((line) => ({
        name: `${line.title} (${line.planName})`,
        sku: `${line.songId}-${line.licenseId}`,
        price: line.price,
      })),
      returnUrl: `${deps.origin}${RETURN_PATH}`,
      cancelUrl: `${deps.origin}${CANCEL_PATH}`,
      brandName: STORE_NAME,
      payerEmail: buyer.email,
    });
    paypalOrderId = created.id;
    approvalUrl = created.approvalUrl;
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    console.warn('PayPal could not create an order', orderId, error.message);
  }
  if (!paypalOrderId || !isApprovalUrl(approvalUrl, deps.config)) {
    if (paypalOrderId) console.error('PayPal gave an approval address off PayPal', orderId, approvalUrl);
    await expireOrder(db, orderId, now);
    throw new HttpError(502, PAYMENT_MESSAGES.paypalError);
  }
  await db.update(orders).set({ paypalOrderId }).where(eq(orders.id, orderId));
  return { orderId, approvalUrl, total, currency: STORE_CURRENCY };
}
