import type { ApiError } from '@beats/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with a status and a message meant for the person who sent the request. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string[]>): HttpError =>
  new HttpError(400, message, errors);

export function errorBody(message: string, errors?: Record<string, string[]>): ApiError {
  return errors ? { message, errors } : { message };
}

/**
 * The one place errors become responses: ours and Hono's own (e.g. a malformed JSON body in a
 * validator) keep their status and message, in the API's error shape; the rest are 500s.
 */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    return c.json(errorBody(err.message, err.errors), err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(err.message || 'Invalid request.'), err.status as ContentfulStatusCode);
  }
  console.error('Unhandled error', c.req.method, new URL(c.req.url).pathname, err);
  return c.json(errorBody('Server error. Please try again in a few moments.'), 500);
}
