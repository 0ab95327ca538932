/** /api/contact: a visitor's message to the store, kept for the owner to read and mailed to them. */
import { CONTACT_TOO_MANY, ContactMessageInputSchema, ContactReceiptSchema } from '@beats/contract';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { notifyOwners } from '../contact/contact-mail.ts';
import { CONTACT_LIMIT, saveContactMessage } from '../contact/contact-queries.ts';
import { getDb } from '../db/client.ts';
import { inBackground } from '../http/background.ts';
import { clientNetwork } from '../http/client-address.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { enforceLimit } from '../http/rate-limit.ts';
import {
  apiRouter,
  bodyTooLargeAnswer,
  crossSiteAnswer,
  errorAnswer,
  jsonAnswer,
  jsonBody,
} from '../openapi/router.ts';

const sendMessage = createRoute({
  method: 'post',
  path: '/',
  summary: 'A message to the store owner',
  middleware: jsonBodyGuard('Send the message as JSON.'),
  request: { body: jsonBody(ContactMessageInputSchema) },
  responses: {
    201: jsonAnswer(ContactReceiptSchema, 'Stored, and mailed to the store owners'),
    400: errorAnswer('A field failed its rule, or the body is not JSON'),
    403: crossSiteAnswer,
    413: bodyTooLargeAnswer,
    415: errorAnswer('The body is not JSON'),
    429: errorAnswer(CONTACT_TOO_MANY),
  },
});

export const contactRoutes = apiRouter().openapi(sendMessage, async (c) => {
  const message = c.req.valid('json');
  const db = getDb(c.env.DB);
  // Cloudflare sets the client address; local runs without it share one allowance.
  await enforceLimit(db, CONTACT_LIMIT, clientNetwork(c.req.raw.headers) ?? 'unknown', CONTACT_TOO_MANY);

  const id = await saveContactMessage(db, message);
  // The message is stored: mailing the owners must not hold up (or fail) the visitor's answer.
  await inBackground(c, notifyOwners(c.env, message));
  return c.json(z.encode(ContactReceiptSchema, { data: { id } }), 201);
});
