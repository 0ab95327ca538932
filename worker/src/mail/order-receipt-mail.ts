import { escapeHtml, formatPrice, type OrderView } from '@beats/contract';
import { STORE_NAME } from '../store-identity.ts';
import type { MailMessage } from './mailer.ts';
import { discountLines, itemLine, orderSubtotal, upgradeSuffix } from './order-lines.ts';

/**
 * The receipt of a completed order: its id and date, each license with its price and its
 * agreement, the discounts taken off, the total paid, its receipt as a PDF, and the way to the
 * downloads. `origin` is the store's public address (null when the Cron Trigger completes an
 * order and PUBLIC_URL is not set: the mail then names the page instead of linking it).
 */
export function orderReceiptMail(to: string, name: string, order: OrderView, origin: string | null): MailMessage {
  const date = new Date(order.createdAt).toUTCString();
  const link = (path: string) => (origin ? `${origin}${path}` : null);
  const history = link('/order-history');
  const receipt = link(order.receiptUrl);
  const agreement = (item: OrderView['items'][number]) => item.downloads.find((d) => d.kind === 'agreement');
  // Lines at their prices, then what the discounts took off them: the total is what was paid.
  const subtotal = orderSubtotal(order);

  const text = [
    `Hi ${name},`,
    '',
    `Thank you for your purchase at ${STORE_NAME}. Your payment is confirmed.`,
    '',
    `Order ${order.id}`,
    `Date: ${date}`,
    `PayPal transaction: ${order.transactionId ?? '-'}`,
    '',
    ...order.items.flatMap((item) => {
      const pdf = agreement(item);
      const pdfLink = pdf ? link(pdf.url) : null;
      return [itemLine(item), ...(pdfLink ? [`  License agreement: ${pdfLink}`] : [])];
    }),
    '',
    ...discountLines(order),
    `Total: ${formatPrice(order.amount)} ${order.currency}`,
    ...(receipt ? [`Receipt (PDF): ${receipt}`] : []),
    '',
    history
      ? `Download your files and license agreements from your order history: ${history}`
      : `Download your files and license agreements from your order history: sign in to ${STORE_NAME} and open Orders.`,
  ].join('\n');

  const rows = order.items
    .map((item) => {
      const pdf = agreement(item);
      const pdfLink = pdf ? link(pdf.url) : null;
      return `<tr><td>${escapeHtml(item.song.title)} (${escapeHtml(item.licenseDetails.name)})${escapeHtml(upgradeSuffix(item))}${
        pdfLink ? `<br><a href="${escapeHtml(pdfLink)}">License agreement</a>` : ''
      }</td><td style="text-align:right">${formatPrice(item.listPrice)}</td></tr>`;
    })
    .concat(
      order.discounts.length > 0
        ? [
            `<tr><td>Subtotal</td><td style="text-align:right">${formatPrice(subtotal)}</td></tr>`,
            ...order.discounts.map(
              (discount) =>
                `<tr><td>${escapeHtml(discount.label)}</td><td style="text-align:right">-${formatPrice(discount.amount)}</td></tr>`,
            ),
          ]
        : [],
    )
    .join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Thank you for your purchase at ${escapeHtml(STORE_NAME)}. Your payment is confirmed.</p>
<p>Order ${escapeHtml(order.id)}<br>Date: ${escapeHtml(date)}<br>PayPal transaction: ${escapeHtml(order.transactionId ?? '-')}</p>
<table>
${rows}
<tr><th style="text-align:left">Total</th><th style="text-align:right">${formatPrice(order.amount)} ${escapeHtml(order.currency)}</th></tr>
</table>
${receipt ? `<p><a href="${escapeHtml(receipt)}">Receipt (PDF)</a></p>\n` : ''}<p>${
    history
      ? `<a href="${escapeHtml(history)}">Download your files and license agreements</a> from your order history.`
      : `Download your files and license agreements from your order history: sign in to ${escapeHtml(STORE_NAME)} and open Orders.`
  }</p>`;
  return { to, subject: `Your ${STORE_NAME} receipt for order ${order.id}`, text, html };
}
