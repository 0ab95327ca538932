/**
 * The license plans from GET /api/licenses, loaded once per visit the first time the license
 * modal (or anything else) needs them.
 */
import { dollarsToCents, type License } from '@beats/contract';
import { atom } from 'nanostores';

export type PlansState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; plans: License[] }
  | { status: 'error' };

export const $plans = atom<PlansState>({ status: 'idle' });

/**
 * The body is `{ success, data: [...] }` with prices in dollars (LicenseListSchema); the cart
 * counts cents. Converted with the contract's exact conversion rather than the schema, which
 * would bring zod (about 24 KB gzipped) into every page.
 */
function planList(body: unknown): License[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error('Invalid data format received from API.');
  return (data as License[]).map((plan) => {
    const price = dollarsToCents(plan.price);
    if (price === null) throw new Error(`Invalid price received from API: ${plan.price}`);
    return { ...plan, price };
  });
}

export async function loadPlans(): Promise<void> {
  const state = $plans.get();
  if (state.status === 'loading' || state.status === 'ready') return;
  $plans.set({ status: 'loading' });
  try {
    const res = await fetch('/api/licenses', { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
    $plans.set({ status: 'ready', plans: planList(await res.json()) });
  } catch (error) {
    console.error(error);
    $plans.set({ status: 'error' });
  }
}
