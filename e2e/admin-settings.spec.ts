/**
 * The owner's Settings page: sale mails switched off and a time zone picked from the list are
 * saved, said so, and still there after a reload; the Orders page's day filter then names that
 * zone, and the admin's own. The store goes back to its variables after.
 */
import { getDb } from '../worker/src/db/client.ts';
import { storeSettings } from '../worker/src/db/schema.ts';
import { signInAsAdmin, withStore } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

// The admin's browser in another zone than the store's, as an owner abroad.
test.use({ timezoneId: 'Europe/Paris' });

test.afterAll(async () => {
  // The other specs count days in UTC and expect the sale mails, as the variables say.
  await withStore(({ env }) => getDb(env.DB).delete(storeSettings));
});

test('the owner switches sale mails off and picks the store time zone', async ({ page }) => {
  await signInAsAdmin(page, '/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Store admin');
  const saleMail = page.getByRole('switch', { name: "Mail each sale to the store's admins" });
  await expect(saleMail).toBeChecked();
  const zone = page.getByRole('combobox', { name: 'Store time zone' });
  // Before any save, the variables' zone (UTC in the demo store).
  await expect(page.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText('UTC');

  await saleMail.click();
  await expect(saleMail).not.toBeChecked();
  // Typing in the select's search opens its list (the chosen value's label covers the input).
  await zone.fill('Auckland');
  // The visible option (the element with role "option" is antd's hidden list for screen readers).
  await page.locator('.ant-select-item-option[title^="Pacific/Auckland (GMT+1"]').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-message').getByText('Settings saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: "Mail each sale to the store's admins" })).not.toBeChecked();
  await expect(page.locator('.ant-select-content, .ant-select-selection-item').first()).toHaveText(
    /^Pacific\/Auckland \(GMT\+1[23]\)$/,
  );
  const saved = await withStore(({ env }) => getDb(env.DB).select().from(storeSettings));
  expect(saved).toMatchObject([{ saleMail: false, timeZone: 'Pacific/Auckland' }]);

  // The Orders page says which midnight its day filter counts from once days are chosen.
  await page.goto('/admin/orders');
  const note = page.getByText(/^Days run midnight to midnight/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(note).toHaveCount(0);
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill('2026-11-01');
  await page.getByPlaceholder('End date').fill('2026-11-02');
  await page.getByPlaceholder('End date').press('Enter');
  await expect(note).toHaveText(
    "Days run midnight to midnight in Pacific/Auckland, the store's time zone; the times listed are in yours, Europe/Paris.",
  );
});
