/** /api/songs: the published catalogue, one track, its related tracks, and play counts. */
import {
  AdminSongDetailSchema,
  LimitQuerySchema,
  RelatedQuerySchema,
  SONG_NOT_FOUND,
  SongDetailSchema,
  SongFiltersSchema,
  SongIdParamSchema,
  SongListQuerySchema,
  SongListSchema,
  SongPageSchema,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { listPublishedSongs } from '../catalogue/list-songs.ts';
import { listenerKey } from '../catalogue/listeners.ts';
import {
  getPublishedSong,
  getSongWithRelated,
  listNewReleases,
  recordPlay,
  sharedFilters,
} from '../catalogue/song-queries.ts';
import { getDb } from '../db/client.ts';
import { publicCache } from '../http/cache.ts';
import { clientAddress } from '../http/client-address.ts';
import { notFound } from '../http/errors.ts';
import { apiRouter, crossSiteAnswer, errorAnswer, jsonAnswer } from '../openapi/router.ts';
import { getAdminSong } from '../songs-admin/admin-song-queries.ts';

const unknownSong = errorAnswer(`${SONG_NOT_FOUND} An unknown, scheduled or deleted song, or a malformed id.`);

const published = createRoute({
  method: 'get',
  path: '/published',
  summary: 'Published songs: filtered, searched, sorted and paginated',
  middleware: publicCache(),
  request: { query: SongListQuerySchema },
  responses: { 200: jsonAnswer(SongPageSchema, 'A page of songs'), 400: errorAnswer('A bad query value') },
});

const newReleases = createRoute({
  method: 'get',
  path: '/new-releases',
  summary: 'The newest published songs',
  middleware: publicCache(),
  request: { query: LimitQuerySchema },
  responses: { 200: jsonAnswer(SongListSchema, 'Songs, newest first'), 400: errorAnswer('A bad limit') },
});

const filters = createRoute({
  method: 'get',
  path: '/filters',
  summary: 'Catalogue dropdown options over all published songs',
  middleware: publicCache(60, 300),
  responses: { 200: jsonAnswer(SongFiltersSchema, 'Distinct tags and BPMs') },
});

const song = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One published song; for admins any song not deleted (scheduled and sold ones too), with its status',
  // Admins are answered their own view: requests with a session are never answered from the cache.
  middleware: publicCache(30, 120, { byVisitor: true }),
  request: { params: SongIdParamSchema },
  responses: {
    200: jsonAnswer(
      z.union([AdminSongDetailSchema, SongDetailSchema]),
      "The song (admins: the admin's view, never cached)",
    ),
    404: unknownSong,
  },
});

const related = createRoute({
  method: 'get',
  path: '/{id}/related',
  summary: 'More tracks like this one: shared tag first, then nearest BPM',
  middleware: publicCache(),
  request: { params: SongIdParamSchema, query: RelatedQuerySchema },
  responses: {
    200: jsonAnswer(SongPageSchema, 'A page of songs'),
    400: errorAnswer('A bad query value'),
    404: unknownSong,
  },
});

const play = createRoute({
  method: 'post',
  path: '/{id}/play',
  summary: 'Counts a play start, once per listener (the signed-in account, else the address) and track per half hour',
  request: { params: SongIdParamSchema },
  responses: {
    204: { description: 'Counted, or a replay within the half hour' },
    403: crossSiteAnswer,
    404: unknownSong,
  },
});

export const songRoutes = apiRouter()
  .openapi(published, async (c) => {
    const page = await listPublishedSongs(getDb(c.env.DB), c.req.valid('query'));
    return c.json(z.encode(SongPageSchema, page), 200);
  })
  .openapi(newReleases, async (c) => {
    const songs = await listNewReleases(getDb(c.env.DB), c.req.valid('query').limit);
    return c.json(z.encode(SongListSchema, { data: songs }), 200);
  })
  .openapi(filters, async (c) => {
    return c.json(z.encode(SongFiltersSchema, await sharedFilters(c.env)), 200);
  })
  .openapi(song, async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid('param');
    // The answer depends on who asks: caches that honour Vary keep the two apart, and the
    // admin's is never stored.
    c.header('Vary', 'Cookie, Authorization');
    if ((await c.var.auth())?.user.role === 'admin') {
      const found = await getAdminSong(db, id);
      if (!found) throw notFound(SONG_NOT_FOUND);
      c.header('Cache-Control', 'private, no-store');
      return c.json(z.encode(AdminSongDetailSchema, { data: found }), 200);
    }
    const found = await getPublishedSong(db, id);
    if (!found) throw notFound(SONG_NOT_FOUND);
    return c.json(z.encode(SongDetailSchema, { data: found }), 200);
  })
  .openapi(related, async (c) => {
    const { page, limit } = c.req.valid('query');
    const found = await getSongWithRelated(getDb(c.env.DB), c.req.valid('param').id, page, limit);
    if (!found) throw notFound(SONG_NOT_FOUND);
    return c.json(z.encode(SongPageSchema, found.related), 200);
  })
  .openapi(play, async (c) => {
    const db = getDb(c.env.DB);
    const now = Date.now();
    const userId = (await c.var.auth())?.user.id ?? null;
    // The same answer whether or not this play counted: a client learns nothing from it.
    const listener = async () => ({
      userId,
      key: await listenerKey(db, userId, clientAddress(c.req.raw.headers), now),
    });
    if (!(await recordPlay(db, c.req.valid('param').id, listener, now))) throw notFound(SONG_NOT_FOUND);
    return c.body(null, 204);
  });
