/**
 * Rendered demo media, kept on disk between runs: rendering and MP3-encoding 24 tracks takes
 * about a minute, reading them back a second. A fresh store (browser tests, a wiped
 * .wrangler/state) then seeds quickly. The cache key covers the generator's inputs and version.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaSource, TrackMedia } from '../demo/media.ts';
import { renderMediaInParallel } from '../demo/parallel.ts';

/** Bump when the generator's output changes, so cached media is rendered anew. */
const GENERATOR_VERSION = 1;
const CACHE_DIR = '.cache/demo-media';
const FILES = ['wav', 'mp3', 'preview', 'stems', 'cover'] as const;

type CachedMedia = Omit<TrackMedia, 'timings'>;
type Meta = Pick<TrackMedia, 'durationSeconds' | 'waveform' | 'previewColor'>;

function entryDir(source: MediaSource): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ GENERATOR_VERSION, ...source }))
    .digest('hex')
    .slice(0, 16);
  return join(CACHE_DIR, hash);
}

function read(source: MediaSource): CachedMedia | null {
  const dir = entryDir(source);
  try {
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Meta;
    const files = Object.fromEntries(FILES.map((name) => [name, new Uint8Array(readFileSync(join(dir, name)))]));
    return { ...meta, ...(files as Record<(typeof FILES)[number], Uint8Array>) };
  } catch {
    return null;
  }
}

function write(source: MediaSource, media: TrackMedia): void {
  const dir = entryDir(source);
  mkdirSync(dir, { recursive: true });
  for (const name of FILES) writeFileSync(join(dir, name), media[name]);
  // meta.json last: its presence marks a complete entry.
  const meta: Meta = {
    durationSeconds: media.durationSeconds,
    waveform: media.waveform,
    previewColor: media.previewColor,
  };
  writeFileSync(join(dir, 'meta.json'), JSON.stringify(meta));
}

/**
 * Calls `onTrack` with each source's media, from the cache or freshly rendered on worker
 * threads. Tracks are handed over one at a time, so memory stays at a few tracks' worth.
 */
export async function withDemoMedia(
  sources: readonly MediaSource[],
  onTrack: (index: number, media: CachedMedia) => Promise<void>,
): Promise<void> {
  const missing: number[] = [];
  for (const [index, source] of sources.entries()) {
    const cached = read(source);
    if (cached) await onTrack(index, cached);
    else missing.push(index);
  }
  if (missing.length === 0) return;
  console.log(`Rendering ${missing.length} demo track(s): audio, stems and covers (about a minute the first time)…`);
  await renderMediaInParallel(
    missing.map((index) => sources[index] as MediaSource),
    async (i, media) => {
      const index = missing[i] as number;
      write(sources[index] as MediaSource, media);
      await onTrack(index, media);
    },
  );
}
