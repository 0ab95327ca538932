/**
 * /api/songs for the store owner (admins): the list of every song with its status, upload,
 * edit and delete, and a song's licensed files as uploaded. The public reads of the catalogue
 * are in songs.ts.
 */
import {
  AdminSongDetailSchema,
  AdminSongListQuerySchema,
  AdminSongListSchema,
  SONG_MESSAGES,
  SONG_NOT_FOUND,
  SongEditFormSchema,
  SongFieldsSchema,
  SongFileParamSchema,
  SongIdParamSchema,
  SongUploadFormSchema,
  songFileMissing,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { attachmentHeader, songFileName } from '../downloads/file-names.ts';
import { notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { PRIVATE_FILE, serveObject } from '../media/serve-object.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, fileAnswers, jsonAnswer } from '../openapi/router.ts';
import { listAdminSongs } from '../songs-admin/admin-song-list.ts';
import { createSong, deleteSong, updateSong } from '../songs-admin/save-song.ts';
import { findSongFiles } from '../songs-admin/song-files.ts';

const unknownSong = errorAnswer(`${SONG_NOT_FOUND} An unknown or deleted song, or a malformed id.`);
const formRefusals = {
  413: errorAnswer('A file over its limit (image 5 MB, audio 50 MB), or a body over the form limit'),
  415: errorAnswer('A file that is not what its field takes (checked by its content), or a body of another type'),
  422: errorAnswer('A price that is not an amount of dollars with at most two decimals'),
};

const list = createRoute({
  method: 'get',
  path: '/',
  summary:
    "Every song with its status (admins): Refine's simple-rest list, paged by _start/_end, sorted, searched by title (q)",
  middleware: requireAdmin,
  request: { query: AdminSongListQuerySchema },
  responses: adminListAnswers(AdminSongListSchema, 'songs'),
});

const upload = createRoute({
  method: 'post',
  path: '/',
  summary:
    'Uploads a song (admins): title, cover image and preview audio (audioFile, or audioUpload naming a finished upload) required; published at publishAt, or at once',
  middleware: requireAdmin,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: SongUploadFormSchema } } } },
  responses: {
    201: jsonAnswer(AdminSongDetailSchema, 'The new song'),
    ...adminRefusals,
    400: errorAnswer(`${SONG_MESSAGES.required} Or a field that fails its rule`),
    ...formRefusals,
  },
});

const update = createRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Changes a song (admins): multipart with files, JSON without; fields left out keep their values',
  middleware: [requireAdmin, jsonBodyGuard('Send the song as JSON or as a form.')] as const,
  request: {
    params: SongIdParamSchema,
    body: {
      required: false,
      content: {
        'multipart/form-data': { schema: SongEditFormSchema },
        'application/json': { schema: SongFieldsSchema },
      },
    },
  },
  responses: {
    200: jsonAnswer(AdminSongDetailSchema, 'The changed song'),
    ...adminRefusals,
    400: errorAnswer('A field that fails its rule, or nothing to change'),
    404: unknownSong,
    ...formRefusals,
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Takes a song out of the store (admins); it and its files are kept for its buyers',
  middleware: requireAdmin,
  request: { params: SongIdParamSchema },
  responses: { 204: { description: 'Deleted from the store' }, ...adminRefusals, 404: unknownSong },
});

const file = createRoute({
  method: 'get',
  path: '/{id}/files/{kind}',
  summary: "A song's licensed file as uploaded (admins): mp3, wav or stems, as an attachment",
  description:
    "Deleted songs' files too (they are kept for their buyers). Unknown songs and kinds, and a kind the song has " +
    'no file of, get 404. Range requests are answered with 206; nothing is cached (`private, no-store`).',
  middleware: requireAdmin,
  request: { params: SongFileParamSchema },
  responses: {
    ...fileAnswers(`${SONG_NOT_FOUND} Or ${songFileMissing('mp3')}`),
    ...adminRefusals,
  },
});

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '');

export const songAdminRoutes = apiRouter()
  .openapi(list, async (c) => {
    const page = await listAdminSongs(getDb(c.env.DB), c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(AdminSongListSchema, page), 200);
  })
  .openapi(upload, async (c) => {
    const song = await createSong(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid('form'));
    return c.json(z.encode(AdminSongDetailSchema, { data: song }), 201);
  })
  .openapi(update, async (c) => {
    const form = isMultipart(c.req.header('content-type')) ? c.req.valid('form') : c.req.valid('json');
    const song = await updateSong(c.env, getDb(c.env.DB), c.var.user.id, c.req.valid('param').id, form);
    return c.json(z.encode(AdminSongDetailSchema, { data: song }), 200);
  })
  .openapi(remove, async (c) => {
    if (!(await deleteSong(getDb(c.env.DB), c.req.valid('param').id))) throw notFound(SONG_NOT_FOUND);
    return c.body(null, 204);
  })
  .openapi(file, async (c) => {
    const { id, kind } = c.req.valid('param');
    const song = await findSongFiles(getDb(c.env.DB), id);
    if (!song) throw notFound(SONG_NOT_FOUND);
    const key = song.keys[kind];
    const res =
      key &&
      (await serveObject(c.env.FILES, key, c.req.raw, {
        cacheControl: PRIVATE_FILE,
        headers: { 'Content-Disposition': attachmentHeader(songFileName(song.title, kind)) },
      }));
    if (!res) throw notFound(songFileMissing(kind));
    return res;
  });
