import type { Db } from '../db/client.ts';
import { songs, songTags } from '../db/schema.ts';

export interface NewSong {
  userId: string;
  title: string;
  description?: string;
  tags: string[];
  bpm?: number | null;
  musicalKey?: string | null;
  label?: string | null;
  durationSeconds?: number | null;
  pricing: number;
  previewColor?: string | null;
  waveform?: number[];
  coverKey?: string | null;
  /** The cover's WebP sizes: each size (COVER_SIZES) to its media key. */
  coverSizes?: Record<string, string>;
  previewKey?: string | null;
  mp3Key?: string | null;
  wavKey?: string | null;
  stemsKey?: string | null;
  publishAt: number;
  freeDownload?: boolean;
}

/** Tags as stored: trimmed, de-duplicated case-insensitively, first spelling kept. */
export function normalizeTags(tags: string[]): { tag: string; tagKey: string }[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen].map(([tagKey, tag]) => ({ tag, tagKey }));
}

/** Inserts a song with its tags; returns its id. */
export async function createSong(db: Db, input: NewSong): Promise<number> {
  const { tags, waveform, coverSizes, ...fields } = input;
  const [row] = await db
    .insert(songs)
    .values({ ...fields, waveform: JSON.stringify(waveform ?? []), coverSizes: JSON.stringify(coverSizes ?? {}) })
    .returning({ id: songs.id });
  if (!row) throw new Error('Song insert returned no row');
  const tagRows = normalizeTags(tags).map((t, position) => ({ ...t, songId: row.id, position }));
  if (tagRows.length > 0) await db.insert(songTags).values(tagRows);
  return row.id;
}
