import { OEmbedSchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { STORE_NAME } from '../../src/store-identity.ts';
import { getAnswer, makeSong, makeUser } from './fixtures.ts';

const ORIGIN = 'http://store.test';
const HOUR = 3_600_000;

/** The oEmbed answer for `url`, with more of the query when given. */
const oembedFor = (url: string, query = '') =>
  getAnswer(OEmbedSchema, `/api/oembed?url=${encodeURIComponent(url)}${query}`);

describe('GET /api/oembed', () => {
  it("gives a published track's player, named, sized and with its cover, for any of its addresses", async () => {
    const artist = await makeUser({ name: 'Nova' });
    const id = await makeSong(artist, {
      title: 'Night Drive',
      coverSizes: { '128': 'covers/n-128.webp', '400': 'covers/n-400.webp' },
    });
    const { status, data } = await oembedFor(`${ORIGIN}/products/${id}`);
    expect(status).toBe(200);
    expect(data).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: STORE_NAME,
      provider_url: `${ORIGIN}/`,
      title: 'Night Drive by Nova',
      author_name: 'Nova',
      html: `<iframe src="${ORIGIN}/embed/${id}" title="Night Drive by Nova" width="100%" height="168" style="border:0;max-width:640px" loading="lazy" allow="autoplay"></iframe>`,
      width: 640,
      height: 168,
      thumbnail_url: `${ORIGIN}/media/covers/n-400.webp`,
      thumbnail_width: 400,
      thumbnail_height: 400,
      cache_age: 3600,
    });
    for (const address of [`${ORIGIN}/tracks/${id}`, `${ORIGIN}/embed/${id}`, `${ORIGIN}/products/${id}/`]) {
      expect((await oembedFor(address)).data?.html, address).toBe(data?.html);
    }
    // Asked on another of the store's hostnames, about a page read there: the player on that one.
    const other = await getAnswer(
      OEmbedSchema,
      `http://www.store.test/api/oembed?url=${encodeURIComponent(`http://www.store.test/products/${id}`)}`,
    );
    expect(other.data?.html).toContain(`src="http://www.store.test/embed/${id}"`);
  });

  it('keeps within the size asked for, and leaves out a thumbnail the track has not got', async () => {
    const id = await makeSong(await makeUser());
    const { data } = await oembedFor(`${ORIGIN}/products/${id}`, '&maxwidth=300&maxheight=120&format=json');
    expect(data).toMatchObject({ width: 300, height: 120 });
    expect(data?.html).toContain('height="120" style="border:0;max-width:300px"');
    expect(data).not.toHaveProperty('thumbnail_url');
    expect((await oembedFor(`${ORIGIN}/products/${id}`, '&maxwidth=9999')).data?.width).toBe(640);
  });

  it("answers 404 for what is not a published track's page on this store", async () => {
    const artist = await makeUser();
    const scheduled = await makeSong(artist, { publishAt: Date.now() + HOUR });
    const published = await makeSong(artist);
    for (const address of [
      `${ORIGIN}/products/${scheduled}`,
      `${ORIGIN}/products/999999`,
      `${ORIGIN}/products/abc`,
      `${ORIGIN}/products/${published}/more`,
      `${ORIGIN}/about`,
      `https://elsewhere.example/products/${published}`,
      `http://store.test.evil.example/products/${published}`,
    ]) {
      const { status, error } = await oembedFor(address);
      expect(status, address).toBe(404);
      expect(error?.message, address).toBe("The address is not a published track's page on this store.");
    }
  });

  it('refuses a missing, overlong or malformed url and bad sizes with 400, and XML with 501', async () => {
    const id = await makeSong(await makeUser());
    const track = encodeURIComponent(`${ORIGIN}/products/${id}`);
    for (const query of [
      '',
      `url=${encodeURIComponent(`${ORIGIN}/products/${id}?${'a'.repeat(2048)}`)}`,
      'url=javascript%3Aalert(1)',
      'url=%2Fproducts%2F1',
      `url=${track}&maxwidth=0`,
      `url=${track}&maxwidth=wide`,
      `url=${track}&maxheight=100000`,
      `url=${track}&format=html`,
    ]) {
      expect((await getAnswer(OEmbedSchema, `/api/oembed?${query}`)).status, query).toBe(400);
    }
    const xml = await getAnswer(OEmbedSchema, `/api/oembed?url=${track}&format=xml`);
    expect(xml.status).toBe(501);
    expect(xml.error?.message).toBe('Only JSON is served: ask with format=json.');
  });
});
