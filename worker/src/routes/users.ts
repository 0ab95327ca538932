/**
 * Accounts: sign-up, login, logout, the signed-in user, profile changes and password reset.
 * Sign-up and login answer with the contract's User; errors follow the spec's messages.
 */
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '@beats/contract';
import { Hono } from 'hono';
import { clearedSessionCookies, sessionCookies } from '../auth/cookies.ts';
import { forbidden, requireUser } from '../auth/guards.ts';
import { knownDevice, rememberDevice } from '../auth/known-devices.ts';
import { forgiveLoginFailures, startLoginAttempt } from '../auth/login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { publicOrigin } from '../auth/public-origin.ts';
import { createResetToken, findResetAccount, resetPasswordWithCode, spendResetTokens } from '../auth/reset-tokens.ts';
import { createSession, invalidateSession, invalidateUserSessions } from '../auth/sessions.ts';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { inBackground } from '../http/background.ts';
import { clientAddress } from '../http/client-address.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { AUTH_LIMITS, enforceLimit } from '../http/rate-limit.ts';
import { validationError } from '../http/validate.ts';
import { mailTransport, sendMail } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import { loadMe } from '../users/me.ts';
import { deleteUnusedProfileImage, storeProfileImage, uploadedFile } from '../users/profile-image.ts';
import { readBody } from '../users/request-body.ts';
import { toUser } from '../users/to-user.ts';
import { findUserByEmail, findUserById, insertUser, type UserChanges, updateUser } from '../users/user-queries.ts';

/**
 * A hash to check passwords against when the e-mail has no account (or no password), so that a
 * failed login takes as long whether or not the account exists.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
};

export const userRoutes = new Hono<AppContext>()
  .post('/register', async (c) => {
    const db = getDb(c.env.DB);
    const ip = clientAddress(c.req.raw.headers);
    if (ip) await enforceLimit(db, AUTH_LIMITS.registerPerIp, ip);

    const body = await readBody(c);
    const parsed = RegisterSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const input = parsed.data;
    await enforceLimit(db, AUTH_LIMITS.registerPerEmail, input.email);

    if (await findUserByEmail(db, input.email)) {
      throw new HttpError(409, AUTH_MESSAGES.emailInUse, { email: [AUTH_MESSAGES.emailInUse] });
    }
    const image = uploadedFile(body.profileImage);
    const profileImageKey = image ? await storeProfileImage(c.env.MEDIA, image) : null;
    const user = await insertUser(db, {
      email: input.email,
      name: input.name,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password),
      profileImageKey,
    });
    // Another sign-up with the same e-mail may have won the race since the check above.
    if (!user) {
      if (profileImageKey) await deleteUnusedProfileImage(db, c.env.MEDIA, profileImageKey);
      throw new HttpError(409, AUTH_MESSAGES.emailInUse, { email: [AUTH_MESSAGES.emailInUse] });
    }
    return c.json({ user: toUser(user) }, 201);
  })

  .post('/login', async (c) => {
    const db = getDb(c.env.DB);
    const parsed = LoginSchema.safeParse(await readBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { email, password, rememberMe } = parsed.data;
    const cookieHeader = c.req.header('cookie');
    const user = await findUserByEmail(db, email);
    const device = user ? await knownDevice(db, cookieHeader, user.id) : null;
    // Counted before the password is checked (auth/login-throttle.ts); a right one gives it back.
    const attempt = await startLoginAttempt(db, { email, address: clientAddress(c.req.raw.headers), device });
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
    if (!user?.passwordHash || !valid) throw new HttpError(401, AUTH_MESSAGES.loginFailed);
    await attempt.succeeded();
    let verifiedHash = user.passwordHash;
    if (needsRehash(verifiedHash)) {
      verifiedHash = await hashPassword(password);
      await updateUser(db, user.id, { passwordHash: verifiedHash });
    }

    // Signing in replaces whatever session this browser had.
    const previous = c.var.session;
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
    return c.json(fromBrowser ? { user: toUser(user) } : { user: toUser(user), token });
  })

  .post('/logout', async (c) => {
    const session = c.var.session;
    if (session) await invalidateSession(getDb(c.env.DB), session.id);
    for (const cookie of clearedSessionCookies(c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: AUTH_MESSAGES.loggedOut });
  })

  .get('/me', requireUser, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await loadMe(getDb(c.env.DB), c.var.user));
  })

  .post('/forgot-password', async (c) => {
    const parsed = ForgotPasswordSchema.safeParse(await readBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { email } = parsed.data;
    const db = getDb(c.env.DB);
    const ip = clientAddress(c.req.raw.headers);
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
    return c.json({ message: AUTH_MESSAGES.resetLinkSent });
  })

  .post('/reset-password', async (c) => {
    const parsed = ResetPasswordSchema.safeParse(await readBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const { oobCode, password } = parsed.data;
    const db = getDb(c.env.DB);
    const ip = clientAddress(c.req.raw.headers);
    if (ip) await enforceLimit(db, AUTH_LIMITS.resetAttemptsPerIp, ip);
    // The code is looked up before the (costly) hashing: guessing codes must stay cheap for us.
    const account = await findResetAccount(db, oobCode);
    if (!account) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, { oobCode: [AUTH_MESSAGES.resetLinkInvalid] });
    const userId = await resetPasswordWithCode(db, oobCode, await hashPassword(password));
    if (!userId) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, { oobCode: [AUTH_MESSAGES.resetLinkInvalid] });
    // The owner proved the mailbox: earlier failed logins no longer slow the account down.
    await forgiveLoginFailures(db, account.email, ip);
    // Every session of the account ended, this browser's included if it was one of them.
    if (c.var.user?.id === userId)
      for (const cookie of clearedSessionCookies(c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ message: AUTH_MESSAGES.passwordReset });
  })

  .put('/:id', requireUser, async (c) => {
    const user = c.var.user;
    if (c.req.param('id') !== user.id) throw forbidden('Access forbidden. You can only change your own account.');
    const body = await readBody(c);
    const parsed = UpdateProfileSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const input = parsed.data;
    const db = getDb(c.env.DB);

    const changes: UserChanges = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.phoneNumber !== undefined) changes.phoneNumber = input.phoneNumber;
    if (input.password !== undefined) {
      await enforceLimit(db, AUTH_LIMITS.passwordChangePerUser, user.id);
      // An account that only signs in with Google has no password to confirm yet.
      if (user.passwordHash) {
        if (!input.currentPassword) {
          throw badRequest(AUTH_MESSAGES.currentPasswordRequired, {
            currentPassword: [AUTH_MESSAGES.currentPasswordRequired],
          });
        }
        if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
          throw badRequest(AUTH_MESSAGES.currentPasswordWrong, {
            currentPassword: [AUTH_MESSAGES.currentPasswordWrong],
          });
        }
      }
      changes.passwordHash = await hashPassword(input.password);
    }
    const image = uploadedFile(body.profileImage);
    if (image) changes.profileImageKey = await storeProfileImage(c.env.MEDIA, image);
    if (Object.keys(changes).length === 0) throw badRequest(AUTH_MESSAGES.nothingToUpdate);

    const updated = await updateUser(db, user.id, changes);
    // A replaced picture is no longer public at its old address.
    if (changes.profileImageKey && user.profileImageKey && user.profileImageKey !== changes.profileImageKey) {
      await deleteUnusedProfileImage(db, c.env.MEDIA, user.profileImageKey);
    }
    // A new password signs out every other browser and client (this one stays signed in), and
    // reset links mailed before it no longer work.
    if (changes.passwordHash) {
      await invalidateUserSessions(db, user.id, c.var.session.id);
      await spendResetTokens(db, user.id);
    }
    return c.json({ user: toUser(updated) });
  });
