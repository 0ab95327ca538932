/** Helpers for browser tests of the storefront's React islands. */
import { expect, type Locator, type Page } from '@playwright/test';

declare global {
  interface Element {
    /** Set on every island element the server sent (see `markServerNodes`). */
    __fromServer?: boolean;
  }
}

/**
 * Waits until the island around `locator` has hydrated (Astro drops the `ssr` attribute). It is
 * scrolled into view first: islands below the fold hydrate when they become visible.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  return locator;
}

/**
 * Marks the islands' server-rendered elements before they hydrate. React keeps those elements
 * when hydration matches and replaces them when it does not, so a marked element after
 * hydration proves its island matched the server's HTML.
 */
export async function markServerNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('astro-island *')) el.__fromServer = true;
    });
  });
}

/** Whether the element is the one the server rendered (its island hydrated without a mismatch). */
export function fromServer(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.__fromServer === true);
}
