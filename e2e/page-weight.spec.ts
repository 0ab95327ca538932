/**
 * DESIGN.md's budgets, held by the build the store serves: at most 100 KB of gzipped JavaScript
 * as each budgeted page loads, and the catalogue's HTML at most 50 KB. The same measure as
 * `bench:js` (scripts/bench/page-weight.ts), so a change that pulls a library into a page's first
 * load (zod with the contract's schemas, say) fails here rather than in a benchmark nobody ran.
 * And the site's styles are one stylesheet for every page, fetched once.
 */
import {
  fetchPage,
  firstTrackId,
  HTML_BUDGETS,
  JS_BUDGET_BYTES,
  pageWeigher,
  signInDemoCustomer,
  storePages,
  stylesheetsOf,
} from '../scripts/bench/page-weight.ts';
import { expect, test } from './fixtures.ts';

test('every budgeted page loads at most 100 KB of gzipped JavaScript, and /tracks at most 50 KB of HTML', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const weigh = pageWeigher(base);
  const cookie = await signInDemoCustomer(base);
  for (const page of storePages(await firstTrackId(base)).filter((p) => p.budget)) {
    const weight = await weigh(await fetchPage(base, page, cookie), page);
    const largest = weight.sizes.slice(0, 3).map(([url, bytes]) => `${url} ${bytes} B`);
    expect(weight.eager, `${page.label}: ${largest.join(', ')}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    const html = HTML_BUDGETS[page.label];
    if (html !== undefined) expect(weight.htmlRaw, page.label).toBeLessThanOrEqual(html);
  }
});

test('every page links the same stylesheets, so a visitor downloads the styles once for the whole store', async ({
  baseURL,
}) => {
  const base = baseURL ?? '';
  const cookie = await signInDemoCustomer(base);
  const [home, ...others] = storePages(await firstTrackId(base));
  if (!home) throw new Error('no pages to compare');
  const first = stylesheetsOf(await fetchPage(base, home, cookie));
  // The shared styles' sheet and the islands' own: two requests before the first paint, not one per component.
  expect(first).toHaveLength(2);
  for (const page of [
    ...others,
    { label: '/auth/login', path: '/auth/login', budget: false },
    { label: '/account', path: '/account', budget: false, signedIn: true },
  ]) {
    expect(stylesheetsOf(await fetchPage(base, page, cookie)), page.label).toEqual(first);
  }
});
