/** Layout shifts in browser tests: what moved while a page loaded, as Chromium reports it. */
import type { Page } from '@playwright/test';

/**
 * The layout shift `path` makes while it loads and its idle scripts run (buy buttons, player),
 * counting only shifts of elements inside `within` (a selector) when given.
 */
export async function loadShift(page: Page, path: string, within?: string): Promise<number> {
  await page.addInitScript((selector) => {
    const win = window as unknown as ShiftRecord;
    win.loadShift = 0;
    win.shiftSources = [];
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const named = (node: Node | undefined) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
        : (node?.nodeName ?? 'a removed node');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: ShiftSource[] })[]) {
        const sources = entry.sources ?? [];
        const counted =
          !selector || sources.some((source) => source.node instanceof Element && source.node.closest(selector));
        if (!counted) continue;
        win.loadShift += entry.value;
        for (const source of sources) {
          win.shiftSources.push(
            `${named(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)} (${entry.value.toPrecision(2)} at ${Math.round(entry.startTime)} ms)`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  await page.goto(path);
  await page.waitForLoadState('load');
  // The page's idle scripts have run by then.
  await page.waitForTimeout(1500);
  return shiftSoFar(page);
}

interface ShiftSource {
  node?: Node;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface ShiftRecord {
  loadShift: number;
  /** Each counted shift's elements: what moved, from where to where, the shift's value and time. */
  shiftSources: string[];
}

/** The layout shift counted since `loadShift` opened the page, for what comes after its load. */
export function shiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftRecord).loadShift);
}

/** What moved, one line per element of each counted shift: the message of a test that finds a shift. */
export async function whatShifted(page: Page, path: string): Promise<string> {
  const sources = await page.evaluate(() => (window as unknown as ShiftRecord).shiftSources);
  return [path, ...sources].join('\n  ');
}

/** A mid-range phone's CPU (Chromium's DevTools preset): the parser stops often, and frames are painted between its stops. */
export async function slowCpu(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
