/**
 * Analytics benchmark: fills a separate local store with the demo catalogue and 100,000 orders
 * (by default), prints the query plan of each analytics statement for each period and of the
 * customers list, then serves the built Worker with `wrangler dev` and times each admin
 * analytics, orders and customers call over HTTP as the demo admin.
 *
 *   pnpm run bench:analytics [--orders 100000] [--runs 30] [--port 8797]
 */
import { parseArgs } from 'node:util';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { AdminCustomerListQuerySchema } from '../../packages/contract/src/customers.ts';
import { AdminOrderListQuerySchema } from '../../packages/contract/src/order-admin.ts';
import {
  calendarMonth,
  dayRange,
  last12Months,
  last24Hours,
  lastDays,
  type Period,
  singleDay,
} from '../../worker/src/analytics/periods.ts';
import { slotFiguresQuery, soldPairsQuery } from '../../worker/src/analytics/sales-queries.ts';
import { customerListQueries } from '../../worker/src/customers/admin-customers.ts';
import { getDb } from '../../worker/src/db/client.ts';
import { orders, users } from '../../worker/src/db/schema.ts';
import { orderWhere } from '../../worker/src/orders/admin-orders.ts';
import { upgradedLaterQuery } from '../../worker/src/orders/upgraded-later.ts';
import { ensureBuilt } from '../lib/build-stamp.ts';
import { openLocalPlatform } from '../lib/local-platform.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { adminHeaders, printLatencies, serveBench } from './http-latency.ts';
import { prepareOrderStore } from './order-store.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    port: { type: 'string', default: process.env.E2E_PORT ?? '8797' },
  },
});
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
const TZ = 'UTC';

const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const monthAgo = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
const thisYear = new Date(now).getUTCFullYear();
const thisMonth = new Date(now).getUTCMonth() + 1;

/** Each call: its address and the period the server computes for it. */
const CASES: { name: string; path: string; period: Period }[] = [
  { name: '24 hours', path: '/daily/24hour', period: last24Hours(TZ, now) },
  { name: '7 days', path: '/weekly', period: lastDays(TZ, now, 7, 'last week') },
  { name: '30 days', path: '/monthly/30days', period: lastDays(TZ, now, 30, 'last month') },
  { name: '12 months', path: '/12-monthly', period: last12Months(TZ, now) },
  {
    name: 'calendar month',
    path: `/sales-monthly?year=${thisYear}&month=${thisMonth}`,
    period: calendarMonth(TZ, thisYear, thisMonth),
  },
  {
    name: 'custom range (31 days)',
    path: `/sales-custom-range?startDate=${monthAgo}&endDate=${today}`,
    period: dayRange(TZ, monthAgo, today),
  },
  { name: 'one day', path: `/daily?date=${today}`, period: singleDay(TZ, today) },
];

/** The customers list as Refine asks for it (GET /api/customers), 20 a page. */
const CUSTOMER_CASES: { name: string; query: Record<string, string> }[] = [
  { name: 'newest buyer first, page 1', query: { _start: '0', _end: '20' } },
  { name: 'biggest spender first, page 1', query: { _start: '0', _end: '20', _sort: 'spent' } },
  { name: 'by joined, page 1', query: { _start: '0', _end: '20', _sort: 'joinedAt' } },
  { name: 'a search, page 1', query: { _start: '0', _end: '20', q: 'maya' } },
  { name: 'every account, newest buyer first, page 1', query: { _start: '0', _end: '20', accounts: 'all' } },
  { name: 'every account, by joined, page 1', query: { _start: '0', _end: '20', accounts: 'all', _sort: 'joinedAt' } },
];

ensureBuilt();
const STATE = await prepareOrderStore(ORDERS);

const platform = await openLocalPlatform(STATE);
try {
  const d1 = platform.env.DB;
  const db = getDb(d1);
  const explain = async (statement: string, params: unknown[] = []) =>
    (
      await d1
        .prepare(`EXPLAIN QUERY PLAN ${statement}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results
      .map((row) => `      ${row.detail}`)
      .join('\n');
  console.log('\nQuery plans (EXPLAIN QUERY PLAN)');
  for (const { name, period } of CASES) {
    const ranges = [...period.slots, period.previous];
    const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${slotFiguresQuery(ranges)}`);
    console.log(`  ${name}: figures of ${ranges.length} slots\n${plan.map((row) => `      ${row.detail}`).join('\n')}`);
    if (name === '12 months' || name === '7 days') {
      const pairs = soldPairsQuery(db, period).toSQL();
      console.log(`    best sellers (sales by song and plan):\n${await explain(pairs.sql, pairs.params)}`);
    }
  }
  // The orders list: one buyer's page and count (the demo customer holds every generated order), and
  // the upgrades since of a page of orders, the oldest (the most later orders of their buyer).
  const buyerWhere = orderWhere(AdminOrderListQuerySchema.parse({ buyer: DEMO_ACCOUNTS.customer.email }), TZ);
  const buyerPage = db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(buyerWhere)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(20)
    .toSQL();
  console.log(`  orders, one buyer: page\n${await explain(buyerPage.sql, buyerPage.params)}`);
  const buyerTotal = db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(buyerWhere)
    .toSQL();
  console.log(`  orders, one buyer: total\n${await explain(buyerTotal.sql, buyerTotal.params)}`);
  const oldest = await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.createdAt)).limit(20);
  const upgrades = upgradedLaterQuery(
    db,
    oldest.map((row) => row.id),
  ).toSQL();
  console.log(`  orders, upgraded since (a page):\n${await explain(upgrades.sql, upgrades.params)}`);
  for (const { name, query } of CUSTOMER_CASES) {
    const statements = customerListQueries(db, AdminCustomerListQuerySchema.parse(query));
    for (const [part, statement] of Object.entries(statements)) {
      const { sql: text, params } = statement.toSQL();
      console.log(`  customers, ${name}: ${part}\n${await explain(text, params)}`);
    }
  }
} finally {
  await platform.dispose();
}

const server = await serveBench(STATE, values.port);
try {
  const endpoints: [string, string][] = [
    ...CASES.map(({ name, path }): [string, string] => [`analytics ${name}`, `/api/payments/analytics${path}`]),
    ['orders, newest first, page 1', '/api/orders?_start=0&_end=20'],
    ['orders, refunded, page 1', '/api/orders?_start=0&_end=20&status=refunded'],
    ['orders, one month, by total', `/api/orders?_start=0&_end=20&from=${monthAgo}&to=${today}&_sort=total`],
    ['orders, one buyer, page 1', `/api/orders?_start=0&_end=20&buyer=${DEMO_ACCOUNTS.customer.email}`],
    ['orders, oldest first, page 1', '/api/orders?_start=0&_end=20&_order=asc'],
    ...CUSTOMER_CASES.map(({ name, query }): [string, string] => [
      `customers, ${name}`,
      `/api/customers?${new URLSearchParams(query)}`,
    ]),
  ];
  console.log(`\nLatency over HTTP, ${RUNS} sequential requests each, ${ORDERS.toLocaleString('en-US')} orders (ms)`);
  await printLatencies(server.url, endpoints, RUNS, await adminHeaders(server.url));
} finally {
  await server.stop();
}
