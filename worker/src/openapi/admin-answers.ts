import { AUTH_MESSAGES } from '@beats/contract';
import { errorAnswer } from './router.ts';

/** What every admin route can be refused with, besides its own answers (auth/guards.ts, `requireAdmin`). */
export const adminRefusals = {
  401: errorAnswer(AUTH_MESSAGES.unauthorized),
  403: errorAnswer(`${AUTH_MESSAGES.forbidden} Not an admin, or a request from another site.`),
};
