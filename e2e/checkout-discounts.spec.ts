/**
 * Discounts at checkout, end to end: the store owner's bulk deal frees the cheapest license by
 * itself; a buyer's code is refused with the reason or applied at the Order Summary, survives a
 * reload, reaches PayPal's approval page, and the order history shows what each discount took
 * off and what was paid. A code used up between the quote and Pay stays at its field and the
 * buyer stays at checkout; Remove takes a code off. The discounts each test makes are removed
 * after it (other specs share the store, and a bulk deal applies to every checkout).
 */

import AxeBuilder from '@axe-core/playwright';
import {
  DISCOUNT_MESSAGES,
  type Discount,
  DiscountDetailSchema,
  type DiscountInput,
  PAYMENT_MESSAGES,
  type Song,
} from '@beats/contract';
import type { Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import {
  addToCart,
  buyByApi,
  cartToggle,
  DEMO,
  dollars,
  licenseDialog,
  planNamed,
  plans,
  priceOf,
  signIn,
  track,
} from './commerce-helpers.ts';
import { test as base, expect } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { testAccount } from './test-accounts.ts';

/** What the owner may ask of POST /api/discounts (the defaults filled in by the store). */
type DiscountRequest =
  | (Pick<Extract<DiscountInput, { kind: 'code' }>, 'kind' | 'code' | 'percentOff'> & {
      maxUses?: number;
      startsAt?: string;
    })
  | Pick<Extract<DiscountInput, { kind: 'bulk' }>, 'kind' | 'buy' | 'free'>;

/** `offer`: the store owner adds a discount through the API; the test's discounts are deleted after it. */
const test = base.extend<{ offer: (input: DiscountRequest) => Promise<Discount> }>({
  offer: async ({ playwright, baseURL }, use) => {
    const owner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    await signIn(owner, DEMO.admin.email, DEMO.admin.password);
    const made: number[] = [];
    await use(async (input) => {
      const { data } = await parsed(await owner.post('/api/discounts', { data: input }), DiscountDetailSchema, 201);
      made.push(data.id);
      return data;
    });
    for (const id of made)
      expect((await owner.delete(`/api/discounts/${id}`)).status(), `delete discount ${id}`).toBe(204);
    await owner.dispose();
  },
});

/** A code no other test or run has made. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}`.toUpperCase();
const minus = (cents: number) => `\u2212${dollars(cents)}`;

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const codeField = (page: Page) => summary(page).getByLabel('Discount code');
const codeStatus = (page: Page) => summary(page).getByRole('status');
const summaryRow = (page: Page, label: string) => summary(page).locator('.order-summary__row', { hasText: label });

/** The Order Summary as axe (WCAG 2.2 A and AA, best practices) finds it: each violation as a line. */
async function summaryViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('.order-summary')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a bulk deal frees the cheapest license and a code takes its share off, from checkout to PayPal and the orders', async ({
  page,
  request,
  offer,
}) => {
  test.setTimeout(120_000);
  const all = await plans(request);
  const chosen = await Promise.all([/Basic/, /Premium/, /Unlimited/].map((name) => planNamed(request, name)));
  const songs = await Promise.all([12, 14, 16].map((id) => track(request, id)));
  const lines = songs.map((song, i) => {
    const plan = chosen[i];
    if (!plan) throw new Error('The demo store has too few plans');
    return { song, plan, price: priceOf(song, plan, all) };
  });
  expect(new Set(lines.map((line) => line.price)).size, 'three different prices').toBe(3);

  const code = uniqueCode('spring');
  await offer({ kind: 'code', code, percentOff: 20 });
  await offer({ kind: 'bulk', buy: 2, free: 1 });
  // What the store's rule makes of the three: the cheapest free, then 20% off each of the others.
  const [cheapest, ...paid] = [...lines].sort((a, b) => a.price - b.price);
  if (!cheapest) throw new Error('No lines');
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const codeOff = paid.reduce((sum, line) => sum + Math.round(line.price * 0.2), 0);
  const total = subtotal - cheapest.price - codeOff;

  await signIn(page.request, await testAccount('Dana Counts'));
  // The license dialog names the deal, and the cart tells how it stands with it.
  const [first, ...others] = lines;
  if (!first) throw new Error('No lines');
  await page.goto(`/products/${first.song.id}`);
  await (await hydrated(page.getByRole('button', { name: `Buy Now: ${first.song.title}` }))).click();
  await expect(licenseDialog(page).locator('.license-modal__deal')).toHaveText(
    'Buy 2, get 1 free on leases: the cheapest leases in your cart are free at checkout.',
  );
  await page.keyboard.press('Escape');
  await addToCart(page, first.song, first.plan.name);
  await page.goto('/cart');
  const deal = page.getByRole('region', { name: 'Deal' });
  await expect(deal.locator('.deal-banner__headline')).toHaveText('Buy 2, get 1 free on leases');
  await expect(deal.getByRole('status')).toHaveText('Add 2 more leases to get 1 free.');
  for (const { song, plan } of others) await addToCart(page, song, plan.name);
  await page.goto('/cart');
  await expect(deal.getByRole('status')).toHaveText('1 of your leases is free at checkout.');
  // The cart's summary takes the deal off as checkout will.
  const cartSummary = page.getByRole('complementary', { name: 'Summary' });
  await expect(cartSummary.locator('.order-summary__row', { hasText: 'Buy 2, get 1 free' })).toHaveText(
    `Buy 2, get 1 free${minus(cheapest.price)}`,
  );
  await expect(cartSummary.locator('.order-summary__total')).toHaveText(`Total${dollars(subtotal - cheapest.price)}`);
  // So does the header's cart panel.
  await (await hydrated(cartToggle(page))).click();
  const panel = page.getByRole('dialog', { name: 'your cart (3)' });
  await expect(panel.locator('.cart-panel__deal')).toHaveText(`Buy 2, get 1 free${minus(cheapest.price)}`);
  await expect(panel.locator('.cart-panel__total')).toHaveText(`Total${dollars(subtotal - cheapest.price)}`);
  await page.goto('/check-out');

  // The bulk deal applies by itself: the cheapest line is free, its price struck.
  const toBuy = page.getByRole('region', { name: 'Items to purchase' });
  const freeLine = toBuy.locator('.cart-line', { hasText: cheapest.song.title });
  await expect(freeLine.locator('.cart-line__price')).toHaveText(`Was ${dollars(cheapest.price)} Free`);
  await expect(freeLine.locator('s')).toHaveText(`Was ${dollars(cheapest.price)}`);
  for (const line of paid) {
    await expect(toBuy.locator('.cart-line', { hasText: line.song.title }).locator('.cart-line__price')).toHaveText(
      dollars(line.price),
    );
  }
  await expect(summaryRow(page, 'Subtotal')).toHaveText(`Subtotal (3 licenses)${dollars(subtotal)}`);
  await expect(summaryRow(page, 'Buy 2, get 1 free')).toHaveText(`Buy 2, get 1 free${minus(cheapest.price)}`);
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(subtotal - cheapest.price)}`);

  // A code the store does not know: the reason under the field, nothing taken off.
  await codeField(page).fill('NOT-A-CODE');
  await summary(page).getByRole('button', { name: 'Apply' }).click();
  await expect(codeStatus(page)).toHaveText(DISCOUNT_MESSAGES.unknown);
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(subtotal - cheapest.price)}`);
  expect(await summaryViolations(page), 'the summary with a refused code').toEqual([]);

  // A code for a sale that has not begun: when it begins, under the field.
  const later = uniqueCode('later');
  const startsAt = Date.now() + 3 * 24 * 60 * 60 * 1000;
  await offer({ kind: 'code', code: later, percentOff: 10, startsAt: new Date(startsAt).toISOString() });
  await codeField(page).fill(later);
  await summary(page).getByRole('button', { name: 'Apply' }).click();
  await expect(codeStatus(page)).toHaveText(DISCOUNT_MESSAGES.notStarted(startsAt));
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(subtotal - cheapest.price)}`);

  // The real one, typed in small letters (the refusal of the other is no longer said) and applied with Enter.
  await codeField(page).fill(code.toLowerCase());
  await expect(codeStatus(page)).toHaveText('');
  await expect(codeField(page)).not.toHaveAttribute('aria-invalid');
  await codeField(page).press('Enter');
  await expect(codeStatus(page)).toHaveText(DISCOUNT_MESSAGES.applied(code));
  const remove = summary(page).getByRole('button', { name: `Remove discount code ${code}` });
  // The field gave way to the applied code: the focus is on its Remove button.
  await expect(remove).toBeFocused();
  await expect(summaryRow(page, `${code} (20% off leases)`)).toHaveText(`${code} (20% off leases)${minus(codeOff)}`);
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(total)}`);
  expect(await summaryViolations(page), 'the summary with a code applied').toEqual([]);

  // The code is kept with the cart.
  await page.reload();
  await expect(remove).toBeVisible();
  await expect(codeStatus(page)).toHaveText(DISCOUNT_MESSAGES.applied(code));
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(total)}`);
  // Nothing runs off the page, on a phone either.
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // PayPal is asked for the discounted total, with the discount in its breakdown.
  await summary(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  const breakdown = page.locator('table');
  await expect(breakdown.locator('tr', { hasText: 'Discount' })).toHaveText(
    `Discount${minus(cheapest.price + codeOff)}`,
  );
  await expect(breakdown.locator('tr.total')).toHaveText(`Total (USD)${dollars(total)}`);
  await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();

  // The order history: what was paid, what each discount took off, each list price struck.
  await page.waitForURL((url) => url.pathname === '/order-history');
  await expect(page.getByRole('dialog', { name: PAYMENT_MESSAGES.successTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(order.locator('summary .total')).toHaveText(dollars(total));
  await expect(order.locator('summary')).toContainText(`Saved ${dollars(cheapest.price + codeOff)}`);
  const sums = order.locator('dl.sums');
  await expect(sums.locator('div')).toHaveText([
    `Subtotal${dollars(subtotal)}`,
    `Buy 2, get 1 free${minus(cheapest.price)}`,
    `${code} (20% off leases)${minus(codeOff)}`,
    `Paid${dollars(total)}`,
  ]);
  const itemPrice = (song: Song) => order.locator('.item', { hasText: song.title }).locator('.item-price');
  await expect(itemPrice(cheapest.song)).toHaveText(`List price ${dollars(cheapest.price)}Free`);
  for (const line of paid) {
    const price = line.price - Math.round(line.price * 0.2);
    await expect(itemPrice(line.song)).toHaveText(`List price ${dollars(line.price)}Paid ${dollars(price)}`);
  }
  // The cart and its code are gone with the purchase.
  await page.goto('/check-out');
  await expect(page.getByRole('main')).toContainText(PAYMENT_MESSAGES.emptyCart);
  expect(await page.evaluate(() => localStorage.getItem('store:cart-code'))).toBeNull();
});

test('a code used up before Pay stays at its field and the buyer stays at checkout; Remove takes a code off', async ({
  page,
  request,
  playwright,
  baseURL,
  offer,
}) => {
  test.setTimeout(90_000);
  const all = await plans(request);
  const basic = await planNamed(request, /Basic/);
  const [song, other] = await Promise.all([track(request, 18), track(request, 19)]);
  const price = priceOf(song, basic, all);
  const code = uniqueCode('once');
  await offer({ kind: 'code', code, percentOff: 10, maxUses: 1 });
  const discounted = price - Math.round(price * 0.1);

  await signIn(page.request, await testAccount('Remy Once'));
  await addToCart(page, song, basic.name);
  await page.goto('/check-out');
  await codeField(page).fill(code);
  await summary(page).getByRole('button', { name: 'Apply' }).click();
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(discounted)}`);

  // Remove: the price without it, the field back and focused, and said.
  await summary(page)
    .getByRole('button', { name: `Remove discount code ${code}` })
    .click();
  await expect(codeStatus(page)).toHaveText('Discount code removed.');
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveValue('');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(price)}`);
  await expect(summary(page)).not.toContainText('10% off');

  await codeField(page).fill(code);
  await codeField(page).press('Enter');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(discounted)}`);

  // Meanwhile another buyer spends the code's one use.
  const rival = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await signIn(rival, await testAccount('Ola Quick'));
  await buyByApi(rival, [{ songId: other.id, licenseId: basic.id }], code);
  await rival.dispose();

  // Pay: the store refuses the code; the buyer stays, told at the field, shown the full price.
  await summary(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(codeStatus(page)).toHaveText(DISCOUNT_MESSAGES.usedUp);
  await expect(page).toHaveURL((url) => url.pathname === '/check-out');
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveValue(code);
  await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page).locator('.order-summary__total')).toHaveText(`Total${dollars(price)}`);
  await expect(summary(page).getByRole('button', { name: 'Pay with PayPal' })).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => localStorage.getItem('store:cart-code'))).toBeNull();

  // Paying again asks PayPal for the price shown; nothing was bought meanwhile.
  await summary(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL((url) => url.pathname === '/checkoutnow');
  await expect(page.getByRole('button', { name: `Pay ${dollars(price)}` })).toBeVisible();
  await page.getByRole('button', { name: /^Cancel and return/ }).click();
  await page.waitForURL((url) => url.pathname === '/check-out');
  expect((await page.request.get('/api/payments/orders/my-orders')).status()).toBe(404);
});
