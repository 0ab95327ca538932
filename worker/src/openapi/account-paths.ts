/**
 * The account calls (/users, /auth) in the OpenAPI document, described by hand until their routes
 * are declared with their schemas like the catalogue's; the generated document merges them in.
 */
import {
  AUTH_MESSAGES,
  ForgotPasswordSchema,
  LoginSchema,
  MeSchema,
  MessageResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
  UserResponseSchema,
} from '@beats/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(s: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const jsonBody = (s: z.ZodType) => ({ required: true, ...json(toSchema(s, 'input')) });
/** Forms with an optional image go as multipart; the same fields are accepted as JSON. */
const formBody = (s: z.ZodType, file: string) => {
  const fields = toSchema(s, 'input');
  const properties = { ...(fields.properties as JsonSchema), [file]: { type: 'string', format: 'binary' } };
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { ...fields, properties } }, 'application/json': { schema: fields } },
  };
};
/** The answers are the contract's schemas, the ones the storefront parses them with. */
const user = json(toSchema(UserResponseSchema));
/** Browsers keep the session in its cookie; only other clients get the Bearer token. */
const signedIn = json(
  toSchema(
    UserResponseSchema.extend({ token: z.string().optional().meta({ description: 'Only for non-browser clients' }) }),
  ),
);
const message = json(toSchema(MessageResponseSchema));
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/ApiError' }) });
const crossSite = error(AUTH_MESSAGES.crossSite);
const bodyTooLarge = error('The body is over 64 KB (refused before it is read)');

export const accountPaths = {
  '/users/register': {
    post: {
      summary: 'Sign up (always role user); does not sign in',
      requestBody: formBody(RegisterSchema, 'profileImage'),
      responses: {
        201: { description: 'The new account', ...user },
        400: error('A rule failed, in the order of the sign-up form'),
        403: crossSite,
        409: error('Email already in use. Please login.'),
        413: error('Profile image over 5 MB (or a form over 5 MB and 64 KB, refused before it is read)'),
        415: error('Profile image not JPEG, PNG or WebP'),
        429: error('Too many sign-ups'),
      },
    },
  },
  '/users/login': {
    post: {
      summary: 'Sign in: sets the session cookie; clients that are not browsers also get a Bearer token',
      requestBody: jsonBody(LoginSchema),
      responses: {
        200: { description: 'Signed in', ...signedIn },
        400: error('Missing or malformed fields'),
        401: error('Login failed. Check credentials.'),
        403: crossSite,
        413: bodyTooLarge,
        429: error('Too many failed attempts from this browser, address or for this account (Retry-After)'),
      },
    },
  },
  '/users/logout': {
    post: {
      summary: 'Ends the session',
      responses: { 200: { description: 'Signed out', ...message }, 403: crossSite },
    },
  },
  '/users/me': {
    get: {
      summary: 'Who is signed in, with the songs they own and uploaded',
      responses: {
        200: { description: 'The signed-in user', ...json({ $ref: '#/components/schemas/Me' }) },
        401: error('Signed out'),
      },
    },
  },
  '/users/{id}': {
    put: {
      summary: "Changes one's own name, phone, profile image or password (current password required)",
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      requestBody: formBody(UpdateProfileSchema, 'profileImage'),
      responses: {
        200: { description: 'The updated user', ...user },
        400: error('A rule failed, or a wrong current password'),
        401: error('Signed out'),
        403: error("Another user's account, or a request from another site"),
        413: error('Profile image over 5 MB (or a form over 5 MB and 64 KB, refused before it is read)'),
        415: error('Profile image not JPEG, PNG or WebP'),
        429: error('Too many password changes'),
      },
    },
  },
  '/users/forgot-password': {
    post: {
      summary: 'Mails a one-time reset link; the answer never says whether the account exists',
      requestBody: jsonBody(ForgotPasswordSchema),
      responses: {
        200: { description: 'Always the same', ...message },
        400: error('No e-mail'),
        403: crossSite,
        413: bodyTooLarge,
        429: error('Too many requests'),
        503: error('Failed to send reset link. (mail is not configured)'),
      },
    },
  },
  '/users/reset-password': {
    post: {
      summary: 'Sets a new password with the oobCode from the mail; ends every session of the account',
      requestBody: jsonBody(ResetPasswordSchema),
      responses: {
        200: { description: 'Password changed', ...message },
        400: error('Missing, used, expired or wrong code; or a password rule'),
        403: crossSite,
        413: bodyTooLarge,
        429: error('Too many attempts'),
      },
    },
  },
  '/auth/google': {
    get: {
      summary: 'Starts Google sign-in (PKCE, state, nonce)',
      responses: { 302: { description: "To Google's consent page" } },
    },
  },
  '/auth/google/callback': {
    get: {
      summary: 'Completes Google sign-in',
      responses: { 302: { description: 'Back to the store, signed in or with the reason' } },
    },
  },
};

export const accountSchemas = { Me: toSchema(MeSchema) };
