/**
 * The store owner's orders: every order (pending, completed, refunded, expired) with its buyer,
 * lines and PayPal ids, filtered by status, days (store time zone), one buyer and a search, newest
 * first. The lines are the snapshots taken at purchase.
 */
import { type AdminOrder, type AdminOrderListQuery, type OrderExportQuery, pageWindow } from '@beats/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/sqlite-core';
import { localDay } from '../analytics/time-zone.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, users } from '../db/schema.ts';
import { storedDiscounts } from '../discounts/stored-discounts.ts';
import { upgradedLater } from './upgraded-later.ts';

export type OrderFilters = Pick<OrderExportQuery, 'status' | 'from' | 'to' | 'buyer' | 'q'>;

/** The filters as one condition; days are the store's, `to` included. */
export function orderWhere(filters: OrderFilters, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, localDay(timeZone, filters.from).start));
  if (filters.to) conditions.push(lt(orders.createdAt, localDay(timeZone, filters.to).end));
  // One account, by its e-mail as stored (normalised, as the filter is): users_email_unique finds
  // it, then its orders are one range of orders_user, read newest first. A subquery, not a term on
  // the joined account: with the account as the outer loop, SQLite sorted all of its orders.
  if (filters.buyer) {
    const account = alias(users, 'buyer_account');
    const accountId = new QueryBuilder()
      .select({ id: account.id })
      .from(account)
      .where(eq(account.email, filters.buyer));
    conditions.push(eq(orders.userId, accountId));
  }
  if (filters.q) {
    const q = filters.q.toLowerCase();
    // An order or PayPal id exactly; a buyer by a part of their e-mail or name (no LIKE pattern
    // characters to escape with instr).
    const found = or(
      eq(orders.id, filters.q),
      eq(orders.paypalOrderId, filters.q),
      eq(orders.paypalCaptureId, filters.q),
      sql`instr(lower(${orders.buyerEmail}), ${q}) > 0`,
      sql`instr(lower(${orders.buyerName}), ${q}) > 0`,
      sql`instr(lower(${users.email}), ${q}) > 0`,
      sql`instr(lower(${users.name}), ${q}) > 0`,
    );
    if (found) conditions.push(found);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orderColumns = {
  id: orders.id,
  status: orders.status,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  refundedAt: orders.refundedAt,
  total: orders.total,
  refundTotal: orders.refundTotal,
  currency: orders.currency,
  discounts: orders.discounts,
  userId: orders.userId,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  accountName: users.name,
  accountEmail: users.email,
  payerEmail: orders.payerEmail,
  paypalOrderId: orders.paypalOrderId,
  paypalCaptureId: orders.paypalCaptureId,
};

const selectOrders = (db: Db) => db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId));
type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The orders of `rows` with their lines and the upgrades of their tracks since, in the rows' order. */
async function withItems(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  const ids = rows.map((row) => row.id);
  const [items, upgrades] = await Promise.all([
    ids.length === 0
      ? []
      : // In the order the lines were bought (their ids are random).
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(sql`${orderItems}.rowid`),
    // Only a paid order can have been counted by an upgrade.
    upgradedLater(
      db,
      rows.filter((row) => row.completedAt !== null).map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    completedAt: iso(row.completedAt),
    refundedAt: iso(row.refundedAt),
    total: row.total,
    refundTotal: row.refundTotal,
    currency: row.currency,
    discounts: storedDiscounts(row.discounts),
    // The buyer as they were at checkout; the account as it is for orders without the snapshot.
    buyer: { id: row.userId, name: row.buyerName || row.accountName, email: row.buyerEmail || row.accountEmail },
    payerEmail: row.payerEmail,
    paypalOrderId: row.paypalOrderId,
    paypalCaptureId: row.paypalCaptureId,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        id: item.id,
        songId: item.songId,
        songTitle: item.songTitle,
        planId: item.planId,
        planName: item.planName,
        price: item.price,
        listPrice: item.listPrice ?? item.price,
        credit: item.credit,
        exclusive: item.exclusive,
      })),
    upgradedLater: upgrades.get(row.id) ?? [],
  }));
}

/** One order as the owner's list shows it; null when there is none with this id. */
export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder | null> {
  const [order] = await withItems(db, await selectOrders(db).where(eq(orders.id, id)));
  return order ?? null;
}

export async function listAdminOrders(
  db: Db,
  query: AdminOrderListQuery,
  timeZone: string,
): Promise<{ data: AdminOrder[]; total: number }> {
  const where = orderWhere(query, timeZone);
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  const sort = query._sort === 'total' ? orders.total : orders.createdAt;
  const [rows, totals] = await db.batch([
    selectOrders(db)
      .where(where)
      .orderBy(direction(sort), direction(orders.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { data: await withItems(db, rows), total: totals[0]?.total ?? 0 };
}

/**
 * How many orders the export reads at a time: the CSV is streamed, never held whole. A batch's
 * ids are bound parameters of its lines' query, and D1 takes at most 100.
 */
const EXPORT_BATCH = 100;

/**
 * Every order the filters match, newest first, a batch at a time (keyset paging on
 * created_at and id, so each batch is an index range however far the export has come).
 */
export async function* exportOrders(db: Db, filters: OrderFilters, timeZone: string): AsyncGenerator<AdminOrder[]> {
  let after: { createdAt: number; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const rows = await selectOrders(db)
      .where(and(orderWhere(filters, timeZone), keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield await withItems(db, rows);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
