import {
  LimitQuerySchema,
  RelatedQuerySchema,
  SONG_NOT_FOUND,
  SongIdParamSchema,
  SongListQuerySchema,
} from '@beats/contract';
import { Hono } from 'hono';
import { listPublishedSongs } from '../catalog/list-songs.ts';
import { listenerKey } from '../catalog/listeners.ts';
import {
  getPublishedSong,
  listFilters,
  listNewReleases,
  listRelatedSongs,
  recordPlay,
} from '../catalog/song-queries.ts';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { publicCache } from '../http/cache.ts';
import { clientAddress } from '../http/client-address.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';

const songId = validate('param', SongIdParamSchema, 404);

export const songRoutes = new Hono<AppContext>()
  .get('/published', publicCache(), validate('query', SongListQuerySchema), async (c) => {
    return c.json(await listPublishedSongs(getDb(c.env.DB), c.req.valid('query')));
  })
  .get('/new-releases', publicCache(), validate('query', LimitQuerySchema), async (c) => {
    const { limit } = c.req.valid('query');
    return c.json({ data: await listNewReleases(getDb(c.env.DB), limit) });
  })
  .get('/filters', publicCache(60, 300), async (c) => {
    return c.json(await listFilters(getDb(c.env.DB)));
  })
  .get('/:id', publicCache(), songId, async (c) => {
    const song = await getPublishedSong(getDb(c.env.DB), c.req.valid('param').id);
    if (!song) throw notFound(SONG_NOT_FOUND);
    return c.json({ data: song });
  })
  .get('/:id/related', publicCache(), songId, validate('query', RelatedQuerySchema), async (c) => {
    const db = getDb(c.env.DB);
    const song = await getPublishedSong(db, c.req.valid('param').id);
    if (!song) throw notFound(SONG_NOT_FOUND);
    const { page, limit } = c.req.valid('query');
    return c.json(await listRelatedSongs(db, song, page, limit));
  })
  .post('/:id/play', songId, async (c) => {
    const db = getDb(c.env.DB);
    const now = Date.now();
    const userId = c.var.user?.id ?? null;
    const key = await listenerKey(db, userId, clientAddress(c.req.raw.headers), now);
    // The same answer whether or not this play counted: a client learns nothing from it.
    if (!(await recordPlay(db, c.req.valid('param').id, { userId, key }, now))) throw notFound(SONG_NOT_FOUND);
    return c.body(null, 204);
  });
