/**
 * Discounts, end to end: the form shows the API's rules under their fields; codes and bulk deals
 * are created, listed with their labels, edited and deleted; a sale set to start later is listed
 * as scheduled; a code another discount has is refused under Code; checkout takes off what the page saved, and the admin's orders show it.
 * Each test removes what it added: a bulk deal left on would discount the later tests' carts.
 */
import {
  applyDiscounts,
  type BulkDeal,
  CheckoutQuoteSchema,
  CheckoutStartedSchema,
  CODE_OFF_RULE,
  type CodeDeal,
  codeOff,
  DealListSchema,
  DISCOUNT_MESSAGES,
  type Discount,
  DiscountDetailSchema,
  DiscountListSchema,
} from '@beats/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answerDialog, signInAsAdmin } from './admin-helpers.ts';
import { parsed } from './api-helpers.ts';
import { dollars, paypal, planNamed, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { testAccount } from './test-accounts.ts';

/** A notification (an earlier one with the same words may still be showing). */
const notice = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true }).first();
/** The list's row of a discount, by its label. */
const row = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
const newDrawer = (page: Page) => page.getByRole('dialog', { name: 'New discount' });
const editDrawer = (page: Page) => page.getByRole('dialog', { name: 'Edit discount' });

const codeField = (drawer: Locator) => drawer.getByRole('textbox', { name: 'Code' });
const percentField = (drawer: Locator) => drawer.getByRole('spinbutton', { name: 'Percent off' });
const limitField = (drawer: Locator) => drawer.getByRole('spinbutton', { name: 'Limit of uses' });

async function storeDiscounts(request: APIRequestContext): Promise<Discount[]> {
  return (await parsed(await request.get('/api/discounts'), DiscountListSchema)).data;
}

/** Runs `use`, then removes every discount it added, whatever happened. */
async function withOwnDiscounts(page: Page, use: () => Promise<void>): Promise<void> {
  const before = new Set((await storeDiscounts(page.request)).map((discount) => discount.id));
  try {
    await use();
  } finally {
    for (const discount of await storeDiscounts(page.request)) {
      if (!before.has(discount.id)) await page.request.delete(`/api/discounts/${discount.id}`);
    }
  }
}

/** A new code through the page: its code (typed in small letters), percent and limit. */
async function addCode(page: Page, code: string, percentOff: number, maxUses?: number): Promise<void> {
  await page.getByRole('button', { name: 'New discount' }).click();
  const drawer = newDrawer(page);
  await codeField(drawer).fill(code.toLowerCase());
  await percentField(drawer).fill(String(percentOff));
  if (maxUses !== undefined) await limitField(drawer).fill(String(maxUses));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Discount created.')).toBeVisible();
  await expect(drawer).toBeHidden();
}

/** A new bulk deal through the page. */
async function addBulkDeal(page: Page, buy: number, free: number): Promise<void> {
  await page.getByRole('button', { name: 'New discount' }).click();
  const drawer = newDrawer(page);
  await drawer.getByText('Bulk deal', { exact: true }).click();
  await drawer.getByRole('spinbutton', { name: 'Buy' }).fill(String(buy));
  await drawer.getByRole('spinbutton', { name: 'Free' }).fill(String(free));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Discount created.')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('the admin creates, lists, edits and deletes codes and bulk deals, under the API rules', async ({ page }) => {
  await signInAsAdmin(page, '/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  await expect(page.getByText('Codes are typed by the buyer at checkout and apply after the bulk deal.')).toBeVisible();
  if ((await storeDiscounts(page.request)).length === 0) {
    await expect(
      page.getByText(/^No discounts yet\. A code gives buyers who type it a percentage or an amount off/),
    ).toBeVisible();
  }

  await withOwnDiscounts(page, async () => {
    const code = `SAVE-${Date.now().toString(36).toUpperCase()}`;

    // The API's rules, each message under its field.
    await page.getByRole('button', { name: 'New discount' }).click();
    const drawer = newDrawer(page);
    await expect(drawer.getByRole('radio', { name: 'Code' })).toBeChecked();
    await codeField(drawer).fill('ab');
    await expect(codeField(drawer)).toHaveValue('AB');
    await percentField(drawer).fill('150');
    await limitField(drawer).fill('0');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(codeField(drawer)).toHaveAccessibleDescription(/^A code is 3 to 32 letters, digits, - or _\./);
    await expect(percentField(drawer)).toHaveAccessibleDescription(
      /^Percent off must be a whole number from 1 to 99\./,
    );
    await expect(limitField(drawer)).toHaveAccessibleDescription(
      /^Limit of uses must be a whole number from 1 to 1,000,000\./,
    );
    // The messages are under their fields: no notification says them again over the drawer.
    await expect(notice(page, 'Failed to create discount.')).toBeHidden();

    // A valid code, typed in small letters, kept in capitals, ending at a set minute.
    await codeField(drawer).fill(code.toLowerCase());
    await expect(codeField(drawer)).toHaveValue(code);
    await percentField(drawer).fill('20');
    await limitField(drawer).fill('100');
    await drawer.getByRole('switch', { name: 'Once per customer' }).click();
    // Typed, then straight to Save.
    await drawer.getByLabel('Ends').fill('2030-12-31T23:30');
    // Written under the field as the list writes it (the field is in the browser's own format).
    await expect(drawer.getByLabel('Ends')).toHaveAccessibleDescription(
      'Dec 31, 2030 23:30, your time zone; empty for no end',
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount created.')).toBeVisible();
    await expect(drawer).toBeHidden();
    const label = `${code} (20% off leases)`;
    await expect(row(page, label).getByRole('cell')).toHaveText([
      label,
      'Code',
      'Leases',
      '0 of 100, once per customer',
      '—',
      'Dec 31, 2030 23:30',
      'Active',
      'EditDelete',
    ]);

    // A bulk deal: the form starts it at 2 + 1 and says what that does.
    await page.getByRole('button', { name: 'New discount' }).click();
    await drawer.getByText('Bulk deal', { exact: true }).click();
    await expect(drawer.getByRole('spinbutton', { name: 'Buy' })).toHaveValue('2');
    await expect(drawer.getByRole('spinbutton', { name: 'Free' })).toHaveValue('1');
    await expect(drawer.getByText(/^For every 3 leases in a cart, 1 is free: the cart's cheapest\./)).toBeVisible();
    await drawer.getByRole('spinbutton', { name: 'Free' }).fill('0');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByRole('spinbutton', { name: 'Free' })).toHaveAccessibleDescription(
      /^Free must be a whole number from 1 to 10\./,
    );
    await drawer.getByRole('spinbutton', { name: 'Free' }).fill('1');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount created.')).toBeVisible();
    await expect(row(page, 'Buy 2, get 1 free').getByRole('cell')).toHaveText([
      'Buy 2, get 1 free',
      'Bulk deal',
      'Leases',
      '—',
      '—',
      'No end',
      'Active',
      'EditDelete',
    ]);

    // Another discount's code, in any case, is refused under Code.
    await page.getByRole('button', { name: 'New discount' }).click();
    await expect(drawer.getByRole('radio', { name: 'Code' })).toBeChecked();
    await codeField(drawer).fill(code.toLowerCase());
    await percentField(drawer).fill('10');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(codeField(drawer)).toHaveAccessibleDescription(new RegExp(`^${DISCOUNT_MESSAGES.codeTaken}`));
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();

    // Edited: more off, on exclusive licenses too, no limit any more.
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const edit = editDrawer(page);
    await expect(codeField(edit)).toHaveValue(code);
    await expect(percentField(edit)).toHaveValue('20');
    await expect(edit.getByRole('radio', { name: 'Bulk deal' })).toBeDisabled();
    await percentField(edit).fill('25');
    await edit.getByRole('switch', { name: 'Also on exclusive licenses' }).click();
    await limitField(edit).clear();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount updated.')).toBeVisible();
    const edited = `${code} (25% off)`;
    await expect(row(page, edited).getByRole('cell')).toHaveText([
      edited,
      'Code',
      'All licenses',
      '0, once per customer',
      '—',
      'Dec 31, 2030 23:30',
      'Active',
      'EditDelete',
    ]);
    await expect(row(page, label)).toHaveCount(0);

    // What the page saved is what the API keeps (the end in the browser's time zone).
    const end = await page.evaluate(() => new Date(2030, 11, 31, 23, 30).toISOString());
    const saved = await storeDiscounts(page.request);
    expect(saved.find((discount) => discount.code === code)).toMatchObject({
      kind: 'code',
      label: edited,
      percentOff: 25,
      exclusive: true,
      maxUses: null,
      oncePerBuyer: true,
      active: true,
      endsAt: end,
      uses: 0,
    });
    expect(saved.find((discount) => discount.label === 'Buy 2, get 1 free')).toMatchObject({
      kind: 'bulk',
      buy: 2,
      free: 1,
      active: true,
      endsAt: null,
    });

    // Switched off, the bulk deal says so; a code past its end says it ended.
    await page.getByRole('button', { name: 'Edit Buy 2, get 1 free' }).click();
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount updated.')).toBeVisible();
    await expect(row(page, 'Buy 2, get 1 free')).toContainText('Off');
    const ended = `${code}-OLD`;
    const past = await page.request.post('/api/discounts', {
      data: { kind: 'code', code: ended, percentOff: 5, endsAt: '2020-01-01T00:00:00Z' },
    });
    await parsed(past, DiscountDetailSchema, 201);
    await page.reload();
    await expect(row(page, `${ended} (5% off leases)`)).toContainText('Ended');

    // Deleted after a confirmation; Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Buy 2, get 1 free' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete discount?' });
    await expect(confirm).toContainText(
      '"Buy 2, get 1 free" stops applying at checkout. Orders already placed keep it.',
    );
    await answerDialog(confirm, 'Cancel');
    // Gone before it is asked for again: a click on the first one as it fades out does nothing.
    await expect(confirm).toBeHidden();
    await expect(row(page, 'Buy 2, get 1 free')).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete Buy 2, get 1 free' }).click();
    await answerDialog(confirm, 'Delete');
    await expect(notice(page, 'Discount deleted.')).toBeVisible();
    await expect(row(page, 'Buy 2, get 1 free')).toHaveCount(0);
    expect((await storeDiscounts(page.request)).some((discount) => discount.kind === 'bulk')).toBe(false);
  });
});

test('a sale set up to start later: the start before the end, listed as scheduled, not in force until then', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/discounts');
  await withOwnDiscounts(page, async () => {
    await page.getByRole('button', { name: 'New discount' }).click();
    const drawer = newDrawer(page);
    await drawer.getByText('Bulk deal', { exact: true }).click();
    await drawer.getByRole('spinbutton', { name: 'Buy' }).fill('3');
    // A start at or after the end: the API's message under Starts (the moments typed in the browser's own format).
    await drawer.getByLabel('Starts').fill('2030-11-29T00:00');
    await drawer.getByLabel('Ends').fill('2030-11-28T00:00');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByLabel('Starts')).toHaveAccessibleDescription(/^The start must be before the end\./);
    await expect(notice(page, 'Failed to create discount.')).toBeHidden();

    await drawer.getByLabel('Ends').fill('2030-12-01T00:00');
    await expect(drawer.getByLabel('Starts')).toHaveAccessibleDescription(
      /Nov 29, 2030 00:00, your time zone; empty to start at once$/,
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount created.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row(page, 'Buy 3, get 1 free').getByRole('cell')).toHaveText([
      'Buy 3, get 1 free',
      'Bulk deal',
      'Leases',
      '—',
      'Nov 29, 2030 00:00',
      'Dec 1, 2030 00:00',
      'Scheduled',
      'EditDelete',
    ]);

    // Kept as the moment chosen in the browser's time zone; not in force before its start.
    const start = await page.evaluate(() => new Date(2030, 10, 29, 0, 0).toISOString());
    const saved = (await storeDiscounts(page.request)).find((discount) => discount.label === 'Buy 3, get 1 free');
    expect(saved).toMatchObject({ kind: 'bulk', active: true, startsAt: start });
    const deals = await parsed(await page.request.get('/api/discounts/deals'), DealListSchema);
    expect(deals.data.map((deal) => deal.label)).not.toContain('Buy 3, get 1 free');
    const catalogue = async () => (await page.request.get('/tracks')).text();
    expect(await catalogue()).not.toContain('Buy 3, get 1 free on leases');

    // Edited, it opens on its start; emptied, it starts at once.
    await page.getByRole('button', { name: 'Edit Buy 3, get 1 free' }).click();
    const edit = editDrawer(page);
    await expect(edit.getByLabel('Starts')).toHaveValue('2030-11-29T00:00');
    await edit.getByLabel('Starts').clear();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount updated.')).toBeVisible();
    await expect(row(page, 'Buy 3, get 1 free')).toContainText('Active');
    expect(await catalogue()).toContain('Buy 3, get 1 free on leases');
  });
});

test('a code can take an amount off the order instead of a percentage', async ({ page }) => {
  await signInAsAdmin(page, '/admin/discounts');
  await withOwnDiscounts(page, async () => {
    const code = `TEN-${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('button', { name: 'New discount' }).click();
    const drawer = newDrawer(page);
    await codeField(drawer).fill(code);
    await expect(drawer.getByRole('radio', { name: 'Percent off' })).toBeChecked();
    await drawer.getByText('Amount off', { exact: true }).click();
    const amount = drawer.getByRole('spinbutton', { name: 'Amount off' });
    await expect(percentField(drawer)).toHaveCount(0);
    // Nothing typed, then more than whole cents: the API's messages under the field.
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(`^${CODE_OFF_RULE}`));
    await amount.fill('10.005');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(amount).toHaveAccessibleDescription(/^Amount off must have at most two decimals/);
    await amount.fill('10');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Discount created.')).toBeVisible();
    const label = `${code} ($10.00 off leases)`;
    await expect(row(page, label)).toHaveCount(1);
    expect((await storeDiscounts(page.request)).find((discount) => discount.code === code)).toMatchObject({
      percentOff: null,
      amountOff: 1000,
    });

    // Edited, it opens on its amount.
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const edit = editDrawer(page);
    await expect(edit.getByRole('radio', { name: 'Amount off' })).toBeChecked();
    await expect(edit.getByRole('spinbutton', { name: 'Amount off' })).toHaveValue('10.00');
  });
});

test("checkout takes off what the page saved, and the admin's order shows the discounts", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsAdmin(page, '/admin/discounts');
  const buyer = await playwright.request.newContext({ baseURL });
  await withOwnDiscounts(page, async () => {
    const code = `HALF-${Date.now().toString(36).toUpperCase()}`;
    await addBulkDeal(page, 1, 1);
    await addCode(page, code, 50, 10);

    // The store's own rule over the discounts as the API lists them gives what checkout quotes.
    await signIn(buyer, await testAccount('Dee Count'));
    const basic = await planNamed(buyer, /Basic/);
    const items = [
      { songId: 2, licenseId: basic.id },
      { songId: 3, licenseId: basic.id },
    ];
    const quote = await parsed(
      await buyer.post('/api/checkout/quote', { data: { items, code: code.toLowerCase() } }),
      CheckoutQuoteSchema,
    );
    expect(quote.lines.map((line) => line.status)).toEqual(['available', 'available']);
    const saved = await storeDiscounts(page.request);
    const deals = saved.flatMap((d): BulkDeal[] =>
      d.kind === 'bulk' && d.active && d.buy && d.free ? [{ kind: 'bulk', buy: d.buy, free: d.free }] : [],
    );
    const typed = saved.find((d) => d.code === code);
    if (!typed) throw new Error(`The API has no code ${code}`);
    const deal: CodeDeal = {
      kind: 'code',
      code,
      off: codeOff(typed.percentOff, typed.amountOff),
      exclusive: typed.exclusive,
    };
    const expected = applyDiscounts(
      quote.lines.map((line) => ({ price: line.price, exclusive: line.exclusive, available: true })),
      deals,
      deal,
    );
    expect(quote.discounts).toEqual(expected.discounts);
    expect(quote.discounts.map((d) => d.label)).toEqual(['Buy 1, get 1 free', `${code} (50% off leases)`]);
    expect(quote.total).toBe(expected.total);
    expect(quote.code).toEqual({ code, applied: true, message: DISCOUNT_MESSAGES.applied(code) });

    // Bought with the code: the order keeps the discounts and each line's list price.
    const started = await parsed(
      await buyer.post('/api/checkout', { data: { items, code: code.toLowerCase() } }),
      CheckoutStartedSchema,
      201,
    );
    const token = new URL(started.approvalUrl).searchParams.get('token') ?? '';
    await paypal().approve(token);
    expect((await buyer.get(`/api/checkout/return?token=${token}`, { maxRedirects: 0 })).status()).toBe(303);

    await page.reload();
    await expect(row(page, `${code} (50% off leases)`)).toContainText('1 of 10');

    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(started.orderId);
    const order = page.getByRole('row').filter({ hasText: started.orderId });
    await expect(order).toHaveCount(1);
    const taken = quote.discounts.reduce((sum, d) => sum + d.amount, 0);
    await expect(order).toContainText(`${dollars(quote.total)}${dollars(taken)} off`);
    await order.getByRole('button', { name: 'Expand row' }).click();
    const lines = page.locator('.ant-table-expanded-row');
    const [bulk, half] = quote.discounts;
    await expect(lines.getByRole('row', { name: /^Subtotal/ })).toHaveText(`Subtotal${dollars(quote.subtotal)}`);
    await expect(lines.getByRole('row', { name: /^Buy 1, get 1 free/ })).toHaveText(
      `Buy 1, get 1 free−${dollars(bulk?.amount ?? 0)}`,
    );
    await expect(lines.getByRole('row', { name: new RegExp(`^${code}`) })).toHaveText(
      `${code} (50% off leases)−${dollars(half?.amount ?? 0)}`,
    );
    await expect(lines.getByRole('row', { name: /^Total/ })).toHaveText(`Total${dollars(quote.total)}`);
    // Each line whose discounts took something off shows its list price struck through.
    for (const line of quote.lines) {
      const paid = line.price - line.discount;
      const lineRow = lines.getByRole('row').filter({ hasText: line.title });
      await expect(lineRow.locator('del')).toHaveText(`List price ${dollars(line.price)}`);
      await expect(lineRow.getByRole('cell').last()).toHaveText(
        `List price ${dollars(line.price)}, paid ${dollars(paid)}`,
      );
    }
  });
  await buyer.dispose();
});

test("on a laptop's screen a discount's Edit and Delete stay in view as the table scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, '/admin/discounts');
  await withOwnDiscounts(page, async () => {
    const code = `WIDE${Date.now().toString(36).toUpperCase()}`;
    await addCode(page, code, 15);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row.getByRole('button', { name: `Edit ${code} (15% off leases)` })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: `Delete ${code} (15% off leases)` })).toBeInViewport({ ratio: 1 });
  });
});
