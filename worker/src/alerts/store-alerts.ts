/**
 * Telling the store owner about trouble they must know of: each alert is kept (store_alerts, the
 * admin's Store health list) and mailed to the admins when it is new, or back after being
 * resolved. An alert that happens again is counted on its row, not mailed again, so a webhook
 * PayPal retries for days or a reconciliation every five minutes sends one mail.
 *
 * When D1 itself is failing (the very trouble an alert may be about), the alert cannot be kept:
 * it is logged and mailed anyway, once per Worker instance and alert.
 */
import { formatPrice, STORE_ALERT_TITLES, type StoreAlertKind } from '@beats/contract';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { storeAlerts } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { headerText, type MailMessage, mailTransport } from '../mail/mailer.ts';
import { mailOwners } from '../mail/owners.ts';
import { STORE_NAME } from '../store-identity.ts';

export interface StoreAlert {
  kind: StoreAlertKind;
  /** What makes two alerts the same: the kind and its order, or the kind and the hour. */
  key: string;
  orderId: string | null;
  /** What happened and what to do, for the admin (no buyer's e-mail or name: the order id finds them). */
  message: string;
}

export type AlertEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/** Where the admin reads and resolves alerts. */
export const STORE_HEALTH_PATH = '/admin/health';

const money = (cents: number, currency: string) => `${formatPrice(cents)} ${currency}`;

/** The alerts the order and payment code raise, in words an owner can act on. */
export const ALERTS = {
  captureUnrecorded: (order: { id: string; total: number; currency: string }, captureId: string): StoreAlert => ({
    kind: 'capture-unrecorded',
    key: `capture-unrecorded:${order.id}`,
    orderId: order.id,
    message:
      `PayPal captured ${money(order.total, order.currency)} for order ${order.id} (capture ${captureId}), but the ` +
      'store could not record the order. It stays pending with its tracks held; the webhook or the next ' +
      'reconciliation (every five minutes) records it. If it is still pending in an hour, check the database.',
  }),
  captureMismatch: (
    order: { id: string; total: number; currency: string },
    capture: { id: string; amount: number | null; currency: string | null },
  ): StoreAlert => ({
    kind: 'capture-mismatch',
    key: `capture-mismatch:${order.id}`,
    orderId: order.id,
    message:
      `PayPal captured ${capture.amount === null ? 'an unknown amount' : money(capture.amount, capture.currency ?? '?')} ` +
      `for order ${order.id} (capture ${capture.id}), which costs ${money(order.total, order.currency)}. The order ` +
      'was not recorded: refund the capture in PayPal, and ask the buyer to check out again.',
  }),
  webhookUnverified: (now: number): StoreAlert => ({
    kind: 'webhook-unverified',
    key: `webhook-unverified:${new Date(now).toISOString().slice(0, 13)}`,
    orderId: null,
    message:
      'A delivery to the PayPal webhook was refused: PayPal did not verify its signature for this store. If ' +
      "PayPal's own deliveries fail, check PAYPAL_WEBHOOK_ID against the webhook in PayPal's dashboard; " +
      'otherwise someone is sending forged events (they changed nothing).',
  }),
  orderReconciled: (orderId: string): StoreAlert => ({
    kind: 'order-reconciled',
    key: `order-reconciled:${orderId}`,
    orderId,
    message:
      `The reconciliation completed order ${orderId}: PayPal had the payment, but neither the buyer's return nor ` +
      "PayPal's webhook recorded it. The buyer has the order and its receipt. If this happens often, check the " +
      'webhook (PAYPAL_WEBHOOK_ID) and the logs.',
  }),
  paymentReversed: (
    order: { id: string; currency: string },
    reversal: { amount: number; whole: boolean },
  ): StoreAlert => ({
    kind: 'payment-reversed',
    key: `payment-reversed:${order.id}`,
    orderId: order.id,
    message:
      `PayPal reversed ${money(reversal.amount, order.currency)} of order ${order.id}: the buyer disputed the ` +
      'payment with PayPal or their card issuer (a chargeback), and PayPal took the money back. ' +
      (reversal.whole
        ? 'The order is refunded: its downloads stopped and an exclusive it sold is back on sale. '
        : 'The rest stays paid and the buyer keeps the licenses. ') +
      "The buyer was told. To contest it, answer the case in PayPal's Resolution Center with the order's receipt.",
  }),
} as const;

export function alertMail(to: string, alert: StoreAlert, origin: string | null): MailMessage {
  const link = origin ? `${origin}${STORE_HEALTH_PATH}` : `Store health in the admin of ${STORE_NAME}`;
  return {
    to,
    subject: headerText(`${STORE_NAME}: ${STORE_ALERT_TITLES[alert.kind]}`),
    text: [alert.message, '', `See and resolve it in Store health: ${link}`].join('\n'),
  };
}

/** Alerts this Worker instance mailed while D1 could not keep them. */
const mailedWithoutRow = new Set<string>();

/**
 * Keeps an alert and mails the admins when it is new; never throws (the caller's work goes on).
 * `origin` is the store's public address for the mail's link (null: the mail names the page).
 */
export async function raiseAlert(
  env: AlertEnv,
  alert: StoreAlert,
  origin: string | null,
  now = Date.now(),
): Promise<void> {
  console.error(JSON.stringify({ message: 'alert', kind: alert.kind, key: alert.key, orderId: alert.orderId }));
  let isNew: boolean;
  try {
    const [row] = await getDb(env.DB)
      .insert(storeAlerts)
      .values({ ...alert, lastSeenAt: now })
      .onConflictDoUpdate({
        target: storeAlerts.key,
        set: {
          // Counted since it was last resolved: back after being resolved, it is new again (and mailed).
          count: sql`CASE WHEN ${storeAlerts.resolvedAt} IS NULL THEN ${storeAlerts.count} + 1 ELSE 1 END`,
          lastSeenAt: now,
          message: alert.message,
          resolvedAt: null,
        },
      })
      .returning({ count: storeAlerts.count });
    isNew = row?.count === 1;
  } catch (error) {
    console.error('An alert could not be kept', alert.key, error);
    isNew = !mailedWithoutRow.has(alert.key);
    mailedWithoutRow.add(alert.key);
  }
  if (!isNew || mailTransport(env) === null) return;
  try {
    await mailOwners(env, (to) => alertMail(to, alert, origin));
  } catch (error) {
    console.error('An alert could not be mailed', alert.key, error);
  }
}
