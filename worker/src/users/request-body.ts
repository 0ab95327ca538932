import type { Context } from 'hono';
import { badRequest } from '../http/errors.ts';

export type FormBody = Record<string, unknown>;

/**
 * A request body as plain fields: JSON objects, or forms (multipart with files, or url-encoded).
 * Malformed bodies are a 400 with a sentence, like any other bad input. Its size is already
 * bounded (http/body-limit.ts).
 */
export async function readBody(c: Context): Promise<FormBody> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    return body as FormBody;
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest('The form data could not be read.');
    }
  }
  return {};
}
