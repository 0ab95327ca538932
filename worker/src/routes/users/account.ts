/** GET /api/users/me and PUT /api/users/{id}: the signed-in account, and its owner's changes to it. */
import { AUTH_MESSAGES, MeSchema, UpdateProfileSchema, UserIdParamSchema, UserResponseSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { forbidden, requireUser } from '../../auth/guards.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { spendResetTokens } from '../../auth/reset-tokens.ts';
import { invalidateUserSessions } from '../../auth/sessions.ts';
import { getDb } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { AUTH_LIMITS, enforceLimit } from '../../http/rate-limit.ts';
import { apiRouter, errorAnswer, jsonAnswer } from '../../openapi/router.ts';
import { accountFormBody, readAccountForm } from '../../users/account-form.ts';
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
  });
