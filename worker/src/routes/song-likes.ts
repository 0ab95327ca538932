/** /api/songs/{id}/like: a signed-in user likes or unlikes a track. */
import { AUTH_MESSAGES, LikeStateSchema, SONG_NOT_FOUND, SongIdParamSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { setLike } from '../likes/song-likes.ts';
import { apiRouter, crossSiteAnswer, errorAnswer, jsonAnswer } from '../openapi/router.ts';

const refusals = {
  401: errorAnswer(AUTH_MESSAGES.unauthorized),
  403: crossSiteAnswer,
  404: errorAnswer(`${SONG_NOT_FOUND} Unknown, unpublished and not bought, or a malformed id`),
};

const like = createRoute({
  method: 'post',
  path: '/{id}/like',
  summary: 'Likes a track (published, or bought by the user); liking it again changes nothing',
  middleware: requireUser,
  request: { params: SongIdParamSchema },
  responses: { 200: jsonAnswer(LikeStateSchema, "Liked, and the track's like count"), ...refusals },
});

const unlike = createRoute({
  method: 'delete',
  path: '/{id}/like',
  summary: 'Takes back a like',
  middleware: requireUser,
  request: { params: SongIdParamSchema },
  responses: { 200: jsonAnswer(LikeStateSchema, "Not liked, and the track's like count"), ...refusals },
});

export const songLikeRoutes = apiRouter()
  .openapi(like, async (c) => {
    const state = await setLike(getDb(c.env.DB), c.var.user.id, c.req.valid('param').id, true);
    if (!state) throw notFound(SONG_NOT_FOUND);
    return c.json(z.encode(LikeStateSchema, state), 200);
  })
  .openapi(unlike, async (c) => {
    const state = await setLike(getDb(c.env.DB), c.var.user.id, c.req.valid('param').id, false);
    if (!state) throw notFound(SONG_NOT_FOUND);
    return c.json(z.encode(LikeStateSchema, state), 200);
  });
