/** /api/messages (admins): the contact form's messages, newest first, marked read or unread, deleted. */
import {
  INBOX_MESSAGES,
  InboxDetailSchema,
  InboxIdParamSchema,
  InboxListQuerySchema,
  InboxListSchema,
  InboxUpdateSchema,
} from '@beats/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { requireAdmin } from '../auth/guards.ts';
import { deleteMessage, listInbox, markMessage } from '../contact/inbox-queries.ts';
import { getDb } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { jsonBodyGuard } from '../http/json-body.ts';
import { adminListAnswers, adminRefusals } from '../openapi/admin-answers.ts';
import { apiRouter, errorAnswer, jsonAnswer, jsonBody } from '../openapi/router.ts';

const list = createRoute({
  method: 'get',
  path: '/',
  summary: "The contact messages (admins), newest first: Refine's simple-rest list; read=true|false filters",
  middleware: requireAdmin,
  request: { query: InboxListQuerySchema },
  responses: adminListAnswers(InboxListSchema, 'messages'),
});

const mark = createRoute({
  method: 'patch',
  path: '/{id}',
  summary: 'Marks a message read or unread (admins)',
  middleware: [requireAdmin, jsonBodyGuard('Send the change as JSON.')] as const,
  request: { params: InboxIdParamSchema, body: jsonBody(InboxUpdateSchema) },
  responses: {
    200: jsonAnswer(InboxDetailSchema, 'The message'),
    ...adminRefusals,
    400: errorAnswer('read is not true or false, or the body is not JSON'),
    404: errorAnswer(INBOX_MESSAGES.notFound),
    413: errorAnswer('The body is over 64 KB'),
    415: errorAnswer('The body is not JSON'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Deletes a message for good (admins): spam, or a sender who asks to be erased',
  middleware: requireAdmin,
  request: { params: InboxIdParamSchema },
  responses: {
    204: { description: 'Deleted' },
    ...adminRefusals,
    404: errorAnswer(INBOX_MESSAGES.notFound),
  },
});

export const messageRoutes = apiRouter()
  .openapi(list, async (c) => {
    const page = await listInbox(getDb(c.env.DB), c.req.valid('query'));
    c.header('x-total-count', String(page.total));
    return c.json(z.encode(InboxListSchema, page), 200);
  })
  .openapi(mark, async (c) => {
    const message = await markMessage(getDb(c.env.DB), c.req.valid('param').id, c.req.valid('json').read);
    if (!message) throw notFound(INBOX_MESSAGES.notFound);
    return c.json(z.encode(InboxDetailSchema, { data: message }), 200);
  })
  .openapi(remove, async (c) => {
    if (!(await deleteMessage(getDb(c.env.DB), c.req.valid('param').id))) throw notFound(INBOX_MESSAGES.notFound);
    return c.body(null, 204);
  });
