import { CONTACT_TOO_MANY, ContactMessageInputSchema } from '@beats/contract';
import { Hono } from 'hono';
import { notifyOwners } from '../contact/contact-mail.ts';
import { CONTACT_LIMIT, saveContactMessage } from '../contact/contact-queries.ts';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { inBackground } from '../http/background.ts';
import { clientAddress } from '../http/client-address.ts';
import { badRequest } from '../http/errors.ts';
import { enforceLimit } from '../http/rate-limit.ts';
import { validationError } from '../http/validate.ts';

/** POST /api/contact: a visitor's message to the store, kept for the owner to read and mailed to them. */
export const contactRoutes = new Hono<AppContext>().post('/', async (c) => {
  // Read the body here rather than through the json validator so that malformed JSON is a 400
  // with a sentence, like every other bad input.
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Send the message as JSON.');
  }
  const parsed = ContactMessageInputSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);

  const db = getDb(c.env.DB);
  // Cloudflare sets the client address; local runs without it share one allowance.
  await enforceLimit(db, CONTACT_LIMIT, clientAddress(c.req.raw.headers) ?? 'unknown', CONTACT_TOO_MANY);

  const id = await saveContactMessage(db, parsed.data);
  // The message is stored: mailing the owners must not hold up (or fail) the visitor's answer.
  await inBackground(c, notifyOwners(c.env, parsed.data));
  return c.json({ data: { id } }, 201);
});
