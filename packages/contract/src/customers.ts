/**
 * The store owner's customers (GET /api/customers, admins): one row per account that has paid for
 * at least one order (completed, or completed and refunded since), with what it bought; or, with
 * `accounts=all`, every account, those that never paid included (someone who signed up, or took
 * free downloads, and asks to be erased); an account closed on its customer's request
 * (DELETE /api/customers/{id}).
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { MONEY_TOTAL_MAX_CENTS, money } from './money-schema.ts';
import { accountIdParam } from './path-params.ts';
import { ROLES } from './users.ts';
import { z } from './zod.ts';

export const AdminCustomerSchema = z
  .object({
    /** The account's id. */
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** An admin's account is listed (it may have bought) but not closed here. */
    role: z.enum(ROLES),
    /** When the account was made. */
    joinedAt: z.iso.datetime(),
    /** Orders paid for, fully refunded ones included: 0 for an account that never paid (`accounts=all`). */
    paidOrders: z.int().min(0),
    /** What the paid orders came to, less what was refunded: a fully refunded order adds nothing. */
    spent: money({ label: 'Spent', maxCents: MONEY_TOTAL_MAX_CENTS }),
    /** When the newest paid order was paid; null for an account that never paid. */
    lastPurchaseAt: z.iso.datetime().nullable(),
    /** Closed (by its customer, or by the owner on their request): its orders stay, its name and e-mail are gone. */
    closed: z.boolean(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.output<typeof AdminCustomerSchema>;

/** The list's orders: newest buyer first (by the last purchase), by amount spent, or by when the account was made. */
export const ADMIN_CUSTOMER_SORTS = ['lastPurchaseAt', 'spent', 'joinedAt'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** Whom the list holds: the accounts that paid for an order (the default), or every account. */
export const CUSTOMER_ACCOUNTS = ['buyers', 'all'] as const;
export type CustomerAccounts = (typeof CUSTOMER_ACCOUNTS)[number];

/**
 * A page of customers in one of ADMIN_CUSTOMER_SORTS' orders; `q` is part of the name or e-mail.
 * With every account, the sorts by purchase put the accounts that never paid after the buyers
 * (newest or biggest first) or before them (oldest or smallest first), by when they joined.
 */
export const AdminCustomerListQuerySchema = adminListQuery(ADMIN_CUSTOMER_SORTS, {
  accounts: z
    .enum(CUSTOMER_ACCOUNTS, { message: `accounts must be one of ${CUSTOMER_ACCOUNTS.join(', ')}` })
    .default('buyers'),
});
export type AdminCustomerListQuery = z.output<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerListSchema = adminListAnswer(AdminCustomerSchema);

export const CUSTOMER_MESSAGES = {
  empty: 'No customers yet: an account shows here once it has paid for an order.',
  noMatch: 'No customers match the search.',
  /** The list of every account (`accounts=all`), empty or with no match. */
  noAccounts: 'No accounts yet.',
  noAccountMatch: 'No accounts match the search.',
  notFound: 'Customer not found.',
  /** DELETE /api/customers/{id}: an account closed for a customer who asks to be erased. */
  closed: 'Account closed.',
  closeFailed: 'The account could not be closed. Please try again.',
  adminAccount: 'An admin account cannot be closed here.',
  closedAlready: 'This account is closed already.',
  paymentBeingConfirmed: "A payment of this customer's is still being confirmed. Please try again in a few minutes.",
} as const;

/** DELETE /api/customers/{id}: the account to close. */
export const CustomerIdParamSchema = accountIdParam(CUSTOMER_MESSAGES.notFound);
