/**
 * POST /api/users/forgot-password and /api/users/reset-password: a one-time link by mail, and a
 * new password set with its code.
 */
import { AUTH_MESSAGES, ForgotPasswordSchema, MessageResponseSchema, ResetPasswordSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { clearedSessionCookies } from '../../auth/cookies.ts';
import { forgiveLoginFailures } from '../../auth/login-throttle.ts';
import { hashPassword } from '../../auth/password.ts';
import { publicOrigin } from '../../auth/public-origin.ts';
import { createResetToken, findResetAccount, resetPasswordWithCode } from '../../auth/reset-tokens.ts';
import { getDb } from '../../db/client.ts';
import { inBackground } from '../../http/background.ts';
import { clientNetwork } from '../../http/client-address.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { AUTH_LIMITS, enforceLimit } from '../../http/rate-limit.ts';
import { mailTransport, sendMail } from '../../mail/mailer.ts';
import { passwordResetMail } from '../../mail/password-reset-mail.ts';
import { apiRouter, bodyTooLargeAnswer, crossSiteAnswer, errorAnswer, jsonAnswer } from '../../openapi/router.ts';
import { accountFormBody, readAccountForm } from '../../users/account-form.ts';
import { findUserByEmail } from '../../users/user-queries.ts';

const forgotPassword = createRoute({
  method: 'post',
  path: '/forgot-password',
  summary: 'Mails a one-time reset link; the answer never says whether the account exists',
  request: { body: accountFormBody(ForgotPasswordSchema) },
  responses: {
    200: jsonAnswer(MessageResponseSchema, `Always the same: ${AUTH_MESSAGES.resetLinkSent}`),
    400: errorAnswer('No e-mail, or not an e-mail address; or a malformed body'),
    403: crossSiteAnswer,
    413: bodyTooLargeAnswer,
    429: errorAnswer('Too many requests from this address or for this e-mail (Retry-After)'),
    503: errorAnswer(`${AUTH_MESSAGES.resetLinkFailed} (mail is not configured)`),
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/reset-password',
  summary: 'Sets a new password with the oobCode from the mail; ends every session of the account',
  request: { body: accountFormBody(ResetPasswordSchema) },
  responses: {
    200: jsonAnswer(MessageResponseSchema, AUTH_MESSAGES.passwordReset),
    400: errorAnswer('Missing, used, expired or wrong code; or a password rule; or a malformed body'),
    403: crossSiteAnswer,
    413: bodyTooLargeAnswer,
    429: errorAnswer('Too many attempts from this address (Retry-After)'),
  },
});

export const passwordResetRoutes = apiRouter()
  .openapi(forgotPassword, async (c) => {
    const { email } = (await readAccountForm(c, ForgotPasswordSchema)).values;
    const db = getDb(c.env.DB);
    const ip = clientNetwork(c.req.raw.headers);
    if (ip) await enforceLimit(db, AUTH_LIMITS.resetMailPerIp, ip);
    await enforceLimit(db, AUTH_LIMITS.resetMailPerEmail, email);
    // Decided before looking the address up, so the answer says nothing about whether it has an account.
    if (!mailTransport(c.env)) {
      console.error('Password reset requested, but mail is not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM).');
      throw new HttpError(503, AUTH_MESSAGES.resetLinkFailed);
    }

    const user = await findUserByEmail(db, email);
    if (user) {
      const origin = publicOrigin(c.env, c.req.url);
      const send = (async () => {
        const code = await createResetToken(db, user.id);
        const link = `${origin}/reset-password?oobCode=${encodeURIComponent(code)}`;
        await sendMail(c.env, passwordResetMail(user.email, user.name, link));
      })().catch((err: unknown) => console.error('Password reset mail failed', err));
      // In the background: a known address must not answer slower than an unknown one.
      await inBackground(c, send);
    }
    return c.json(z.encode(MessageResponseSchema, { message: AUTH_MESSAGES.resetLinkSent }), 200);
  })

  .openapi(resetPassword, async (c) => {
    const { oobCode, password } = (await readAccountForm(c, ResetPasswordSchema)).values;
    const db = getDb(c.env.DB);
    // Who this browser is, read before the reset ends the account's sessions.
    const caller = (await c.var.auth())?.user.id;
    const ip = clientNetwork(c.req.raw.headers);
    if (ip) await enforceLimit(db, AUTH_LIMITS.resetAttemptsPerIp, ip);
    // The code is looked up before the (costly) hashing: guessing codes must stay cheap for us.
    const account = await findResetAccount(db, oobCode);
    if (!account) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, { oobCode: [AUTH_MESSAGES.resetLinkInvalid] });
    const userId = await resetPasswordWithCode(db, oobCode, await hashPassword(password));
    if (!userId) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, { oobCode: [AUTH_MESSAGES.resetLinkInvalid] });
    // The owner proved the mailbox: earlier failed logins no longer slow the account down.
    await forgiveLoginFailures(db, account.email, ip);
    // Every session of the account ended, this browser's included if it was one of them.
    if (caller === userId)
      for (const cookie of clearedSessionCookies(c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    return c.json(z.encode(MessageResponseSchema, { message: AUTH_MESSAGES.passwordReset }), 200);
  });
