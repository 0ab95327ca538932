/**
 * An order's sums as its buyer reads them in the order history: what its licenses cost before
 * the discounts (each line's list price), the discounts the order kept, and what was paid.
 */
import type { OrderView } from '@beats/contract';

export interface OrderSums {
  /** Cents: the licenses at their list prices. */
  subtotal: number;
  /** Cents the discounts took off. */
  saved: number;
}

/** What the sums read of an order (an OrderView has it all). */
interface PricedOrder {
  items: readonly Pick<OrderView['items'][number], 'listPrice'>[];
  discounts: readonly Pick<OrderView['discounts'][number], 'amount'>[];
}

export function orderSums(order: PricedOrder): OrderSums {
  return {
    subtotal: order.items.reduce((sum, item) => sum + item.listPrice, 0),
    saved: order.discounts.reduce((sum, discount) => sum + discount.amount, 0),
  };
}

/** Whether a line was paid less than its list price (a discount took some or all of it). */
export const isDiscounted = (item: Pick<OrderView['items'][number], 'price' | 'listPrice'>): boolean =>
  item.price !== item.listPrice;
