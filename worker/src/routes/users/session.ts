/**
 * POST /api/users/login and /api/users/logout: signing in with e-mail and password, and out.
 * (Google sign-in is routes/auth/google.ts.)
 */
import { AUTH_MESSAGES, LoginResponseSchema, LoginSchema, MessageResponseSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { clearedSessionCookies, sessionCookies } from '../../auth/cookies.ts';
import { knownDevice, rememberDevice } from '../../auth/known-devices.ts';
import { startLoginAttempt } from '../../auth/login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password.ts';
import { createSession, invalidateSession } from '../../auth/sessions.ts';
import { getDb } from '../../db/client.ts';
import { clientNetwork } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { apiRouter, bodyTooLargeAnswer, crossSiteAnswer, errorAnswer, jsonAnswer } from '../../openapi/router.ts';
import { accountFormBody, readAccountForm } from '../../users/account-form.ts';
import { toUser } from '../../users/to-user.ts';
import { findUserByEmail, findUserById, updateUser } from '../../users/user-queries.ts';

/**
 * A hash to check passwords against when the e-mail has no account (or no password), so that a
 * failed login takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
};

const login = createRoute({
  method: 'post',
  path: '/login',
  summary: 'Sign in: sets the session cookie; clients that are not browsers also get a Bearer token',
  request: { body: accountFormBody(LoginSchema) },
  responses: {
    200: jsonAnswer(LoginResponseSchema, 'Signed in'),
    400: errorAnswer('Missing or malformed fields, or a malformed body'),
    401: errorAnswer(AUTH_MESSAGES.loginFailed),
    403: crossSiteAnswer,
    413: bodyTooLargeAnswer,
    429: errorAnswer('Too many failed attempts from this browser, address or for this account (Retry-After)'),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  summary: 'Ends the session',
  responses: { 200: jsonAnswer(MessageResponseSchema, 'Signed out'), 403: crossSiteAnswer },
});

export const sessionRoutes = apiRouter()
  .openapi(login, async (c) => {
    const db = getDb(c.env.DB);
    const { email, password, rememberMe } = (await readAccountForm(c, LoginSchema)).values;
    const cookieHeader = c.req.header('cookie');
    const user = await findUserByEmail(db, email);
    const device = user ? await knownDevice(db, cookieHeader, user.id) : null;
    // Counted before the password is checked (auth/login-throttle.ts); a right one gives it back.
    const attempt = await startLoginAttempt(db, { email, address: clientNetwork(c.req.raw.headers), device });
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
    if (!user?.passwordHash || !valid) throw new HttpError(401, AUTH_MESSAGES.loginFailed);
    await attempt.succeeded();
    let verifiedHash = user.passwordHash;
    if (needsRehash(verifiedHash)) {
      verifiedHash = await hashPassword(password);
      await updateUser(db, user.id, { passwordHash: verifiedHash });
    }

    // Signing in replaces whatever session this browser had.
    const previous = (await c.var.auth())?.session;
    if (previous) await invalidateSession(db, previous.id);
    const { token, session } = await createSession(db, user.id, rememberMe);
    // A reset or password change that landed while the password was being checked ended every
    // session: this new one must not outlive it.
    if ((await findUserById(db, user.id))?.passwordHash !== verifiedHash) {
      await invalidateSession(db, session.id);
      throw new HttpError(401, AUTH_MESSAGES.loginFailed);
    }
    for (const cookie of sessionCookies(token, session, c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    // This browser now knows the account: guesses from elsewhere no longer slow it down.
    c.header('Set-Cookie', await rememberDevice(db, cookieHeader, user.id, c.req.url), { append: true });
    // Browsers keep the session in the HttpOnly cookie; only other clients get the Bearer token,
    // so no page script ever holds a credential.
    const fromBrowser = c.req.header('sec-fetch-site') !== undefined;
    const answer = fromBrowser ? { user: toUser(user) } : { user: toUser(user), token };
    return c.json(z.encode(LoginResponseSchema, answer), 200);
  })

  .openapi(logout, async (c) => {
    const session = (await c.var.auth())?.session;
    if (session) await invalidateSession(getDb(c.env.DB), session.id);
    for (const cookie of clearedSessionCookies(c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    return c.json(z.encode(MessageResponseSchema, { message: AUTH_MESSAGES.loggedOut }), 200);
  });
