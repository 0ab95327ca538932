import { CUSTOMER_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../ui/dates.ts';
import {
  accountsChoiceOf,
  customerFilters,
  customerOrdersPath,
  emptyText,
  lastPurchaseText,
  paidOrdersText,
} from './customer-row.ts';

describe('a customer row', () => {
  it("leads to the orders list filtered to the customer's e-mail, encoded for the address", () => {
    expect(customerOrdersPath({ email: 'customer@example.com' })).toBe('/orders?buyer=customer%40example.com');
    expect(customerOrdersPath({ email: 'a+b&c=d@example.com' })).toBe('/orders?buyer=a%2Bb%26c%3Dd%40example.com');
    expect(new URLSearchParams(customerOrdersPath({ email: 'a+b&c=d@example.com' }).split('?')[1]).get('buyer')).toBe(
      'a+b&c=d@example.com',
    );
  });

  it('counts orders in words', () => {
    expect(paidOrdersText({ paidOrders: 0 })).toBe('0 orders');
    expect(paidOrdersText({ paidOrders: 1 })).toBe('1 order');
    expect(paidOrdersText({ paidOrders: 12_345 })).toBe('12,345 orders');
  });

  it('says when an account last paid, or a dash when it never did', () => {
    const at = '2026-03-05T10:00:00.000Z';
    expect(lastPurchaseText({ lastPurchaseAt: at })).toBe(formatDateTime(at));
    expect(lastPurchaseText({ lastPurchaseAt: null })).toBe('—');
  });

  it('searches what was typed, trimmed, and says why the list is empty', () => {
    expect(customerFilters('  maya ')).toEqual({ q: 'maya', accounts: undefined });
    expect(customerFilters('   ')).toEqual({ q: undefined, accounts: undefined });
    expect(emptyText(customerFilters(''))).toBe(CUSTOMER_MESSAGES.empty);
    expect(emptyText(customerFilters('x'))).toBe(CUSTOMER_MESSAGES.noMatch);
  });

  it('asks for every account only when the owner chose it, and says so when it is empty', () => {
    expect(customerFilters('', 'buyers')).toEqual({ q: undefined, accounts: undefined });
    expect(customerFilters(' zoe', 'all')).toEqual({ q: 'zoe', accounts: 'all' });
    expect(emptyText(customerFilters('', 'all'))).toBe(CUSTOMER_MESSAGES.noAccounts);
    expect(emptyText(customerFilters('x', 'all'))).toBe(CUSTOMER_MESSAGES.noAccountMatch);
    expect(accountsChoiceOf('all')).toBe('all');
    expect(accountsChoiceOf('everyone')).toBe('buyers');
  });
});
