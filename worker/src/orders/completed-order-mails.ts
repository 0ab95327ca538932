import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { mailTransport, sendMail } from '../mail/mailer.ts';
import { orderReceiptMail } from '../mail/order-receipt-mail.ts';
import { mailOwners } from '../mail/owners.ts';
import { saleNoticeMail } from '../mail/sale-notice-mail.ts';
import { readStoreSettings } from '../settings/store-settings.ts';
import { listOrdersForUser } from './order-queries.ts';
import { findOrder } from './order-state.ts';

export type OrderMailEnv = Pick<
  Env,
  'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'SALE_MAIL' | 'STORE_TIME_ZONE'
>;

/**
 * The mails of an order just completed: the receipt to its buyer (the address and name they had
 * at checkout), and the sale to the store's owners unless the store's settings say not to, leaving out
 * each admin who turned the sale mails off for themselves. The order is
 * recorded whatever happens here: a failure is logged, never raised, and one mail failing does
 * not keep the other.
 */
export async function mailCompletedOrder(
  env: OrderMailEnv,
  db: Db,
  orderId: string,
  origin: string | null,
): Promise<void> {
  if (mailTransport(env) === null) return;
  try {
    const order = await findOrder(db, orderId);
    if (!order) return;
    const [[view], settings] = await Promise.all([
      listOrdersForUser(db, order.userId, orderId),
      readStoreSettings(db, env),
    ]);
    if (!view) return;
    const receipt = order.buyerEmail
      ? sendMail(env, orderReceiptMail(order.buyerEmail, order.buyerName, view, origin)).catch((error: unknown) =>
          console.error('Order recorded, receipt not mailed', orderId, error),
        )
      : null;
    const notice = settings.saleMail
      ? mailOwners(env, (to) => saleNoticeMail(to, order.buyerName, view, origin), 'who take sale mails').catch(
          (error: unknown) => console.error('Order recorded, sale not mailed to the owners', orderId, error),
        )
      : null;
    await Promise.all([receipt, notice]);
  } catch (error) {
    console.error('Order recorded, its mails not sent', orderId, error);
  }
}
