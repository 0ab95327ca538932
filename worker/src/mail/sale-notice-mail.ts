import { formatPrice, type OrderView } from '@beats/contract';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';
import { discountLines, itemLine } from './order-lines.ts';

/** Where the admin finds one order: the Orders list searched for its id (an id matches exactly). */
export const adminOrderPath = (orderId: string) => `/admin/orders?q=${encodeURIComponent(orderId)}`;

/**
 * The mail an owner gets for each sale: what sold at what price, an exclusive that took its track
 * off sale, the discounts, what was paid and by whom, and the order in the admin. `origin` is the
 * store's public address (null when the Cron Trigger completed the order and PUBLIC_URL is not
 * set: the mail then names the page). Plain text, as the store's other mails to its owners.
 */
export function saleNoticeMail(to: string, buyerName: string, order: OrderView, origin: string | null): MailMessage {
  const total = `${formatPrice(order.amount)} ${order.currency}`;
  const licenses = order.items.length === 1 ? '1 license' : `${order.items.length} licenses`;
  const orderLink = origin ? `${origin}${adminOrderPath(order.id)}` : `Orders in the admin of ${STORE_NAME}`;
  // A buyer's name may be empty (an account made without one): the sentence still reads.
  const text = [
    `${buyerName.trim() || 'A buyer'} bought ${licenses} for ${total}.`,
    '',
    ...order.items.flatMap((item) => [
      itemLine(item),
      ...(item.exclusive ? ['  Exclusive: the track is off sale now.'] : []),
    ]),
    '',
    ...discountLines(order),
    `Total paid: ${total}`,
    `Order ${order.id}, PayPal transaction ${order.transactionId ?? '-'}`,
    '',
    `See the order: ${orderLink}`,
  ].join('\n');
  return { to, subject: `${STORE_NAME}: New sale, ${total}`, text };
}
