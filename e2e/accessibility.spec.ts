/**
 * Accessibility: axe-core (the engine behind Lighthouse's accessibility score) checks every page
 * anyone may see, the guests' and the signed-in pages, on a desktop and a phone, and the states a
 * page load never shows: the license dialog, the Free Download dialog, the cart panel, the player's
 * bar, the account menu, the phone's navigation and forms showing their errors; then every page of
 * the back office. The
 * rules are WCAG 2.2 A and AA with axe's best practices; a violation fails the test with its rule
 * and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GUEST_PAGES, SIGNED_IN_PAGES } from '../storefront/src/page-access.ts';
import { cartToggle, DEMO, licenseDialog, signIn, songNamed } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { freeDownloadDialog, mailedLink } from './free-download-helpers.ts';
import { hydrated } from './island-helpers.ts';
import { PUBLIC_PAGES } from './pages.ts';
import { freshEmail, testAccount } from './test-accounts.ts';

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const PHONE = { width: 390, height: 844 };

/** Each violation as one line: its rule, its help text and the first elements it names. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(RULES).analyze();
  return violations.map((v) => {
    const where = v.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${new URL(page.url()).pathname}: ${v.id} (${v.impact}): ${v.help} at ${where.join(', ')}`;
  });
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await violations(page), what).toEqual([]);
}

/**
 * A page loaded and checked in full takes axe 2–6 s on a busy 2-core machine (the catalogue's
 * longest): a test of many pages has this long for each beyond the default timeout, which ran
 * out at the fourteenth public page.
 */
const PER_PAGE_MS = 8_000;

async function openEach(page: Page, paths: readonly string[]): Promise<string[]> {
  test.setTimeout(test.info().timeout + PER_PAGE_MS * paths.length);
  const found: string[] = [];
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    found.push(...(await violations(page)));
  }
  return found;
}

test('every page anyone may see, and the log-in and sign-up pages, on a desktop', async ({ page }) => {
  expect(await openEach(page, [...PUBLIC_PAGES, ...GUEST_PAGES])).toEqual([]);
});

test('every page anyone may see on a phone, its navigation open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  expect(await openEach(page, PUBLIC_PAGES)).toEqual([]);
  await page.goto('/');
  await (await hydrated(page.getByRole('button', { name: 'Menu' }))).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await expectAccessible(page, 'the phone navigation, open');
});

test('the signed-in pages, and the account menu open', async ({ page }) => {
  await signIn(page.request, await testAccount('Ada Access'));
  expect(await openEach(page, SIGNED_IN_PAGES)).toEqual([]);
  await (await hydrated(page.getByRole('button', { name: /: account menu$/ }))).click();
  await expect(page.getByRole('link', { name: 'View Account' })).toBeVisible();
  await expectAccessible(page, 'the account menu, open');
});

test('the license dialog, the cart panel and the player bar', async ({ page }) => {
  await page.goto('/tracks');
  await (await hydrated(page.getByRole('button', { name: /^Buy Now: / }).first())).click();
  await expect(licenseDialog(page)).toBeVisible();
  await expectAccessible(page, 'the license dialog');

  await licenseDialog(page).locator('.license-card').first().click();
  await licenseDialog(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(licenseDialog(page)).toBeHidden();
  await (await hydrated(cartToggle(page))).click();
  await expect(page.locator('#cart-panel')).toBeVisible();
  await expectAccessible(page, 'the cart panel, with a line');
  await page.keyboard.press('Escape');

  await (await hydrated(page.getByRole('button', { name: /^Play / }).first())).click();
  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  await expectAccessible(page, 'the player bar');
});

test('the Free Download dialog: its form, a refused address, a link that does not work, the file ready', async ({
  page,
  request,
}) => {
  const song = await songNamed(request, 'Paper Lanterns');
  const dialog = freeDownloadDialog(page);
  await page.goto(`/products/${song.id}`);
  await page.getByRole('button', { name: 'Free Download' }).click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectAccessible(page, 'the Free Download dialog');

  await dialog.getByLabel('Email').fill('not an address');
  await dialog.getByRole('button', { name: 'Send me the link' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the Free Download form, with an error');

  await page.goto(`/products/${song.id}#free-download=${'a'.repeat(32)}`);
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the Free Download dialog, its link not valid');

  const email = freshEmail('a11y');
  const asked = await request.post('/api/free-downloads', { data: { songId: song.id, email, news: false } });
  expect(asked.status()).toBe(202);
  await page.goto(await mailedLink(page, email, song.title));
  await expect(dialog.getByRole('link', { name: 'Download' })).toBeVisible();
  await expectAccessible(page, 'the Free Download dialog, its file ready');
});

test('forms showing their errors: log in, sign up, contact', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await (await hydrated(page.getByRole('button', { name: 'Sign In' }))).click();
  await expect(page.locator('.toaster').getByText('Login failed. Check credentials.')).toBeVisible();
  await expectAccessible(page, 'the log-in form, refused');

  await page.goto('/auth/register');
  await page.getByLabel('Email').fill('not an address');
  await (await hydrated(page.getByRole('button', { name: 'Sign Up' }))).click();
  await expect(page.locator('main').getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'the sign-up form, with an error');

  await page.goto('/contact');
  await (await hydrated(page.locator('main form').getByRole('button', { name: /Send/ }))).click();
  await expectAccessible(page, 'the contact form, sent empty');
});

/** Every page of the back office, as the admin's menu and a song's edit link open them. */
const ADMIN_PAGES = [
  '/songs',
  '/upload',
  '/songs/1/edit',
  '/sales',
  '/license',
  '/discounts',
  '/orders',
  '/customers',
  '/messages',
  '/free-downloads',
  '/voice-tag',
  '/health',
  '/settings',
];

test('every page of the back office, and its 404', async ({ page }) => {
  const paths = [...ADMIN_PAGES, '/no-such-page'];
  test.setTimeout(test.info().timeout + PER_PAGE_MS * paths.length);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page.request, DEMO.admin.email, DEMO.admin.password);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // Tables, charts and the recent uploads drawn, not their loading state.
    await expect(page.locator('.ant-spin-spinning, .admin-loading')).toHaveCount(0);
    found.push(...(await violations(page)));
  }
  expect(found).toEqual([]);
});

test("the back office on a laptop's screen: the menu's icons only, a label's tooltip, and the labels shown", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page.request, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin/orders');
  const menu = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(page.locator('.ant-spin-spinning, .admin-loading')).toHaveCount(0);
  await menu.getByRole('link', { name: 'Messages', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Messages' })).toBeVisible();
  await expectAccessible(page, 'the menu, its icons only');
  await page.getByRole('button', { name: 'Show the menu labels' }).click();
  // The menu as wide as its labels (the sider grows to them).
  await expect.poll(async () => (await menu.boundingBox())?.width).toBeGreaterThan(200);
  await expectAccessible(page, 'the menu, its labels shown');
});
