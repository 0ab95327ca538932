/**
 * The store owner's customers: the accounts that paid for at least one order, each with how many
 * it paid for, what it spent (less refunds) and when it last bought. Read from the paid orders'
 * indexes (migration 0020) so a page costs its own rows, not the store's 100,000 orders:
 * - newest buyer first: the paid orders are walked by time (orders_paid_latest) keeping each
 *   buyer's latest only, until the page is full; no sort of all the buyers;
 * - by when they joined: the accounts by users_created, keeping those with a paid order;
 * - a search: the accounts whose name or e-mail matches, then sorted (only the matches);
 * - a row's figures: one range of its buyer in orders_buyer_paid, which covers them.
 * The total is the accounts with a paid order: a pass over the accounts (fewer than the orders),
 * each checked by one index seek. It is read first, so a page asks for no more rows than remain.
 */
import { type AdminCustomer, type AdminCustomerListQuery, PAID_ORDER_STATUSES, pageWindow } from '@beats/contract';
import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';

/** The orders table or an alias of it (a subquery's own name for it). */
interface OrdersTable {
  userId: SQLiteColumn;
  status: SQLiteColumn;
  completedAt: SQLiteColumn;
}

/**
 * Paid for: completed, or refunded since (a refund keeps its completed_at). The completed_at term
 * is the condition of the partial indexes, so the planner may use them.
 */
const paid = (order: OrdersTable): SQL | undefined =>
  and(isNotNull(order.completedAt), inArray(order.status, [...PAID_ORDER_STATUSES]));

/** The paid orders of the account whose id is `userId`. */
const paidOf = (order: OrdersTable, userId: SQLiteColumn): SQL | undefined =>
  and(eq(order.userId, userId), paid(order));

/** Part of the account's name or e-mail, any case (instr: no LIKE wildcards to escape). */
const accountHas = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const part = q.toLowerCase();
  return or(sql`instr(lower(${users.email}), ${part}) > 0`, sql`instr(lower(${users.name}), ${part}) > 0`);
};

/** A row's figures, each one range of its buyer in orders_buyer_paid. */
function figuresOf(db: Db, userId: SQLiteColumn) {
  const mine = alias(orders, 'mine');
  return {
    paidOrders: sql<number>`(${db.select({ n: count() }).from(mine).where(paidOf(mine, userId))})`,
    spent: sql<number>`(${db
      .select({ cents: sql`coalesce(sum(${mine.total} - ${mine.refundTotal}), 0)` })
      .from(mine)
      .where(paidOf(mine, userId))})`,
  };
}

const account = { id: users.id, name: users.name, email: users.email, joinedAt: users.createdAt };

/** The page newest buyer first (or last): each buyer at its latest paid order, by that order's time. */
function byLastPurchase(db: Db, query: AdminCustomerListQuery, window: PageWindow) {
  const latest = alias(orders, 'latest');
  const later = alias(orders, 'later');
  const direction = query._order === 'asc' ? asc : desc;
  // A later paid order of the same buyer (the same time: the one stored after) makes this one not
  // its latest.
  const laterPaid = db
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        paidOf(later, latest.userId),
        or(
          gt(later.completedAt, latest.completedAt),
          and(eq(later.completedAt, latest.completedAt), sql`${later}.rowid > ${latest}.rowid`),
        ),
      ),
    );
  return db
    .select({ ...account, lastPurchaseAt: sql<number>`${latest.completedAt}`, ...figuresOf(db, users.id) })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.userId))
    .where(and(paid(latest), notExists(laterPaid), accountHas(query.q)))
    .orderBy(direction(latest.completedAt), direction(latest.userId))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The page read from the accounts with a paid order: by when they were made (users_created, a
 * page stops the scan), or, for a search, the matches by their last purchase. A search reads every
 * account's name and e-mail either way; walking the orders for it would read every paid order
 * when few match, so the few matches are sorted instead.
 */
function fromAccounts(db: Db, query: AdminCustomerListQuery, window: PageWindow) {
  const mine = alias(orders, 'mine');
  const direction = query._order === 'asc' ? asc : desc;
  const lastPurchaseAt = sql<number>`(${db
    .select({ at: sql`max(${mine.completedAt})` })
    .from(mine)
    .where(paidOf(mine, users.id))})`.as('last_purchase_at');
  const sort = query._sort === 'joinedAt' ? users.createdAt : sql`last_purchase_at`;
  return db
    .select({ ...account, lastPurchaseAt, ...figuresOf(db, users.id) })
    .from(users)
    .where(and(hasPaidOrder(db), accountHas(query.q)))
    .orderBy(direction(sort), direction(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

function hasPaidOrder(db: Db): SQL {
  const any = alias(orders, 'any_paid');
  return exists(db.select({ one: sql`1` }).from(any).where(paidOf(any, users.id)));
}

type PageWindow = ReturnType<typeof pageWindow>;

/** How many accounts the list holds: a pass over the accounts, one index seek each. */
const countCustomers = (db: Db, query: AdminCustomerListQuery) =>
  db
    .select({ total: count() })
    .from(users)
    .where(and(hasPaidOrder(db), accountHas(query.q)));

/** The page's statement (rows `window` of the list), for the list and for printing its plan. */
export function customerPageQuery(db: Db, query: AdminCustomerListQuery, window = pageWindow(query)) {
  return query._sort === 'lastPurchaseAt' && !query.q
    ? byLastPurchase(db, query, window)
    : fromAccounts(db, query, window);
}

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
  const [counted] = await countCustomers(db, query);
  const total = counted?.total ?? 0;
  // The page asks for no more rows than there are past its start: the walk by last purchase
  // stops at the last buyer rather than reading the older paid orders for a buyer there is not
  // (a store with fewer buyers than a page, or the last page). One more round trip than a batch;
  // a buyer new since the count shows on the next read.
  const { offset, limit } = pageWindow(query);
  const rows =
    offset >= total ? [] : await customerPageQuery(db, query, { offset, limit: Math.min(limit, total - offset) });
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      joinedAt: iso(row.joinedAt),
      paidOrders: row.paidOrders,
      spent: row.spent,
      lastPurchaseAt: iso(row.lastPurchaseAt),
    })),
    total,
  };
}
