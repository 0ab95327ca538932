/**
 * The store's bulk deals in force (GET /api/discounts/deals), asked for when the cart page, the
 * header's cart panel or the license dialog shows, at most once a minute, and of the store rather than the browser's cache
 * (a deal the owner just changed is the one checkout applies). A failed load keeps what was
 * known. Checkout applies the deals on the server: these only tell the buyer of them.
 */
import type { Deal } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';

export const $deals = atom<Deal[]>([]);

/** Deals read this long ago are still today's: the store keeps its public answers as long. */
const FRESH_MS = 60_000;
let loadedAt = Number.NEGATIVE_INFINITY;
let loading: Promise<void> | null = null;

export function loadDeals(): Promise<void> {
  if (Date.now() - loadedAt < FRESH_MS) return Promise.resolve();
  loading ??= callApi('/api/discounts/deals', { fresh: true, answer: (s) => s.DealListSchema })
    .then((answer) => {
      if (!answer.ok) return;
      $deals.set(answer.data.data);
      loadedAt = Date.now();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
