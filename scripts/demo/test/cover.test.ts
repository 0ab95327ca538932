import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { coverColor, renderCover } from '../cover.ts';

describe('renderCover', () => {
  const jpeg = renderCover({ seed: 1234 });

  it('is a complete JPEG (SOI … EOI) that decodes to 600×600', () => {
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect([jpeg[jpeg.length - 2], jpeg[jpeg.length - 1]]).toEqual([0xff, 0xd9]);
    const image = decode(jpeg, { useTArray: true });
    expect(image.width).toBe(600);
    expect(image.height).toBe(600);
  });

  it('stays small enough for a catalogue page', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) expect(renderCover({ seed }).length).toBeLessThan(80 * 1024);
    expect(jpeg.length).toBeGreaterThan(5 * 1024); // not a blank square
  });

  it('has actual content: colour varies across the image', () => {
    const { data } = decode(jpeg, { useTArray: true });
    const lum = (i: number) => ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    const values: number[] = [];
    for (let i = 0; i < data.length; i += 4 * 97) values.push(lum(i));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
    expect(sd).toBeGreaterThan(10);
  });

  it('is deterministic and varies with the seed', () => {
    expect(renderCover({ seed: 1234 })).toEqual(jpeg);
    expect(renderCover({ seed: 1235 })).not.toEqual(jpeg);
  });

  it('supports other sizes', () => {
    const small = decode(renderCover({ seed: 7, size: 128 }), { useTArray: true });
    expect([small.width, small.height]).toEqual([128, 128]);
    expect(() => renderCover({ seed: 7, size: 0 })).toThrow(RangeError);
  });
});

describe('coverColor', () => {
  it('is a CSS hex colour, stable per seed, steered by the hue', () => {
    expect(coverColor(1234)).toMatch(/^#[0-9a-f]{6}$/);
    expect(coverColor(1234)).toBe(coverColor(1234));
    expect(coverColor(1234, 0)).not.toBe(coverColor(1234, 180));
  });

  it('resembles the cover: close to the average colour of the image', () => {
    for (const seed of [11, 22, 33]) {
      const { data } = decode(renderCover({ seed, size: 96 }), { useTArray: true });
      const avg = [0, 1, 2].map((c) => {
        let sum = 0;
        for (let i = c; i < data.length; i += 4) sum += data[i] ?? 0;
        return sum / (data.length / 4);
      });
      const hex = coverColor(seed);
      const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const distance = Math.hypot(...rgb.map((v, i) => v - (avg[i] ?? 0)));
      expect(distance).toBeLessThan(110);
    }
  });
});
