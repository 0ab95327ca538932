import { describe, expect, it } from 'vitest';
import { embedCode } from '../src/index.ts';

describe('the embed code', () => {
  it('frames the track’s player on this store, named for screen readers', () => {
    expect(embedCode('https://store.example', 12, 'Night Drive by Nova')).toBe(
      '<iframe src="https://store.example/embed/12" title="Night Drive by Nova" width="100%" height="168" style="border:0;max-width:640px" loading="lazy" allow="autoplay"></iframe>',
    );
  });

  it('draws the player at most as large as asked', () => {
    expect(embedCode('https://store.example', 12, 'Night Drive by Nova', { width: 300, height: 120 })).toContain(
      'height="120" style="border:0;max-width:300px"',
    );
  });

  it('keeps a title’s quotes and brackets inside its attribute', () => {
    const code = embedCode('https://store.example', 3, '"><script>alert(1)</script> by Nova');
    expect(code).toContain('title="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; by Nova"');
    expect(code).not.toContain('<script>');
  });
});
