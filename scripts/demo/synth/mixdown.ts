/** Summing stems into the mix: levels, click-free edges, and headroom. */
import { type Stereo, stereo } from './dsp.ts';

const FADE_IN_SECONDS = 0.005;
const FADE_OUT_SECONDS = 0.04;
/** -1 dBFS: leaves room for the MP3 encoder's overshoot so decoded files do not clip either. */
export const TARGET_PEAK = 10 ** (-1 / 20);

/** Linear fades at both ends, so playback starts and loops without a click. */
export function fadeEdges(buffer: Stereo, sampleRate: number): void {
  const fadeIn = Math.max(1, Math.round(FADE_IN_SECONDS * sampleRate));
  const fadeOut = Math.max(1, Math.round(FADE_OUT_SECONDS * sampleRate));
  for (const channel of buffer) {
    const n = channel.length;
    for (let i = 0; i < Math.min(fadeIn, n); i++) channel[i] = (channel[i] ?? 0) * (i / fadeIn);
    for (let i = 0; i < Math.min(fadeOut, n); i++) {
      const at = n - 1 - i;
      channel[at] = (channel[at] ?? 0) * (i / fadeOut);
    }
  }
}

export interface StemInput {
  channels: Stereo;
  /** Linear gain applied before the shared normalisation. */
  level: number;
}

/**
 * Scales the four stems by their levels and one shared gain, then sums them. Sharing the gain
 * means the delivered stems add up to exactly the delivered mix, which is what a buyer of stems
 * expects; the gain is chosen so neither the mix nor any single stem peaks above TARGET_PEAK.
 * Stems are scaled in place.
 */
export function mixStems(stems: Four<StemInput>, length: number): Stereo {
  const mix = stereo(length);
  const [la, lb, lc, ld] = [stems[0].level, stems[1].level, stems[2].level, stems[3].level];
  // Pass 1, read-only: peaks of the levelled stems and of their sum. Unrolled for four stems so
  // each sample of every stem is read once; this is among the hottest loops of a render.
  let loudest = 0;
  for (let ch = 0; ch < 2; ch++) {
    const [a, b, c, d] = channelOf(stems, ch);
    let pa = 0;
    let pb = 0;
    let pc = 0;
    let pd = 0;
    let pm = 0;
    for (let i = 0; i < length; i++) {
      const va = (a[i] ?? 0) * la;
      const vb = (b[i] ?? 0) * lb;
      const vc = (c[i] ?? 0) * lc;
      const vd = (d[i] ?? 0) * ld;
      pa = Math.max(pa, Math.abs(va));
      pb = Math.max(pb, Math.abs(vb));
      pc = Math.max(pc, Math.abs(vc));
      pd = Math.max(pd, Math.abs(vd));
      pm = Math.max(pm, Math.abs(va + vb + vc + vd));
    }
    loudest = Math.max(loudest, pa, pb, pc, pd, pm);
  }
  // Pass 2: one gain for the mix and every stem (each stem's level folded in).
  const gain = loudest > 0 ? TARGET_PEAK / loudest : 1;
  const [ga, gb, gc, gd] = [la * gain, lb * gain, lc * gain, ld * gain];
  for (let ch = 0; ch < 2; ch++) {
    const [a, b, c, d] = channelOf(stems, ch);
    const out = mix[ch === 0 ? 0 : 1];
    for (let i = 0; i < length; i++) {
      const va = (a[i] ?? 0) * ga;
      const vb = (b[i] ?? 0) * gb;
      const vc = (c[i] ?? 0) * gc;
      const vd = (d[i] ?? 0) * gd;
      a[i] = va;
      b[i] = vb;
      c[i] = vc;
      d[i] = vd;
      out[i] = va + vb + vc + vd;
    }
  }
  return mix;
}

type Four<T> = [T, T, T, T];

function channelOf(stems: Four<StemInput>, ch: number): Four<Float32Array> {
  const pick = (stem: StemInput) => stem.channels[ch === 0 ? 0 : 1];
  return [pick(stems[0]), pick(stems[1]), pick(stems[2]), pick(stems[3])];
}
