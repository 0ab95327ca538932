/**
 * The admin's order list as CSV: one row per order, its lines (at the prices paid) and its
 * discounts each in one cell (http/csv.ts defuses formulas).
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
      return `${item.songTitle} (${item.planName}, ${formatPrice(item.price)}${upgrade})`;
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
