/**
 * Google sign-in as the API takes it (GET /api/auth/google) and answers it: the browser comes
 * back to the page the sign-in started from with `google=<outcome>`.
 */
import { safeNextPath } from './next-path.ts';
import { z } from './zod.ts';

export const GOOGLE_OUTCOMES = ['success', 'cancelled', 'error'] as const;
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

/** A query value as a browser may send it: text, several of it, or none. Only text is taken. */
const queryText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Where the sign-in started and where to go afterwards. Nothing in it is refused: an unknown
 * `from` is the login page, a `next` that is not a path of this store is the home page, and
 * `remember` is on only as `1`. (Each is described for the OpenAPI document as the value a
 * client sends, since the schema itself takes any value.)
 */
export const GoogleSignInQuerySchema = z.object({
  from: z
    .unknown()
    .optional()
    .transform((from): 'login' | 'register' => (queryText(from) === 'register' ? 'register' : 'login'))
    .meta({
      type: 'string',
      enum: ['login', 'register'],
      description: 'The page the sign-in started from, and returns to (default: login)',
    }),
  next: z
    .unknown()
    .optional()
    .transform((next) => safeNextPath(queryText(next)))
    .meta({ type: 'string', description: 'Where to go once signed in: a path of this store (default: /)' }),
  remember: z
    .unknown()
    .optional()
    .transform((remember) => queryText(remember) === '1')
    .meta({ type: 'string', enum: ['1'], description: '`1`: keep the session for 30 days ("Remember me")' }),
});
export type GoogleSignInQuery = z.output<typeof GoogleSignInQuerySchema>;
