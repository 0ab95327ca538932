import { describe, expect, it } from 'vitest';
import { listSitemapTracks, SITEMAP_PART_SIZE, sitemapTrackParts } from '../../src/catalogue/index.ts';
import { songs } from '../../src/db/schema.ts';
import { db, makeUser } from './fixtures.ts';

const HOUR = 3_600_000;

/** A song at a chosen id, so it falls in a chosen part of the sitemap. */
async function songAt(id: number, userId: string, values: Partial<typeof songs.$inferInsert> = {}) {
  await db()
    .insert(songs)
    .values({ id, userId, title: `Song ${id}`, publishAt: Date.now() - HOUR, ...values });
}

describe("the catalogue's sitemaps", () => {
  it('list each published track once, in the part of its id, with when its page last changed', async () => {
    const artist = await makeUser();
    const part = (n: number) => (n - 1) * SITEMAP_PART_SIZE;
    const now = Date.now();
    // Part 40: one published, one edited since, one whose exclusive sold, one scheduled, one deleted.
    await songAt(part(40) + 1, artist, { publishAt: now - 3 * HOUR });
    await songAt(part(40) + 2, artist, { publishAt: now - 3 * HOUR, updatedAt: now - HOUR });
    await songAt(part(40) + 3, artist, { publishAt: now - 3 * HOUR, exclusiveSoldAt: now - 2 * HOUR });
    await songAt(part(40) + 4, artist, { publishAt: now + HOUR });
    await songAt(part(40) + 5, artist, { deletedAt: now - HOUR });
    // Part 41 holds only what is not public; part 42 starts at its first id and ends at its last.
    await songAt(part(41) + 7, artist, { deletedAt: now - HOUR });
    await songAt(part(41) + 8, artist, { publishAt: now + HOUR });
    await songAt(part(42) + 1, artist);
    await songAt(part(43), artist);

    const parts = await sitemapTrackParts(db(), now);
    expect(parts).toContain(40);
    expect(parts).toContain(42);
    expect(parts).not.toContain(41);
    expect(parts).not.toContain(43);
    expect(parts).toEqual([...parts].sort((a, b) => a - b));

    expect(await listSitemapTracks(db(), 40, now)).toEqual([
      { id: part(40) + 1, lastModified: now - 3 * HOUR },
      { id: part(40) + 2, lastModified: now - HOUR },
      { id: part(40) + 3, lastModified: now - 2 * HOUR },
    ]);
    expect(await listSitemapTracks(db(), 41, now)).toEqual([]);
    expect((await listSitemapTracks(db(), 42, now)).map((track) => track.id)).toEqual([part(42) + 1, part(43)]);
    expect(await listSitemapTracks(db(), 44, now)).toEqual([]);

    // The scheduled track joins its part once released.
    expect(await sitemapTrackParts(db(), now + 2 * HOUR)).toContain(41);
  });

  it('has no part when the store has no published track', async () => {
    await db().update(songs).set({ deletedAt: Date.now() });
    expect(await sitemapTrackParts(db())).toEqual([]);
  });
});
