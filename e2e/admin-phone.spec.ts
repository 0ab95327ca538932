/**
 * The admin on a phone (360 and 390 px wide): no page scrolls sideways, every control is a 44 px
 * target, the menu is a dialog opened from the top bar that also holds Upload Song and Log Out,
 * the lists keep what an owner reads on the go in view, and a slide-in form takes the whole screen.
 */
import type { Locator, Page } from '@playwright/test';
import { answerDialog, createSong, signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

const SMALL_PHONE = { width: 360, height: 740 };
const PHONE = { width: 390, height: 844 };

/** Every page of the admin's menu, and the upload form; each with its heading. */
const PAGES = [
  ['/admin/songs', 'Total Songs'],
  ['/admin/upload', 'Upload Song'],
  ['/admin/sales', 'Sales Analysis'],
  ['/admin/license', 'License Info'],
  ['/admin/discounts', 'Discounts'],
  ['/admin/orders', 'Orders'],
  ['/admin/customers', 'Customers'],
  ['/admin/messages', 'Messages'],
  ['/admin/free-downloads', 'Free downloads'],
  ['/admin/voice-tag', 'Voice tag'],
  ['/admin/health', 'Store health'],
  ['/admin/settings', 'Settings'],
] as const;

/** The least width and height of a finger's target (WCAG 2.5.5), in CSS px. */
const TARGET = 44;

/**
 * The controls under `root` a finger cannot hit reliably: each visible, enabled button, link,
 * [role=button] and switch whose box is under 44 px either way and whose hit area is too (a
 * point 21 px left, right, above and below its centre lands on something else): a switch's hit
 * area reaches beyond its drawn track, and a menu link's fills its item. Each is described by
 * its name and size.
 */
function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots, size) => {
    const reach = size / 2 - 1;
    const found: string[] = [];
    const controls = roots.flatMap((element) => [
      ...element.querySelectorAll<HTMLElement>('button, a[href], [role=button], [role=switch]'),
    ]);
    for (const control of controls) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.matches(':disabled, [aria-disabled=true]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      if (box.width >= size && box.height >= size) continue;
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const points = [
        [x - reach, y],
        [x + reach, y],
        [x, y - reach],
        [x, y + reach],
      ] as const;
      if (points.every(([px, py]) => control.contains(document.elementFromPoint(px, py)))) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.className;
      found.push(`${control.tagName.toLowerCase()} "${name}": ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, TARGET);
}

/** How far the page itself scrolls sideways (a table may scroll inside its own box). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.beforeAll(async ({ request }) => {
  // A message for the inbox to list (the store starts with none), with a long address. Sent once
  // for the file: the contact form takes 5 messages in 10 minutes from one address, and the other
  // admin specs send theirs too.
  const sent = await request.post('/api/contact', {
    data: {
      firstName: 'Pat',
      lastName: 'Phone',
      email: 'pat.phone.with.a.long.address@example.com',
      subject: 'Stems for a music video?',
      message: 'Do you sell the stems of Midnight Static on their own? It is for a music video next month.',
    },
  });
  expect(sent.status()).toBe(201);
});

test('no admin page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE);
  await signInAsAdmin(page);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Lists draw their rows, and hide their phone-less columns, once their data is in.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => pageOverflow(page), { message: `${path}: the page's sideways scroll` })
      .toBeLessThanOrEqual(0);
  }
});

test('on a 390 px phone every control of every admin page, opened rows and the menu is a 44 px target', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  // A free download asked for, so that its list has a row and Forget; on a song of this test's,
  // deleted after it (the store is shared by every spec). Its title wraps as two words over a
  // shorter one, the link's shape that once left a hole in its target.
  const stamp = Date.now().toString(36);
  const song = await createSong(page.request, { title: `Touch Me ${stamp.slice(-4)}` });
  try {
    const offered = await page.request.put(`/api/songs/${song.id}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { freeDownload: true },
    });
    expect(offered.status()).toBe(200);
    const asked = await request.post('/api/free-downloads', {
      data: { songId: song.id, email: `touch.${stamp}@example.com`, news: false },
    });
    expect(asked.status()).toBe(202);

    const main = page.locator('main, .admin-topbar');
    for (const [path, heading] of [['/admin', 'Total Songs'], ...PAGES] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(main), path).toEqual([]);
    }

    // The controls under a row: a paid order's Refund and Receipt, a message's Reply and Mark read.
    await page.goto('/admin/orders');
    const paid = page.locator('.ant-table-row', { has: page.locator('.ant-tag', { hasText: 'completed' }) }).first();
    await paid.getByRole('button', { name: 'Expand row' }).click();
    await expect(page.getByRole('button', { name: /^Refund order / }).first()).toBeVisible();
    expect(await smallTargets(main), 'an order opened').toEqual([]);
    await page.goto('/admin/messages');
    const message = page.locator('.ant-table-row', { hasText: 'Pat Phone' }).first();
    await message.getByRole('button', { name: 'Expand row' }).click();
    await expect(page.getByRole('button', { name: /^Mark (un)?read$/ }).first()).toBeVisible();
    expect(await smallTargets(main), 'a message opened').toEqual([]);
    await page.goto('/admin/free-downloads');
    await expect(page.getByRole('button', { name: /^Forget / }).first()).toBeVisible();
    expect(await smallTargets(main), 'a free download').toEqual([]);

    // The menu: its close button, Upload Song, the sections, Log Out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Measured once it has slid in: on its way, the points around a link were off the screen.
    const drawer = page.locator('.admin-menu-drawer');
    await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 });
    await expect.poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await smallTargets(drawer.locator('.ant-drawer-content')), 'the menu').toEqual([]);
  } finally {
    const deleted = await page.request.delete(`/api/songs/${song.id}`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(deleted.status()).toBe(204);
  }
});

test("on a phone the menu holds the right panel's Upload Song and Log Out, and no panel comes under the page", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Total Songs' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Account and uploads' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog');
  // /admin is the songs list: its section is the one marked, and said to be the page shown.
  const songs = dialog.getByRole('link', { name: 'Total Songs Uploaded' });
  await expect(songs).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.admin-menu-drawer .ant-menu-item-selected')).toHaveText('Total Songs Uploaded');
  await expect(dialog.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Upload Song' }).click();
  await expect(page).toHaveURL(/\/admin\/upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Song' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await dialog.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('.toaster').getByText('You have been logged out successfully!')).toBeVisible();
});

test('on a phone the menu is a dialog from the top bar: it opens, closes on Escape and on choosing a page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // No side menu beside the page: the page has the screen's width.
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();

  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Focus is in the dialog, on the page shown.
  await expect(dialog.getByRole('link', { name: 'Total Songs Uploaded' })).toBeFocused();
  // Tab goes round the drawer (its close button, its links) and never to the page behind it.
  const drawer = page.locator('.admin-menu-drawer');
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("on a phone a list shows its key columns in view: an order's buyer, amount, status and date; a song's title and status", async ({
  page,
}) => {
  await page.setViewportSize(SMALL_PHONE);
  await signInAsAdmin(page, '/admin/orders');
  const order = page.locator('.ant-table-row').first();
  await expect(order).toBeVisible();
  for (const name of ['Buyer', 'Amount']) {
    await expect(page.getByRole('columnheader', { name })).toBeInViewport({ ratio: 1 });
  }
  // The buyer and the date in one cell, the amount over the status in the other, all in view.
  await expect(order.getByRole('cell').nth(1)).toContainText(/\d{4} \d{2}:\d{2}/);
  await expect(order.getByRole('cell').nth(1)).toBeInViewport({ ratio: 1 });
  await expect(order.getByRole('cell').nth(2)).toContainText(/\$\d+\.\d{2}/);
  await expect(order.locator('.ant-tag')).toBeInViewport({ ratio: 1 });
  // Opened, the order's id and its lines, in the screen's width.
  await order.getByRole('button', { name: /expand row/i }).click();
  const details = page.locator('.admin-phone-order').first();
  await expect(details.getByText('Order', { exact: true })).toBeVisible();
  // In the screen's width (scrolled to: a newer order's longer details may push it below the fold).
  const license = details.getByRole('columnheader', { name: 'License' });
  await license.scrollIntoViewIfNeeded();
  await expect(license).toBeInViewport({ ratio: 1 });
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/admin/songs');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  for (const name of ['Title', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('columnheader', { name: 'Plays' })).toBeHidden();

  // The inbox: who wrote and about what, in view; opened, the message in full and Reply.
  await page.goto('/admin/messages');
  const message = page.locator('.ant-table-row', { hasText: 'Pat Phone' }).first();
  await expect(message.getByText('Stems for a music video?')).toBeInViewport({ ratio: 1 });
  await message.getByRole('button', { name: /expand row/i }).click();
  await expect(page.getByRole('link', { name: 'Reply to Pat Phone by e-mail' }).first()).toBeInViewport({ ratio: 1 });
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('on a phone a slide-in form takes the whole screen, its Save in view', async ({ page }) => {
  await page.setViewportSize(SMALL_PHONE);
  await signInAsAdmin(page, '/admin/discounts');
  await page.getByRole('button', { name: 'New discount' }).click();
  const drawer = page.getByRole('dialog', { name: 'New discount' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(SMALL_PHONE.width);
  const save = drawer.getByRole('button', { name: 'Save' });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await answerDialog(drawer, 'Cancel');
  await expect(drawer).toBeHidden();
});
