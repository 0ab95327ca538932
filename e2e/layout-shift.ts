/** Layout shifts in browser tests: what moved while a page loaded, as Chromium reports it. */
import type { Page } from '@playwright/test';

/**
 * The layout shift `path` makes while it loads and its idle scripts run (buy buttons, player),
 * counting only shifts of elements inside `within` (a selector) when given.
 */
export async function loadShift(page: Page, path: string, within?: string): Promise<number> {
  await page.addInitScript((selector) => {
    const win = window as unknown as { loadShift: number };
    win.loadShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const counted =
          !selector ||
          (entry.sources ?? []).some((source) => source.node instanceof Element && source.node.closest(selector));
        if (counted) win.loadShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  await page.goto(path);
  await page.waitForLoadState('load');
  // The page's idle scripts have run by then.
  await page.waitForTimeout(1500);
  return shiftSoFar(page);
}

/** The layout shift counted since `loadShift` opened the page, for what comes after its load. */
export function shiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { loadShift: number }).loadShift);
}

/** A mid-range phone's CPU (Chromium's DevTools preset): the parser stops often, and frames are painted between its stops. */
export async function slowCpu(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
