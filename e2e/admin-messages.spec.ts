/**
 * The store owner's inbox: a message sent from the contact form shows unread, opens to its text
 * (which marks it read), and stays on screen while it is read, in the Unread view too.
 */
import { signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a message opened in the Unread view is marked read and stays on screen to be read', async ({ page }) => {
  const subject = `Collab ${Date.now().toString(36)}`;
  const text = 'Hi! I would like to license three beats for an EP. Can we talk about a bundle price?';
  const sent = await page.request.post('/api/contact', {
    data: { firstName: 'Rae', lastName: 'Inbox', email: 'rae.inbox@example.com', subject, message: text },
  });
  expect(sent.status()).toBe(201);

  // A laptop's screen, where the list shares the width with the right panel.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, '/admin/messages');
  await page.locator('.ant-segmented-item', { hasText: 'Unread' }).click();
  const row = page.getByRole('row').filter({ hasText: subject });
  const status = row.getByText('unread', { exact: true });
  await expect(status).toBeVisible();
  // The status is beside the row's actions, not under them (they stay on the right).
  const tag = await status.boundingBox();
  const actions = await row.getByRole('button', { name: 'Mark read' }).boundingBox();
  expect(tag && actions && tag.x + tag.width <= actions.x).toBe(true);

  await row.getByRole('button', { name: /expand row/i }).click();
  await expect(page.locator('.admin-message-text', { hasText: text })).toBeVisible();
  await expect(row.getByText('read', { exact: true })).toBeVisible();
  // Still there a moment later: the list is not read again under the Unread filter.
  await page.waitForTimeout(1000);
  await expect(page.locator('.admin-message-text', { hasText: text })).toBeVisible();
  await expect(row).toBeVisible();

  // Read again from the server, the Read view holds it.
  await page.locator('.ant-segmented-item', { hasText: /^Read$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
});
