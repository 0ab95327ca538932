/**
 * The store owner's inbox (admins): the contact form's messages, newest first, read or unread,
 * deleted one by one (spam, or someone who asks to be erased).
 */
import { adminListAnswer, adminListQuery } from './admin-list.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

export const INBOX_MESSAGES = {
  notFound: 'Message not found.',
  empty: 'No messages yet.',
  deleted: 'Message deleted.',
  deleteFailed: 'The message could not be deleted. Please try again.',
} as const;

export const InboxMessageSchema = z
  .object({
    id: z.int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.output<typeof InboxMessageSchema>;

export const InboxListQuerySchema = adminListQuery(['createdAt'], {
  read: z
    .enum(['true', 'false'], { message: 'read must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type InboxListQuery = z.output<typeof InboxListQuerySchema>;

export const InboxListSchema = adminListAnswer(InboxMessageSchema);
export const InboxDetailSchema = z.object({ data: InboxMessageSchema });

/** PATCH /api/messages/{id}: marks a message read or unread. */
export const InboxUpdateSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });

export const InboxIdParamSchema = idParam(INBOX_MESSAGES.notFound);
