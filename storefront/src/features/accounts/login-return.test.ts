import { describe, expect, it } from 'vitest';
import { returnPath } from './login-return.ts';

describe('returnPath', () => {
  it('is the page with its query, so a search or a track is found again', () => {
    expect(returnPath({ pathname: '/tracks', search: '?search=rain&page=2' })).toBe('/tracks?search=rain&page=2');
    expect(returnPath({ pathname: '/products/5', search: '' })).toBe('/products/5');
  });

  it('is nothing from home, the sign-in pages and a reset link, whose code must not travel on', () => {
    expect(returnPath({ pathname: '/', search: '' })).toBeNull();
    expect(returnPath({ pathname: '/auth/register', search: '?next=%2Fcart' })).toBeNull();
    expect(returnPath({ pathname: '/reset-password', search: '?oobCode=abc' })).toBeNull();
  });
});
