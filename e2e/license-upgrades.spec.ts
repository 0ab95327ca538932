/**
 * A license upgrade, end to end: a buyer who bought a track's Basic lease upgrades it from the
 * order history to Premium, pays the difference at PayPal, and gets the WAV the higher plan delivers.
 */
import { PAYMENT_MESSAGES, upgradeNote } from '@beats/contract';
import type { Page } from '@playwright/test';
import { buyByApi, cartToggle, dollars, planNamed, plans, priceOf, signIn, track } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

const upgradeDialog = (page: Page) => page.getByRole('dialog', { name: 'Upgrade Your License' });
const orders = (page: Page) => page.getByRole('list', { name: 'Your orders' });

test('a bought lease is upgraded from the order history for the difference', async ({ page, request }) => {
  test.setTimeout(90_000);
  const song = await track(request, 10);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const paid = priceOf(song, basic, all);
  const difference = priceOf(song, premium, all) - paid;
  await signIn(page.request, await testAccount('Ula Grade'));
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);

  await page.goto('/order-history');
  const upgrade = orders(page).getByRole('button', { name: `Upgrade your license of ${song.title}` });
  await expect(upgrade).toHaveCount(1);
  await upgrade.click();

  // The plans as an upgrade: Basic is the buyer's; Premium costs what is left of its price.
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${song.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.getByRole('radio', { name: new RegExp(basic.name) })).toBeDisabled();
  const premiumCard = dialog.locator('.license-card', { hasText: premium.name });
  await expect(premiumCard.locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(song, premium, all))} now ${dollars(difference)}`,
  );
  await premiumCard.click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 1 item');
  // Focus goes back to the button that opened it.
  await expect(upgrade).toBeFocused();

  // The cart charges the upgrade (the track is the buyer's: not 'Purchased'), at the difference.
  await cartToggle(page).click();
  const panel = page.getByRole('dialog', { name: 'your cart (1)' });
  await expect(panel).toContainText(upgradeNote(paid));
  await expect(panel).toContainText(dollars(difference));
  await expect(panel).not.toContainText('Purchased');
  await panel.getByRole('link', { name: 'Checkout' }).click();

  await page.waitForURL((url) => url.pathname === '/check-out');
  const toBuy = page.getByRole('region', { name: 'Items to purchase' });
  await expect(toBuy.locator('.cart-line', { hasText: song.title })).toContainText(upgradeNote(paid));
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.locator('.order-summary__total')).toHaveText(`Total${dollars(difference)}`);
  await summary.getByRole('button', { name: /PayPal/ }).click();

  // PayPal is asked for the difference only.
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await page.getByRole('button', { name: `Pay ${dollars(difference)}` }).click();
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartToggle(page)).toHaveAccessibleName('Cart, 0 items');

  const newest = orders(page).getByRole('listitem').first();
  await expect(newest).toContainText(`${premium.name} (license #${premium.id}) · ${upgradeNote(paid)}`);
  await expect(newest).toContainText(dollars(difference));
  const downloads = page.getByRole('list', { name: `Downloads for ${song.title}` }).first();
  await expect(downloads.getByRole('link', { name: 'WAV' })).toBeVisible();
  // One Upgrade per track, on its newest license: what is left is the exclusive license.
  await expect(orders(page).getByRole('button', { name: `Upgrade your license of ${song.title}` })).toHaveCount(1);
  await expect(newest.getByRole('button', { name: `Upgrade your license of ${song.title}` })).toBeVisible();
});

test('the track page offers its owner an upgrade, asked for only once it knows they own the track', async ({
  page,
  request,
}) => {
  const song = await track(request, 10);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const paid = priceOf(song, basic, all);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/payments/orders/upgrades') asked.push(new URL(sent.url()).search);
  });
  const upgrade = page.getByRole('button', { name: `Upgrade your license of ${song.title}` });

  // Nobody signed in: the page (the same for everyone) keeps its Upgrade hidden and asks nothing.
  await page.goto(`/products/${song.id}`);
  await expect(page.getByRole('button', { name: `Buy Now: ${song.title}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrade).toBeHidden();
  expect(asked).toEqual([]);

  await signIn(page.request, await testAccount('Tom Rackpage'));
  await buyByApi(page.request, [{ songId: song.id, licenseId: basic.id }]);
  await page.goto(`/products/${song.id}`);
  await expect(page.getByRole('button', { name: `Purchased: ${song.title}` })).toBeVisible();
  await expect(upgrade).toBeVisible();
  expect(asked).toEqual([`?songIds=${song.id}`]);

  await upgrade.click();
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${song.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.locator('.license-card', { hasText: premium.name }).locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(song, premium, all))} now ${dollars(priceOf(song, premium, all) - paid)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();
});

test("the catalogue's rows offer an owner their upgrades, asked for in one request for the page", async ({
  page,
  request,
}) => {
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const premium = await planNamed(request, /Premium/);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/payments/orders/upgrades') asked.push(new URL(sent.url()).search);
  });
  const upgrades = page.getByRole('button', { name: /^Upgrade your license of / });

  // Nobody signed in: no row offers an upgrade, and nothing is asked.
  await page.goto('/tracks');
  const forSale = page.getByRole('button', { name: /^Buy Now: / });
  await expect(forSale.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrades).toHaveCount(0);
  expect(asked).toEqual([]);

  // Two of the page's tracks (the store sells each): the buyer holds a Basic lease of both.
  const shown = await forSale.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-buy') ?? ''));
  const [first, second] = await Promise.all(
    shown.slice(0, 2).map(async (data) => track(request, (JSON.parse(data) as { id: number }).id)),
  );
  if (!first || !second) throw new Error('The first page of the catalogue has fewer than two tracks for sale');
  await signIn(page.request, await testAccount('Rhoda Rows'));
  await buyByApi(page.request, [
    { songId: first.id, licenseId: basic.id },
    { songId: second.id, licenseId: basic.id },
  ]);

  await page.goto('/tracks');
  await expect(page.getByRole('button', { name: `Purchased: ${first.title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Purchased: ${second.title}` })).toBeVisible();
  const upgrade = page.getByRole('button', { name: `Upgrade your license of ${first.title}` });
  await expect(upgrade).toBeVisible();
  await expect(page.getByRole('button', { name: `Upgrade your license of ${second.title}` })).toBeVisible();
  // Only the owned rows: the others still sell their track.
  await expect(upgrades).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  expect(new URLSearchParams(asked[0]).get('songIds')?.split(',').map(Number).sort()).toEqual(
    [first.id, second.id].sort(),
  );

  await upgrade.click();
  const paid = priceOf(first, basic, all);
  const dialog = upgradeDialog(page);
  await expect(dialog).toContainText(`You paid ${dollars(paid)} for ${first.title}`);
  await expect(dialog.locator('.license-card', { hasText: basic.name })).toContainText('Yours');
  await expect(dialog.locator('.license-card', { hasText: premium.name }).locator('.license-card__price')).toHaveText(
    `Was ${dollars(priceOf(first, premium, all))} now ${dollars(priceOf(first, premium, all) - paid)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(upgrade).toBeFocused();

  // Another account, which owns none of them: no Upgrade, and nothing asked.
  await signIn(page.request, await testAccount('Noah Rows'));
  await page.goto('/tracks');
  await expect(page.getByRole('button', { name: `Buy Now: ${first.title}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(upgrades).toHaveCount(0);
  expect(asked).toHaveLength(1);
});
