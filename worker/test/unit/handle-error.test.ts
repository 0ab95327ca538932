import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { HttpError, handleError } from '../../src/http/errors.ts';

const app = new Hono()
  .get('/ours', () => {
    throw new HttpError(422, 'Invalid input data. Please check all fields.', { title: ['Song name is required'] });
  })
  .get('/hono', () => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  })
  .get('/bug', () => {
    throw new TypeError('x is undefined');
  })
  .onError(handleError);

describe('handleError', () => {
  it('keeps our errors status, message and field errors', async () => {
    const res = await app.request('/ours');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Invalid input data. Please check all fields.',
      errors: { title: ['Song name is required'] },
    });
  });

  it("answers Hono's client errors in the API error shape, not as 500s", async () => {
    const res = await app.request('/hono');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('hides unexpected errors behind a 500 with the spec message', async () => {
    const res = await app.request('/bug');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server error. Please try again in a few moments.' });
  });
});
