import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_MAX, slidesPerView, viewLabel } from './new-releases-carousel.ts';

describe('slidesPerView', () => {
  it('is 2 from 320 px, 3 from 768 px, and the smaller of the count and 6 from 1024 px', () => {
    expect(slidesPerView(320, 20)).toBe(2);
    expect(slidesPerView(768, 20)).toBe(3);
    expect(slidesPerView(1024, 20)).toBe(6);
    expect(slidesPerView(1440, 4)).toBe(4);
    expect(slidesPerView(1440, 0)).toBe(1);
  });

  it('never shows more than the server draws', () => {
    for (const width of [320, 768, 1024, 2560]) expect(slidesPerView(width, 20)).toBeLessThanOrEqual(FIRST_VIEW_MAX);
  });
});

describe('viewLabel', () => {
  it("names a bullet by the view's slides, the last view cut at the count", () => {
    expect(viewLabel(0, 6, 20)).toBe('Show releases 1 to 6');
    expect(viewLabel(18, 6, 20)).toBe('Show releases 19 to 20');
  });
});
