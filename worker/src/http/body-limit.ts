/**
 * Every request body is bounded before anything reads it: a declared `Content-Length` over the
 * limit is refused (413) at once, and a body sent without one (chunked) is counted as it streams
 * and refused when it passes the limit, before the route has it all. Multipart forms (sign-up and
 * account changes, which may carry a profile image) may be 5 MB and a little; anything else 64 KB.
 *
 * Whatever the Worker did not read, a refused upload included, is received to its end (and
 * thrown away) before the answer goes out: a proxy in front that is still sending the body when
 * the answer arrives may otherwise drop the connection and answer for us (wrangler's local proxy
 * answers 500 with its own stack trace).
 */
import { AUTH_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@beats/contract';
import { createMiddleware } from 'hono/factory';
import { HttpError } from './errors.ts';

export const FORM_BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;
export const BODY_TOO_LARGE = 'The request is too large.';

function limitFor(contentType: string | undefined): { max: number; message: string } {
  return /^multipart\/form-data\b/i.test(contentType ?? '')
    ? { max: UPLOAD_BODY_MAX_BYTES, message: AUTH_MESSAGES.imageTooLarge }
    : { max: FORM_BODY_MAX_BYTES, message: BODY_TOO_LARGE };
}

/** Reads a body to its end without keeping it. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done) {
      // Nothing is kept.
    }
  } catch {
    // The client went away: nothing left to receive.
  }
}

export const bodyLimit = createMiddleware(async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const { max, message } = limitFor(c.req.header('content-type'));
  const reader = body.getReader();

  const declared = c.req.header('content-length');
  if (declared !== undefined && !(Number(declared) <= max)) {
    await discard(reader);
    throw new HttpError(413, message);
  }

  let received = 0;
  let finished = false;
  let tooLarge = false;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        controller.close();
        return;
      }
      received += value.byteLength;
      if (received > max) {
        tooLarge = true;
        controller.error(new HttpError(413, message));
        return;
      }
      controller.enqueue(value);
    },
  });
  c.req.raw = new Request(c.req.raw, { body: counted });
  await next();

  if (!finished) await discard(reader);
  // Whatever the route made of its cut-off body (a 400, usually), the answer is that it was too large.
  if (tooLarge) throw new HttpError(413, message);
});
