import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { mailTransport, sendMail } from '../mail/mailer.ts';
import { orderReceiptMail } from '../mail/order-receipt-mail.ts';
import { listOrdersForUser } from './order-queries.ts';
import { findOrder } from './order-state.ts';

type ReceiptEnv = Pick<Env, 'DB' | 'APP_ENV' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM'>;

/**
 * Mails the receipt of an order just completed to its buyer (the address and name they had at
 * checkout). The order is recorded whatever happens here: a failure is logged, never raised.
 */
export async function sendReceipt(env: ReceiptEnv, db: Db, orderId: string, origin: string | null): Promise<void> {
  if (mailTransport(env) === null) return;
  try {
    const order = await findOrder(db, orderId);
    if (!order?.buyerEmail) return;
    const [view] = await listOrdersForUser(db, order.userId, orderId);
    if (!view) return;
    await sendMail(env, orderReceiptMail(order.buyerEmail, order.buyerName, view, origin));
  } catch (error) {
    console.error('Order recorded, receipt not mailed', orderId, error);
  }
}
