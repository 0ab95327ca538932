/**
 * The store owner hears of trouble: a forged PayPal webhook delivery (a real one, its body
 * changed) is refused, and the admin finds the alert in their mail and in the admin's Store
 * health, reads what to do, and resolves it.
 */
import { STORE_ALERT_TITLES } from '@beats/contract';
import { ADMIN, signInAsAdmin } from './admin-helpers.ts';
import { buyByApi, paypal, planNamed, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { tally } from './security-tally.ts';
import { testAccount } from './test-accounts.ts';

test('a webhook delivery PayPal did not sign is refused, mailed to the admin and resolved in Store health', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const buyer = await playwright.request.newContext({ baseURL });
  await signIn(buyer, await testAccount('Wes Hook'));
  const plan = await planNamed(request, /Basic/);
  const { paypalOrderId } = await buyByApi(buyer, [{ songId: 3, licenseId: plan.id }]);
  await expect.poll(async () => (await paypal().webhooks(paypalOrderId)).length).toBeGreaterThan(0);
  const [delivery] = await paypal().webhooks(paypalOrderId);
  if (!delivery) throw new Error('no delivery');
  const forged = await request.post('/api/payments/webhook', {
    headers: { ...delivery.headers, 'content-type': 'application/json' },
    data: delivery.body.replace(/"status":"[A-Z]+"/, '"status":"REFUNDED"'),
  });
  expect(forged.status()).toBe(400);
  tally({ hostileInputs: 1 });

  const title = STORE_ALERT_TITLES['webhook-unverified'];
  // The mail, sent just after the answer.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(page.locator('article', { hasText: ADMIN.email }).filter({ hasText: title })).toBeVisible({
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  await expect(
    page.locator('article', { hasText: title }).getByRole('link', { name: /\/admin\/health$/ }),
  ).toBeVisible();

  await signInAsAdmin(page, '/admin/health');
  await expect(page.getByRole('heading', { name: 'Store health', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('check PAYPAL_WEBHOOK_ID');
  await expect(row).toContainText('open');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(row).toHaveCount(0);
  // antd's Segmented keeps its radio inputs out of view: its labels are what a person clicks.
  await page.getByLabel('Show').getByText('Resolved', { exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('resolved');
  await buyer.dispose();
});
