/** License packs, end to end: the form's rules, create, edit and delete, and the store following. */
import { LicenseListSchema } from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { answerDialog, signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

async function storePlans(request: APIRequestContext) {
  const res = await request.get('/api/licenses', { headers: { 'cache-control': 'no-cache' } });
  return LicenseListSchema.parse(await res.json()).data;
}

const notice = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const card = (page: Page, name: string) => page.locator('.ant-card').filter({ hasText: name });

test('the admin creates, edits and deletes a license pack; the store follows', async ({ page }) => {
  await signInAsAdmin(page, '/admin/license');
  await expect(page.getByRole('heading', { name: 'License Info' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Pack' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create New Pack' });
  await expect(drawer).toBeVisible();
  // A new pack starts with no price, and no word yet on what its price does to the others.
  const shift = drawer.getByRole('alert').filter({ hasText: 'sets the base' });
  await expect(drawer.getByLabel('Price ($)')).toHaveValue('');
  await expect(shift).toHaveCount(0);

  // The spec's rules, each with its message.
  await drawer.getByLabel('Name').fill('ab');
  await drawer.getByLabel('Price ($)').fill('0');
  await drawer.getByLabel('Description').fill('short');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Name must be at least 3 characters.')).toBeVisible();
  await expect(drawer.getByText('Price must be a positive number.')).toBeVisible();
  await expect(drawer.getByText('Description must be at least 10 characters.')).toBeVisible();
  await expect(drawer.getByText('All feature fields must be filled out.')).toBeVisible();

  // A price under the cheapest pack's says, before saving, what it does to every track's prices.
  const base = Math.min(...(await storePlans(page.request)).map((plan) => plan.price));
  await drawer.getByLabel('Price ($)').fill('1.99');
  await expect(shift).toHaveText(
    `At this price the pack becomes the cheapest and sets the base: every other pack goes up by $${((base - 199) / 100).toFixed(2)} on every track.`,
  );

  const name = `Sync Lease ${Date.now().toString(36)}`;
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Price ($)').fill('89.90');
  await expect(shift).toHaveCount(0);
  await drawer.getByLabel('Description').fill('For videos, ads and podcasts.');
  await drawer.getByRole('textbox', { name: 'Feature 1' }).fill('Untagged WAV');
  // An empty feature is dropped when the pack is saved.
  await drawer.getByRole('button', { name: 'Add feature' }).click();
  await drawer.getByRole('button', { name: 'Add feature' }).click();
  await drawer.getByRole('textbox', { name: 'Feature 3' }).fill('Sync rights for one video');
  await drawer.getByRole('checkbox', { name: 'WAV' }).check();
  await drawer.getByLabel('Music videos').fill('1');
  await drawer.getByLabel('Audio streams').fill('');
  await drawer.getByLabel('Term (years)').fill('3');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'License pack created.')).toBeVisible();

  await expect(card(page, name)).toContainText('$89.90');
  await expect(card(page, name).locator('.admin-pack-features li')).toHaveText([
    'Untagged WAV',
    'Sync rights for one video',
  ]);
  const created = (await storePlans(page.request)).find((plan) => plan.name === name);
  expect(created?.price).toBe(8990);
  expect(created?.deliverables).toEqual(['mp3', 'wav']);
  expect(created?.terms).toMatchObject({ musicVideos: 1, audioStreams: null, termYears: 3 });

  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit License Pack' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Price ($)').fill('99');
  await edit.getByRole('switch', { name: 'Popular' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'License pack updated.')).toBeVisible();
  await expect(card(page, name)).toContainText('$99.00');
  await expect(card(page, name)).toContainText('Popular');
  expect((await storePlans(page.request)).find((plan) => plan.name === name)?.price).toBe(9900);

  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete License Pack?' });
  // The edit form, closed, does not read the deleted pack again (its 404 popped up beside 'deleted').
  const readsOfThePack: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith(`/api/licenses/${created?.id}`)) {
      readsOfThePack.push(request.url());
    }
  });
  await answerDialog(confirm, 'Delete');
  await expect(notice(page, 'License pack deleted.')).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(readsOfThePack).toEqual([]);
  await expect(notice(page, 'License pack not found.')).toHaveCount(0);
  expect((await storePlans(page.request)).some((plan) => plan.name === name)).toBe(false);
});

test("the pack form's words follow what the owner types: the features' message goes with a feature, and 0 reads as not allowed", async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/license');
  await page.getByRole('button', { name: 'Create New Pack' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create New Pack' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  const featuresMessage = drawer.getByText('All feature fields must be filled out.');
  await expect(featuresMessage).toBeVisible();
  // Filling the feature answers the message at once, before another Save.
  await drawer.getByRole('textbox', { name: 'Feature 1' }).fill('Untagged MP3');
  await expect(featuresMessage).toHaveCount(0);
  // Emptying it again brings the message back.
  await drawer.getByRole('textbox', { name: 'Feature 1' }).fill('');
  await expect(featuresMessage).toBeVisible();

  // Every limit of a new pack starts at 0, which the agreement writes as 'Not allowed': the help
  // says so, rather than reading as if 0 could not be typed.
  const terms = drawer.getByRole('group', { name: 'Usage terms' });
  await expect(terms.getByLabel('Audio streams')).toHaveValue('0');
  await expect(terms).toContainText(
    'Leave a limit empty for unlimited (the term: perpetual); 0 means the license does not allow it.',
  );
  await expect(terms).not.toContainText('0 is not allowed');
});
