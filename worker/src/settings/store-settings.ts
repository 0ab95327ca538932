/**
 * The store's settings (packages/contract's store-settings): the owner's saved row, or before the
 * first save the deployment's variables. Read where they apply (each sale's mails, the sales
 * figures and the orders' day filters), written by the admin's Settings page.
 */
import { isTimeZone, type StoreSettings } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeSettings } from '../db/schema.ts';
import type { Env } from '../env.ts';

type SettingsEnv = Pick<Env, 'SALE_MAIL' | 'STORE_TIME_ZONE'>;

/** The variables' settings: sale mails unless `SALE_MAIL` is "off", the days of `STORE_TIME_ZONE` (UTC by default). */
export function settingsOfEnv(env: SettingsEnv): StoreSettings {
  const zone = env.STORE_TIME_ZONE || 'UTC';
  const known = isTimeZone(zone);
  if (!known) console.warn(`STORE_TIME_ZONE "${zone}" is not a time zone; using UTC`);
  return { saleMail: env.SALE_MAIL !== 'off', timeZone: known ? zone : 'UTC' };
}

export async function readStoreSettings(db: Db, env: SettingsEnv): Promise<StoreSettings> {
  const [saved] = await db
    .select({ saleMail: storeSettings.saleMail, timeZone: storeSettings.timeZone })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  if (!saved) return settingsOfEnv(env);
  // A zone saved once and since dropped from the runtime's list falls back as a bad variable does.
  return isTimeZone(saved.timeZone) ? saved : { saleMail: saved.saleMail, timeZone: settingsOfEnv(env).timeZone };
}

export async function saveStoreSettings(db: Db, settings: StoreSettings, now = Date.now()): Promise<StoreSettings> {
  const row = { saleMail: settings.saleMail, timeZone: settings.timeZone, updatedAt: now };
  await db
    .insert(storeSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: storeSettings.id, set: row });
  return { saleMail: settings.saleMail, timeZone: settings.timeZone };
}
