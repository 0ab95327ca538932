/**
 * The OpenAPI 3.1 description of the API, served at /api/openapi.json. Built from the same zod
 * schemas the routes validate with, so it cannot drift from what the server accepts.
 */
import {
  ApiErrorSchema,
  ContactMessageInputSchema,
  ForgotPasswordSchema,
  LicenseSchema,
  LimitQuerySchema,
  LoginSchema,
  MeSchema,
  RegisterSchema,
  RelatedQuerySchema,
  ResetPasswordSchema,
  SongListQuerySchema,
  SongSchema,
  UpdateProfileSchema,
  UserSchema,
} from '@beats/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(s: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function queryParameters(object: z.ZodObject): JsonSchema[] {
  return Object.entries(object.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: false,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };
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
const userRef = { $ref: '#/components/schemas/User' };
const message = json({ type: 'object', properties: { message: { type: 'string' } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/ApiError' }) });
const songRef = { $ref: '#/components/schemas/Song' };
const songList = { type: 'array', items: songRef };
const songPage = {
  type: 'object',
  required: ['data', 'page', 'limit', 'total'],
  properties: { data: songList, page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
};

export function openApiDocument(serverUrl: string): JsonSchema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Beat Store API',
      version: '1.0.0',
      description: 'Catalogue, licenses, accounts, orders and administration of the store.',
    },
    servers: [{ url: serverUrl }],
    paths: {
      '/songs/published': {
        get: {
          summary: 'Published songs: filtered, searched, sorted and paginated',
          parameters: queryParameters(SongListQuerySchema),
          responses: { 200: { description: 'A page of songs', ...json(songPage) }, 400: error('A bad query value') },
        },
      },
      '/songs/new-releases': {
        get: {
          summary: 'The newest published songs',
          parameters: queryParameters(LimitQuerySchema),
          responses: {
            200: { description: 'Songs, newest first', ...json({ type: 'object', properties: { data: songList } }) },
            400: error('A bad limit'),
          },
        },
      },
      '/songs/filters': {
        get: {
          summary: 'Catalogue dropdown options over all published songs',
          responses: {
            200: {
              description: 'Distinct tags and BPMs',
              ...json({
                type: 'object',
                properties: {
                  musicTags: { type: 'array', items: { type: 'string' } },
                  bpms: { type: 'array', items: { type: 'integer' } },
                },
              }),
            },
          },
        },
      },
      '/songs/{id}': {
        get: {
          summary: 'One published song',
          parameters: [idParameter],
          responses: {
            200: { description: 'The song', ...json({ type: 'object', properties: { data: songRef } }) },
            404: error('Unknown or not published'),
          },
        },
      },
      '/songs/{id}/related': {
        get: {
          summary: 'More tracks like this one: shared tag first, then nearest BPM',
          parameters: [idParameter, ...queryParameters(RelatedQuerySchema)],
          responses: {
            200: { description: 'A page of songs', ...json(songPage) },
            404: error('Unknown or not published'),
          },
        },
      },
      '/songs/{id}/play': {
        post: {
          summary: 'Counts a play start, once per listener and track per half hour',
          parameters: [idParameter],
          responses: {
            204: { description: 'Counted, or a replay within the half hour' },
            404: error('Unknown or not published'),
          },
        },
      },
      '/users/register': {
        post: {
          summary: 'Sign up (always role user); does not sign in',
          requestBody: formBody(RegisterSchema, 'profileImage'),
          responses: {
            201: { description: 'The new account', ...json({ type: 'object', properties: { user: userRef } }) },
            400: error('A rule failed, in the order of the sign-up form'),
            409: error('Email already in use. Please login.'),
            413: error('Profile image over 5 MB (or a form over 5 MB and 64 KB, refused before it is read)'),
            415: error('Profile image not JPEG, PNG or WebP'),
            429: error('Too many sign-ups'),
          },
        },
      },
      '/users/login': {
        post: {
          summary: 'Sign in: sets the session cookie and returns a Bearer token',
          requestBody: jsonBody(LoginSchema),
          responses: {
            200: {
              description: 'Signed in',
              ...json({ type: 'object', properties: { user: userRef, token: { type: 'string' } } }),
            },
            400: error('Missing or malformed fields'),
            401: error('Login failed. Check credentials.'),
            413: error('Body over 64 KB'),
            429: error('Too many failed attempts from this browser, address or for this account (Retry-After)'),
          },
        },
      },
      '/users/logout': {
        post: { summary: 'Ends the session', responses: { 200: { description: 'Signed out', ...message } } },
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
            200: { description: 'The updated user', ...json({ type: 'object', properties: { user: userRef } }) },
            400: error('A rule failed, or a wrong current password'),
            401: error('Signed out'),
            403: error("Another user's account"),
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
            413: error('Body over 64 KB'),
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
            413: error('Body over 64 KB'),
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
      '/contact': {
        post: {
          summary: 'A message to the store owner',
          requestBody: jsonBody(ContactMessageInputSchema),
          responses: {
            201: {
              description: 'Stored',
              ...json({
                type: 'object',
                properties: { data: { type: 'object', properties: { id: { type: 'integer' } } } },
              }),
            },
            400: error('A field failed its rule'),
            413: error('Body over 64 KB'),
            429: error('Too many messages'),
          },
        },
      },
      '/licenses': {
        get: {
          summary: 'The license plans on sale',
          responses: {
            200: {
              description: 'Plans in the store owner order',
              ...json({
                type: 'object',
                properties: {
                  success: { type: 'boolean' },
                  data: { type: 'array', items: { $ref: '#/components/schemas/License' } },
                },
              }),
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Song: toSchema(SongSchema),
        License: toSchema(LicenseSchema),
        User: toSchema(UserSchema),
        Me: toSchema(MeSchema),
        ApiError: toSchema(ApiErrorSchema),
      },
    },
  };
}
