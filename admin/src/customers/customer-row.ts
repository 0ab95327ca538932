/**
 * A customer as the Customers list says it, and where its row leads: the orders list filtered to
 * the customer (`?buyer=`, their account's e-mail exactly, which the page reads when it opens;
 * not the search `q`, which takes a part of an e-mail and would list `xmaya@` with `maya@`).
 */
import { CUSTOMER_MESSAGES } from '@beats/contract';
import type { CustomerRecord } from '../api/records.ts';

/** The orders list for one customer, under the admin's base (/admin). */
export const customerOrdersPath = (customer: Pick<CustomerRecord, 'email'>): string =>
  `/orders?${new URLSearchParams({ buyer: customer.email })}`;

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
