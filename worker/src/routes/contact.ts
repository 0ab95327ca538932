import { CONTACT_TOO_MANY, ContactMessageInputSchema } from '@beats/contract';
import { Hono } from 'hono';
import { notifyOwners } from '../contact/contact-mail.ts';
import { saveContactMessage, takeContactAllowance } from '../contact/contact-queries.ts';
import { getDb } from '../db/client.ts';
import type { AppContext } from '../env.ts';
import { badRequest, HttpError } from '../http/errors.ts';
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
  const sender = c.req.header('cf-connecting-ip') ?? 'unknown';
  if (!(await takeContactAllowance(db, sender))) throw new HttpError(429, CONTACT_TOO_MANY);

  const id = await saveContactMessage(db, parsed.data);
  await notifyOwners(c.env, parsed.data);
  return c.json({ data: { id } }, 201);
});
