/** The store's settings through its API (/api/settings), read and written through the contract's schemas. */
import { type StoreSettings, StoreSettingsAnswerSchema } from '@beats/contract';
import { api } from '../api/client.ts';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export async function fetchSettings(): Promise<StoreSettings> {
  return StoreSettingsAnswerSchema.parse((await api.get('/settings')).data).data;
}

export async function saveSettings(settings: StoreSettings): Promise<StoreSettings> {
  return StoreSettingsAnswerSchema.parse((await api.put('/settings', settings)).data).data;
}
