/** Helpers for browser tests of the storefront's React islands. */
import { expect, type Locator, type Page } from '@playwright/test';

declare global {
  interface Element {
    /** Set on every island element the server sent (see `markServerNodes`). */
    __fromServer?: boolean;
  }
}

/**
 * Waits until the control works: in an island, until it has hydrated (Astro drops the `ssr`
 * attribute) or waits, its server HTML final, for something to show (`data-need="waiting"`,
 * storefront/src/ui/needed-directive.ts); outside islands (play buttons, see play-buttons.ts),
 * the page's scripts have run by the time `page.goto` returns. It is scrolled into view first:
 * islands below the fold hydrate when they become visible.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  const island = locator.locator('xpath=ancestor::astro-island[1]');
  if ((await island.count()) > 0) {
    const settled = locator.page().locator('astro-island:not([ssr]), astro-island[data-need="waiting"]');
    await expect(island.and(settled)).toHaveCount(1);
  }
  return locator;
}

/**
 * Marks the server-rendered elements before islands hydrate and scripts run. React keeps an
 * island's elements when hydration matches and replaces them when it does not, so a marked
 * element after hydration proves its island matched the server's HTML; outside islands, that
 * no script redrew it.
 */
export async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('body *')) el.__fromServer = true;
    });
  });
}

/** Whether the element is the one the server rendered (its island hydrated without a mismatch). */
export function fromServer(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.__fromServer === true);
}
