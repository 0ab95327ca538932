import { and, eq } from 'drizzle-orm';
import { computePeaks, mixToMono } from '../../packages/contract/src/waveform.ts';
import { createSong } from '../../worker/src/catalog/create-song.ts';
import type { Db } from '../../worker/src/db/client.ts';
import { songs } from '../../worker/src/db/schema.ts';
import type { Env } from '../../worker/src/env.ts';
import { putContent } from '../../worker/src/media/store.ts';
import { DEMO_TRACKS } from '../demo/catalogue.ts';
import { coverColor, renderCover } from '../demo/cover.ts';
import { encodeMp3, encodeWav, zipFiles } from '../demo/encode.ts';
import { renderTrack } from '../demo/synth.ts';

const DAY = 86_400_000;

/**
 * The demo catalogue: each track rendered to real audio (a preview MP3 in public media; an
 * untagged 320 kbps MP3, a WAV and a stems zip in private storage) with a generated cover.
 * Tracks already in the store are left as they are, so seeding twice changes nothing.
 */
export async function seedSongs(db: Db, env: Pick<Env, 'MEDIA' | 'FILES'>, artistId: string): Promise<number> {
  let created = 0;
  const now = Date.now();
  for (const [index, track] of DEMO_TRACKS.entries()) {
    const [existing] = await db
      .select({ id: songs.id })
      .from(songs)
      .where(and(eq(songs.userId, artistId), eq(songs.title, track.title)));
    if (existing) continue;

    const rendered = renderTrack({ seed: track.seed, bpm: track.bpm, key: track.key, style: track.style });
    const stems = rendered.stems.map((stem) => ({
      name: `${stem.name}.wav`,
      data: encodeWav(stem.channels, rendered.sampleRate),
    }));
    const [cover, preview, mp3, wav, stemsZip] = await Promise.all([
      putContent(env.MEDIA, 'covers', renderCover({ seed: track.seed }), 'jpg', 'image/jpeg'),
      putContent(env.MEDIA, 'previews', encodeMp3(rendered.mix, rendered.sampleRate, 128), 'mp3', 'audio/mpeg'),
      putContent(env.FILES, 'tracks', encodeMp3(rendered.mix, rendered.sampleRate, 320), 'mp3', 'audio/mpeg'),
      putContent(env.FILES, 'tracks', encodeWav(rendered.mix, rendered.sampleRate), 'wav', 'audio/wav'),
      putContent(env.FILES, 'stems', zipFiles(stems), 'zip', 'application/zip'),
    ]);

    // Two tracks are scheduled for next week so the admin's schedule has something in it.
    const scheduled = index >= DEMO_TRACKS.length - 2;
    await createSong(db, {
      userId: artistId,
      title: track.title,
      description: track.description,
      tags: track.tags,
      bpm: track.bpm,
      musicalKey: track.key,
      label: track.label,
      durationSeconds: Math.round(rendered.durationSeconds),
      pricing: track.pricingCents,
      previewColor: coverColor(track.seed),
      waveform: computePeaks(mixToMono(rendered.mix)),
      coverKey: cover.key,
      previewKey: preview.key,
      mp3Key: mp3.key,
      wavKey: wav.key,
      stemsKey: stemsZip.key,
      publishAt: scheduled ? now + 7 * DAY : now - (index + 1) * 2 * DAY,
    });
    created += 1;
  }
  return created;
}
