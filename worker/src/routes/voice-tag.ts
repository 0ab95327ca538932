/**
 * /api/voice-tag (admins): the producer's voice tag, which the admin lays over a song's untagged
 * file to make its preview. The owner uploads it once with how often it plays and how loud; the
 * admin fetches the file to mix it in the browser. It stays in the private FILES bucket: only
 * admins hear it on its own.
 */
import {
  VOICE_TAG_MESSAGES,
  VoiceTagAnswerSchema,
  VoiceTagFormSchema,
  VoiceTagSongsQuerySchema,
  VoiceTagSongsSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { attachmentHeader } from '../downloads/file-names.ts';
import { notFound } from '../http/errors.ts';
import { multipartOnly } from '../http/multipart-body.ts';
import { PRIVATE_FILE, serveObject } from '../media/serve-object.ts';
import { adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, fileAnswers, jsonAnswer } from '../openapi/router.ts';
import { removeVoiceTag, saveVoiceTag } from '../voice-tag/save-voice-tag.ts';
import { findVoiceTag, voiceTagOf } from '../voice-tag/voice-tag-queries.ts';
import { listVoiceTagSongs } from '../voice-tag/voice-tag-songs.ts';

const NOT_A_FORM = 'Send the voice tag as a form (multipart/form-data).';

const read = createRoute({
  method: 'get',
  path: '/',
  summary: "The store's voice tag (admins): its format, length, settings and file address; data is null without one",
  middleware: requireAdmin,
  responses: {
    200: jsonAnswer(VoiceTagAnswerSchema, 'The voice tag, or null'),
    ...adminRefusals,
  },
});

const save = createRoute({
  method: 'put',
  path: '/',
  summary:
    'Saves the voice tag (admins): a new file (required while the store has none) and how often it plays and how loud; fields left out keep their values',
  description:
    'The file is checked by its content; a replaced file is deleted once the tag uses the new one. A first tag takes ' +
    'the defaults for the settings left out (VOICE_TAG_LIMITS).',
  middleware: [requireAdmin, multipartOnly(NOT_A_FORM)] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: VoiceTagFormSchema } } } },
  responses: {
    200: jsonAnswer(VoiceTagAnswerSchema, 'The saved voice tag'),
    ...adminRefusals,
    400: errorAnswer(`${VOICE_TAG_MESSAGES.fileRequired} Or a setting out of its range, or a malformed form`),
    413: errorAnswer(`${VOICE_TAG_MESSAGES.tooLarge} (the file, or the whole form)`),
    415: errorAnswer(`${VOICE_TAG_MESSAGES.invalid} (checked by its content), or ${NOT_A_FORM}`),
    422: errorAnswer(VOICE_TAG_MESSAGES.tooLong),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/',
  summary: 'Removes the voice tag and its file (admins); also when there is none',
  middleware: requireAdmin,
  responses: { 204: { description: 'No voice tag now' }, ...adminRefusals },
});

const file = createRoute({
  method: 'get',
  path: '/file',
  summary: "The voice tag's audio file (admins), as uploaded",
  description:
    'The `v` query of the address the voice tag gives changes with the file; the file itself is never cached ' +
    '(`private, no-store`). Range requests are answered with 206.',
  middleware: requireAdmin,
  responses: { ...fileAnswers(VOICE_TAG_MESSAGES.none), ...adminRefusals },
});

const songsToTag = createRoute({
  method: 'get',
  path: '/songs',
  summary:
    'Live songs to make a preview for with the voice tag (admins), by id, a page at a time: made with it (made=true), or with an untagged file and a preview that was not (made=false)',
  description: 'For making those previews again after the tag changed, or for the first time.',
  middleware: requireAdmin,
  request: { query: VoiceTagSongsQuerySchema },
  responses: {
    200: jsonAnswer(VoiceTagSongsSchema, 'A page of songs, and the next'),
    ...adminRefusals,
    400: errorAnswer('made or after that is not what it should be'),
  },
});

export const voiceTagRoutes = apiRouter()
  .openapi(read, async (c) => {
    const row = await findVoiceTag(getDb(c.env.DB));
    return c.json(z.encode(VoiceTagAnswerSchema, { data: row ? voiceTagOf(row) : null }), 200);
  })
  .openapi(save, async (c) => {
    const row = await saveVoiceTag(c.env, getDb(c.env.DB), c.req.valid('form'));
    return c.json(z.encode(VoiceTagAnswerSchema, { data: voiceTagOf(row) }), 200);
  })
  .openapi(remove, async (c) => {
    await removeVoiceTag(c.env, getDb(c.env.DB));
    return c.body(null, 204);
  })
  .openapi(songsToTag, async (c) => {
    const page = await listVoiceTagSongs(getDb(c.env.DB), c.req.valid('query'));
    return c.json(z.encode(VoiceTagSongsSchema, page), 200);
  })
  .openapi(file, async (c) => {
    const row = await findVoiceTag(getDb(c.env.DB));
    if (!row) throw notFound(VOICE_TAG_MESSAGES.none);
    const res = await serveObject(c.env.FILES, row.fileKey, c.req.raw, {
      cacheControl: PRIVATE_FILE,
      headers: { 'Content-Disposition': attachmentHeader(`Voice tag.${row.fileKey.split('.').pop() ?? ''}`) },
    });
    if (!res) throw notFound(VOICE_TAG_MESSAGES.none);
    return res;
  });
