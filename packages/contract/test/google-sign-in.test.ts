import { describe, expect, it } from 'vitest';
import { GoogleSignInQuerySchema } from '../src/google-sign-in.ts';

const read = (query: Record<string, unknown>) => GoogleSignInQuerySchema.parse(query);

describe('the query that starts a Google sign-in', () => {
  it('starts from the login page unless the sign-up page says so', () => {
    expect(read({}).from).toBe('login');
    expect(read({ from: 'register' }).from).toBe('register');
    for (const from of ['admin', '', ['register', 'login'], 'REGISTER']) expect(read({ from }).from).toBe('login');
  });

  it('goes on only to a path of this store', () => {
    expect(read({}).next).toBe('/');
    expect(read({ next: '/tracks?search=lofi' }).next).toBe('/tracks?search=lofi');
    for (const next of ['//evil.example', 'https://evil.example/', '/.//evil.example', ['/a', '/b']]) {
      expect(read({ next }).next, JSON.stringify(next)).toBe('/');
    }
  });

  it('remembers the session only when asked with 1', () => {
    expect(read({}).remember).toBe(false);
    expect(read({ remember: '1' }).remember).toBe(true);
    for (const remember of ['true', '0', 'on', ['1', '1']]) expect(read({ remember }).remember).toBe(false);
  });
});
