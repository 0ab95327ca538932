/**
 * The store's bulk deal as the track pages and the catalogue name it, read on the server so it is
 * in the page's first HTML (a note filled in by a script afterwards shifted the layout). The page
 * cache keeps such a page no longer than the deal stands: changing a deal moves the catalogue's
 * version, and its end is part of the catalogue's state (@beats/worker's http/catalogue-state.ts).
 */
import { sharedDeals } from '@beats/worker/deals';
import { workerEnv } from '../../lib/db.server.ts';
import { dealsHeadline } from './deal-offer.ts';

/** 'Buy 2, get 1 free on leases', or null with no bulk deal in force (or none could be read). */
export async function loadDealsHeadline(now = Date.now()): Promise<string | null> {
  try {
    return dealsHeadline(await sharedDeals(workerEnv), now);
  } catch (error) {
    // The deal is an aside: a page without it beats no page.
    console.error('Deals: the bulk deals could not be read', error);
    return null;
  }
}
