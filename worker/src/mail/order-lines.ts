/**
 * The lines of an order as the store's plain-text mails write them (the buyer's receipt and the
 * owners' sale notice), so both name a license, an upgrade's credit and the discounts alike.
 */
import { formatPrice, type OrderView, upgradeNote } from '@beats/contract';

type OrderItem = OrderView['items'][number];

/** What the order's lines cost at their prices, before the discounts took their share. */
export const orderSubtotal = (order: OrderView): number => order.items.reduce((sum, item) => sum + item.listPrice, 0);

/** An upgrade's price is its plan's less what the buyer had paid for the track before: said after it. */
export const upgradeSuffix = (item: OrderItem): string => (item.credit > 0 ? ` (${upgradeNote(item.credit)})` : '');

/** '- Night Drive (Premium Lease): $49.99' */
export const itemLine = (item: OrderItem): string =>
  `- ${item.song.title} (${item.licenseDetails.name}): ${formatPrice(item.listPrice)}${upgradeSuffix(item)}`;

/** The subtotal and each discount taken off it; nothing when the order had no discount. */
export function discountLines(order: OrderView): string[] {
  if (order.discounts.length === 0) return [];
  return [
    `Subtotal: ${formatPrice(orderSubtotal(order))}`,
    ...order.discounts.map((discount) => `${discount.label}: -${formatPrice(discount.amount)}`),
  ];
}
