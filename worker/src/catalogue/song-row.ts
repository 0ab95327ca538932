import { DELIVERABLES, type Deliverable, formatDuration, type Song, type SongStatus } from '@beats/contract';
import { and, eq, isNotNull, isNull, lte, type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client.ts';
import { songs, users } from '../db/schema.ts';
import { mediaUrl } from '../media/keys.ts';

/**
 * Whether the store gives a track away, as far as its own row decides: switched on, with a preview
 * to give, and nobody owns it outright. Visitors must also be able to see it (`isPublished`;
 * `offeredNow` of the free download routes is both). The one rule for the public answers'
 * `freeDownload` and for what a request or a link may take.
 */
export function givenAway(): SQL {
  return and(eq(songs.freeDownload, true), isNotNull(songs.previewKey), isNull(songs.exclusiveSoldAt)) as SQL;
}

/** The columns every song answer needs, tags and artist included, in one query. */
export const songColumns = {
  id: songs.id,
  title: songs.title,
  description: songs.description,
  coverKey: songs.coverKey,
  coverSizes: songs.coverSizes,
  previewKey: songs.previewKey,
  durationSeconds: songs.durationSeconds,
  bpm: songs.bpm,
  musicalKey: songs.musicalKey,
  label: songs.label,
  pricing: songs.pricing,
  mp3Key: songs.mp3Key,
  wavKey: songs.wavKey,
  stemsKey: songs.stemsKey,
  publishAt: songs.publishAt,
  playCount: songs.playCount,
  likeCount: songs.likeCount,
  deletedAt: songs.deletedAt,
  exclusiveSoldAt: songs.exclusiveSoldAt,
  /** The owner's switch as set (the admin's answer shows it). */
  freeDownload: songs.freeDownload,
  /** Whether the track is given away now, as visitors see it (`givenAway`). */
  offeredFree: sql<boolean>`${givenAway()}`.mapWith(Boolean),
  previewColor: songs.previewColor,
  waveform: songs.waveform,
  userId: songs.userId,
  artist: users.name,
  tags: sql<string>`(SELECT json_group_array(tag) FROM (SELECT tag FROM song_tags WHERE song_id = ${songs.id} ORDER BY position))`,
};

/** Live and public: not deleted, publication time reached (`now` may be a placeholder). */
export function isPublished(now: number | SQLWrapper): SQL {
  return and(isNull(songs.deletedAt), lte(songs.publishAt, now)) as SQL;
}

export function selectSongs(db: Db) {
  return db.select(songColumns).from(songs).innerJoin(users, eq(users.id, songs.userId));
}

export type SongRow = Awaited<ReturnType<typeof selectSongs>>[number];

/**
 * The songs of a page whose ids an index walk found first (`pageId`, a field of the subquery
 * `page`), with their artists (and `extra` columns): only the page's rows are read. The caller
 * orders them as the walk did.
 */
export function songsOfPage<Extra extends Record<string, SQL.Aliased | AnySQLiteColumn>>(
  db: Pick<Db, 'select'>,
  page: Subquery,
  pageId: SQLWrapper,
  extra: Extra,
) {
  return db
    .select({ ...songColumns, ...extra })
    .from(page)
    .innerJoin(songs, eq(songs.id, pageId))
    .innerJoin(users, eq(users.id, songs.userId));
}

/**
 * The cover pages show: the largest WebP the admin's browser rendered (a fraction of the size of
 * an original of up to 5 MB, and twice the largest size pages draw), else the original.
 */
export function coverOf(row: Pick<SongRow, 'coverKey' | 'coverSizes'>): {
  image: string | null;
  sizes: Record<string, string>;
} {
  // The parsed object's keys become URLs in place. Its keys are numbers ("128" … "800"), which an
  // object built key by key (Object.fromEntries) stores as an array as long as the largest: about
  // 10 KB per song, walked whole by every later loop over it and by JSON.stringify. JSON.parse
  // keeps them sparse.
  const sizes = JSON.parse(row.coverSizes) as Record<string, string>;
  let largest: string | undefined;
  for (const [size, key] of Object.entries(sizes)) {
    sizes[size] = mediaUrl(key);
    if (largest === undefined || Number(size) > Number(largest)) largest = size;
  }
  const image = largest ? (sizes[largest] ?? null) : row.coverKey ? mediaUrl(row.coverKey) : null;
  return { image, sizes };
}

/** Where a song stands (see SONG_STATUSES): deletion first, then a sold exclusive, then its publication time. */
export function songStatus(
  row: { deletedAt: number | null; exclusiveSoldAt: number | null; publishAt: number },
  now = Date.now(),
): SongStatus {
  if (row.deletedAt !== null) return 'deleted';
  if (row.exclusiveSoldAt !== null) return 'sold';
  return row.publishAt > now ? 'scheduled' : 'published';
}

/** The column holding each kind of licensed file's key (the songs row's field). */
export const FILE_KEYS = { mp3: 'mp3Key', wav: 'wavKey', stems: 'stemsKey' } as const satisfies Record<
  Deliverable,
  keyof SongRow
>;

export function toSong(row: SongRow): Song {
  const cover = coverOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImage: cover.image,
    coverSizes: cover.sizes,
    audioFile: row.previewKey ? mediaUrl(row.previewKey) : null,
    duration: row.durationSeconds === null ? 'N/A' : formatDuration(row.durationSeconds),
    durationSeconds: row.durationSeconds,
    bpm: row.bpm,
    musicTag: JSON.parse(row.tags) as string[],
    musicalKey: row.musicalKey,
    label: row.label,
    pricing: row.pricing,
    deliverables: DELIVERABLES.filter((kind) => row[FILE_KEYS[kind]] !== null),
    publishedAt: new Date(row.publishAt).toISOString(),
    playCount: row.playCount,
    likeCount: row.likeCount,
    status: songStatus(row),
    previewColor: row.previewColor,
    waveform: JSON.parse(row.waveform) as number[],
    freeDownload: row.offeredFree,
    user: { id: row.userId, name: row.artist },
  };
}
