/**
 * The store's bulk deals in force (GET /api/discounts/deals), loaded once per visit the first time
 * the cart page or the license dialog shows; a failed load is tried again next time. Checkout
 * applies them on the server: these only tell the buyer of them.
 */
import type { Deal } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';

export const $deals = atom<Deal[]>([]);

let loading: Promise<void> | null = null;

export function loadDeals(): Promise<void> {
  loading ??= callApi('/api/discounts/deals', { answer: (s) => s.DealListSchema }).then((answer) => {
    if (answer.ok) $deals.set(answer.data.data);
    else loading = null;
  });
  return loading;
}
