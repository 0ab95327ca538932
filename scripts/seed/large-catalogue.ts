import { normalizeTags } from '../../worker/src/catalogue/create-song.ts';
import { largeCatalogueTrack } from '../demo/catalogue.ts';

const BATCH = 250;
const DAY = 86_400_000;

/**
 * Fills the catalogue up to `target` songs for benchmarks. The songs reuse the demo tracks'
 * media and waveforms, so pages render exactly as they would with real uploads. Writes go in
 * batches of prepared statements (D1 allows at most 100 bound values per statement).
 */
export async function seedLargeCatalogue(d1: D1Database, artistId: string, target: number): Promise<number> {
  const count = await d1.prepare('SELECT count(*) AS n FROM songs').first<{ n: number }>();
  const existing = count?.n ?? 0;
  const media = await d1
    .prepare(
      'SELECT cover_key, cover_sizes, preview_key, waveform, duration_seconds FROM songs WHERE cover_key IS NOT NULL LIMIT 24',
    )
    .all<{ cover_key: string; cover_sizes: string; preview_key: string; waveform: string; duration_seconds: number }>();
  if (media.results.length === 0) throw new Error('Seed the demo catalogue first: its media is reused.');

  const now = Date.now();
  const insertSong = d1.prepare(
    `INSERT INTO songs (user_id, title, description, bpm, musical_key, label, duration_seconds, pricing,
       waveform, cover_key, cover_sizes, preview_key, publish_at, play_count, like_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertTag = d1.prepare('INSERT INTO song_tags (song_id, tag, tag_key, position) VALUES (?, ?, ?, ?)');

  let added = 0;
  for (let start = existing; start < target; start += BATCH) {
    const end = Math.min(start + BATCH, target);
    const tracks = Array.from({ length: end - start }, (_, offset) => largeCatalogueTrack(start + offset));
    const songRows = await d1.batch<{ id: number }>(
      tracks.map((track, offset) => {
        const m = media.results[(start + offset) % media.results.length];
        return insertSong.bind(
          artistId,
          track.title,
          track.description,
          track.bpm,
          track.key,
          track.label,
          m?.duration_seconds ?? 30,
          track.pricingCents,
          m?.waveform ?? '[]',
          m?.cover_key ?? null,
          m?.cover_sizes ?? '{}',
          m?.preview_key ?? null,
          now - ((start + offset) % 3650) * DAY - offset,
          (start + offset) % 997,
          (start + offset) % 89,
        );
      }),
    );
    const tagStatements = tracks.flatMap((track, offset) => {
      const id = songRows[offset]?.results[0]?.id;
      if (id === undefined) throw new Error('Song insert returned no id');
      return normalizeTags(track.tags).map((t, position) => insertTag.bind(id, t.tag, t.tagKey, position));
    });
    await d1.batch(tagStatements);
    added += tracks.length;
    if (added % 10_000 < BATCH) console.log(`  ${start + tracks.length} songs…`);
  }
  return added;
}
