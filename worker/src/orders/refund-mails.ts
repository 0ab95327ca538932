import type { Db } from '../db/client.ts';
import { mailTransport, sendMail } from '../mail/mailer.ts';
import { refundMail } from '../mail/refund-mail.ts';
import type { OrderMailEnv } from './completed-order-mails.ts';
import { listOrdersForUser } from './order-queries.ts';
import { type AddedRefund, findOrder } from './order-state.ts';

/**
 * Tells the buyer of a refund just counted on their order, at the address they had at checkout
 * (kept when the account is closed). The refund is recorded whatever happens here: a failure is
 * logged, never raised.
 */
export async function mailRefund(
  env: OrderMailEnv,
  db: Db,
  orderId: string,
  refund: AddedRefund,
  origin: string | null,
): Promise<void> {
  if (mailTransport(env) === null) return;
  try {
    const order = await findOrder(db, orderId);
    if (!order?.buyerEmail) return;
    const [view] = await listOrdersForUser(db, order.userId, orderId);
    if (!view) return;
    await sendMail(env, refundMail(order.buyerEmail, order.buyerName, view, refund, origin));
  } catch (error) {
    console.error('Refund recorded, buyer not mailed', orderId, error);
  }
}
