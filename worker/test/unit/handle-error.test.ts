import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { HttpError, handleError } from '../../src/http/errors.ts';

const app = new Hono()
  .get('/api/ours', () => {
    throw new HttpError(422, 'Invalid input data. Please check all fields.', { title: ['Song name is required'] });
  })
  .get('/api/hono', () => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  })
  .get('/api/bug', () => {
    throw new TypeError(`x is undefined in ${import.meta.url}`);
  })
  .get('/page', () => {
    throw new Error(`Render failed at /home/builder/store/src/pages/index.astro:12`);
  })
  .get('/slow-down', () => {
    throw new HttpError(429, 'Too many attempts. Please try again in 2 minutes.', undefined, { 'Retry-After': '120' });
  })
  .onError(handleError);

describe('handleError', () => {
  it('keeps our errors status, message and field errors', async () => {
    const res = await app.request('/api/ours');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Invalid input data. Please check all fields.',
      errors: { title: ['Song name is required'] },
    });
  });

  it("answers Hono's client errors in the API error shape, not as 500s", async () => {
    const res = await app.request('/api/hono');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('hides unexpected errors behind a 500 with the spec message', async () => {
    const res = await app.request('/api/bug');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Server error. Please try again in a few moments.' });
    expect(text).not.toMatch(/file:|\.ts|at /);
  });

  it('answers a failing page with a small page that names no file and shows no stack', async () => {
    const res = await app.request('/page');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Server error. Please try again in a few moments.');
    expect(html).not.toMatch(/index\.astro|\/home\/|Render failed|\bat\b.*:\d+/);
  });

  it('keeps the headers an error asks for (Retry-After)', async () => {
    const res = await app.request('/slow-down');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
  });
});
