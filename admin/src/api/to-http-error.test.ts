import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './client.ts';

/** A failed answer as axios reports it: its own words, the status and the body. */
function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('toHttpError', () => {
  it("keeps the store's message as the reason, with its status and its fields' messages", () => {
    const failure = toHttpError(
      failed(400, { message: 'BPM must be between 1 and 300', errors: { bpm: ['BPM must be between 1 and 300'] } }),
    );
    expect(failure).toMatchObject({
      message: 'BPM must be between 1 and 300',
      reason: 'BPM must be between 1 and 300',
      statusCode: 400,
      errors: { bpm: ['BPM must be between 1 and 300'] },
    });
  });

  it("gives no reason when the answer said nothing: axios's words are not the store's", () => {
    for (const data of [{}, '<html>Bad gateway</html>', '']) {
      const failure = toHttpError(failed(422, data));
      expect(failure.statusCode).toBe(422);
      expect(failure.message).toBe('Request failed with status code 422');
      expect(failure.reason).toBeUndefined();
    }
  });
});
