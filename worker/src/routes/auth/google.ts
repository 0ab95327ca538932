/**
 * /api/auth/google: Google sign-in. GET /api/auth/google sends the browser to the provider; the
 * provider sends it back to /api/auth/google/callback, which signs the user in and returns to
 * the page the sign-in started from (login or sign-up) with `google=success|cancelled|error`,
 * where the page shows the spec's message and moves on. (E-mail and password sign-in is
 * routes/users/session.ts.)
 */
import { type GoogleOutcome, GoogleSignInQuerySchema, safeNextPath } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { sessionCookies } from '../../auth/cookies.ts';
import { completeGoogleSignIn, GoogleCancelled, googleAuthorizationUrl, googleConfig } from '../../auth/google.ts';
import {
  clearedPendingSignInCookie,
  type PendingCookie,
  pendingSignInCookie,
  readPendingSignIn,
} from '../../auth/oauth-cookie.ts';
import { publicOrigin } from '../../auth/public-origin.ts';
import { createSession, invalidateSession } from '../../auth/sessions.ts';
import { getDb } from '../../db/client.ts';
import { apiRouter } from '../../openapi/router.ts';
import { accountForGoogle } from '../../users/google-account.ts';

/** The page a sign-in returns to, with its outcome and where to go afterwards. */
function returnTo(from: PendingCookie['from'], outcome: GoogleOutcome, next: string): string {
  const params = new URLSearchParams({ google: outcome });
  if (next !== '/') params.set('next', next);
  return `${from === 'register' ? '/auth/register' : '/auth/login'}?${params}`;
}

const callbackUrl = (origin: string) => `${origin}/api/auth/google/callback`;

/** A redirect answer; `Location` says where. */
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' as const } } },
});

const start = createRoute({
  method: 'get',
  path: '/',
  summary: 'Starts Google sign-in (PKCE, state, nonce)',
  request: { query: GoogleSignInQuerySchema },
  responses: {
    302: redirect(
      "To Google's consent page; or, when Google sign-in is not configured or cannot start, back to the " +
        'page it started from with google=error',
    ),
  },
});

const callback = createRoute({
  method: 'get',
  path: '/callback',
  summary: "Completes Google sign-in with the provider's answer (code and state, or error, in the query)",
  responses: {
    302: redirect(
      'Back to the page the sign-in started from, with google=success (signed in), cancelled or error, ' +
        'and next when it is not the home page',
    ),
  },
});

export const googleSignInRoutes = apiRouter()
  .openapi(start, async (c) => {
    const { from, next, remember } = c.req.valid('query');
    const config = googleConfig(c.env);
    if (!config) {
      console.error('Google sign-in is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET).');
      return c.redirect(returnTo(from, 'error', next), 302);
    }
    try {
      const { url, pending } = await googleAuthorizationUrl(config, callbackUrl(publicOrigin(c.env, c.req.url)));
      c.header('Set-Cookie', pendingSignInCookie({ ...pending, next, remember, from }, c.req.url), { append: true });
      c.header('Cache-Control', 'no-store');
      return c.redirect(url.href, 302);
    } catch (err) {
      console.error('Google sign-in could not start', err);
      return c.redirect(returnTo(from, 'error', next), 302);
    }
  })

  .openapi(callback, async (c) => {
    const pending = readPendingSignIn(c.req.header('cookie'));
    c.header('Set-Cookie', clearedPendingSignInCookie(c.req.url), { append: true });
    c.header('Cache-Control', 'no-store');
    const config = googleConfig(c.env);
    if (!pending || !config) return c.redirect(returnTo(pending?.from ?? 'login', 'error', '/'), 302);

    let outcome: GoogleOutcome = 'error';
    try {
      const identity = await completeGoogleSignIn(
        config,
        new URL(c.req.url),
        callbackUrl(publicOrigin(c.env, c.req.url)),
        pending,
      );
      const db = getDb(c.env.DB);
      const user = await accountForGoogle(db, identity);
      const previous = (await c.var.auth())?.session;
      if (previous) await invalidateSession(db, previous.id);
      const { token, session } = await createSession(db, user.id, pending.remember);
      for (const cookie of sessionCookies(token, session, c.req.url)) c.header('Set-Cookie', cookie, { append: true });
      outcome = 'success';
    } catch (err) {
      if (err instanceof GoogleCancelled) outcome = 'cancelled';
      else console.error('Google sign-in failed', err);
    }
    // Checked again: the cookie came back from the browser, and only a path of this store may leave here.
    return c.redirect(returnTo(pending.from, outcome, safeNextPath(pending.next)), 302);
  });
