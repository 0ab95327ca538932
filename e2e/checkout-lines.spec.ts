/**
 * What checkout does with cart lines it cannot sell: tracks the buyer already owns and their own
 * uploads are set apart and not charged; a license withdrawn or an exclusive sold since the line
 * was added is shown as such, not charged, and can be taken out of the cart. Carts are filled as
 * a visitor and kept through signing in, which is how such lines reach checkout.
 */
import { LINE_MESSAGES, LicenseDetailSchema, PAYMENT_MESSAGES } from '@beats/contract';
import type { Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import {
  addToCart,
  buyByApi,
  cartToggle,
  DEMO,
  dollars,
  myOrders,
  paypal,
  planNamed,
  plans,
  priceOf,
  signIn,
  track,
} from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const group = (page: Page, name: string) => page.getByRole('region', { name });

test('tracks the buyer owns or uploaded are set apart and not charged', async ({ page, request }) => {
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  // The demo customer bought the newest track (the seed's order); the admin uploaded every track.
  const owned = await track(request, 1);
  const fresh = await track(request, 8);
  await addToCart(page, owned, basic.name);
  await addToCart(page, fresh, basic.name);

  await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
  await page.goto('/check-out');
  const alreadyOwned = group(page, 'You already own these tracks');
  await expect(alreadyOwned).toContainText(owned.title);
  await expect(alreadyOwned).toContainText('not charged again');
  await expect(group(page, 'Items to purchase')).toContainText(fresh.title);
  await expect(group(page, 'Items to purchase')).not.toContainText(owned.title);
  await expect(summary(page)).toContainText('1 license');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(
    `Total${dollars(priceOf(fresh, basic, all))}`,
  );

  // The same cart for the artist who uploaded both: nothing to buy.
  expect((await page.request.post('/api/users/logout')).status()).toBe(200);
  await signIn(page.request, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/check-out');
  const ownTracks = group(page, 'Your own tracks');
  await expect(ownTracks).toContainText('cannot be purchased');
  await expect(ownTracks).toContainText(owned.title);
  await expect(ownTracks).toContainText(fresh.title);
  await expect(group(page, 'Items to purchase')).toHaveCount(0);
  await expect(summary(page)).toContainText(PAYMENT_MESSAGES.addNewItems);
  await summary(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(summary(page).getByRole('alert')).toHaveText(PAYMENT_MESSAGES.noNewItems);
  await expect(page).toHaveURL((url) => url.pathname === '/check-out');
  // The cart stays as it was: the lines are the visitor's to remove.
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 2 items');
});

test('a license withdrawn or an exclusive sold since it was added is shown as such and not charged', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const exclusive = await planNamed(request, /Exclusive/);
  const [withdrawn, sold, kept] = await Promise.all([track(request, 20), track(request, 22), track(request, 21)]);

  // The store owner offers a new license for a while.
  await signIn(request, DEMO.admin.email, DEMO.admin.password);
  const session = await parsed(
    await request.post('/api/licenses', {
      data: {
        name: 'Studio Session Lease',
        price: 44.99,
        description: 'One studio session with the untagged MP3; offered for a short time.',
        features: ['Untagged MP3', 'One studio session'],
        deliverables: ['mp3'],
      },
    }),
    LicenseDetailSchema,
    201,
  );

  const email = await testAccount('Noor Fader');
  await signIn(page.request, email);
  await addToCart(page, withdrawn, session.data.name);
  await addToCart(page, sold, exclusive.name);
  await addToCart(page, kept, basic.name);
  await page.goto('/check-out');
  await expect(summary(page)).toContainText('3 licenses');

  // Meanwhile the license is withdrawn, and another buyer takes the exclusive.
  expect((await request.delete(`/api/licenses/${session.data.id}`)).status()).toBe(204);
  const rival = await playwright.request.newContext({ baseURL });
  await signIn(rival, await testAccount('Ola Rival'));
  await buyByApi(rival, [{ songId: sold.id, licenseId: exclusive.id }]);

  await page.reload();
  const gone = group(page, 'No longer available');
  await expect(gone).toContainText(LINE_MESSAGES.planUnavailable(withdrawn.title));
  await expect(gone).toContainText(LINE_MESSAGES.sold(sold.title));
  const toBuy = group(page, 'Items to purchase');
  await expect(toBuy).toContainText(kept.title);
  await expect(toBuy).not.toContainText(sold.title);
  await expect(summary(page)).toContainText('1 license');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(priceOf(kept, basic, all))}`);
  // Each line that cannot be bought keeps its title, plan and price clear of its reason, on a
  // phone too, and nothing runs off the page.
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const line = gone.locator('.cart-line').first();
    const [name, price, reason] = await Promise.all(
      ['.cart-line__name', '.cart-line__price', '.checkout-groups__reason'].map((part) =>
        line.locator(part).boundingBox(),
      ),
    );
    if (!name || !price || !reason) throw new Error('A line of the group is not drawn');
    expect(name.x + name.width, `${width}px: the price overlaps the plan`).toBeLessThanOrEqual(price.x);
    expect(reason.y, `${width}px: the reason is beside the line`).toBeGreaterThanOrEqual(price.y + price.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
  await gone.getByRole('button', { name: `Remove ${withdrawn.title} from the cart` }).click();
  await expect(gone).not.toContainText(withdrawn.title);
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 2 items');

  // The sold track's buy button says so, for everyone but its buyer. This browser kept the page
  // from before the sale (public pages may be cached for a minute): a reload asks the store again.
  await page.goto(`/products/${sold.id}`);
  await page.reload();
  const soldButton = await hydrated(page.getByRole('button', { name: `Sold: ${sold.title}` }));
  await expect(soldButton).toHaveAttribute('aria-disabled', 'true');

  // The store owner refunds that sale at PayPal: the exclusive is on sale again, and this buyer
  // can now have it.
  const [order] = await myOrders(rival);
  await paypal().refund(order?.transactionId ?? '');
  await expect.poll(async () => (await track(request, sold.id)).status, { timeout: 15_000 }).toBe('published');
  await page.goto('/check-out');
  await expect(group(page, 'Items to purchase')).toContainText(sold.title);
  await expect(summary(page)).toContainText('2 licenses');
  await rival.dispose();
});
