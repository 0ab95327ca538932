import { AUTH_MESSAGES } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { googleSignInUrl } from './google-outcome.ts';
import { imageProblem } from './profile-image.ts';

describe('Google sign-in links', () => {
  it('carry where the sign-in started, where to go next and Remember me', () => {
    expect(googleSignInUrl('login', null)).toBe('/api/auth/google');
    expect(googleSignInUrl('login', '/account', true)).toBe('/api/auth/google?next=%2Faccount&remember=1');
    expect(googleSignInUrl('register', '/tracks?search=lofi')).toBe(
      '/api/auth/google?from=register&next=%2Ftracks%3Fsearch%3Dlofi',
    );
  });
});

describe('profile image choice', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'me', { type });

  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageProblem(file(type, 1024))).toBeNull();
    expect(imageProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });

  it('refuses other types and larger files with the spec messages', () => {
    expect(imageProblem(file('image/gif', 10))).toBe(AUTH_MESSAGES.imageInvalid);
    expect(imageProblem(file('application/pdf', 10))).toBe(AUTH_MESSAGES.imageInvalid);
    expect(imageProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe(AUTH_MESSAGES.imageTooLarge);
  });
});
