/**
 * The store owner's inbox: a message sent from the contact form shows unread, opens to its text
 * (which marks it read), and stays on screen while it is read, in the Unread view too; spam is
 * deleted after asking.
 */
import { eq } from 'drizzle-orm';
import { saveContactMessage } from '../worker/src/contact/contact-queries.ts';
import { getDb } from '../worker/src/db/client.ts';
import { contactMessages } from '../worker/src/db/schema.ts';
import { answerDialog, signInAsAdmin, withStore } from './admin-helpers.ts';
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

test('a spam message is deleted for good after asking', async ({ page }) => {
  const subject = `Cheap followers ${Date.now().toString(36)}`;
  // Stored as the contact form stores it, without spending one of the form's 5 messages in 10
  // minutes that the other specs send from this machine.
  const id = await withStore(({ env }) =>
    saveContactMessage(getDb(env.DB), {
      firstName: 'Spam',
      lastName: 'Bot',
      email: 'spam.bot@example.com',
      phone: null,
      subject,
      message: 'Buy 10k plays now.',
    }),
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, '/admin/messages');
  const row = page.getByRole('row').filter({ hasText: subject });
  const remove = row.getByRole('button', { name: 'Delete the message from Spam Bot' });

  // Cancel keeps it.
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete the message from Spam Bot?' });
  await expect(dialog).toContainText('Reply first if it needs an answer.');
  await answerDialog(dialog, 'Cancel');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await remove.click();
  await answerDialog(dialog, 'Delete');
  await expect(page.getByText('Message deleted.', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  // Gone from the server too, not only from the screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  const stored = await withStore(({ env }) =>
    getDb(env.DB).select().from(contactMessages).where(eq(contactMessages.id, id)),
  );
  expect(stored).toEqual([]);
});
