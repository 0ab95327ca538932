/**
 * A customer as the Customers list says it, and where its row leads: the orders list filtered to
 * the customer (`?buyer=`, their account's e-mail exactly, which the page reads when it opens;
 * not the search `q`, which takes a part of an e-mail and would list `xmaya@` with `maya@`); the
 * list's filters (the search, and whether it shows the buyers or every account); and what closing
 * an account asks and says.
 */
import { CUSTOMER_MESSAGES, type CustomerAccounts } from '@beats/contract';
import type { CustomerRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';

/** The orders list for one customer, under the admin's base (/admin). */
export const customerOrdersPath = (customer: Pick<CustomerRecord, 'email'>): string =>
  `/orders?${new URLSearchParams({ buyer: customer.email })}`;

/** '1 order', '3 orders': what the count links to. */
export const paidOrdersText = (customer: Pick<CustomerRecord, 'paidOrders'>): string =>
  customer.paidOrders === 1 ? '1 order' : `${customer.paidOrders.toLocaleString('en-US')} orders`;

/** What the list shows: the buyers (the default), or every account, those that never paid too. */
export const ACCOUNT_CHOICES = [
  { value: 'buyers', label: 'Buyers' },
  { value: 'all', label: 'All accounts' },
] as const satisfies readonly { value: CustomerAccounts; label: string }[];

/** An account choice from the control's value; anything else is the buyers. */
export const accountsChoiceOf = (value: unknown): CustomerAccounts =>
  ACCOUNT_CHOICES.find((choice) => choice.value === value)?.value ?? 'buyers';

export type CustomerFilters = { q: string | undefined; accounts: CustomerAccounts | undefined };

/** The search as typed (spaces around it do not count) and the accounts shown, as the API takes them. */
export function customerFilters(search: string, accounts: CustomerAccounts = 'buyers'): CustomerFilters {
  const q = search.trim();
  // The buyers are the API's default: their list asks for nothing more, as it always did.
  return { q: q === '' ? undefined : q, accounts: accounts === 'all' ? 'all' : undefined };
}

/** What an empty list says: nobody has bought (or signed up) yet, or nobody the search matches. */
export function emptyText(filters: CustomerFilters): string {
  if (filters.accounts === 'all') {
    return filters.q === undefined ? CUSTOMER_MESSAGES.noAccounts : CUSTOMER_MESSAGES.noAccountMatch;
  }
  return filters.q === undefined ? CUSTOMER_MESSAGES.empty : CUSTOMER_MESSAGES.noMatch;
}

/** When an account last paid for an order, or a dash for one that never did. */
export const lastPurchaseText = (customer: Pick<CustomerRecord, 'lastPurchaseAt'>): string =>
  customer.lastPurchaseAt === null ? '—' : formatDateTime(customer.lastPurchaseAt);

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
