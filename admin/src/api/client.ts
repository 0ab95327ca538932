/**
 * The admin's one HTTP client: the store's API on this origin (the session cookie goes along),
 * through axios because simple-rest is built on it and it reports upload progress. Failures
 * become Refine's `HttpError`: the API's message, its status, and its per-field messages, which
 * Refine's forms put under their fields.
 */
import { ApiErrorSchema } from '@beats/contract';
import type { HttpError } from '@refinedev/core';
import axios, { AxiosError } from 'axios';

// The store's public answers are cacheable for visitors; the admin always reads them as they are now.
export const api = axios.create({ baseURL: '/api', headers: { 'Cache-Control': 'no-cache' } });

/** What a page says of an answer that is not what the contract describes (spec, section 8). */
export const INVALID_ANSWER = 'Received an invalid response from the server.';

/** Whether a request never got an answer (offline, a dropped connection) or ran out of time. */
export interface RequestFailure extends HttpError {
  timeout?: boolean;
  /**
   * What the store said went wrong (its answer's message), when it said anything. `message`
   * falls back to axios's own words ('Request failed with status code 400'), which are no reason
   * to show where the spec has its own words for a status.
   */
  reason?: string;
}

export function toHttpError(error: unknown): RequestFailure {
  if (error instanceof AxiosError) {
    // The API's errors are `{ message, errors? }`; anything else (a proxy's page) keeps axios's words.
    const body = ApiErrorSchema.safeParse(error.response?.data).data;
    const failure: RequestFailure = {
      message: body?.message ?? error.message,
      statusCode: error.response?.status ?? 0,
      timeout: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
    };
    if (body?.message) failure.reason = body.message;
    if (body?.errors) failure.errors = body.errors;
    return failure;
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}

api.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toHttpError(error)));

const isRequestFailure = (error: unknown): error is RequestFailure =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  'message' in error &&
  typeof error.message === 'string';

/** The request failure a caught error is: what the interceptor above made of it, or the error as one. */
export function requestFailure(error: unknown): RequestFailure {
  return isRequestFailure(error) ? error : toHttpError(error);
}

/**
 * Whether a failed read is worth asking again, as React Query does three times by default: not
 * when the store refused it (a 4xx: the session ended, the song is gone), which asking again
 * cannot change. Retrying those kept an admin whose session had ended in another tab looking
 * at a spinner for 7 seconds before the login page.
 */
export function retryRead(failures: number, error: unknown): boolean {
  const { statusCode = 0 } = requestFailure(error);
  return failures < 3 && !(statusCode >= 400 && statusCode < 500);
}
