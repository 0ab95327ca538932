/**
 * The license plans from GET /api/licenses, loaded once per visit the first time the license
 * modal (or anything else) needs them.
 */
import type { License } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';

export type PlansState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; plans: License[] }
  | { status: 'error' };

export const $plans = atom<PlansState>({ status: 'idle' });

export async function loadPlans(): Promise<void> {
  const state = $plans.get();
  if (state.status === 'loading' || state.status === 'ready') return;
  $plans.set({ status: 'loading' });
  const result = await callApi('/api/licenses', { answer: (s) => s.LicenseListSchema });
  $plans.set(result.ok ? { status: 'ready', plans: result.data.data } : { status: 'error' });
}
