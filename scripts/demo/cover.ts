/**
 * Abstract cover art for the demo catalogue: a gradient, a focal shape (sun, record or blobs),
 * rings, sine waves and a little grain, all placed by a seeded RNG. Deterministic: the same seed gives the same JPEG.
 */
import { encode } from 'jpeg-js';
import { createCanvas, drawCircle, drawRing, drawWave, fillGradient, grain, toRgba, vignette } from './art/canvas.ts';
import { mixRgb, toHex } from './art/color.ts';
import { coverPalette } from './art/palette.ts';
import { createRng, deriveSeed } from './rng.ts';

export interface CoverOptions {
  seed: number;
  /** Width and height in pixels; 600 by default. */
  size?: number;
  /** Base hue in degrees; seeded when omitted. */
  hue?: number;
}

const JPEG_QUALITY = 80;

export function renderCover(opts: CoverOptions): Uint8Array {
  const size = opts.size ?? 600;
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new RangeError(`cover size out of range: ${size}`);
  const palette = coverPalette(opts.seed, opts.hue);
  const rng = createRng(deriveSeed(opts.seed, 'cover'));
  const canvas = createCanvas(size, size);
  const u = size / 600; // shapes are designed on a 600 px cover and scaled

  fillGradient(canvas, palette.from, palette.to, Math.PI / 4 + (rng() - 0.5) * 1.2);

  // The focal shape: a sun (often), a record (sometimes) or soft colour blobs.
  const cx = size * (0.3 + rng() * 0.4);
  const cy = size * (0.28 + rng() * 0.3);
  const r = size * (0.14 + rng() * 0.12);
  const layout = rng();
  if (layout < 0.5) {
    drawCircle(canvas, cx, cy, r * 1.9, { color: palette.accent, alpha: 0.3, soft: r * 1.4 });
    drawCircle(canvas, cx, cy, r, {
      color: mixRgb(palette.accent, palette.highlight, 0.25),
      alpha: 0.95,
      stripes: rng() < 0.6 ? 6 + Math.floor(rng() * 5) : 0,
    });
  } else if (layout < 0.75) {
    // A record: dark disc, fine grooves, a coloured label.
    const disc = r * 1.6;
    drawCircle(canvas, cx, cy, disc * 1.3, { color: palette.accent, alpha: 0.25, soft: disc });
    drawCircle(canvas, cx, cy, disc, { color: mixRgb(palette.from, [0, 0, 0], 0.6), alpha: 0.92 });
    for (let g = disc * 0.42; g < disc * 0.96; g += (5 + rng() * 5) * u) {
      drawRing(canvas, cx, cy, g, 1.2 * u, palette.highlight, 0.08 + rng() * 0.1);
    }
    drawCircle(canvas, cx, cy, disc * 0.34, { color: palette.accent, alpha: 1 });
    drawCircle(canvas, cx, cy, 4 * u, { color: palette.from, alpha: 1 });
  } else {
    // Overlapping soft blobs, like stage lights through haze.
    for (let i = 0; i < 3; i++) {
      const color = i === 1 ? palette.highlight : palette.accent;
      drawCircle(canvas, size * (0.2 + rng() * 0.6), size * (0.2 + rng() * 0.5), r * (0.9 + rng() * 0.8), {
        color,
        alpha: 0.55 - i * 0.1,
        soft: r * (0.5 + rng() * 0.6),
      });
    }
  }

  // Rings around a second centre (sometimes the focal one's): an echo of a speaker cone.
  const ringCount = layout >= 0.5 && layout < 0.75 ? 0 : 1 + Math.floor(rng() * 3);
  const shareCentre = rng() < 0.5;
  const rx = shareCentre ? cx : size * rng();
  const ry = shareCentre ? cy : size * rng();
  for (let i = 0; i < ringCount; i++) {
    const radius = r * (1.3 + i * (0.28 + rng() * 0.2)) * (shareCentre ? 1 : 0.8 + rng());
    drawRing(canvas, rx, ry, radius, (2 + rng() * 4) * u, palette.highlight, 0.55 - i * 0.12);
  }

  // Sine waves in the lower part: the "sound" in the picture.
  const waveCount = 2 + Math.floor(rng() * 4);
  const baseY = size * (0.66 + rng() * 0.14);
  const wavelength = size * (0.25 + rng() * 0.5);
  const amplitude = size * (0.02 + rng() * 0.05);
  for (let i = 0; i < waveCount; i++) {
    drawWave(
      canvas,
      {
        y: baseY + i * (10 + rng() * 8) * u,
        amplitude: amplitude * (1 - i * 0.12),
        wavelength,
        phase: i * (0.35 + rng() * 0.3),
        width: (2.5 + rng() * 2.5) * u,
      },
      i % 2 === 0 ? palette.highlight : palette.accent,
      0.8 - i * 0.1,
    );
  }

  // A few out-of-focus dots.
  const dots = 4 + Math.floor(rng() * 8);
  for (let i = 0; i < dots; i++) {
    drawCircle(canvas, size * rng(), size * rng(), (3 + rng() * 14) * u, {
      color: palette.highlight,
      alpha: 0.12 + rng() * 0.3,
      soft: (2 + rng() * 6) * u,
    });
  }

  vignette(canvas, 0.45);
  grain(canvas, rng, 3);
  const jpeg = encode({ width: size, height: size, data: toRgba(canvas) }, JPEG_QUALITY);
  // A copy as a plain Uint8Array: jpeg-js returns a Buffer, possibly a view into Node's shared pool.
  return new Uint8Array(jpeg.data);
}

/** The CSS colour a thumbnail of this cover reads as, for placeholders and accents. */
export function coverColor(seed: number, hue?: number): string {
  return toHex(coverPalette(seed, hue).representative);
}
