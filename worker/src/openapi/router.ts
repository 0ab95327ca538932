/**
 * The pieces every API router is built from. Routes are declared with `createRoute` from
 * @hono/zod-openapi: their request and answer schemas come from the contract, the router
 * validates requests with them, the type checker holds each handler's answers to them, and
 * /api/openapi.json is generated from them.
 */
import { ApiErrorSchema, AUTH_MESSAGES } from '@beats/contract';
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppContext } from '../env.ts';
import { validationHook } from '../http/validate.ts';

/**
 * A router for part of the API. Validation failures become the API's errors here, not only once
 * mounted, so a router tried on its own answers as it does in the store.
 */
export function apiRouter() {
  return new OpenAPIHono<AppContext>({ defaultHook: validationHook });
}

/** An answer with a JSON body described by a contract schema. */
export function jsonAnswer<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An error answer: `{ message, errors? }`. */
export function errorAnswer(description: string) {
  return jsonAnswer(ApiErrorSchema, description);
}

/** A JSON request body described by a contract schema. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** What any unsafe call (POST, PUT, DELETE) can be refused with: sent from another site. */
export const crossSiteAnswer = errorAnswer(AUTH_MESSAGES.crossSite);

/** What a call with a body answers when the body is over its limit (http/body-limit.ts). */
export const bodyTooLargeAnswer = errorAnswer(
  'The body is over its limit: 64 KB, or 5 MB and 64 KB as a multipart form (refused before it is read)',
);

export const binary = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
});

/**
 * What a file download answers (media/serve-object.ts): the file as an attachment, a byte range
 * (206), unchanged (304), a range outside the file (416), and 404 with `notFound`.
 */
export function fileAnswers(notFound: string) {
  return {
    200: binary('The file, as an attachment'),
    206: binary('The requested byte range'),
    304: { description: 'Unchanged (If-None-Match)' },
    404: errorAnswer(notFound),
    416: { description: 'The range lies outside the file' },
  };
}
