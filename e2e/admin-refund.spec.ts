/**
 * The owner refunds a paid order from the orders list: PayPal gives the payment back, the order
 * shows as refunded, and the buyer's downloads of it stop. An order whose track the buyer
 * upgraded since says so before it is refunded.
 */
import { answerDialog, signInAsAdmin } from './admin-helpers.ts';
import { buyByApi, dollars, myOrders, paypal, planNamed, signIn, track } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

test('a paid order is refunded from its row, after asking, its downloads stop, and its receipt stays', async ({
  page,
  playwright,
  baseURL,
}) => {
  const buyer = await playwright.request.newContext({ baseURL });
  try {
    const email = await testAccount('Rafa Refund');
    await signIn(buyer, email);
    const basic = await planNamed(buyer, /Basic/);
    const { orderId, paypalOrderId } = await buyByApi(buyer, [{ songId: 11, licenseId: basic.id }]);
    const [bought] = await myOrders(buyer);
    const mp3 = bought?.items[0]?.downloads.find((file) => file.kind === 'mp3');
    if (!bought || !mp3) throw new Error('The order offers no MP3');
    expect((await buyer.get(mp3.url)).status()).toBe(200);
    const amount = dollars(bought.amount);

    await signInAsAdmin(page, '/admin/orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    // The search's answer, not the unfiltered list it replaces (its newest row is this order too):
    // a click while the list reloads lands on its loading mask.
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('completed');

    // Asked first: Cancel changes nothing.
    await row.getByRole('button', { name: `Refund order ${orderId}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Refund ${amount} to Rafa Refund?` });
    await expect(confirm).toContainText(`PayPal gives the whole payment back to the buyer (${email}).`);
    await expect(confirm).toContainText('The store mails them that the licenses have ended.');
    await answerDialog(confirm, 'Cancel');
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('completed');

    await row.getByRole('button', { name: `Refund order ${orderId}` }).click();
    await answerDialog(confirm, 'Refund');
    await expect(page.locator('.ant-notification').getByText('Order refunded.')).toBeVisible();
    await expect(row).toContainText('refunded');
    await expect(row).toContainText(`${amount} (refunded ${amount})`);
    await expect(row.getByRole('button', { name: `Refund order ${orderId}` })).toHaveCount(0);

    // PayPal gave it back, and the buyer's file is theirs no more.
    const atPayPal = await paypal().order(paypalOrderId);
    expect(atPayPal.captures[0]?.status).toBe('REFUNDED');
    expect((await buyer.get(mp3.url)).status()).toBe(404);

    // The buyer is told, by the store, that the licenses have ended.
    const outbox = await page.context().newPage();
    const notice = outbox.locator('article', { hasText: `refund for order ${orderId}` });
    await expect(async () => {
      await outbox.goto(new URL('/dev/outbox', baseURL).href);
      await expect(notice).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(notice).toContainText(email);
    await expect(notice).toContainText('the licenses of this order have ended');
    await outbox.close();

    // The order's receipt, with the refund on it, for a buyer who asks the owner for it.
    await row.getByRole('button', { name: 'Expand row' }).click();
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.ant-table-expanded-row').getByRole('link', { name: 'Receipt (PDF)' }).click(),
    ]);
    expect(receipt.suggestedFilename()).toMatch(new RegExp(`receipt ${orderId}\\.pdf$`));
  } finally {
    await buyer.dispose();
  }
});

test('refunding an order whose track the buyer upgraded since warns that the upgrade stays', async ({
  page,
  playwright,
  baseURL,
}) => {
  const buyer = await playwright.request.newContext({ baseURL });
  try {
    await signIn(buyer, await testAccount('Uma Upgrade'));
    const song = await track(buyer, 12);
    const basic = await planNamed(buyer, /Basic/);
    const premium = await planNamed(buyer, /Premium/);
    const { orderId } = await buyByApi(buyer, [{ songId: song.id, licenseId: basic.id }]);
    const [first] = await myOrders(buyer);
    await buyByApi(buyer, [{ songId: song.id, licenseId: premium.id, upgrade: true }]);
    const [upgrade] = await myOrders(buyer);
    const credit = upgrade?.items[0]?.credit;
    if (!first || credit === undefined) throw new Error('The upgrade was not bought');
    expect(credit).toBe(first.amount);

    await signInAsAdmin(page, '/admin/orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    // The search's answer, not the unfiltered list it replaces (its newest row is this order too):
    // a click while the list reloads lands on its loading mask.
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('completed');
    // The order's lines say it, and so does the refund's confirmation; the refund stays the owner's call.
    await row.getByRole('button', { name: 'Expand row' }).click();
    await expect(page.getByText(`Upgraded later to ${premium.name} (${dollars(credit)} counted)`)).toBeVisible();
    await row.getByRole('button', { name: `Refund order ${orderId}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Refund ${dollars(first.amount)} to Uma Upgrade?` });
    await expect(confirm.getByRole('alert')).toHaveText(
      `${song.title} was upgraded later to ${premium.name} with ${dollars(credit)} paid before counted, this order included: refunding does not change that upgrade.`,
    );
    await answerDialog(confirm, 'Refund');
    await expect(page.locator('.ant-notification').getByText('Order refunded.')).toBeVisible();
    await expect(row).toContainText('refunded');
  } finally {
    await buyer.dispose();
  }
});
