import { escapeHtml, formatPrice, type OrderView } from '@beats/contract';
import type { AddedRefund } from '../orders/order-state.ts';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';
import { itemLine } from './order-lines.ts';

/**
 * The buyer's notice of a refund the store counted (the owner's Refund, or PayPal's refund or
 * reversal): how much of which order came back, and what it does to the licenses. PayPal mails
 * its own notice of the money; this is the store's word on the licenses, which a buyer must not
 * learn of by finding a download gone. The whole payment back ends them (their files and
 * agreements stop downloading); a part of it (a goodwill refund) leaves them to the buyer. A
 * payment refunded before the store recorded it never gave any, and the notice says so.
 * `origin` as in the receipt: null names the page instead of linking it.
 */
export function refundMail(
  to: string,
  name: string,
  order: OrderView,
  refund: AddedRefund,
  origin: string | null,
): MailMessage {
  const money = (cents: number) => `${formatPrice(cents)} ${order.currency}`;
  const date = new Date(order.createdAt).toUTCString();
  const history = origin ? `${origin}/order-history` : null;
  const opening = `${STORE_NAME} has refunded ${money(refund.amount)} of your order ${order.id} of ${date}, to the PayPal account you paid with.`;
  const whole = refund.licensed
    ? 'The whole payment is back, so the licenses of this order have ended: their files and license agreements can no longer be downloaded, and the tracks may no longer be used under them.'
    : 'The whole payment came back before the order was completed, so it gave no licenses: it has nothing to download, and the tracks may not be used under it.';
  const licenses = refund.whole
    ? whole
    : `In all ${money(order.refunded)} of the ${money(order.amount)} you paid has been refunded. You keep the licenses of this order and their downloads.`;
  const lines = order.items.map(itemLine);
  const historyText = history
    ? `Your orders: ${history}`
    : `Your orders are in your order history: sign in to ${STORE_NAME} and open Orders.`;

  const text = [`Hi ${name},`, '', opening, '', licenses, '', ...lines, '', historyText].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(opening)}</p>
<p>${escapeHtml(licenses)}</p>
<ul>
${lines.map((line) => `<li>${escapeHtml(line.replace(/^- /, ''))}</li>`).join('\n')}
</ul>
<p>${
    history
      ? `<a href="${escapeHtml(history)}">Your orders</a>`
      : `Your orders are in your order history: sign in to ${escapeHtml(STORE_NAME)} and open Orders.`
  }</p>`;
  return { to, subject: `Your ${STORE_NAME} refund for order ${order.id}`, text, html };
}
