/**
 * The store owner's customers: the accounts that paid for at least one order, each with how many
 * it paid for, what it spent (less refunds) and when it last bought. The figures are each buyer's
 * row of customer_totals, which triggers on `orders` keep (migration 0021), so a page costs its
 * own rows however many orders the store has:
 * - by last purchase or by amount spent: customer_totals walked by its index on that figure, a
 *   page stops the walk;
 * - by when they joined: the accounts walked by users_created, each checked by its totals' key;
 * - a search: the accounts whose name or e-mail matches, then sorted (only the matches).
 */
import { type AdminCustomer, type AdminCustomerListQuery, type AdminCustomerSort, pageWindow } from '@beats/contract';
import { and, asc, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { customerTotals, users } from '../db/schema.ts';
import { isClosedAccount } from '../users/close-account.ts';

/** Part of the account's name or e-mail, any case (instr: no LIKE wildcards to escape). */
const accountHas = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const part = q.toLowerCase();
  return or(sql`instr(lower(${users.email}), ${part}) > 0`, sql`instr(lower(${users.name}), ${part}) > 0`);
};

/** A buyer whose paid orders all left (refund events do not remove orders, but a deletion may) keeps a row at 0. */
const customersWhere = (query: AdminCustomerListQuery) => and(gt(customerTotals.paidOrders, 0), accountHas(query.q));

/** Each sort's column, and the tie-breaker that keeps pages stable: the account's id. */
const SORTS: Record<AdminCustomerSort, [SQLiteColumn, SQLiteColumn]> = {
  lastPurchaseAt: [customerTotals.lastPurchaseAt, customerTotals.userId],
  spent: [customerTotals.spent, customerTotals.userId],
  joinedAt: [users.createdAt, users.id],
};

type PageWindow = ReturnType<typeof pageWindow>;

/** The page's statement (rows `window` of the list), for the list and for printing its plan. */
export function customerPageQuery(db: Db, query: AdminCustomerListQuery, window: PageWindow = pageWindow(query)) {
  const direction = query._order === 'asc' ? asc : desc;
  const [sort, tie] = SORTS[query._sort];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      joinedAt: users.createdAt,
      paidOrders: customerTotals.paidOrders,
      spent: customerTotals.spent,
      lastPurchaseAt: customerTotals.lastPurchaseAt,
    })
    .from(customerTotals)
    .innerJoin(users, eq(users.id, customerTotals.userId))
    .where(customersWhere(query))
    .orderBy(direction(sort), direction(tie))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many accounts the list holds: customer_totals' rows (joined to the accounts for a search). */
const countCustomers = (db: Db, query: AdminCustomerListQuery) =>
  query.q
    ? db
        .select({ total: count() })
        .from(customerTotals)
        .innerJoin(users, eq(users.id, customerTotals.userId))
        .where(customersWhere(query))
    : db.select({ total: count() }).from(customerTotals).where(customersWhere(query));

/** The statements of a page and its total, for printing their plans. */
export const customerListQueries = (db: Db, query: AdminCustomerListQuery) => ({
  rows: customerPageQuery(db, query),
  total: countCustomers(db, query),
});

const iso = (ms: number) => new Date(ms).toISOString();

export async function listCustomers(
  db: Db,
  query: AdminCustomerListQuery,
): Promise<{ data: AdminCustomer[]; total: number }> {
  const { rows, total } = customerListQueries(db, query);
  const [page, counted] = await db.batch([rows, total]);
  return {
    data: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      joinedAt: iso(row.joinedAt),
      paidOrders: row.paidOrders,
      spent: row.spent,
      lastPurchaseAt: iso(row.lastPurchaseAt),
      closed: isClosedAccount(row),
    })),
    total: counted[0]?.total ?? 0,
  };
}
