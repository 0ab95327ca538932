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
 * each checked by one index seek.
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
function byLastPurchase(db: Db, query: AdminCustomerListQuery) {
  const latest = alias(orders, 'latest');
  const later = alias(orders, 'later');
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
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
function fromAccounts(db: Db, query: AdminCustomerListQuery) {
  const mine = alias(orders, 'mine');
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
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

/** The statements of a page and its total, for the list and for printing their plans. */
export function customerListQueries(db: Db, query: AdminCustomerListQuery) {
  return {
    rows: query._sort === 'lastPurchaseAt' && !query.q ? byLastPurchase(db, query) : fromAccounts(db, query),
    total: db
      .select({ total: count() })
      .from(users)
      .where(and(hasPaidOrder(db), accountHas(query.q))),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function listCustomers(
  db: Db,
  query: AdminCustomerListQuery,
): Promise<{ data: AdminCustomer[]; total: number }> {
  const { rows: page, total: counted } = customerListQueries(db, query);
  const [rows, totals] = await db.batch([page, counted]);
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
    total: totals[0]?.total ?? 0,
  };
}
