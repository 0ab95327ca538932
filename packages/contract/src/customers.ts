/**
 * The store owner's customers (GET /api/customers, admins): one row per account that has paid for
 * at least one order (completed, or completed and refunded since), with what it bought; an
 * account closed on its customer's request (DELETE /api/customers/{id}).
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { MONEY_TOTAL_MAX_CENTS, money } from './money-schema.ts';
import { accountIdParam } from './path-params.ts';
import { z } from './zod.ts';

export const AdminCustomerSchema = z
  .object({
    /** The account's id. */
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** When the account was made. */
    joinedAt: z.iso.datetime(),
    /** Orders paid for, fully refunded ones included. */
    paidOrders: z.int().min(1),
    /** What the paid orders came to, less what was refunded: a fully refunded order adds nothing. */
    spent: money({ label: 'Spent', maxCents: MONEY_TOTAL_MAX_CENTS }),
    /** When the newest paid order was paid. */
    lastPurchaseAt: z.iso.datetime(),
    /** Closed (by its customer, or by the owner on their request): its orders stay, its name and e-mail are gone. */
    closed: z.boolean(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.output<typeof AdminCustomerSchema>;

/** The list's orders: newest buyer first (by the last purchase), by amount spent, or by when the account was made. */
export const ADMIN_CUSTOMER_SORTS = ['lastPurchaseAt', 'spent', 'joinedAt'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** A page of customers in one of ADMIN_CUSTOMER_SORTS' orders; `q` is part of the name or e-mail. */
export const AdminCustomerListQuerySchema = adminListQuery(ADMIN_CUSTOMER_SORTS);
export type AdminCustomerListQuery = z.output<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerListSchema = adminListAnswer(AdminCustomerSchema);

export const CUSTOMER_MESSAGES = {
  empty: 'No customers yet: an account shows here once it has paid for an order.',
  noMatch: 'No customers match the search.',
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
