/**
 * A customer as the Customers list says it, and where its row leads: the orders list filtered to
 * the customer (`?buyer=`, their account's e-mail exactly, which the page reads when it opens;
 * not the search `q`, which takes a part of an e-mail and would list `xmaya@` with `maya@`); and
 * what closing their account asks and says.
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

/** Closing a customer's account for them: what the owner is asked, and told after. */
export const CLOSE_ACCOUNT = {
  title: (customer: Pick<CustomerRecord, 'name' | 'email'>) =>
    `Close the account of ${customer.name || customer.email}?`,
  content:
    "For a customer who asks to be erased: their name, e-mail, phone, password, profile image and Google sign-in go, and they are signed out everywhere. Their paid orders stay for your accounting, under 'Deleted account'. This cannot be undone.",
  confirm: 'Close account',
  deleted: CUSTOMER_MESSAGES.closed,
  deleteFailed: CUSTOMER_MESSAGES.closeFailed,
} as const;
