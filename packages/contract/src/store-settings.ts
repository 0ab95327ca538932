/**
 * The store's settings the owner changes on the admin's Settings page (/api/settings): whether
 * each sale is mailed to the store's admins (each admin may still turn theirs off), and the time zone its sales figures and the orders'
 * day filters count days in. Until the owner saves them, the deployment's variables (`SALE_MAIL`,
 * `STORE_TIME_ZONE`) stand in.
 */
import { z } from './zod.ts';

export const STORE_SETTINGS_MESSAGES = {
  timeZone: 'Choose a time zone from the list.',
  saleMail: 'Say whether each sale is mailed, with true or false.',
  saved: 'Settings saved.',
} as const;

/** IANA names are letters, digits, `_`, `+`, `-` and `/` (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`). */
const TIME_ZONE_NAME = /^[A-Za-z0-9_+/-]{1,64}$/;

/** Whether `Intl` knows a time zone of this name (the Worker's and every browser's list). */
export function isTimeZone(name: string): boolean {
  if (!TIME_ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const StoreSettingsSchema = z
  .object({
    /**
     * The master switch of the sale mails: on, each paid order is mailed to every admin who has not
     * turned theirs off (admin-mail-settings.ts); off, to none. The buyer's receipt goes either way.
     */
    saleMail: z.boolean(),
    /** An IANA name, e.g. `Europe/Paris`: where the store's days begin. */
    timeZone: z.string(),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.output<typeof StoreSettingsSchema>;

/** GET and PUT /api/settings. */
export const StoreSettingsAnswerSchema = z.object({ data: StoreSettingsSchema });

/** PUT /api/settings: both settings, each checked before anything is stored. */
export const StoreSettingsInputSchema = z.object({
  saleMail: z.boolean({ error: STORE_SETTINGS_MESSAGES.saleMail }),
  timeZone: z
    .string({ error: STORE_SETTINGS_MESSAGES.timeZone })
    .max(64, STORE_SETTINGS_MESSAGES.timeZone)
    .refine(isTimeZone, STORE_SETTINGS_MESSAGES.timeZone),
});
export type StoreSettingsInput = z.input<typeof StoreSettingsInputSchema>;
