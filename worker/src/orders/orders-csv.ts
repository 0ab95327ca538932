/**
 * The admin's order list as CSV (RFC 4180): one row per order, its lines (at the prices paid) and
 * its discounts each in one cell. Cells that
 * a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a return) are
 * prefixed with an apostrophe, so a buyer's name can never become a formula in the owner's sheet.
 */
import { type AdminOrder, formatPrice } from '@beats/contract';

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

/** One cell: formula-looking text defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Amounts as plain decimals a spreadsheet reads as numbers: 24.99. */
const amount = (cents: number) => formatPrice(cents).slice(1);

export const csvHeader = (): string => row([...ORDER_CSV_HEADER]);

export function csvRow(order: AdminOrder): string {
  const lines = order.items
    .map((item) => `${item.songTitle} (${item.planName}, ${formatPrice(item.price)})`)
    .join('; ');
  return row([
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
