/**
 * The admin's frame around its pages: a page whose code cannot be loaded (the store deployed
 * anew since the tab was opened, so the files it asks for are gone) says so in its place, the
 * menu kept, and Reload opens it.
 */
import { PAGE_ERROR } from '../admin/src/ui/page-error-text.ts';
import { signInAsAdmin } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a page whose code is gone since the tab opened says so, keeps the menu, and opens on Reload', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const messagesCode = /\/admin\/assets\/MessageList-[\w-]+\.js$/;
  await page.route(messagesCode, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_ERROR.title })).toBeVisible();
  await expect(page.getByText(PAGE_ERROR.text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();

  // Another page of the menu opens as usual.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Back on the page, the new files are there (the deploy is over): Reload opens it.
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGE_ERROR.title })).toBeVisible();
  await page.unroute(messagesCode);
  await page.getByRole('button', { name: PAGE_ERROR.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

/** The side menu's entries (App.tsx), each a link named by its label. */
const MENU_LABELS = [
  'Total Songs Uploaded',
  'Total Sales (Amount)',
  'License Info',
  'Discounts',
  'Orders',
  'Customers',
  'Messages',
  'Free downloads',
  'Voice tag',
  'Store health',
];

test("on a laptop's screen the menu shows its icons, and Songs, Orders and Messages show every column beside their actions", async ({
  page,
}) => {
  // A message for the inbox to list (the store starts with none).
  const sent = await page.request.post('/api/contact', {
    data: { firstName: 'Lee', lastName: 'Laptop', email: 'lee.laptop@example.com', message: 'Do you sell stems?' },
  });
  expect(sent.status()).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  const show = page.getByRole('button', { name: 'Show the menu labels' });
  await expect(show).toBeVisible();
  // The labels are unseen, but each link keeps its name and its label shows as its tooltip.
  for (const name of MENU_LABELS) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(1);
  await menu.getByRole('link', { name: 'Orders', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Orders' })).toBeVisible();

  for (const [name, path] of [
    ['Total Songs Uploaded', '/admin/songs'],
    ['Orders', '/admin/orders'],
    ['Messages', '/admin/messages'],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('columnheader', { name: 'Status', exact: true })).toBeInViewport({ ratio: 1 });
    // Every column in full, none under the actions kept on the right. Measured in one pass in the
    // page, and again until it holds: the table may draw its head anew as its rows arrive.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const cells = [...document.querySelectorAll('.ant-table-thead th')];
            const actions = cells.find((cell) => cell.textContent === 'Actions')?.getBoundingClientRect();
            if (!actions) return ['no Actions column'];
            return cells
              .filter((cell) => cell.textContent !== 'Actions')
              .filter((cell) => {
                const box = cell.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth || box.right > actions.left + 0.5;
              })
              .map((cell) => cell.textContent ?? '');
          }),
        { message: `${path}: the columns not in full view or under Actions` },
      )
      .toEqual([]);
  }

  // The labels may be shown (not kept): the menu grows to them, its links as they were.
  const menuWidth = async () => (await menu.boundingBox())?.width ?? 0;
  expect(await menuWidth()).toBeLessThan(80);
  await show.click();
  await expect.poll(menuWidth).toBeGreaterThan(200);
  await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toHaveText('Orders');
  await page.getByRole('button', { name: 'Hide the menu labels' }).click();
  await expect.poll(menuWidth).toBeLessThan(80);
  await expect(show).toBeVisible();
});

test('Songs and Orders fit their space at 1440 and at 1200 px, and the menu stays in view as a page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await signInAsAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  for (const [name, path] of [
    ['Total Songs Uploaded', '/admin/songs'],
    ['Orders', '/admin/orders'],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // 1440: the labelled menu and the right panel beside; 1200: the icons, the panel below the page.
    for (const width of [1440, 1200]) {
      await page.setViewportSize({ width, height: 500 });
      await expect
        .poll(
          () =>
            page
              .locator('.ant-table-content')
              .evaluate((table) => Math.ceil(table.scrollWidth - table.getBoundingClientRect().width)),
          { message: `${path} at ${width} px: how far the table scrolls sideways` },
        )
        .toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1440, height: 500 });
  }

  // Down a long page (Songs), the menu is where it was.
  await menu.getByRole('link', { name: 'Total Songs Uploaded', exact: true }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // Over the page, not the menu (which scrolls itself in a window shorter than its links).
  await page.locator('.admin-main').hover();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(menu.getByRole('link', { name: 'Customers', exact: true })).toBeInViewport();
  expect((await page.locator('.admin-sider').boundingBox())?.y).toBe(0);
});

test('the side menu marks the page shown, /admin (the songs list) too; the right panel is beside the page from 1280 px, below it down to 992 px, and not drawn under that', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  const songs = menu.getByRole('link', { name: 'Total Songs Uploaded' });
  const orders = menu.getByRole('link', { name: 'Orders', exact: true });
  await expect(songs).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Total Songs Uploaded');
  await orders.click();
  await expect(orders).toHaveAttribute('aria-current', 'page');
  await expect(songs).not.toHaveAttribute('aria-current');
  await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Orders');

  const main = page.getByRole('main');
  const panel = page.getByRole('complementary', { name: 'Account and uploads' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const [beside, page1280] = [await panel.boundingBox(), await main.boundingBox()];
  expect(beside?.x).toBeGreaterThanOrEqual((page1280?.x ?? 0) + (page1280?.width ?? 0));
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect
    .poll(async () => ((await panel.boundingBox())?.y ?? 0) - ((await main.boundingBox())?.y ?? 0))
    .toBeGreaterThan(0);
  const [below, page1100] = [await panel.boundingBox(), await main.boundingBox()];
  expect(below?.y).toBeGreaterThanOrEqual((page1100?.y ?? 0) + (page1100?.height ?? 0));
  await page.setViewportSize({ width: 991, height: 900 });
  await expect(panel).toHaveCount(0);
});

test('the side menu has one edge, the whole height of the window: no second line beside it that stops halfway', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page, '/admin/health');
  const sider = page.locator('.admin-sider');
  await expect(sider.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  // The lines drawn down the right of the sider or of anything in it, with how tall each is.
  const edges = await sider.evaluate((aside) =>
    [aside, ...aside.querySelectorAll('*')]
      .filter((element) => Number.parseFloat(getComputedStyle(element).borderRightWidth) > 0)
      .filter((element) => getComputedStyle(element).borderRightStyle !== 'none')
      .filter((element) => getComputedStyle(element).borderRightColor !== 'rgba(0, 0, 0, 0)')
      .map((element) => Math.round(element.getBoundingClientRect().height)),
  );
  expect(edges).toEqual([900]);
});

test("the song forms' tabs are named for the page, as their headings are: 'Upload Song' and 'Edit Song'", async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Song' })).toBeVisible();
  await expect(page).toHaveTitle('Upload Song · Store admin');
  await page.goto('/admin/songs/1/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Song' })).toBeVisible();
  await expect(page).toHaveTitle('Edit Song · Store admin');
  // The list keeps its menu name.
  await page.goto('/admin/songs');
  await expect(page).toHaveTitle('Total Songs Uploaded · Store admin');
});
