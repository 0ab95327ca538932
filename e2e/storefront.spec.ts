import { type Page as ApiPage, LicenseListSchema, type Song, SongPageSchema } from '@beats/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { parsed } from './api-helpers.ts';
import { DEMO, signIn } from './commerce-helpers.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './island-helpers.ts';
import { loadShift, shiftSoFar, slowCpu, whatShifted } from './layout-shift.ts';

/** Published songs as the API lists them (the pages must show the same catalogue). */
async function published(request: APIRequestContext, query = ''): Promise<ApiPage<Song>> {
  return parsed(await request.get(`/api/songs/published?limit=100${query}`), SongPageSchema);
}

const catalogue = (page: Page) => page.getByRole('table', { name: 'Tracks' });
const rowTitles = (page: Page) => catalogue(page).locator('tbody tr a.title');

test('the hero search lands on the matching tracks, and an empty search on the whole catalogue', async ({
  page,
  request,
}) => {
  const { data } = await published(request);
  const target = data.find((s) => s.title.includes(' ')) ?? data[0];
  if (!target) throw new Error('The demo store has no tracks');
  const word = target.title.split(' ')[1] ?? target.title;
  const expected = (await published(request, `&search=${encodeURIComponent(word)}`)).data.map((s) => s.title);

  await page.goto('/');
  await page.getByRole('search', { name: 'Search tracks' }).getByRole('searchbox').fill(word);
  await page.getByRole('search', { name: 'Search tracks' }).getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`/tracks\\?search=${encodeURIComponent(word)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();
  await expect(page.getByPlaceholder('What type of track are you looking for?')).toHaveValue(word);
  await expect(rowTitles(page)).toHaveText(expected);
  expect(expected).toContain(target.title);

  await page.goto('/');
  await page.getByRole('search', { name: 'Search tracks' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/tracks$/);
  await expect(rowTitles(page)).toHaveCount(10);
});

test('filters, sorts and pages change the list and the address, one ordering at a time', async ({ page, request }) => {
  const all = await published(request);
  await page.goto('/tracks');
  await expect(page.getByText(`Showing 1–10 of ${all.total} tracks`)).toBeVisible();

  // Category: only tracks with that tag, and the address says so.
  const tag = all.data[0]?.musicTag[0] ?? '';
  await page.getByLabel('Category').focus();
  await page.getByLabel('Category').selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`musicTag=${encodeURIComponent(tag)}`));
  const tagged = await published(request, `&musicTag=${encodeURIComponent(tag)}`);
  await expect(rowTitles(page)).toHaveText(tagged.data.slice(0, 10).map((s) => s.title));
  await expect(page.getByLabel('Category')).toHaveValue(tag);
  // The dropdown stays focused for keyboard users after the list is replaced.
  await expect(page.getByLabel('Category')).toBeFocused();

  // Sort by title, then by price: choosing one resets the other.
  await page.getByLabel('Category').selectOption('');
  await expect(page).not.toHaveURL(/musicTag=/);
  await page.getByLabel('Sort by').selectOption({ label: 'Title: A to Z' });
  await expect(page).toHaveURL(/sort=title%3Aasc/);
  const byTitle = await published(request, '&sort=title:asc');
  await expect(rowTitles(page)).toHaveText(byTitle.data.slice(0, 10).map((s) => s.title));

  await page.getByLabel('Price').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/priceSort=pricing%3Adesc/);
  await expect(page).not.toHaveURL(/sort=title/);
  await expect(page.getByLabel('Sort by')).toHaveValue('publishedAt:desc');
  const byPrice = await published(request, '&sort=pricing:desc');
  await expect(rowTitles(page)).toHaveText(byPrice.data.slice(0, 10).map((s) => s.title));

  await page.getByLabel('Sort by').selectOption({ label: 'Oldest' });
  await expect(page).toHaveURL(/sort=publishedAt%3Aasc/);
  await expect(page).not.toHaveURL(/priceSort=/);
  await expect(page.getByLabel('Price')).toHaveValue('');

  // Real pagination: page 2 holds the next ten of the same ordering.
  const oldest = await published(request, '&sort=publishedAt:asc');
  await page.getByRole('navigation', { name: 'Pages of tracks' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rowTitles(page)).toHaveText(oldest.data.slice(10, 20).map((s) => s.title));
  await expect(page.getByText(`Showing 11–20 of ${all.total} tracks`)).toBeVisible();

  // A shared address renders the same list on the server, without running any script.
  const html = await (await request.get('/tracks?sort=publishedAt:asc&page=2')).text();
  for (const song of oldest.data.slice(10, 20)) expect(html).toContain(`>${song.title}</a>`);

  // Nothing matches: the spec's message.
  await page.getByPlaceholder('What type of track are you looking for?').fill('zzqx no such beat');
  await page.getByPlaceholder('What type of track are you looking for?').press('Enter');
  await expect(page.getByText('No tracks found matching your criteria.')).toBeVisible();
  await expect(page).toHaveURL(/search=zzqx/);
});

test('Share copies a working link that opens the track', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const first = (await published(request)).data[0];
  if (!first) throw new Error('The demo store has no tracks');

  await page.goto('/tracks');
  const share = catalogue(page).getByRole('button', { name: `Share ${first.title}` });
  await share.click();
  await expect(share).toHaveText('Copied!');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/tracks/${first.id}`);
  // 'Copied!' shows for 2 s, then the button reads Share again.
  await expect(share).toHaveText('Share', { timeout: 3000 });

  const redirect = await request.get(`/tracks/${first.id}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/products/${first.id}`);

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/products/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('rows draw the small WebP size of each cover, the carousel the card size, the track page the large one', async ({
  page,
  request,
}) => {
  const songs = (await published(request)).data;
  await page.goto('/tracks');
  const covers = catalogue(page).locator('tbody tr img.cover');
  const titles = await rowTitles(page).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const [index, title] of titles.entries()) {
    const song = songs.find((s) => s.title === title);
    const small = song?.coverSizes?.['128'];
    expect(small, `${title} has a 128 px cover`).toBeTruthy();
    await expect(covers.nth(index)).toHaveAttribute('src', small ?? '');
  }
  // The carousel's slides (the server draws the first view) show card-sized covers.
  const cardSizes = new Set(songs.map((s) => s.coverSizes?.['400']));
  const slides = await page
    .locator('.new-releases__art img.cover')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
  expect(slides.length).toBeGreaterThan(0);
  for (const src of slides) expect(cardSizes.has(src ?? '')).toBe(true);
  const first = songs.find((s) => s.title === titles[0]);
  const thumbnail = await request.get(first?.coverSizes?.['128'] ?? '');
  expect(thumbnail.headers()['content-type']).toBe('image/webp');
  expect((await thumbnail.body()).byteLength).toBeLessThan(12 * 1024);
  await page.goto(`/products/${first?.id}`);
  await expect(page.locator('main img.cover').first()).toHaveAttribute('src', first?.coverImage ?? '');
});

test('a 375 px wide screen shows the tracks as cards', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/tracks']) {
    await page.goto(path);
    const table = page.locator('table.tracks').first();
    const row = table.locator('tbody tr').first();
    await expect(table.locator('thead')).toBeHidden();
    await expect(row.locator('td.col-time')).toBeHidden();
    await expect(row.locator('td.col-bpm')).toBeHidden();
    await expect(row.locator('td.col-tags')).toBeHidden();
    await expect(row.locator('.meta-narrow')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Share / })).toBeHidden();
    await expect(row.locator('a.title')).toBeVisible();
    await expect(row.locator('.buy-button')).toBeVisible();
    // A card: one box with its own border, as wide as the list, nothing cut off at the side.
    const box = await row.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});

test("the header shows the store's name whole (a word a line on a phone) or its mark alone, never cut", async ({
  page,
}) => {
  const name = page.locator('.site-header .brand span');
  for (const width of [360, 390, 430, 431, 480, 768, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/tracks');
    const shown = await name.evaluate((span) => ({
      visible: span.getClientRects().length > 0,
      cut: span.scrollWidth > span.clientWidth,
      // One box per line the text takes.
      lines: (() => {
        const text = document.createRange();
        text.selectNodeContents(span);
        return text.getClientRects().length;
      })(),
    }));
    const lines = width <= 380 ? 0 : width <= 430 ? 2 : 1;
    expect(shown, `${width}px`).toEqual({ visible: width > 380, cut: false, lines });
    await expect(page.getByRole('link', { name: 'Nova Beats, home' })).toBeVisible();
  }
});

test('unknown pages and unknown tracks get the 404 page with Go back and Go home', async ({ page }) => {
  for (const path of ['/no-such-page', '/products/999999', '/products/abc', '/tracks/0']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }

  await page.goto('/about');
  await page.goto('/no-such-page');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the pages move nothing while they load on a slow phone', async ({ browser }) => {
  // Painted while the parser stopped halfway, the header's tools came one by one, each pushing the
  // others left (0.006 a load on every page with the header), and the centred login and sign-up
  // cards moved up as each field came (0.31 to 0.36): the first frame now waits for the header's
  // end, or the card's (<link rel="expect">). The contact form moved up as it came (0.03 to 0.10):
  // its page's grid rows stretched to the window's height. The home page's search icon, centred
  // on its form, moved down as the field came (0.00007, one load in six on a busy machine).
  for (const path of ['/', '/tracks', '/products/3', '/auth/login', '/auth/register', '/contact']) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await phone.newPage();
    await slowCpu(page);
    expect(await loadShift(page, path), await whatShifted(page, path)).toBe(0);
    await phone.close();
  }
});

test('signed in, the pages move nothing while they load on a slow phone', async ({ browser }) => {
  // The hidden 'Log In' kept 80 px until the avatar (44 px) came and the search and cart moved
  // right (0.0014 a load, every page); in the order history a frame painted halfway through the
  // open order saw its Upgrade buttons arrive and wrap (0.003, one load in two).
  for (const path of ['/order-history', '/account', '/tracks']) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await phone.newPage();
    await signIn(page.request, DEMO.customer.email, DEMO.customer.password);
    await slowCpu(page);
    await loadShift(page, path);
    await expect(page.getByRole('button', { name: /: account menu$/ })).toBeVisible();
    expect(await shiftSoFar(page), await whatShifted(page, path)).toBe(0);
    await phone.close();
  }
});

test('signed in on a wide screen, the navigation stays put while the account corner loads', async ({ browser }) => {
  // The corner went from the hidden 'Log In' (80 px) to a 44 px placeholder to the avatar and
  // name (about 170 px), and the navigation centred beside it moved each time (0.0009 to 0.0051 a
  // load). It now keeps the width it had on the last page.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await wide.newPage();
  await signIn(first.request, DEMO.customer.email, DEMO.customer.password);
  await first.goto('/');
  await expect(first.getByRole('button', { name: /: account menu$/ })).toBeVisible();
  await first.close();
  for (const path of ['/tracks', '/about', '/order-history']) {
    const page = await wide.newPage();
    await slowCpu(page);
    // The header's shifts: what the account corner can move.
    await loadShift(page, path, '.site-header');
    await expect(page.getByRole('button', { name: /: account menu$/ })).toBeVisible();
    expect(await shiftSoFar(page), await whatShifted(page, path)).toBe(0);
    await page.close();
  }
  await wide.close();
});

test('the catalogue moves nothing while it loads on a wide screen with a slow CPU', async ({ browser }) => {
  // The carousel's arrows come once its script knows there is more than one view: they made the
  // head 4 px taller and moved the slides and the search under it (0.0016 a load).
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await wide.newPage();
  await slowCpu(page);
  expect(await loadShift(page, '/tracks'), await whatShifted(page, '/tracks')).toBe(0);
  await expect(page.getByRole('button', { name: 'Next releases' })).toBeVisible();
  await wide.close();
});

test('the track page shows the facts from the track fields and loads more tracks', async ({ page, request }) => {
  // Play counts move without a catalogue write, so a copy of the list or of the page cached
  // before another test played the track shows the count of its time: both are read fresh here,
  // at addresses no earlier visit used (the page ignores its query; the cache keys by it).
  const { data } = await published(request, '&sort=publishedAt:desc');
  const song = data[0];
  if (!song) throw new Error('The demo store has no tracks');

  const res = await page.goto(`/products/${song.id}?facts`);
  expect(res?.headers()['cache-control']).toMatch(/public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+/);
  await expect(page).toHaveTitle(new RegExp(song.title));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/covers\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(song.title);
  await expect(page.getByText(`By ${song.user.name}`)).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${song.title}` })).toBeVisible();
  // The contract gives the price in cents.
  await expect(page.locator('.price')).toHaveText(`Price: $${(song.pricing / 100).toFixed(2)}`);

  const fact = (term: string) => page.locator('.facts .fact').filter({ has: page.getByText(term, { exact: true }) });
  await expect(fact('YEAR').locator('dd')).toHaveText(String(new Date(song.publishedAt).getUTCFullYear()));
  await expect(fact('GENRES').locator('dd')).toHaveText(song.musicTag.join(', '));
  await expect(fact('BPM').locator('dd')).toHaveText(String(song.bpm));
  await expect(fact('PLAYS').locator('dd')).toHaveText(String(song.playCount));
  await expect(fact('KEY').locator('dd')).toHaveText(song.musicalKey ?? 'N/A');
  await expect(fact('LABEL').locator('dd')).toHaveText(song.label ?? 'N/A');

  // More tracks: 8, Load more adds 8, until everything is shown.
  const more = page.locator('.related-grid > li');
  await expect(more).toHaveCount(Math.min(8, data.length - 1));
  // Load more is the page's own script, there once the page has loaded.
  await expect(more.first().locator('a.title')).toBeVisible();
  let shown = Math.min(8, data.length - 1);
  while (shown < data.length - 1) {
    await page.getByRole('button', { name: 'Load more' }).click();
    const firstNew = more.nth(shown);
    shown = Math.min(shown + 8, data.length - 1);
    await expect(more).toHaveCount(shown);
    // The keyboard goes on from the first new card, which plays through the cards' list.
    await expect(firstNew.locator('a.title')).toBeFocused();
    await expect(firstNew.locator('button[data-queue="related"]')).toHaveAccessibleName(/^Play .+ by .+$/);
  }
  await expect(page.getByText('No more tracks to load.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const titles = await more.locator('a.title').allTextContents();
  expect(titles).not.toContain(song.title);
  expect(new Set(titles).size).toBe(titles.length);
});

test('a failed Load more says so, and the next press loads the tracks', async ({ page, request }) => {
  const { data } = await published(request, '&sort=publishedAt:desc');
  const song = data[0];
  if (!song || data.length < 10) throw new Error('The demo store has too few tracks for two pages of More tracks');

  await page.goto(`/products/${song.id}?load-more-fails`);
  const more = page.locator('.related-grid > li');
  await expect(more).toHaveCount(8);
  // The network fails once: the cards stay, the spec's message shows, and the button is back.
  await page.route('**/api/songs/*/related?*', (route) => route.abort('internetdisconnected'), { times: 1 });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await loadMore.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch songs. Please try again.' })).toBeVisible();
  await expect(more).toHaveCount(8);
  await expect(loadMore).toBeEnabled();

  await loadMore.click();
  await expect(more).toHaveCount(Math.min(16, data.length - 1));
  await expect(page.getByText('Failed to fetch songs. Please try again.')).toBeHidden();
});

test('videos show six at a time until none are left', async ({ page }) => {
  await page.goto('/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  const cards = page.locator('.videos > li:visible');
  await expect(cards).toHaveCount(6);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(9);
  await expect(page.getByText('No more videos to load.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  const watch = cards.first().getByRole('link', { name: /^Watch the video/ });
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('href', /^https:\/\//);
});

test('the contact page sends a message, and keeps required fields required', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Let’s connect' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send Message' });
  // The form sends through its island: wait for it, as a person's first click would.
  await hydrated(send);

  // The browser refuses an empty form: nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted += 1;
  });
  await send.click();
  await expect(page.getByLabel('Last Name')).toBeFocused();
  expect(posted).toBe(0);

  await page.getByLabel('Last Name').fill('Rivers');
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Email').fill('maya@example.com');
  await page.getByLabel('Phone Number (optional)').fill('+1 555 0100');
  await page.getByLabel('Message').fill('Could you mix and master my EP?');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Last Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('on a phone, a message the store refuses takes the visitor to the first field it names; a sent one leaves the focus on the button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The home form has no required fields in the browser (the spec): the store names what is missing.
  const form = page.locator('form.contact-home');
  const submit = await hydrated(form.getByRole('button', { name: 'Submit' }));
  await form.getByLabel('Email').fill('maya@example.com');
  await form.getByLabel('Message').fill('Could you mix my EP?');
  await submit.click();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  // The reasons sit above the fold of a phone: the focus brings the first one into view.
  const lastName = form.getByLabel('Last Name');
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription('Last Name is required');
  await expect(form.getByText('Last Name is required')).toBeInViewport();

  await lastName.fill('Rivers');
  await form.getByLabel('First Name').fill('Maya');
  await submit.click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(submit).toBeFocused();
});

test('the home page has its seven sections, the license cards lead to the catalogue, and a quote opens', async ({
  page,
  request,
}) => {
  const res = await page.goto('/');
  expect(res?.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const headings = await page.locator('main h2').allTextContents();
  const order = ['New Releases', 'Browse Tracks', 'Licensing Info', 'Sound Kits', 'Get in touch', 'Service'];
  const positions = order.map((name) => headings.findIndex((h) => h.trim() === name));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const plans = await parsed(await request.get('/api/licenses'), LicenseListSchema);
  const cards = page.locator('#licensing .plan');
  await expect(cards).toHaveCount(plans.data.length);
  await expect(cards.getByRole('link', { name: /^✨ Choose Premium/ })).toHaveCount(
    plans.data.filter((p) => p.tier === 'Premium License').length,
  );
  for (const link of await cards.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/tracks');

  await page.getByRole('link', { name: 'Browse All Tracks' }).click();
  await expect(page).toHaveURL(/\/tracks$/);

  await page.goto('/');
  const quote = page.getByRole('button', { name: /^GET A QUOTE for / }).first();
  await quote.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Revisions')).toBeVisible();
  await expect(dialog.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'GET A MESSAGE' })).toHaveAttribute('href', '/contact');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quote).toBeFocused();
});

test('old addresses redirect to where the pages live now, with their query', async ({ request }) => {
  const redirects: [from: string, status: number, to: string][] = [
    ['/shoping-cart', 301, '/cart'],
    ['/home', 301, '/'],
    ['/login?next=%2Faccount', 301, '/auth/login?next=%2Faccount'],
    ['/register', 301, '/auth/register'],
    ['/dashboard', 302, '/order-history'],
  ];
  for (const [from, status, to] of redirects) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(status);
    expect(res.headers().location, from).toBe(to);
  }
});
