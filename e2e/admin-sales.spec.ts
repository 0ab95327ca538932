/**
 * Sales analytics, end to end, on a known set of orders: a day with two sales and a refunded
 * one, the day before with one sale. The store's time zone is UTC (the default).
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../worker/src/db/client.ts';
import { users } from '../worker/src/db/schema.ts';
import { CUSTOMER, recordOrders, signInAsAdmin, withStore } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const DAY_MS = 86_400_000;
/** A day far enough back that no other test's orders fall on it or the day before. */
const day = new Date(Math.floor(Date.now() / DAY_MS - 40) * DAY_MS);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const at = (offsetDays: number, hour: number) => day.getTime() + offsetDays * DAY_MS + hour * 3_600_000;

test.beforeAll(async () => {
  const buyer = await withStore(async ({ env }) => {
    const [row] = await getDb(env.DB).select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER.email));
    if (!row) throw new Error('The demo customer is missing');
    return row.id;
  });
  const line = (songId: number, planId: number, price: number, songTitle: string) => ({
    songId,
    planId,
    price,
    songTitle,
    planName: planId === 1 ? 'Basic MP3 Lease' : 'Premium WAV Lease',
  });
  await recordOrders([
    { userId: buyer, createdAt: at(0, 10), lines: [line(1, 1, 2999, 'Known Sale One')] },
    { userId: buyer, createdAt: at(0, 15), lines: [line(2, 2, 5999, 'Known Sale Two')] },
    {
      userId: buyer,
      status: 'refunded',
      createdAt: at(0, 11),
      refundedAt: at(0, 18),
      refundTotal: 2999,
      lines: [line(1, 1, 2999, 'Known Sale One')],
    },
    { userId: buyer, createdAt: at(-1, 12), lines: [line(2, 1, 4499, 'Known Sale Two')] },
  ]);
});

test('the sales page shows the known totals for a day and a range, against the period before', async ({ page }) => {
  await signInAsAdmin(page, '/admin/sales');
  await expect(page.getByRole('heading', { name: 'Sales Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sales Statistic' })).toBeVisible();

  const revenue = page.locator('.ant-card').filter({ hasText: 'Total revenue' });
  const purchases = page.locator('.ant-card').filter({ hasText: 'Total purchase' });

  const oneDay = page.getByPlaceholder('One day');
  await oneDay.click();
  await oneDay.fill(iso(day));
  await oneDay.press('Enter');
  // Two sales and a refunded one: $29.99 + $59.99 + $29.99 − $29.99, and 3 − 1 purchases.
  await expect(revenue).toContainText('$89.98');
  await expect(purchases).toContainText('2');
  await expect(revenue).toContainText('+100.0% from the day before');
  // The days are the store's time zone's, said under the figures (UTC: the variables' default).
  await expect(
    page.getByText("Days and hours in UTC, the store's time zone (set on the Settings page)."),
  ).toBeVisible();
  await expect(purchases).toContainText('+100.0% from the day before');
  // The licenses sold that day and kept (the refunded sale left out), best first.
  const licenses = page.locator('.ant-card').filter({ hasText: 'Top licenses' }).locator('tbody tr');
  await expect(licenses).toHaveText([/Premium WAV Lease\s*1\s*\$59\.99/, /Basic MP3 Lease\s*1\s*\$29\.99/]);

  // The range of both days: choosing it clears the day.
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill(iso(new Date(day.getTime() - DAY_MS)));
  await page.getByPlaceholder('End date').fill(iso(day));
  await page.getByPlaceholder('End date').press('Enter');
  await expect(oneDay).toHaveValue('');
  // Typed as ISO 8601, shown as the lists write a day.
  const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(page.getByPlaceholder('End date')).toHaveValue(shown.format(day));
  await expect(revenue).toContainText('$134.97');
  await expect(purchases).toContainText('3');

  // A quick filter clears the range.
  await page.getByText('30 days', { exact: true }).click();
  await expect(page.getByPlaceholder('Start date')).toHaveValue('');
});

test('the months of this year still to come cannot be chosen: they have no sales to compare', async ({ page }) => {
  await signInAsAdmin(page, '/admin/sales');
  const months = page.getByRole('group', { name: `Months of ${new Date().getFullYear()}` }).getByRole('button');
  await expect(months).toHaveCount(12);
  const current = new Date().getMonth();
  for (let month = 0; month < 12; month++) {
    if (month <= current) await expect(months.nth(month)).toBeEnabled();
    else await expect(months.nth(month)).toBeDisabled();
  }
  // This month, so far, against the whole of the one before.
  await months.nth(current).click();
  await expect(months.nth(current)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.ant-card').filter({ hasText: 'Total revenue' })).toContainText(
    /from last month|No earlier sales/,
  );
});

test("a bar of the chart says how many purchases it holds, as the 'Total purchase' card counts them", async ({
  page,
}) => {
  // One purchase of two licenses, alone on a day of its own.
  const own = new Date(day.getTime() - 10 * DAY_MS);
  const buyer = await withStore(async ({ env }) => {
    const [row] = await getDb(env.DB).select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER.email));
    if (!row) throw new Error('The demo customer is missing');
    return row.id;
  });
  await recordOrders([
    {
      userId: buyer,
      createdAt: own.getTime() + 9 * 3_600_000,
      lines: [
        { songId: 3, planId: 1, price: 2999, songTitle: 'Two In One A', planName: 'Basic MP3 Lease' },
        { songId: 4, planId: 2, price: 5999, songTitle: 'Two In One B', planName: 'Premium WAV Lease' },
      ],
    },
  ]);

  await signInAsAdmin(page, '/admin/sales');
  const oneDay = page.getByPlaceholder('One day');
  await oneDay.click();
  await oneDay.fill(iso(own));
  await oneDay.press('Enter');
  await expect(page.locator('.ant-card').filter({ hasText: 'Total purchase' })).toContainText('1');
  // Two licenses sold in it, each on its own row of the best sellers.
  await expect(page.locator('.ant-card').filter({ hasText: 'Top licenses' }).locator('tbody tr')).toHaveCount(2);

  // The day's only bar (09:00): one purchase, not 'one sold' beside two licenses sold.
  const bar = page.locator('.admin-chart .recharts-bar-rectangles path');
  await expect(bar).toHaveCount(1);
  await bar.hover();
  const tooltip = page.locator('.admin-chart .recharts-tooltip-wrapper');
  await expect(tooltip).toContainText('Revenue: $89.98 · 1 purchase');
  await expect(tooltip).not.toContainText('sold');
});

test('days still to come cannot be chosen, in the range as in the one day: they have no sales to compare', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/sales');
  // Today and tomorrow: both in every calendar the pickers open, whatever the day of the month.
  const later = iso(new Date(Date.now() + DAY_MS));
  const earlier = iso(new Date());
  for (const name of ['One day', 'Start date']) {
    await page.getByPlaceholder(name).click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await expect(calendar.locator(`td[title="${later}"]`).first(), name).toHaveClass(/ant-picker-cell-disabled/);
    await expect(calendar.locator(`td[title="${earlier}"]`).first(), name).not.toHaveClass(/ant-picker-cell-disabled/);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
  }
});
