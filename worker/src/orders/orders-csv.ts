/**
 * The admin's order list as CSV: one row per order, its lines and its discounts each in one cell
 * (http/csv.ts defuses formulas). A line is at its list price, as the receipt lists it, so the
 * lines less the discounts make the total; a line the discounts took a share of says what was
 * paid for it too ('$29.99, $14.99 after discounts'), for accounts kept by track.
 */
import { type AdminOrder, formatPrice, upgradeNote } from '@beats/contract';
import { csvLine } from '../http/csv.ts';

export const ORDER_CSV_HEADER = [
  'Order',
  'Created',
  'Completed',
  'Refunded',
  'Status',
  'Buyer',
  'Buyer e-mail',
  'Payer e-mail',
  'Lines',
  'Discounts',
  'Total',
  'Refunded amount',
  'Currency',
  'PayPal order',
  'PayPal capture',
] as const;

/** Amounts as plain decimals a spreadsheet reads as numbers: 24.99. */
const amount = (cents: number) => formatPrice(cents).slice(1);

export function csvRow(order: AdminOrder): string {
  const lines = order.items
    .map((item) => {
      const upgrade = item.credit > 0 ? `, ${upgradeNote(item.credit)}` : '';
      const paid = item.price === item.listPrice ? '' : `, ${formatPrice(item.price)} after discounts`;
      return `${item.songTitle} (${item.planName}, ${formatPrice(item.listPrice)}${paid}${upgrade})`;
    })
    .join('; ');
  return csvLine([
    order.id,
    order.createdAt,
    order.completedAt,
    order.refundedAt,
    order.status,
    order.buyer.name,
    order.buyer.email,
    order.payerEmail,
    lines,
    order.discounts.map((discount) => `${discount.label}: -${formatPrice(discount.amount)}`).join('; '),
    amount(order.total),
    amount(order.refundTotal),
    order.currency,
    order.paypalOrderId,
    order.paypalCaptureId,
  ]);
}
