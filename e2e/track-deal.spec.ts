/**
 * The store's bulk deal on the track page and the catalogue, drawn on the server: the owner
 * creates a deal in the admin, a visitor's next pages name it beside the buy button and above
 * the list (in the HTML as sent, so nothing moves when scripts arrive), and it goes once the owner
 * switches it off. The pages are the Worker's cached copies: a deal's change gives them a new key.
 * The deal is deleted after the test, whatever happened: a bulk deal applies to every checkout.
 */
import { type Discount, DiscountListSchema, SongPageSchema } from '@beats/contract';
import type { APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from './admin-helpers.ts';
import { parsed } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { loadShift, whatShifted } from './layout-shift.ts';

/** Not the 2 + 1 the other discount tests make, so a row left by one of them is not taken for ours. */
const LABEL = 'Buy 4, get 1 free';
const HEADLINE = `${LABEL} on leases`;

const storeDiscounts = async (request: APIRequestContext): Promise<Discount[]> =>
  (await parsed(await request.get('/api/discounts'), DiscountListSchema)).data;

/** A published track for sale (licensed files, its exclusive not sold). */
async function trackForSale(request: APIRequestContext): Promise<number> {
  const page = await parsed(await request.get('/api/songs/published?limit=50'), SongPageSchema);
  const song = page.data.find((one) => one.status !== 'sold' && one.deliverables.length > 0);
  if (!song) throw new Error('no track for sale in the demo store');
  return song.id;
}

test("the owner's bulk deal shows on the track page and the catalogue, drawn on the server, until switched off", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page, '/admin/discounts');
  const before = new Set((await storeDiscounts(page.request)).map((discount) => discount.id));
  const visitor = await browser.newContext();
  try {
    const id = await trackForSale(visitor.request);
    const track = `/products/${id}`;
    const guest = await visitor.newPage();
    await guest.goto(track);
    await expect(guest.getByText(HEADLINE)).toHaveCount(0);

    // The owner creates the deal in the admin.
    await page.getByRole('button', { name: 'New discount' }).click();
    const drawer = page.getByRole('dialog', { name: 'New discount' });
    await drawer.getByText('Bulk deal', { exact: true }).click();
    await drawer.getByRole('spinbutton', { name: 'Buy' }).fill('4');
    await drawer.getByRole('spinbutton', { name: 'Free' }).fill('1');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    // The visitor's next track page names it under the buy button: in the HTML as sent, no script.
    await expect
      .poll(async () => (await (await visitor.request.get(track)).text()).includes(HEADLINE), { timeout: 5000 })
      .toBe(true);
    await guest.reload();
    const note = guest.locator('.track .info').getByText(HEADLINE);
    await expect(note).toBeVisible();
    const buy = guest.locator('.track .buy');
    const [noteBox, buyBox] = [await note.boundingBox(), await buy.boundingBox()];
    expect(noteBox && buyBox && noteBox.y - (buyBox.y + buyBox.height)).toBeLessThan(40);
    expect(await (await visitor.request.get('/tracks')).text()).toContain(HEADLINE);
    await guest.goto('/tracks');
    await expect(guest.locator('.head').getByText(HEADLINE)).toBeVisible();

    // Drawn with the page, it moves nothing as the page loads, on a phone or a desktop.
    for (const width of [390, 1280]) {
      const sized = await visitor.newPage();
      await sized.setViewportSize({ width, height: 800 });
      const shift = await loadShift(sized, track, '.track');
      expect(shift, await whatShifted(sized, `layout shift of the track at ${width} px`)).toBe(0);
      await expect(sized.getByText(HEADLINE)).toBeVisible();
      await sized.close();
    }

    // Switched off in the admin: the visitor's next pages no longer name it.
    await page.getByRole('button', { name: `Edit ${LABEL}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit discount' });
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect
      .poll(async () => (await (await visitor.request.get(track)).text()).includes(HEADLINE), { timeout: 5000 })
      .toBe(false);
    // A browser may keep a page it was given for a minute (max-age), as it does the catalogue: a
    // reload asks the store again.
    await guest.goto(track);
    await guest.reload();
    await expect(guest.locator('.track .buy')).toBeVisible();
    await expect(guest.getByText(HEADLINE)).toHaveCount(0);
    expect(await (await visitor.request.get('/tracks')).text()).not.toContain(HEADLINE);
  } finally {
    await visitor.close();
    for (const discount of await storeDiscounts(page.request)) {
      if (!before.has(discount.id)) await page.request.delete(`/api/discounts/${discount.id}`);
    }
  }
});
