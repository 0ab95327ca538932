/**
 * Writes demo tracks' media to a folder so a person can listen and look:
 *   node scripts/demo/preview.ts <out-dir> [track-index | all]
 * Prints sizes and the time each step took; `all` renders the whole catalogue on worker threads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_TRACKS, type DemoTrack } from './catalogue.ts';
import { renderTrackMedia, type TrackMedia } from './media.ts';
import { renderMediaInParallel } from './parallel.ts';

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function writeTrack(dir: string, track: DemoTrack, media: TrackMedia): void {
  const name = slug(track.title);
  const files: [string, Uint8Array][] = [
    [`${name}.wav`, media.wav],
    [`${name}.mp3`, media.mp3],
    [`${name}-preview.mp3`, media.preview],
    [`${name}-stems.zip`, media.stems],
    [`${name}.jpg`, media.cover],
  ];
  for (const [file, data] of files) writeFileSync(join(dir, file), data);
  const busy = Object.values(media.timings).reduce((sum, ms) => sum + ms, 0);
  const steps = Object.entries(media.timings)
    .map(([step, ms]) => `${step} ${ms}`)
    .join(', ');
  console.log(
    `${track.title} (${track.style}, ${track.bpm} BPM, ${track.key}, ${media.durationSeconds.toFixed(1)} s): ` +
      `${files.map(([file, data]) => `${file.slice(name.length)} ${kb(data.length)}`).join(', ')}; ` +
      `${busy} ms (${steps}); colour ${media.previewColor}`,
  );
}

const [dir, which = '0'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/demo/preview.ts <out-dir> [track-index | all]');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const started = performance.now();
if (which === 'all') {
  await renderMediaInParallel(DEMO_TRACKS, (index, media) => {
    const track = DEMO_TRACKS[index];
    if (track) writeTrack(dir, track, media);
  });
} else {
  const track = DEMO_TRACKS[Number(which)];
  if (!track) {
    console.error(`no demo track ${which}; there are ${DEMO_TRACKS.length} (0-${DEMO_TRACKS.length - 1})`);
    process.exit(2);
  }
  writeTrack(dir, track, renderTrackMedia(track));
}
const count = which === 'all' ? DEMO_TRACKS.length : 1;
console.log(`${count} track(s) written to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s wall time`);
