/**
 * The store owner's customers: the accounts that paid for at least one order, each with how many
 * it paid for, what it spent (less refunds) and when it last bought; or every account
 * (`accounts=all`), so that the owner can also find, and close, one that never paid. The figures
 * are each buyer's row of customer_totals, which triggers on `orders` keep (migration 0021), so a
 * page costs its own rows however many orders the store has:
 * - by last purchase or by amount spent: customer_totals walked by its index on that figure, a
 *   page stops the walk; with every account, the accounts that never paid follow the buyers
 *   (newest or biggest first) or come before them (oldest or smallest first), walked by
 *   users_created, so a page reads one walk or the end of one and the start of the other;
 * - by when they joined: the accounts walked by users_created, each checked by its totals' key;
 * - a search: the accounts whose name or e-mail matches, then sorted (only the matches).
 */
import { type AdminCustomer, type AdminCustomerListQuery, type AdminCustomerSort, pageWindow } from '@beats/contract';
import { and, asc, count, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { customerTotals, users } from '../db/schema.ts';
import { isClosedAccount } from '../users/close-account.ts';
import { type PageWindow, splitWindow } from './split-window.ts';

/** Part of the account's name or e-mail, any case (instr: no LIKE wildcards to escape). */
const accountHas = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const part = q.toLowerCase();
  return or(sql`instr(lower(${users.email}), ${part}) > 0`, sql`instr(lower(${users.name}), ${part}) > 0`);
};

/** A buyer whose paid orders all left (refund events do not remove orders, but a deletion may) keeps a row at 0. */
const buyersWhere = (query: AdminCustomerListQuery) => and(gt(customerTotals.paidOrders, 0), accountHas(query.q));

/** An account with no totals' row, or one at 0: it never paid, or what it paid for is gone. */
const neverPaidWhere = (query: AdminCustomerListQuery) =>
  and(or(isNull(customerTotals.paidOrders), eq(customerTotals.paidOrders, 0)), accountHas(query.q));

/** Each sort's column, and the tie-breaker that keeps pages stable: the account's id. */
const SORTS: Record<AdminCustomerSort, [SQLiteColumn, SQLiteColumn]> = {
  lastPurchaseAt: [customerTotals.lastPurchaseAt, customerTotals.userId],
  spent: [customerTotals.spent, customerTotals.userId],
  joinedAt: [users.createdAt, users.id],
};

const ROW = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  joinedAt: users.createdAt,
  paidOrders: customerTotals.paidOrders,
  spent: customerTotals.spent,
  lastPurchaseAt: customerTotals.lastPurchaseAt,
};

const directionOf = (query: AdminCustomerListQuery) => (query._order === 'asc' ? asc : desc);

/** Rows `window` of the buyers, in the query's sort. */
function buyersPage(db: Db, query: AdminCustomerListQuery, window: PageWindow) {
  const direction = directionOf(query);
  const [sort, tie] = SORTS[query._sort];
  return db
    .select(ROW)
    .from(customerTotals)
    .innerJoin(users, eq(users.id, customerTotals.userId))
    .where(buyersWhere(query))
    .orderBy(direction(sort), direction(tie))
    .limit(window.limit)
    .offset(window.offset);
}

/** Rows `window` of the accounts `where` takes (all of them when undefined), by when they joined. */
function accountsPage(db: Db, query: AdminCustomerListQuery, window: PageWindow, where: SQL | undefined) {
  const direction = directionOf(query);
  return db
    .select(ROW)
    .from(users)
    .leftJoin(customerTotals, eq(customerTotals.userId, users.id))
    .where(where)
    .orderBy(direction(users.createdAt), direction(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many buyers the list holds: customer_totals' rows (joined to the accounts for a search). */
const countBuyers = (db: Db, query: AdminCustomerListQuery) =>
  query.q
    ? db
        .select({ total: count() })
        .from(customerTotals)
        .innerJoin(users, eq(users.id, customerTotals.userId))
        .where(buyersWhere(query))
    : db.select({ total: count() }).from(customerTotals).where(buyersWhere(query));

/** How many accounts there are (that the search matches). */
const countAccounts = (db: Db, query: AdminCustomerListQuery) =>
  db.select({ total: count() }).from(users).where(accountHas(query.q));

/**
 * The statements of a page and its total, by name, for printing their plans: a list of every
 * account sorted by purchase counts both lists first, then reads one walk or both.
 */
export function customerListQueries(db: Db, query: AdminCustomerListQuery) {
  const window = pageWindow(query);
  if (query.accounts === 'buyers') return { page: buyersPage(db, query, window), total: countBuyers(db, query) };
  if (query._sort === 'joinedAt') {
    return { page: accountsPage(db, query, window, accountHas(query.q)), total: countAccounts(db, query) };
  }
  return {
    'buyers total': countBuyers(db, query),
    'accounts total': countAccounts(db, query),
    'buyers page': buyersPage(db, query, window),
    'never paid page': accountsPage(db, query, window, neverPaidWhere(query)),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A row of either walk: an account that never paid has no totals' row (nulls) or one at 0. */
type Row = {
  id: string;
  name: string;
  email: string;
  role: AdminCustomer['role'];
  joinedAt: number;
  paidOrders: number | null;
  spent: number | null;
  lastPurchaseAt: number | null;
};

function toCustomer(row: Row): AdminCustomer {
  const paid = row.paidOrders !== null && row.paidOrders > 0;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: iso(row.joinedAt),
    paidOrders: paid ? (row.paidOrders ?? 0) : 0,
    spent: paid ? (row.spent ?? 0) : 0,
    lastPurchaseAt: paid && row.lastPurchaseAt !== null ? iso(row.lastPurchaseAt) : null,
    closed: isClosedAccount(row),
  };
}

type Page = { data: AdminCustomer[]; total: number };

const pageOf = ([rows, counted]: [Row[], { total: number }[]]): Page => ({
  data: rows.map(toCustomer),
  total: counted[0]?.total ?? 0,
});

/**
 * Every account by last purchase or by amount spent: the buyers, then the accounts that never
 * paid (newest or biggest first), or those first and then the buyers (oldest or smallest first).
 * Both lists are counted first, to know where the seam falls; a payment made in between may move
 * one account across it, as a reload would show.
 */
async function everyAccountByPurchase(db: Db, query: AdminCustomerListQuery): Promise<Page> {
  const [[buyers], [accounts]] = await db.batch([countBuyers(db, query), countAccounts(db, query)]);
  const buyerCount = buyers?.total ?? 0;
  const total = accounts?.total ?? 0;
  const buyersFirst = query._order === 'desc';
  const { first, second } = splitWindow(pageWindow(query), buyersFirst ? buyerCount : total - buyerCount);
  const [buyerWindow, neverPaidWindow] = buyersFirst ? [first, second] : [second, first];
  const [buyerRows, neverPaidRows] = await Promise.all([
    buyerWindow ? buyersPage(db, query, buyerWindow) : [],
    neverPaidWindow ? accountsPage(db, query, neverPaidWindow, neverPaidWhere(query)) : [],
  ]);
  const rows: Row[] = buyersFirst ? [...buyerRows, ...neverPaidRows] : [...neverPaidRows, ...buyerRows];
  return { data: rows.map(toCustomer), total };
}

export async function listCustomers(db: Db, query: AdminCustomerListQuery): Promise<Page> {
  const window = pageWindow(query);
  if (query.accounts === 'buyers') {
    return pageOf(await db.batch([buyersPage(db, query, window), countBuyers(db, query)]));
  }
  if (query._sort === 'joinedAt') {
    return pageOf(await db.batch([accountsPage(db, query, window, accountHas(query.q)), countAccounts(db, query)]));
  }
  return everyAccountByPurchase(db, query);
}
