/**
 * The owner's Settings page: sale mails switched off and a time zone picked from the list are
 * saved, said so, and still there after a reload; the Orders page's day filter then names that
 * zone, and the admin's own. The admin's own 'Mail me each sale' is saved for them alone, and
 * the page says when the store's switch keeps every sale mail off. The store goes back to its
 * variables after.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../worker/src/db/client.ts';
import { adminMailSettings, storeSettings, users } from '../worker/src/db/schema.ts';
import { ADMIN, signInAsAdmin, withStore } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

// The admin's browser in another zone than the store's, as an owner abroad.
test.use({ timezoneId: 'Europe/Paris' });

test.afterAll(async () => {
  // The other specs count days in UTC and expect the sale mails, as the variables say.
  await withStore(async ({ env }) => {
    await getDb(env.DB).delete(storeSettings);
    await getDb(env.DB).delete(adminMailSettings);
  });
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

test("the admin turns 'Mail me each sale' off for themselves", async ({ page }) => {
  await withStore(async ({ env }) => {
    await getDb(env.DB).delete(storeSettings);
    await getDb(env.DB).delete(adminMailSettings);
  });
  await signInAsAdmin(page, '/admin/settings');
  const section = page.getByRole('region', { name: 'Your mail' });
  await expect(section.getByRole('heading', { level: 2, name: 'Your mail' })).toBeVisible();
  const mine = section.getByRole('switch', { name: 'Mail me each sale' });
  await expect(mine).toBeChecked();
  await expect(section.getByText(`Sale mails go to ${ADMIN.email} while the store's sale mails are on.`)).toBeVisible();
  const storeOff = section.getByText("The store's sale mails are off, so no admin gets them now");
  await expect(storeOff).toHaveCount(0);

  await mine.click();
  await expect(mine).not.toBeChecked();
  await section.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.locator('.ant-message').getByText('Your mail choice saved.', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mail me each sale' })).not.toBeChecked();
  // The store's own switch is another choice, left as it was.
  await expect(page.getByRole('switch', { name: "Mail each sale to the store's admins" })).toBeChecked();
  const saved = await withStore(async ({ env }) => {
    const db = getDb(env.DB);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
    return {
      mine: await db.select().from(adminMailSettings),
      adminId: admin?.id,
      store: await db.select().from(storeSettings),
    };
  });
  expect(saved.mine).toMatchObject([{ userId: saved.adminId, saleMail: false }]);
  expect(saved.store).toEqual([]);

  // The store's switch off, the section says no admin gets them, whatever each chose.
  await page.getByRole('switch', { name: "Mail each sale to the store's admins" }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-message').getByText('Settings saved.', { exact: true })).toBeVisible();
  await expect(storeOff).toBeVisible();
});
