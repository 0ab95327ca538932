import { z } from './zod.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the storefront and admin see them. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  /** URL of the profile image, or null for the default avatar. */
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/users/me: who is signed in, and which songs they own or uploaded (song status). */
export const MeSchema = z.object({
  user: UserSchema,
  ownedSongIds: z.array(z.number().int()),
  uploadedSongIds: z.array(z.number().int()),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * The answer of sign-up (201), of a profile change and of a login from a browser (which gets its
 * session as a cookie, not as a token): the user as they are now.
 */
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * POST /api/users/login: the user, and the session token for clients that are not browsers (they
 * send it back as `Authorization: Bearer <token>`); browsers keep their session in its cookie.
 */
export const LoginResponseSchema = UserResponseSchema.extend({
  token: z.string().optional().meta({ description: 'Only for clients that are not browsers' }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** An account's id in a path (PUT /api/users/{id}). */
export const UserIdParamSchema = z.object({ id: z.string() });
