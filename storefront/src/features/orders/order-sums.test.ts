import { describe, expect, it } from 'vitest';
import { isDiscounted, orderSums } from './order-sums.ts';

const item = (listPrice: number, price: number) => ({ listPrice, price });

describe('an order’s sums in the order history', () => {
  it('adds the list prices and the discounts the order kept', () => {
    const order = {
      items: [item(2999, 0), item(5999, 4799), item(14999, 11999)],
      discounts: [
        { kind: 'bulk', label: 'Buy 2, get 1 free', amount: 2999 },
        { kind: 'code', label: 'SAVE20 (20% off)', amount: 1200 + 3000 },
      ],
    };
    expect(orderSums(order)).toEqual({
      subtotal: 2999 + 5999 + 14999,
      saved: 2999 + 4200,
    });
  });

  it('marks the lines paid below their list price', () => {
    expect(isDiscounted(item(2999, 0))).toBe(true);
    expect(isDiscounted(item(5999, 4799))).toBe(true);
    expect(isDiscounted(item(5999, 5999))).toBe(false);
  });
});
