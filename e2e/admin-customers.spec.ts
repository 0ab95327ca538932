/**
 * Customers, end to end: the admin opens Customers from the menu, finds the demo customer (who
 * has the seeded order, and whatever orders other tests recorded: the figures are read from the
 * store), sees their orders, spending and last purchase, and follows the order count to the Orders
 * list filtered to them, which lists their orders and no one else's (not even a buyer whose e-mail
 * holds theirs), until the filter is cleared; and closes the account of a customer who asks to be
 * erased, a buyer or someone who never bought (found under 'All accounts').
 */

import { CUSTOMER_MESSAGES } from '@beats/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatDateTime } from '../admin/src/ui/dates.ts';
import { formatDollars } from '../admin/src/ui/money.ts';
import { getDb } from '../worker/src/db/client.ts';
import { orders, users } from '../worker/src/db/schema.ts';
import { CUSTOMER, recordOrders, signInAsAdmin, withStore } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

const accountId = (email: string) =>
  withStore(async ({ env }) => {
    const [row] = await getDb(env.DB).select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No account ${email}`);
    return row.id;
  });

/** An account (a password-less one: it never signs in here), made once per store. */
const accountNamed = (email: string, name: string) =>
  withStore(async ({ env }) => {
    await getDb(env.DB)
      .insert(users)
      .values({ id: `usr-${name.toLowerCase().replace(/\W/g, '-')}`, email, name })
      .onConflictDoNothing();
  });

/** What the store holds of a buyer's paid orders: how many, what is left of them, the newest. */
const paidFigures = (userId: string) =>
  withStore(async ({ env }) => {
    const [row] = await getDb(env.DB)
      .select({
        count: sql<number>`count(*)`,
        cents: sql<number>`coalesce(sum(${orders.total} - ${orders.refundTotal}), 0)`,
        last: sql<number>`max(${orders.completedAt})`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          isNotNull(orders.completedAt),
          inArray(orders.status, ['completed', 'refunded']),
        ),
      );
    if (!row || row.count === 0) throw new Error('The demo customer has no paid order');
    return row;
  });

test("the admin finds a customer with their figures and opens that customer's orders", async ({ page }) => {
  // Other buyers, so the store has orders the link must leave out: one whose e-mail holds the
  // customer's (a search for the customer's e-mail finds it too).
  const otherEmail = await testAccount('Ola Other');
  const lookalikeEmail = `x${CUSTOMER.email}`;
  await accountNamed(lookalikeEmail, 'Xena Lookalike');
  await recordOrders([
    { userId: await accountId(otherEmail), lines: [{ songId: 1, planId: 1, price: 2999, songTitle: 'Other Sale' }] },
    {
      userId: await accountId(lookalikeEmail),
      lines: [{ songId: 1, planId: 1, price: 2999, songTitle: 'Lookalike Sale' }],
    },
  ]);
  const figures = await paidFigures(await accountId(CUSTOMER.email));

  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  // The search takes a part of an e-mail: the lookalike too.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(CUSTOMER.email);
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: lookalikeEmail })).toHaveCount(1);
  const row = rows.filter({ hasText: CUSTOMER.name });
  const orderCount = figures.count === 1 ? '1 order' : `${figures.count} orders`;
  await expect(row).toContainText(CUSTOMER.name);
  await expect(row).toContainText(CUSTOMER.email);
  await expect(row).toContainText(orderCount);
  await expect(row).toContainText(formatDollars(figures.cents / 100));
  await expect(row).toContainText(formatDateTime(new Date(figures.last).toISOString()));

  await row.getByRole('link', { name: `${orderCount} of ${CUSTOMER.email}` }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?buyer=customer%40example\.com$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(`The orders of ${CUSTOMER.email} only`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  // The customer's orders (pending or expired ones too, as the Orders list shows them), no other's.
  const orderRows = page.locator('.ant-table-row');
  await expect(orderRows.first()).toBeVisible();
  await expect(page.getByText(otherEmail)).toHaveCount(0);
  await expect(page.getByText(lookalikeEmail)).toHaveCount(0);
  for (const order of await orderRows.all()) await expect(order).toContainText(CUSTOMER.email);
  expect(await orderRows.count()).toBeGreaterThanOrEqual(Math.min(figures.count, 20));

  // Cleared, the list is every buyer's again.
  await page.getByRole('button', { name: "Show every buyer's orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByText(`The orders of ${CUSTOMER.email} only`)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(lookalikeEmail);
  await expect(page.getByText(lookalikeEmail)).toBeVisible();
});

test('the admin sorts the customers by what they spent, biggest first', async ({ page }) => {
  // Two buyers above anything the other tests spend, so they head the list.
  const big = await testAccount('Bea Bigspender');
  const biggest = await testAccount('Cy Biggest');
  await recordOrders([
    { userId: await accountId(big), lines: [{ songId: 1, planId: 1, price: 980_000, songTitle: 'Big Sale' }] },
    { userId: await accountId(biggest), lines: [{ songId: 1, planId: 1, price: 990_000, songTitle: 'Bigger Sale' }] },
  ]);

  await signInAsAdmin(page, '/admin/customers');
  const spent = page.getByRole('columnheader', { name: 'Spent' });
  // antd's sorter: ascending first, then descending.
  await spent.click();
  await expect(spent).toHaveAttribute('aria-sort', 'ascending');
  await spent.click();
  await expect(spent).toHaveAttribute('aria-sort', 'descending');
  const rows = page.locator('.ant-table-row');
  await expect(rows.nth(0)).toContainText('Cy Biggest');
  await expect(rows.nth(0)).toContainText(formatDollars(9900));
  await expect(rows.nth(1)).toContainText('Bea Bigspender');
});

test('the admin closes the account of a customer who asks to be erased; their order stays', async ({ page }) => {
  const email = await testAccount('Ezra Erase');
  const userId = await accountId(email);
  const [orderId] = await recordOrders([
    { userId, lines: [{ songId: 1, planId: 1, price: 2999, songTitle: 'Erased Sale' }] },
  ]);

  await signInAsAdmin(page, '/admin/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
  const row = page.locator('.ant-table-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const close = row.getByRole('button', { name: 'Close the account of Ezra Erase' });
  await close.click();
  const dialog = page.getByRole('dialog', { name: 'Close the account of Ezra Erase?' });
  await expect(dialog).toContainText("Their paid orders stay for your accounting, under 'Deleted account'.");
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(page.locator('.ant-notification').getByText('Account closed.', { exact: true })).toBeVisible();

  // Nothing of theirs left to find by their address; the account and its order are kept, nameless.
  await expect(page.locator('.ant-table-row').filter({ hasText: email })).toHaveCount(0);
  const kept = await withStore(async ({ env }) => {
    const db = getDb(env.DB);
    const [account] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    const [order] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId ?? ''));
    return { account, order };
  });
  expect(kept).toEqual({
    account: { name: 'Deleted account', email: `deleted-${userId}@deleted.invalid` },
    order: { status: 'completed' },
  });
  // Listed closed: no Close on its row.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(`deleted-${userId}`);
  const closedRow = page.locator('.ant-table-row').filter({ hasText: 'Deleted account' });
  await expect(closedRow).toHaveCount(1);
  await expect(closedRow.getByRole('button')).toHaveCount(0);
});

test('the admin finds an account that never bought under All accounts and closes it', async ({ page }) => {
  const email = await testAccount('Nia Neverbought');
  const userId = await accountId(email);

  await signInAsAdmin(page, '/admin/customers');
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.fill(email);
  // Not a buyer: the list of buyers does not hold it.
  await expect(page.getByText(CUSTOMER_MESSAGES.noMatch)).toBeVisible();

  // antd's Segmented keeps its radio inputs out of view: its labels are what a person clicks.
  await page.locator('.ant-segmented-item', { hasText: 'All accounts' }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nia Neverbought');
  await expect(row).toContainText('0 orders');
  await expect(row).toContainText(formatDollars(0));
  await expect(row).toContainText('—');

  await row.getByRole('button', { name: 'Close the account of Nia Neverbought' }).click();
  await page
    .getByRole('dialog', { name: 'Close the account of Nia Neverbought?' })
    .getByRole('button', { name: 'Close account' })
    .click();
  await expect(page.locator('.ant-notification').getByText('Account closed.', { exact: true })).toBeVisible();
  await expect(page.getByText(CUSTOMER_MESSAGES.noAccountMatch)).toBeVisible();
  const account = await withStore(async ({ env }) => {
    const [row] = await getDb(env.DB)
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  });
  expect(account).toEqual({ name: 'Deleted account', email: `deleted-${userId}@deleted.invalid` });

  // The admin's own account is listed as one, with nothing to close.
  await search.fill('admin@example.com');
  const own = page.locator('.ant-table-row').filter({ hasText: 'admin@example.com' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Admin');
  await expect(own.getByRole('button')).toHaveCount(0);
});
