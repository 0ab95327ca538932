/**
 * Waveform overviews for the player: a fixed number of bars summarising a whole track.
 * Runs in Node, browsers and Workers alike, so it uses no platform APIs.
 */

/** The bars of a track's waveform: the levels stored with a song, drawn by the player. */
export const WAVEFORM_BARS = 75;

/** Averages any number of channels into one. Shorter channels count as silence past their end. */
export function mixToMono(channels: Float32Array[]): Float32Array {
  const length = channels.reduce((max, ch) => Math.max(max, ch.length), 0);
  const out = new Float32Array(length);
  if (channels.length === 0) return out;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) out[i] = (out[i] ?? 0) + (channel[i] ?? 0);
  }
  const scale = 1 / channels.length;
  for (let i = 0; i < length; i++) out[i] = (out[i] ?? 0) * scale;
  return out;
}

/**
 * One value per bar: the RMS level of that slice of the samples, normalised so the loudest bar is
 * 1 and rounded to two decimals. RMS rather than peak because in a mastered beat nearly every
 * slice contains a drum hit near full scale; peaks would draw a flat block, RMS shows the shape
 * (intro, drops, breaks). Silence, or no samples at all, gives all zeros.
 */
export function computePeaks(samples: Float32Array, bars = WAVEFORM_BARS): number[] {
  const count = Math.max(0, Math.floor(bars));
  const levels = new Array<number>(count).fill(0);
  const length = samples.length;
  if (length === 0) return levels;
  for (let bar = 0; bar < count; bar++) {
    const start = Math.floor((bar * length) / count);
    // With fewer samples than bars, neighbouring bars share a sample rather than going empty.
    const end = Math.max(start + 1, Math.floor(((bar + 1) * length) / count));
    let sum = 0;
    for (let i = start; i < end && i < length; i++) {
      const v = samples[i] ?? 0;
      sum += v * v;
    }
    levels[bar] = Math.sqrt(sum / (Math.min(end, length) - start));
  }
  const loudest = levels.reduce((max, v) => (Number.isFinite(v) && v > max ? v : max), 0);
  if (loudest === 0) return levels.map(() => 0);
  return levels.map((v) => (Number.isFinite(v) ? Math.round((v / loudest) * 100) / 100 : 0));
}
