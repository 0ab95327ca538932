/** POST /api/users/register: sign-up with e-mail and password (and a profile picture, optionally). */
import { AUTH_MESSAGES, RegisterSchema, UserResponseSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { hashPassword } from '../../auth/password.ts';
import { getDb } from '../../db/client.ts';
import { clientNetwork } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_LIMITS, enforceLimit } from '../../http/rate-limit.ts';
import { apiRouter, crossSiteAnswer, errorAnswer, jsonAnswer } from '../../openapi/router.ts';
import { accountFormBody, readAccountForm } from '../../users/account-form.ts';
import { deleteUnusedProfileImage, storeProfileImage } from '../../users/profile-image.ts';
import { toUser } from '../../users/to-user.ts';
import { findUserByEmail, insertUser } from '../../users/user-queries.ts';

const register = createRoute({
  method: 'post',
  path: '/register',
  summary: 'Sign up (always role user); does not sign in',
  request: { body: accountFormBody(RegisterSchema, 'profileImage') },
  responses: {
    201: jsonAnswer(UserResponseSchema, 'The new account'),
    400: errorAnswer('A rule failed, in the order of the sign-up form; or a malformed body'),
    403: crossSiteAnswer,
    409: errorAnswer(AUTH_MESSAGES.emailInUse),
    413: errorAnswer(`${AUTH_MESSAGES.imageTooLarge} (or a form over 5 MB and 64 KB, refused before it is read)`),
    415: errorAnswer(`${AUTH_MESSAGES.imageInvalid}: not a JPEG, PNG or WebP image`),
    429: errorAnswer('Too many sign-ups from this address or for this e-mail (Retry-After)'),
  },
});

export const registerRoutes = apiRouter().openapi(register, async (c) => {
  const db = getDb(c.env.DB);
  // Every sign-up counts, even one whose form is refused below.
  const ip = clientNetwork(c.req.raw.headers);
  if (ip) await enforceLimit(db, AUTH_LIMITS.registerPerIp, ip);

  const { values: input, file: image } = await readAccountForm(c, RegisterSchema, 'profileImage');
  await enforceLimit(db, AUTH_LIMITS.registerPerEmail, input.email);

  if (await findUserByEmail(db, input.email)) {
    throw new HttpError(409, AUTH_MESSAGES.emailInUse, { email: [AUTH_MESSAGES.emailInUse] });
  }
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
  return c.json(z.encode(UserResponseSchema, { user: toUser(user) }), 201);
});
