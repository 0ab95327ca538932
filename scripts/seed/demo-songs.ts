import { and, eq } from 'drizzle-orm';
import { createSong, type NewSong } from '../../worker/src/catalogue/create-song.ts';
import type { Db } from '../../worker/src/db/client.ts';
import { songs } from '../../worker/src/db/schema.ts';
import type { Env } from '../../worker/src/env.ts';
import { putContent } from '../../worker/src/media/store.ts';
import { DEMO_TRACKS, FREE_DOWNLOAD_TITLES } from '../demo/catalogue.ts';
import { renderCoverSizes } from './cover-sizes.ts';
import { withDemoMedia } from './media-cache.ts';

const DAY = 86_400_000;

/** R2 takes ArrayBuffer-backed bytes; Node's buffers may sit on a shared pool. */
const own = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/**
 * The demo catalogue: each track with real audio (a 128 kbps preview MP3 in public media; an
 * untagged 320 kbps MP3, a WAV and a stems zip in private storage) and a generated cover with
 * its WebP sizes, as an upload has them.
 * Tracks already in the store are left as they are, so seeding twice changes nothing.
 *
 * The media are stored as each track's render finishes (in any order, on worker threads), but the
 * tracks are added in the catalogue's order once all are stored: a fresh store numbers them the
 * same every time (the first track is #1), which tests and links to the demo store rely on.
 */
export async function seedSongs(db: Db, env: Pick<Env, 'MEDIA' | 'FILES'>, artistId: string): Promise<number> {
  const existing = new Set(
    (await db.select({ title: songs.title }).from(songs).where(eq(songs.userId, artistId))).map((s) => s.title),
  );
  const todo = DEMO_TRACKS.map((track, index) => ({ track, index })).filter(({ track }) => !existing.has(track.title));
  const now = Date.now();
  const ready: { index: number; song: NewSong }[] = [];

  await withDemoMedia(
    todo.map(({ track }) => ({ seed: track.seed, bpm: track.bpm, key: track.key, style: track.style })),
    async (i, media) => {
      const { track, index } = todo[i] as (typeof todo)[number];
      const [cover, preview, mp3, wav, stems] = await Promise.all([
        putContent(env.MEDIA, 'covers', own(media.cover), 'jpg', 'image/jpeg'),
        putContent(env.MEDIA, 'previews', own(media.preview), 'mp3', 'audio/mpeg'),
        putContent(env.FILES, 'tracks', own(media.mp3), 'mp3', 'audio/mpeg'),
        putContent(env.FILES, 'tracks', own(media.wav), 'wav', 'audio/wav'),
        putContent(env.FILES, 'stems', own(media.stems), 'zip', 'application/zip'),
      ]);
      const coverSizes: Record<string, string> = {};
      for (const [size, webp] of Object.entries(await renderCoverSizes(media.cover))) {
        coverSizes[size] = (await putContent(env.MEDIA, 'covers', webp, 'webp', 'image/webp')).key;
      }
      // The last two tracks are scheduled for next week, so the admin's schedule has something in it.
      const scheduled = index >= DEMO_TRACKS.length - 2;
      ready.push({
        index,
        song: {
          userId: artistId,
          title: track.title,
          description: track.description,
          tags: track.tags,
          bpm: track.bpm,
          musicalKey: track.key,
          label: track.label,
          durationSeconds: Math.round(media.durationSeconds),
          pricing: track.pricingCents,
          previewColor: media.previewColor,
          waveform: media.waveform,
          coverKey: cover.key,
          coverSizes,
          previewKey: preview.key,
          mp3Key: mp3.key,
          wavKey: wav.key,
          stemsKey: stems.key,
          publishAt: scheduled ? now + 7 * DAY : now - (index + 1) * 2 * DAY,
          freeDownload: FREE_DOWNLOAD_TITLES.includes(track.title),
        },
      });
    },
  );
  for (const { song } of ready.sort((a, b) => a.index - b.index)) {
    // A rerun must not insert a track twice if another seed finished it meanwhile.
    const [already] = await db
      .select({ id: songs.id })
      .from(songs)
      .where(and(eq(songs.userId, artistId), eq(songs.title, song.title)));
    if (!already) await createSong(db, song);
  }
  return todo.length;
}
