/**
 * GET /api/users/me, PUT and DELETE /api/users/{id}: the signed-in account, its owner's changes
 * to it, and its closing by its owner.
 */
import {
  AUTH_MESSAGES,
  DeleteAccountSchema,
  MeSchema,
  MessageResponseSchema,
  UpdateProfileSchema,
  UserIdParamSchema,
  UserResponseSchema,
} from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { clearedSessionCookies } from '../../auth/cookies.ts';
import { forbidden, requireUser } from '../../auth/guards.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { spendResetTokens } from '../../auth/reset-tokens.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { getDb } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { AUTH_LIMITS, enforceLimit } from '../../http/rate-limit.ts';
import { apiRouter, errorAnswer, jsonAnswer } from '../../openapi/router.ts';
import { accountFormBody, readAccountForm } from '../../users/account-form.ts';
import { closeAccount } from '../../users/close-account.ts';
import { loadMe } from '../../users/me.ts';
import { deleteUnusedProfileImage, storeProfileImage } from '../../users/profile-image.ts';
import { toUser } from '../../users/to-user.ts';
import { type UserChanges, updateUser } from '../../users/user-queries.ts';

const signedOut = errorAnswer(AUTH_MESSAGES.unauthorized);
const NOT_YOUR_ACCOUNT = 'Access forbidden. You can only change your own account.';

const me = createRoute({
  method: 'get',
  path: '/me',
  summary: 'Who is signed in, with the songs they own and uploaded',
  middleware: requireUser,
  responses: { 200: jsonAnswer(MeSchema, 'The signed-in user'), 401: signedOut },
});

const changeAccount = createRoute({
  method: 'put',
  path: '/{id}',
  summary: "Changes one's own name, phone, profile image or password (current password required)",
  middleware: requireUser,
  request: { params: UserIdParamSchema, body: accountFormBody(UpdateProfileSchema, 'profileImage') },
  responses: {
    200: jsonAnswer(UserResponseSchema, 'The updated user'),
    400: errorAnswer('A rule failed, a wrong current password, or nothing to change; or a malformed body'),
    401: signedOut,
    403: errorAnswer(`${NOT_YOUR_ACCOUNT} Or ${AUTH_MESSAGES.crossSite}`),
    413: errorAnswer(`${AUTH_MESSAGES.imageTooLarge} (or a form over 5 MB and 64 KB, refused before it is read)`),
    415: errorAnswer(`${AUTH_MESSAGES.imageInvalid}: not a JPEG, PNG or WebP image`),
    429: errorAnswer('Too many password changes (Retry-After)'),
  },
});

const deleteAccount = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: "Closes one's own account: confirmed with the password, or the e-mail address for a Google-only account",
  description:
    'Name, e-mail, phone, password, profile image, Google link and sessions go; paid orders stay for the ' +
    "store's accounting under a name and address that identify nobody. Signs this browser out.",
  middleware: requireUser,
  request: { params: UserIdParamSchema, body: accountFormBody(DeleteAccountSchema) },
  responses: {
    200: jsonAnswer(MessageResponseSchema, AUTH_MESSAGES.accountDeleted),
    400: errorAnswer('A wrong or missing password or e-mail address; or a malformed body'),
    401: signedOut,
    403: errorAnswer(`${NOT_YOUR_ACCOUNT} Or ${AUTH_MESSAGES.adminCannotDelete} Or ${AUTH_MESSAGES.crossSite}`),
    409: errorAnswer(AUTH_MESSAGES.paymentBeingConfirmed),
    413: errorAnswer('A body over 64 KB, refused before it is read'),
    429: errorAnswer('Too many wrong passwords (Retry-After)'),
  },
});

export const accountRoutes = apiRouter()
  .openapi(me, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(z.encode(MeSchema, await loadMe(getDb(c.env.DB), c.var.user)), 200);
  })

  .openapi(changeAccount, async (c) => {
    const user = c.var.user;
    if (c.req.valid('param').id !== user.id) throw forbidden(NOT_YOUR_ACCOUNT);
    const { values: input, file: image } = await readAccountForm(c, UpdateProfileSchema, 'profileImage');
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
    return c.json(z.encode(UserResponseSchema, { user: toUser(updated) }), 200);
  })

  .openapi(deleteAccount, async (c) => {
    const user = c.var.user;
    if (c.req.valid('param').id !== user.id) throw forbidden(NOT_YOUR_ACCOUNT);
    // The store's owner closes no admin account by mistake from the storefront; the database can.
    if (user.role === 'admin') throw forbidden(AUTH_MESSAGES.adminCannotDelete);
    const { values: input } = await readAccountForm(c, DeleteAccountSchema);
    const db = getDb(c.env.DB);
    if (user.passwordHash) {
      // Guessing the password here is guessing it anywhere: limited as a password change is.
      await enforceLimit(db, AUTH_LIMITS.passwordChangePerUser, user.id);
      if (!input.password) {
        throw badRequest(AUTH_MESSAGES.currentPasswordRequired, { password: [AUTH_MESSAGES.currentPasswordRequired] });
      }
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong, { password: [AUTH_MESSAGES.currentPasswordWrong] });
      }
    } else if (!input.email) {
      throw badRequest(AUTH_MESSAGES.deleteEmailRequired, { email: [AUTH_MESSAGES.deleteEmailRequired] });
    } else if (input.email !== user.email) {
      throw badRequest(AUTH_MESSAGES.deleteEmailWrong, { email: [AUTH_MESSAGES.deleteEmailWrong] });
    }
    if ((await closeAccount(db, c.env.MEDIA, user)) === 'payment-being-confirmed') {
      throw new HttpError(409, AUTH_MESSAGES.paymentBeingConfirmed);
    }
    for (const cookie of clearedSessionCookies(c.req.url)) c.header('Set-Cookie', cookie, { append: true });
    return c.json(z.encode(MessageResponseSchema, { message: AUTH_MESSAGES.accountDeleted }), 200);
  });
