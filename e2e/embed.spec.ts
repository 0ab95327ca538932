/**
 * The embeddable player: the track page's Embed button copies an iframe, another site that
 * pastes it shows the player, which plays the preview and sends buyers to the store; the store's
 * other pages cannot be framed.
 */
import { createServer } from 'node:http';
import { OEmbedSchema, SongPageSchema } from '@beats/contract';
import { STORE_IDENTITY } from '@beats/contract/store-identity';
import { parsed } from './api-helpers.ts';
import { recordAudio } from './audio-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * A producer's own site: a server of its own on another origin, whose one page holds `html`. On
 * the loopback address like the store: Chromium keeps other sites from framing local ones.
 */
async function producerSite(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><title>My beats</title><h1>My beats</h1>${html}</html>`);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The producer site has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

test('Embed copies the code of a player another site can show, which plays the track and sells it on the store', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordAudio(page);
  const [song] = (await parsed(await request.get('/api/songs/published?limit=1'), SongPageSchema)).data;
  if (!song) throw new Error('The demo store has no tracks');

  await page.goto(`/products/${song.id}`);
  const embed = page.getByRole('button', { name: `Embed ${song.title} on a website: copies the code` });
  await embed.click();
  await expect(embed).toHaveText('Copied!');
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toBe(
    `<iframe src="${baseURL}/embed/${song.id}" title="${song.title} by ${song.user.name}" width="100%" height="168" style="border:0;max-width:640px" loading="lazy" allow="autoplay"></iframe>`,
  );
  await expect(embed).toHaveText('Embed', { timeout: 3000 });
  // A site given the track's address finds the same player (oEmbed discovery).
  const discovery = await page.locator('link[rel="alternate"][type="application/json+oembed"]').getAttribute('href');
  const oembed = await parsed(await request.get(discovery ?? ''), OEmbedSchema);
  expect(oembed).toMatchObject({ type: 'rich', html: code, title: `${song.title} by ${song.user.name}` });

  const site = await producerSite(code);
  await page.goto(site.url);
  const player = page.frameLocator('iframe');
  await expect(player.getByRole('link', { name: song.title })).toHaveAttribute(
    'href',
    `${baseURL}/products/${song.id}`,
  );
  await expect(player.getByText(`From $${(song.pricing / 100).toFixed(2)}`)).toBeVisible();

  await player.getByRole('button', { name: `Play ${song.title} by ${song.user.name}` }).click();
  await expect(player.getByRole('button', { name: `Pause ${song.title} by ${song.user.name}` })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().endsWith(`/embed/${song.id}`));
  if (!frame) throw new Error('The player is not framed');
  await expect.poll(() => frame.evaluate(() => window.__played?.at(-1)?.currentTime ?? 0)).toBeGreaterThan(0.2);
  expect(await frame.evaluate(() => new URL(window.__played?.at(-1)?.src ?? '').pathname)).toBe(song.audioFile);

  // Buying happens on the store, in a tab of its own.
  const [store] = await Promise.all([
    page.waitForEvent('popup'),
    player.getByRole('link', { name: `Buy on ${STORE_IDENTITY.name}` }).click(),
  ]);
  await expect(store).toHaveURL(`${baseURL}/products/${song.id}`);
  await expect(store.getByRole('heading', { level: 1 })).toHaveText(song.title);
  site.close();
});

test("the store refuses to be framed anywhere but the player, and an unknown track's player says it is gone", async ({
  browser,
  baseURL,
  request,
}) => {
  // A context of its own: the refused frames are the point here.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const site = await producerSite(
    `<iframe src="${baseURL}/products/1" title="A track page"></iframe><iframe src="${baseURL}/embed/1" title="A player"></iframe>`,
  );
  await page.goto(site.url);
  const framed = async (path: string) => {
    const frame = page.frames().find((candidate) => candidate.url() === `${baseURL}${path}`);
    return frame ? frame.evaluate(() => document.title).catch(() => null) : null;
  };
  await expect.poll(() => framed('/embed/1')).toMatch(/ by /);
  expect(await framed('/products/1')).toBeNull();
  await context.close();
  site.close();

  // A removed or unknown track: a 404 whose card fits the frame, not the store's whole 404 page.
  for (const path of ['/embed/999999', '/embed/abc']) {
    const gone = await request.get(path);
    expect(gone.status(), path).toBe(404);
    const html = await gone.text();
    expect(html, path).toContain('This track is not available any more.');
    expect(html, path).not.toContain('Log In');
  }
});

test('the player fits its frame at every width a site gives it, its Buy link whole', async ({ page, request }) => {
  const [song] = (await parsed(await request.get('/api/songs/published?limit=1'), SongPageSchema)).data;
  if (!song) throw new Error('The demo store has no tracks');
  const buy = page.getByRole('link', { name: /^Buy/ });

  // The frame is as wide as the site's column, up to 640 px, and 168 px tall.
  for (const width of [280, 320, 390, 420, 430, 460, 500, 560, 640]) {
    await page.setViewportSize({ width, height: 168 });
    await page.goto(`/embed/${song.id}`);
    await expect(buy, `${width}px`).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    const link = await buy.boundingBox();
    if (!link) throw new Error('The player shows no Buy link');
    expect(link.x + link.width, `${width}px`).toBeLessThanOrEqual(width);
    expect(link.y + link.height, `${width}px`).toBeLessThanOrEqual(168);
  }
  // The whole phrase where it fits beside the price ('Buy on <store>'), else 'Buy'.
  const store = buy.getByText(`on ${STORE_IDENTITY.name}`);
  await expect(store).toBeVisible();
  await page.setViewportSize({ width: 280, height: 168 });
  await expect(store).toBeHidden();
});
