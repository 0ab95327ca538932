import { type ApiError, escapeHtml } from '@beats/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error with a status and a message meant for the person who sent the request. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: Record<string, string[]> | undefined;
  /** Headers the answer carries, e.g. `Retry-After` on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    errors?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string[]>): HttpError =>
  new HttpError(400, message, errors);

export function errorBody(message: string, errors?: Record<string, string[]>): ApiError {
  return errors ? { message, errors } : { message };
}

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again in a few moments.';

/** Paths whose answers are JSON; everything else is a page, whose errors are small pages too. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A minimal page for an error outside the API: the message and a way home, nothing else. */
function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head>
<body><main><h1>${escapeHtml(message)}</h1><p><a href="/">Back to the store</a></p></main></body>
</html>`;
}

/**
 * The one place errors become answers, for the whole Worker: the API, media, the admin shell and
 * the storefront. Ours and Hono's own client errors (e.g. a malformed JSON body in a validator)
 * keep their status and message; anything else is a 500 with a fixed sentence, and the error
 * (stack, file paths) goes to the log only, never into an answer, in every environment.
 */
export function handleError(err: Error, c: Context): Response {
  let status: ContentfulStatusCode = 500;
  let message = SERVER_ERROR_MESSAGE;
  let errors: Record<string, string[]> | undefined;
  let headers: Record<string, string> = {};
  if (err instanceof HttpError) {
    ({ status, message, errors, headers } = err);
  } else if (err instanceof HTTPException && err.status < 500) {
    status = err.status as ContentfulStatusCode;
    message = err.message || 'Invalid request.';
  } else {
    console.error('Unhandled error', c.req.method, new URL(c.req.url).pathname, err);
  }
  if (isApiPath(new URL(c.req.url).pathname)) return c.json(errorBody(message, errors), status, headers);
  return c.html(errorPage(message), status, headers);
}
