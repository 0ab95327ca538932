/**
 * The store's settings through its API (/api/settings), and the signed-in admin's own mail choice
 * (/api/settings/me), read and written through the contract's schemas.
 */
import {
  type AdminMailSettings,
  AdminMailSettingsAnswerSchema,
  type AdminMailSettingsInput,
  type StoreSettings,
  StoreSettingsAnswerSchema,
} from '@beats/contract';
import { api } from '../api/client.ts';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export async function fetchSettings(): Promise<StoreSettings> {
  return StoreSettingsAnswerSchema.parse((await api.get('/settings')).data).data;
}

export async function saveSettings(settings: StoreSettings): Promise<StoreSettings> {
  return StoreSettingsAnswerSchema.parse((await api.put('/settings', settings)).data).data;
}

/** The signed-in admin's own mail choice (/api/settings/me): theirs alone, whoever else is an admin. */
export const MY_MAIL_QUERY_KEY = ['settings', 'me'] as const;

export async function fetchMyMail(): Promise<AdminMailSettings> {
  return AdminMailSettingsAnswerSchema.parse((await api.get('/settings/me')).data).data;
}

export async function saveMyMail(choice: AdminMailSettingsInput): Promise<AdminMailSettings> {
  return AdminMailSettingsAnswerSchema.parse((await api.put('/settings/me', choice)).data).data;
}
