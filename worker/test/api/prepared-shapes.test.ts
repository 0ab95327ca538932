import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPublishedSong, getSongWithRelated, listPublishedSongs } from '../../src/catalogue/index.ts';
import { runBatch, runBound, shape, shapes } from '../../src/db/prepared.ts';
import { songs } from '../../src/db/schema.ts';
import { db, makeSong, makeUser } from './fixtures.ts';

const HOUR = 3_600_000;
/** A song's title by `id`, one shape for the tests that bind it. */
const title = shape((shaping) =>
  shaping
    .select({ title: songs.title })
    .from(songs)
    .where(sql`${songs.id} = ${sql.placeholder('id')}`),
);

const query = (musicTag: string) => ({ page: 1, limit: 10, sort: 'publishedAt:desc' as const, musicTag });

describe('queries built once per shape', () => {
  it('build each shape the first time its key is asked for, and never again', () => {
    let builds = 0;
    const byTitle = shapes(
      (descending: boolean) => String(descending),
      (shaping, descending) => {
        builds += 1;
        return shaping
          .select({ id: songs.id })
          .from(songs)
          .orderBy(descending ? sql`title DESC` : sql`title`);
      },
    );
    byTitle(true);
    byTitle(true);
    expect(builds).toBe(1);
    byTitle(false);
    expect(builds).toBe(2);
  });

  it('give each call its own values: one shape lists each tag', async () => {
    const artist = await makeUser();
    await makeSong(artist, { title: 'Shape Blue', tags: ['Shape Blue Tag'] });
    await makeSong(artist, { title: 'Shape Green', tags: ['Shape Green Tag'] });
    const blue = await listPublishedSongs(db(), query('shape blue tag'));
    const green = await listPublishedSongs(db(), query('shape green tag'));
    expect(blue.data.map((song) => song.title)).toEqual(['Shape Blue']);
    expect(green.data.map((song) => song.title)).toEqual(['Shape Green']);
    expect([blue.total, green.total]).toEqual([1, 1]);
  });

  it('decide what is published by the time each call gives', async () => {
    const artist = await makeUser();
    const now = Date.now();
    const id = await makeSong(artist, { title: 'Shape Later', publishAt: now + HOUR });
    expect(await getPublishedSong(db(), id, now)).toBeNull();
    expect((await getPublishedSong(db(), id, now + HOUR))?.title).toBe('Shape Later');
    expect(await getSongWithRelated(db(), id, 1, 4, now)).toBeNull();
    expect((await getSongWithRelated(db(), id, 1, 4, now + HOUR))?.song.title).toBe('Shape Later');
  });

  it('read each statement of a batch as its own query, in order', async () => {
    const artist = await makeUser();
    const id = await makeSong(artist, { title: 'Shape Batch', bpm: 97 });
    const bpm = shape((shaping) =>
      shaping
        .select({ bpm: songs.bpm })
        .from(songs)
        .where(sql`${songs.id} = ${sql.placeholder('id')}`),
    );
    const [titles, bpms] = await runBatch(db(), [title({ id }), bpm({ id })]);
    expect(titles).toEqual([{ title: 'Shape Batch' }]);
    expect(bpms).toEqual([{ bpm: 97 }]);
    expect(await runBound(db(), title({ id: id + 1_000_000 }))).toEqual([]);
  });

  it('refuse to run without a value for every placeholder', () => {
    expect(() => title({})).toThrow(/placeholder "id"/);
  });
});
