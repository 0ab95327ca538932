import { CUSTOMER_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { customerFilters, customerOrdersPath, emptyText, paidOrdersText } from './customer-row.ts';

describe('a customer row', () => {
  it("leads to the orders list filtered to the customer's e-mail, encoded for the address", () => {
    expect(customerOrdersPath({ email: 'customer@example.com' })).toBe('/orders?buyer=customer%40example.com');
    expect(customerOrdersPath({ email: 'a+b&c=d@example.com' })).toBe('/orders?buyer=a%2Bb%26c%3Dd%40example.com');
    expect(new URLSearchParams(customerOrdersPath({ email: 'a+b&c=d@example.com' }).split('?')[1]).get('buyer')).toBe(
      'a+b&c=d@example.com',
    );
  });

  it('counts orders in words', () => {
    expect(paidOrdersText({ paidOrders: 1 })).toBe('1 order');
    expect(paidOrdersText({ paidOrders: 12_345 })).toBe('12,345 orders');
  });

  it('searches what was typed, trimmed, and says why the list is empty', () => {
    expect(customerFilters('  maya ')).toEqual({ q: 'maya' });
    expect(customerFilters('   ')).toEqual({ q: undefined });
    expect(emptyText({ q: undefined })).toBe(CUSTOMER_MESSAGES.empty);
    expect(emptyText({ q: 'x' })).toBe(CUSTOMER_MESSAGES.noMatch);
  });
});
