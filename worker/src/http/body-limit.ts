/**
 * Every request body is bounded before anything reads it: a declared `Content-Length` over the
 * limit is refused (413) at once, and a body sent without one (chunked) is counted as it streams
 * and refused when it passes the limit, before the route has it all. Multipart forms (sign-up and
 * account changes, which may carry a profile image) may be 5 MB and a little; anything else 64 KB.
 * The admin's song forms (a cover, its sizes and a preview), the parts of its multipart uploads
 * and the voice tag form have allowances of their own (`ALLOWANCES`), the voice tag's with its
 * own sentence, which the admin's form shows under its file.
 *
 * Whatever the Worker did not read, a refused upload included, is received to its end (and
 * thrown away) before the answer goes out: a proxy in front that is still sending the body when
 * the answer arrives may otherwise drop the connection and answer for us (wrangler's local proxy
 * answers 500 with its own stack trace).
 */
import {
  AUTH_MESSAGES,
  COVER_SIZE_MAX_BYTES,
  COVER_SIZES,
  PROFILE_IMAGE_MAX_BYTES,
  SONG_LIMITS,
  SONG_UPDATE_ERRORS,
  UPLOAD_PART_BYTES,
  VOICE_TAG_LIMITS,
  VOICE_TAG_MESSAGES,
} from '@beats/contract';
import { createMiddleware } from 'hono/factory';
import { HttpError } from './errors.ts';
import { MULTIPART_TYPE, mediaType } from './media-type.ts';

export const FORM_BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;
export const BODY_TOO_LARGE = 'The request is too large.';

/** A song form: a preview and a cover at their limits, the cover's rendered sizes, and the fields. */
export const SONG_FORM_MAX_BYTES =
  SONG_LIMITS.audioBytes + SONG_LIMITS.imageBytes + COVER_SIZES.length * COVER_SIZE_MAX_BYTES + FORM_BODY_MAX_BYTES;

/** The voice tag form: its file at the limit and the settings. */
export const VOICE_TAG_FORM_MAX_BYTES = VOICE_TAG_LIMITS.bytes + FORM_BODY_MAX_BYTES;

interface Allowance {
  method: string;
  path: RegExp;
  max: number;
  /** What a body over it is told. */
  message: string;
}

/** Routes that take larger bodies than a form: the admin's song forms, upload parts and voice tag. */
const ALLOWANCES: readonly Allowance[] = [
  { method: 'POST', path: /^\/api\/songs\/?$/, max: SONG_FORM_MAX_BYTES, message: SONG_UPDATE_ERRORS[413] },
  { method: 'PUT', path: /^\/api\/songs\/[^/]+\/?$/, max: SONG_FORM_MAX_BYTES, message: SONG_UPDATE_ERRORS[413] },
  {
    method: 'PUT',
    path: /^\/api\/uploads\/[^/]+\/parts\/[^/]+\/?$/,
    max: UPLOAD_PART_BYTES,
    message: SONG_UPDATE_ERRORS[413],
  },
  { method: 'PUT', path: /^\/api\/voice-tag\/?$/, max: VOICE_TAG_FORM_MAX_BYTES, message: VOICE_TAG_MESSAGES.tooLarge },
];

function limitFor(method: string, path: string, contentType: string | undefined): { max: number; message: string } {
  const allowance = ALLOWANCES.find((a) => a.method === method && a.path.test(path));
  if (allowance) return { max: allowance.max, message: allowance.message };
  return mediaType(contentType) === MULTIPART_TYPE
    ? { max: UPLOAD_BODY_MAX_BYTES, message: AUTH_MESSAGES.imageTooLarge }
    : { max: FORM_BODY_MAX_BYTES, message: BODY_TOO_LARGE };
}

/** Reads the rest of a body without keeping it; returns how many bytes that was. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<number> {
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return bytes;
      bytes += value.byteLength;
    }
  } catch {
    // The client went away: nothing left to receive.
    return bytes;
  }
}

export const bodyLimit = createMiddleware(async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const { max, message } = limitFor(c.req.method, new URL(c.req.url).pathname, c.req.header('content-type'));
  const reader = body.getReader();

  const declared = c.req.header('content-length');
  if (declared !== undefined && !(Number(declared) <= max)) {
    await discard(reader);
    throw new HttpError(413, message);
  }

  // The route reads through a counting stream; it gets an error instead of the byte past the limit.
  let received = 0;
  let finished = false;
  // Streams allow one pending read: the rest is drained only once the route's last read is done.
  let reading: Promise<void> = Promise.resolve();
  const counted = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        reading = reader.read().then(({ done, value }) => {
          if (done) {
            finished = true;
            controller.close();
            return;
          }
          received += value.byteLength;
          if (received > max) controller.error(new HttpError(413, message));
          else controller.enqueue(value);
        });
        return reading;
      },
    },
    // Nothing is read before the route asks for it.
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: counted });
  await next();

  if (!finished) {
    await reading.catch(() => undefined);
    received += await discard(reader);
  }
  // Over the limit, read or not: whatever the route answered (a 400 for a cut-off body, usually),
  // the answer is that it was too large.
  if (received > max) throw new HttpError(413, message);
});
