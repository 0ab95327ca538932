/**
 * A customer as the Customers list says it, and where its row leads: the orders list searched for
 * the customer's e-mail (its `q` takes part of a buyer's e-mail, and the page reads `?q=` when it
 * opens), which lists that customer's orders.
 */
import { CUSTOMER_MESSAGES } from '@beats/contract';
import type { CustomerRecord } from '../api/records.ts';

/** The orders list for one customer, under the admin's base (/admin). */
export const customerOrdersPath = (customer: Pick<CustomerRecord, 'email'>): string =>
  `/orders?${new URLSearchParams({ q: customer.email })}`;

/** '1 order', '3 orders': what the count links to. */
export const paidOrdersText = (customer: Pick<CustomerRecord, 'paidOrders'>): string =>
  customer.paidOrders === 1 ? '1 order' : `${customer.paidOrders.toLocaleString('en-US')} orders`;

/** The search as typed (spaces around it do not count), as the API takes it. */
export function customerFilters(search: string): { q: string | undefined } {
  const q = search.trim();
  return { q: q === '' ? undefined : q };
}

/** What an empty list says: nobody has bought yet, or nobody the search matches. */
export const emptyText = (filters: { q: string | undefined }): string =>
  filters.q === undefined ? CUSTOMER_MESSAGES.empty : CUSTOMER_MESSAGES.noMatch;
