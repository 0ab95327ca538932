/**
 * The admin's frame around its pages: a page whose code cannot be loaded (the store deployed
 * anew since the tab was opened, so the files it asks for are gone) says so in its place, the
 * menu kept, and Reload opens it.
 */
import { PAGE_ERROR } from '../admin/src/ui/page-error-text.ts';
import { signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a page whose code is gone since the tab opened says so, keeps the menu, and opens on Reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const messagesCode = /\/admin\/assets\/MessageList-[\w-]+\.js$/;
  await page.route(messagesCode, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_ERROR.title })).toBeVisible();
  await expect(page.getByText(PAGE_ERROR.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();

  // Another page of the menu opens as usual.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Back on the page, the new files are there (the deploy is over): Reload opens it.
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_ERROR.title })).toBeVisible();
  await page.unroute(messagesCode);
  await page.getByRole('button', { name: PAGE_ERROR.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});
