/** The track page's waveform: 75 bars, as the spec draws it. */
export const WAVEFORM_BARS = 75;
/** The quietest bar still shows, so the waveform reads as one control. */
const MIN_HEIGHT = 0.12;

/**
 * Bar heights in (0, 1] from a track's peaks (any length, any scale): each bar is the loudest
 * peak of its share of the track, scaled so the loudest bar fills the height. A track without
 * peaks gets even low bars.
 */
export function waveformBars(peaks: readonly number[], count = WAVEFORM_BARS): number[] {
  const values = peaks.map((p) => (Number.isFinite(p) ? Math.abs(p) : 0));
  const max = Math.max(0, ...values);
  if (values.length === 0 || max === 0) return Array.from({ length: count }, () => 0.3);
  return Array.from({ length: count }, (_, i) => {
    const start = Math.floor((i * values.length) / count);
    const end = Math.max(start + 1, Math.floor(((i + 1) * values.length) / count));
    const loudest = Math.max(...values.slice(start, end));
    return MIN_HEIGHT + (1 - MIN_HEIGHT) * (loudest / max);
  });
}

/**
 * The bars as one SVG path in a (10 × count) × 100 box: 10 units per bar, 7 wide, centred
 * vertically. One path (rather than 75 elements) keeps the DOM and the render small.
 */
export function waveformPath(peaks: readonly number[], count = WAVEFORM_BARS): string {
  return waveformBars(peaks, count)
    .map((height, i) => `M${i * 10 + 1.5} ${((1 - height) * 50).toFixed(1)}h7v${(height * 100).toFixed(1)}h-7z`)
    .join('');
}
