/**
 * The cart at today's prices. A line keeps the price it was added at, and the store's owner may
 * have changed the track's price or a plan's since: the cart then showed one total and checkout
 * charged another (PRODUCT.md: the price shown is the price charged). When the cart is shown, its
 * lines are priced again from the answers the license dialog prices with: the plans, and each
 * track's own price, asked of the store rather than the browser's cache. Checkout prices every
 * line on the server anyway.
 */
import type { License } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';
import { $plans } from '../licenses/plans.store.ts';
import { $cart } from './cart.store.ts';
import { repriceLines } from './cart-lines.ts';

/** Prices read this long ago are still today's: the store's public answers are cached as long. */
const FRESH_MS = 60_000;
let pricedAt = Number.NEGATIVE_INFINITY;
let pricing: Promise<void> | null = null;

/**
 * The cart's tracks whose exclusive license sold since their line was added: nothing of them can
 * be bought any more, so the cart page offers no other license for them (checkout says the same).
 */
export const $soldInCart = atom<ReadonlySet<number>>(new Set());

async function trackPrices(songIds: readonly number[]): Promise<Map<number, number>> {
  const answers = await Promise.all(
    songIds.map((id) => callApi(`/api/songs/${id}`, { fresh: true, answer: (s) => s.SongDetailSchema })),
  );
  const songs = answers.flatMap((answer) => (answer.ok ? [answer.data.data] : []));
  $soldInCart.set(new Set(songs.filter((song) => song.status === 'sold').map((song) => song.id)));
  return new Map(songs.map((song) => [song.id, song.pricing]));
}

/** The plans as offered now; the license dialog shows them from here on too. */
async function currentPlans(): Promise<License[] | null> {
  const answer = await callApi('/api/licenses', { fresh: true, answer: (s) => s.LicenseListSchema });
  if (!answer.ok) return null;
  $plans.set({ status: 'ready', plans: answer.data.data });
  return answer.data.data;
}

async function reprice(): Promise<void> {
  const songIds = [...new Set($cart.get().items.map((item) => item.songId))];
  if (songIds.length === 0) return;
  const [prices, plans] = await Promise.all([trackPrices(songIds), currentPlans()]);
  if (!plans) return;
  // The cart as it is now: a line may have been added or removed while the prices came.
  const cart = $cart.get();
  const repriced = repriceLines(cart, prices, plans);
  if (repriced !== cart) $cart.set(repriced);
  pricedAt = Date.now();
}

/** Prices the cart's lines again, unless that was done in the last minute. */
export function refreshCartPrices(): Promise<void> {
  if (Date.now() - pricedAt < FRESH_MS) return Promise.resolve();
  pricing ??= reprice().finally(() => {
    pricing = null;
  });
  return pricing;
}
