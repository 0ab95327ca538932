import { AUTH_MESSAGES } from '@beats/contract';
import { z } from 'zod';
import { errorAnswer, jsonAnswer } from './router.ts';

/** What every admin route can be refused with, besides its own answers (auth/guards.ts, `requireAdmin`). */
export const adminRefusals = {
  401: errorAnswer(AUTH_MESSAGES.unauthorized),
  403: errorAnswer(`${AUTH_MESSAGES.forbidden} Not an admin, or a request from another site.`),
};

/**
 * The answers of an admin list (Refine's simple-rest): a page of `rows` with the match count,
 * also in `x-total-count`, the refusals, and 400 for a bad query value.
 */
export function adminListAnswers<Schema extends z.ZodType>(schema: Schema, rows: string) {
  return {
    200: {
      ...jsonAnswer(schema, `A page of ${rows}; the match count also in x-total-count`),
      headers: z.object({ 'x-total-count': z.string() }),
    },
    ...adminRefusals,
    400: errorAnswer('A bad query value'),
  };
}
