import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fetchRaw, login, makeAccount } from './auth-fixtures.ts';
import { makeSong, makeUser } from './fixtures.ts';

function expectCommonHeaders(res: Response, label: string): void {
  expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), label).toBe('DENY');
  expect(res.headers.get('permissions-policy'), label).toMatch(/camera=\(\)/);
  expect(res.headers.get('content-security-policy'), label).toMatch(/frame-ancestors 'none'/);
}

describe('security headers', () => {
  it('are on every kind of answer: JSON, errors, media, pages, redirects, the outbox', async () => {
    const songId = await makeSong(await makeUser());
    await env.MEDIA.put('covers/abc.jpg', new Uint8Array([0xff, 0xd8, 0xff, 1]), {
      httpMetadata: { contentType: 'image/jpeg' },
    });
    const answers: [string, Response][] = [
      ['catalogue', await fetchRaw('/api/songs/published')],
      ['one song', await fetchRaw(`/api/songs/${songId}`)],
      ['unknown API path (404)', await fetchRaw('/api/nope')],
      ['bad query (400)', await fetchRaw('/api/songs/published?limit=-1')],
      ['signed-out /me (401)', await fetchRaw('/api/users/me')],
      [
        'cross-site post (403)',
        await fetchRaw('/api/users/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      ],
      ['media', await fetchRaw('/media/covers/abc.jpg')],
      ['missing media (404)', await fetchRaw('/media/covers/none.jpg')],
      ['page', await fetchRaw('/')],
      ['page redirect', await fetchRaw('/old-page')],
      ['missing page (404)', await fetchRaw('/no-such-page')],
      ['failing page (500)', await fetchRaw('/broken-page')],
      ['Google sign-in redirect', await fetchRaw('/api/auth/google')],
      ['mail outbox', await fetchRaw('/dev/outbox')],
    ];
    for (const [label, res] of answers) expectCommonHeaders(res, label);
  });

  it('give answers that are not pages a policy under which nothing loads or runs', async () => {
    for (const path of ['/api/songs/published', '/api/nope', '/media/covers/none.jpg']) {
      expect((await fetchRaw(path)).headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("keep a page's own policy (its script hashes) and add frame-ancestors, which only works as a header", async () => {
    const res = await fetchRaw('/');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
    );
  });

  it('let other sites frame the embeddable player, and nothing else', async () => {
    const embed = await fetchRaw('/embed/12');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors *",
    );
    // Not the player: an address below it, one that only starts like it, and every other page.
    for (const path of ['/embed/12/more', '/embedded', '/']) expectCommonHeaders(await fetchRaw(path), path);
  });

  it('send Strict-Transport-Security over https only', async () => {
    const secure = await fetchRaw('https://store.test/api/songs/published');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(
      (await fetchRaw('http://store.test/api/songs/published')).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('mark an answer carrying a session token as never to be stored', async () => {
    const account = await makeAccount();
    const { res, status } = await login(account.email);
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expectCommonHeaders(res, 'login');
  });
});
