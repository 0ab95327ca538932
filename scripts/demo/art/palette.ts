/** A cover's colours, derived from its seed alone so the page colour always matches the image. */
import { createRng, deriveSeed } from '../rng.ts';
import { hsl, mixRgb, type Rgb } from './color.ts';

export interface Palette {
  /** Gradient from the top-left corner to the bottom-right. */
  from: Rgb;
  to: Rgb;
  /** The bold shape colour, roughly complementary to the background. */
  accent: Rgb;
  /** A lighter, near-analogous colour for lines and rings. */
  highlight: Rgb;
  /** The colour a thumbnail reads as: the middle of the background. */
  representative: Rgb;
}

export function coverPalette(seed: number, hue?: number): Palette {
  const rng = createRng(deriveSeed(seed, 'palette'));
  const base = hue ?? Math.floor(rng() * 360);
  // Background hues drift 30-90° so gradients stay harmonious but not flat.
  const drift = 30 + rng() * 60;
  const from = hsl(base, 0.55 + rng() * 0.2, 0.1 + rng() * 0.08);
  const to = hsl(base + drift, 0.6 + rng() * 0.25, 0.38 + rng() * 0.14);
  const accent = hsl(base + 150 + rng() * 60, 0.75 + rng() * 0.2, 0.58 + rng() * 0.1);
  const highlight = hsl(base + drift + 20, 0.7, 0.78 + rng() * 0.1);
  return { from, to, accent, highlight, representative: mixRgb(from, to, 0.55) };
}
