/**
 * A tiny float RGB canvas with anti-aliased shapes. Every shape only visits its bounding box,
 * so a 600×600 cover with a dozen shapes draws in a few milliseconds.
 */
import type { Rng } from '../rng.ts';
import type { Rgb } from './color.ts';

export interface Canvas {
  width: number;
  height: number;
  /** RGB triplets, 0..255, row-major. */
  data: Float32Array;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, data: new Float32Array(width * height * 3) };
}

/** Coverage of a pixel at signed distance `d` inside an edge `soft` pixels wide: anti-aliasing. */
function coverage(d: number, soft: number): number {
  const t = d / soft + 0.5;
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}

function blend(canvas: Canvas, x: number, y: number, color: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const i = (y * canvas.width + x) * 3;
  const d = canvas.data;
  d[i] = (d[i] ?? 0) + (color[0] - (d[i] ?? 0)) * alpha;
  d[i + 1] = (d[i + 1] ?? 0) + (color[1] - (d[i + 1] ?? 0)) * alpha;
  d[i + 2] = (d[i + 2] ?? 0) + (color[2] - (d[i + 2] ?? 0)) * alpha;
}

/** Visits the pixels of a clipped bounding box. */
function eachPixel(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, fn: (x: number, y: number) => void) {
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(canvas.width - 1, Math.ceil(x1));
  const bottom = Math.min(canvas.height - 1, Math.ceil(y1));
  for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) fn(x, y);
}

/** Linear gradient across the whole canvas at `angle` radians. */
export function fillGradient(canvas: Canvas, from: Rgb, to: Rgb, angle: number): void {
  const { width, height, data } = canvas;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.max(0, Math.min(1, ((x - width / 2) * dx + (y - height / 2) * dy) / span + 0.5));
      const s = t * t * (3 - 2 * t); // eased, so the middle of the cover is not a muddy band
      const i = (y * width + x) * 3;
      data[i] = from[0] + (to[0] - from[0]) * s;
      data[i + 1] = from[1] + (to[1] - from[1]) * s;
      data[i + 2] = from[2] + (to[2] - from[2]) * s;
    }
  }
}

export interface CircleStyle {
  color: Rgb;
  alpha: number;
  /** Edge softness in pixels: ~1.5 for crisp, a large value for a glow. */
  soft?: number;
  /** Horizontal gaps in the lower half, growing toward the bottom: the retro-sun look. */
  stripes?: number;
}

export function drawCircle(canvas: Canvas, cx: number, cy: number, r: number, style: CircleStyle): void {
  const soft = style.soft ?? 1.5;
  const reach = r + soft;
  const stripes = style.stripes ?? 0;
  eachPixel(canvas, cx - reach, cy - reach, cx + reach, cy + reach, (x, y) => {
    let a = coverage(r - Math.hypot(x - cx, y - cy), soft);
    if (stripes > 0 && y > cy) {
      const depth = (y - cy) / r; // 0 at the equator, 1 at the bottom
      const band = (((y - cy) / r) * stripes) % 1;
      if (band < depth * 0.55) a = 0;
    }
    blend(canvas, x, y, style.color, a * style.alpha);
  });
}

export function drawRing(canvas: Canvas, cx: number, cy: number, r: number, width: number, color: Rgb, alpha: number) {
  const reach = r + width + 2;
  eachPixel(canvas, cx - reach, cy - reach, cx + reach, cy + reach, (x, y) => {
    const d = Math.abs(Math.hypot(x - cx, y - cy) - r);
    blend(canvas, x, y, color, coverage(width / 2 - d, 1.2) * alpha);
  });
}

/** A horizontal sine line of thickness `width` across the canvas. */
export function drawWave(
  canvas: Canvas,
  wave: { y: number; amplitude: number; wavelength: number; phase: number; width: number },
  color: Rgb,
  alpha: number,
): void {
  const k = (2 * Math.PI) / wave.wavelength;
  const reach = wave.amplitude + wave.width + 2;
  eachPixel(canvas, 0, wave.y - reach, canvas.width, wave.y + reach, (x, y) => {
    const f = wave.y + wave.amplitude * Math.sin(k * x + wave.phase);
    const slope = wave.amplitude * k * Math.cos(k * x + wave.phase);
    const d = Math.abs(y - f) / Math.sqrt(1 + slope * slope);
    blend(canvas, x, y, color, coverage(wave.width / 2 - d, 1.2) * alpha);
  });
}

/** Darkens the corners: draws the eye to the middle, like a printed sleeve. */
export function vignette(canvas: Canvas, strength: number): void {
  const { width, height, data } = canvas;
  const cx = width / 2;
  const cy = height / 2;
  const max = Math.hypot(cx, cy);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - cx, y - cy) / max;
      const k = 1 - strength * r * r;
      const i = (y * width + x) * 3;
      data[i] = (data[i] ?? 0) * k;
      data[i + 1] = (data[i + 1] ?? 0) * k;
      data[i + 2] = (data[i + 2] ?? 0) * k;
    }
  }
}

/**
 * Film grain: a little luminance noise makes flat digital gradients look printed and hides JPEG
 * banding. Kept faint because noise is what JPEG compresses worst.
 */
export function grain(canvas: Canvas, rng: Rng, amount: number): void {
  const { data } = canvas;
  for (let i = 0; i < data.length; i += 3) {
    const n = (rng() - 0.5) * 2 * amount;
    data[i] = (data[i] ?? 0) + n;
    data[i + 1] = (data[i + 1] ?? 0) + n;
    data[i + 2] = (data[i + 2] ?? 0) + n;
  }
}

/** The RGBA bytes jpeg-js expects. */
export function toRgba(canvas: Canvas): Uint8Array {
  const { data } = canvas;
  const out = new Uint8Array((data.length / 3) * 4);
  for (let p = 0, i = 0; i < data.length; i += 3, p += 4) {
    out[p] = Math.round(Math.max(0, Math.min(255, data[i] ?? 0)));
    out[p + 1] = Math.round(Math.max(0, Math.min(255, data[i + 1] ?? 0)));
    out[p + 2] = Math.round(Math.max(0, Math.min(255, data[i + 2] ?? 0)));
    out[p + 3] = 255;
  }
  return out;
}
