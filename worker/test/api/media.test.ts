import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveObject } from '../../src/media/serve-object.ts';

const BYTES = new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 256));

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { exports } = await import('cloudflare:workers');
  return (exports as unknown as { default: Fetcher }).default.fetch(`http://store.test${path}`, { headers, method });
}

describe('GET /media/{key}', () => {
  beforeEach(async () => {
    await env.MEDIA.put('previews/abc.mp3', BYTES, { httpMetadata: { contentType: 'audio/mpeg' } });
    await env.FILES.put('previews/secret.wav', BYTES, { httpMetadata: { contentType: 'audio/wav' } });
    await env.FILES.put('tracks/abc.wav', BYTES);
  });

  it('serves public media whole with type, length, ETag and long-lived caching', async () => {
    const res = await get('/media/previews/abc.mp3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and Content-Range', async (range, start, end) => {
    const res = await get('/media/previews/abc.mp3', { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES.slice(start, end + 1));
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s with 416', async (range) => {
    const res = await get('/media/previews/abc.mp3', { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
  });

  it('serves the whole file for a malformed or multi-part range', async () => {
    for (const range of ['items=0-5', 'bytes=5-2', 'bytes=0-1,5-6']) {
      const res = await get('/media/previews/abc.mp3', { Range: range });
      expect(res.status, range).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('answers 304 to a matching If-None-Match, and ignores Range when If-Range is stale', async () => {
    const etag = (await get('/media/previews/abc.mp3')).headers.get('etag') ?? '';
    expect((await get('/media/previews/abc.mp3', { 'If-None-Match': etag })).status).toBe(304);
    const stale = await get('/media/previews/abc.mp3', { Range: 'bytes=0-9', 'If-Range': '"old"' });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/media/previews/abc.mp3', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
  });

  it('never serves private files, whatever the path', async () => {
    for (const path of [
      '/media/previews/secret.wav',
      '/media/tracks/abc.wav',
      '/media/..%2Ftracks/abc.wav',
      '/media/previews/../tracks/abc.wav',
      '/media/',
      '/media/%E0%A4%A',
      // Decoded once only: `%252F` is a literal `%2F`, and an encoded separator is not a separator.
      '/media/previews%252Fabc.mp3',
      '/media/previews%2Fabc.mp3',
      '/media/..%252Ftracks/abc.wav',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('serves a key whose segments need encoding at the one URL that names it', async () => {
    await env.MEDIA.put('covers/a b%.jpg', BYTES, { httpMetadata: { contentType: 'image/jpeg' } });
    expect((await get('/media/covers/a%20b%25.jpg')).status).toBe(200);
    expect((await get('/media/covers/a%20b%2525.jpg')).status).toBe(404);
  });
});

describe('reading R2 for an answer', () => {
  /** The MEDIA bucket, noting each call made to it. */
  function countedBucket(calls: string[]): R2Bucket {
    return new Proxy(env.MEDIA, {
      get(bucket, name) {
        const value = Reflect.get(bucket, name);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(name));
          return value.apply(bucket, args);
        };
      },
    });
  }

  async function serve(headers: Record<string, string>, method = 'GET') {
    const calls: string[] = [];
    const request = new Request('http://store.test/media/previews/abc.mp3', { headers, method });
    const res = await serveObject(countedBucket(calls), 'previews/abc.mp3', request, { cacheControl: 'no-store' });
    const body = res?.body ? new Uint8Array(await res.arrayBuffer()) : null;
    return { status: res?.status, body, calls, etag: res?.headers.get('etag') ?? '' };
  }

  beforeEach(async () => {
    await env.MEDIA.put('previews/abc.mp3', BYTES, { httpMetadata: { contentType: 'audio/mpeg' } });
  });

  it('is one conditional, ranged get: whole, a range, a current copy, a current If-Range', async () => {
    const whole = await serve({});
    expect(whole).toMatchObject({ status: 200, body: BYTES, calls: ['get'] });
    expect(await serve({ Range: 'bytes=-100' })).toMatchObject({ status: 206, body: BYTES.slice(900), calls: ['get'] });
    expect(await serve({ 'If-None-Match': whole.etag })).toMatchObject({ status: 304, body: null, calls: ['get'] });
    expect(await serve({ Range: 'bytes=10-19', 'If-Range': whole.etag })).toMatchObject({
      status: 206,
      body: BYTES.slice(10, 20),
      calls: ['get'],
    });
    expect(await serve({}, 'HEAD')).toMatchObject({ status: 200, body: null, calls: ['head'] });
  });

  it('reads again only when the range fetched cannot be used: a stale If-Range, a range past the end', async () => {
    expect(await serve({ Range: 'bytes=10-19', 'If-Range': '"old"' })).toMatchObject({
      status: 200,
      body: BYTES,
      calls: ['get', 'get'],
    });
    expect(await serve({ Range: 'bytes=5000-' })).toMatchObject({ status: 416, calls: ['get', 'head'] });
    expect(await serve({ Range: 'bytes=-0' })).toMatchObject({ status: 416, calls: ['get', 'head'] });
  });
});
