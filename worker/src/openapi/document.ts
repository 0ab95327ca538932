/**
 * The OpenAPI 3.1 description of the API, served at /api/openapi.json. Generated from the routes'
 * declarations (paths, parameters, bodies, answers and their statuses), so it says what the
 * routes do.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppContext } from '../env.ts';
import { STORE_NAME } from '../store-identity.ts';

/** What /api/openapi.json answers: an OpenAPI 3.1 document (checked here only for its frame). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

// biome-ignore lint/suspicious/noExplicitAny: the document describes any router's routes, whatever their schemas.
export function openApiDocument(router: OpenAPIHono<AppContext, any, any>, serverUrl: string) {
  const document = router.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: `${STORE_NAME} API`,
      version: '1.0.0',
      description:
        'Catalogue, licenses, accounts, messages, checkout, orders and downloads of the store. Errors are `{ message, errors? }`. ' +
        'Amounts of money are US dollars with at most two decimals (24.99).',
    },
    servers: [{ url: serverUrl }],
  });
  // OpenAPI 3.1 lets a document have no paths; this API always has some.
  return { ...document, paths: document.paths ?? {} };
}
