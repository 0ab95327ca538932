import { describe, expect, it } from 'vitest';
import { retryRead } from './client.ts';

describe('retryRead', () => {
  it('asks again, up to three times, when the network or the server failed', () => {
    expect(retryRead(0, { message: 'Network Error', statusCode: 0 })).toBe(true);
    expect(retryRead(2, { message: 'Internal', statusCode: 503 })).toBe(true);
    expect(retryRead(3, { message: 'Internal', statusCode: 503 })).toBe(false);
  });

  it('does not ask again when the store refused: the session ended, the song is gone', () => {
    for (const statusCode of [401, 403, 404, 422]) {
      expect(retryRead(0, { message: 'Refused', statusCode }), String(statusCode)).toBe(false);
    }
  });
});
