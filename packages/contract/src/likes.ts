import { z } from './zod.ts';

/** POST and DELETE /api/songs/{id}/like: whether the signed-in user likes the track now, and its count. */
export const LikeStateSchema = z.object({ liked: z.boolean(), likeCount: z.int() }).meta({ id: 'LikeState' });
export type LikeState = z.output<typeof LikeStateSchema>;
