/**
 * Very fast client-side navigation (React #424, "This root received an early update, before
 * anything was able hydrate"): a page's islands are swapped out by the client router while they
 * are still hydrating, on a slow CPU so hydration is still under way at each swap. The page guard
 * (fixtures.ts) fails the test on any page error; the islands of the page reached last and the
 * persisted header islands must work. And a navigation that overtakes another mid-transition: the
 * skipped transition is no uncaught error (ui/skipped-transitions.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';

/** Islands that have not finished hydrating (Astro removes `ssr` when they have). */
const hydrating = (page: Page) => page.locator('astro-island[ssr]').count();

test('islands swapped out mid-hydration by very fast navigation leave no error, and the last page works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const nav = page.locator('nav.nav-wide');
  await page.goto('/');

  // Links followed from a script (no waiting for the page to settle), at every delay after the
  // previous swap from none to a few hundred ms, so some land while islands are hydrating.
  const follow = (href: string) =>
    page.evaluate(
      (target) => document.querySelector<HTMLAnchorElement>(`nav.nav-wide a[href="${target}"]`)?.click(),
      href,
    );
  let swappedMidHydration = 0;
  for (const delay of [0, 10, 30, 100, 300]) {
    for (const [href, label] of [
      ['/tracks', 'Tracks'],
      ['/', 'Home'],
    ] as const) {
      await follow(href);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await page.waitForTimeout(delay);
      if ((await hydrating(page)) > 0) swappedMidHydration += 1;
    }
  }
  // The race this guards against took place: pages were left while their islands hydrated.
  expect(swappedMidHydration).toBeGreaterThan(0);

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The last page's islands and the persisted license dialog hydrate and work.
  const buy = await hydrated(page.getByRole('button', { name: /^Buy Now: / }).first());
  await buy.click();
  await expect(page.getByRole('dialog', { name: 'Choose Your License' })).toBeVisible();
});

test('a navigation that overtakes another while its view transition runs skips that transition without an error', async ({
  page,
}) => {
  const nav = page.locator('nav.nav-wide');
  await page.goto('/');
  await hydrated(page.getByRole('button', { name: /^Buy Now: / }).first());
  for (let round = 0; round < 5; round += 1) {
    // The second link is followed once the first page's transition is under way (the router marks
    // the document for its length), so the router skips it: 'Transition was skipped' is no error.
    await page.evaluate(async () => {
      const follow = (href: string) =>
        document.querySelector<HTMLAnchorElement>(`nav.nav-wide a[href="${href}"]`)?.click();
      const root = document.documentElement;
      follow('/tracks');
      await new Promise<void>((resolve) => {
        const seen = new MutationObserver(() => {
          if (!root.hasAttribute('data-astro-transition')) return;
          seen.disconnect();
          resolve();
        });
        seen.observe(root, { attributes: true });
      });
      follow('/');
    });
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html[data-astro-transition]')).toHaveCount(0);
  }
});
