/**
 * The owner refunds a paid order from the orders list: PayPal gives the payment back, the order
 * shows as refunded, and the buyer's downloads of it stop.
 */
import { answerDialog, signInAsAdmin } from './admin-helpers.ts';
import { buyByApi, dollars, myOrders, paypal, planNamed, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

test('a paid order is refunded from its row, after asking, and its downloads stop', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
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
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText('completed');

    // Asked first: Cancel changes nothing.
    await row.getByRole('button', { name: `Refund order ${orderId}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Refund ${amount} to Rafa Refund?` });
    await expect(confirm).toContainText(`PayPal gives the whole payment back to the buyer (${email}).`);
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
  } finally {
    await buyer.dispose();
  }
});
