/**
 * The signed-in admin's own mail choices (/api/settings/me), on the Settings page's 'Your mail':
 * whether the sale mails come to them. The store's own switch (store-settings.ts) stays the
 * master: off, no admin gets them; on, every admin who has not turned theirs off does.
 */
import { z } from './zod.ts';

export const ADMIN_MAIL_SETTINGS_MESSAGES = {
  saleMail: 'Say whether each sale is mailed to you, with true or false.',
  saved: 'Your mail choice saved.',
} as const;

export const AdminMailSettingsSchema = z
  .object({
    /** Each paid order is mailed to this admin while the store's sale mails are on (on until they say no). */
    saleMail: z.boolean(),
    /** Where their mails go: the admin's own account address. */
    email: z.string(),
  })
  .meta({ id: 'AdminMailSettings' });
export type AdminMailSettings = z.output<typeof AdminMailSettingsSchema>;

/** GET and PUT /api/settings/me. */
export const AdminMailSettingsAnswerSchema = z.object({ data: AdminMailSettingsSchema });

/** PUT /api/settings/me: the admin's choice, for themselves alone (the address is their account's). */
export const AdminMailSettingsInputSchema = z.object({
  saleMail: z.boolean({ error: ADMIN_MAIL_SETTINGS_MESSAGES.saleMail }),
});
export type AdminMailSettingsInput = z.input<typeof AdminMailSettingsInputSchema>;
