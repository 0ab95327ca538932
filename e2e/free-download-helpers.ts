/** Free downloads in browser tests: the dialog, and the link a mail gives. */
import { expect, type Locator, type Page } from '@playwright/test';

export const freeDownloadDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Free Download' });

/** The track page's address that the mail to `email` links to, once the mail is in the outbox. */
export async function mailedLink(page: Page, email: string, title: string): Promise<string> {
  const mail = page.locator('article', { hasText: email });
  // The mail is sent just after the answer: reload the outbox until it is there.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(mail.getByRole('heading')).toHaveText(`Your free download: ${title}`);
  const href = await mail
    .getByRole('link', { name: /\/products\/\d+#free-download=/ })
    .first()
    .getAttribute('href');
  if (!href) throw new Error(`The mail to ${email} has no link`);
  return href;
}
