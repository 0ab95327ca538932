/**
 * The license upgrades a buyer can make: for each track they own and the store still sells, the
 * plans above what they hold, priced at the plan's price less what they paid for the track
 * (quote-lines.ts prices and checks them again at checkout). The order history offers them all;
 * a storefront page asks for those of the tracks it shows (GET /api/payments/orders/upgrades).
 */
import { planPriceForSong, type Song } from '@beats/contract';
import { and, inArray, isNull } from 'drizzle-orm';
import { isPublished, selectSongs, toSong } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { licensePlans, songs } from '../db/schema.ts';
import { ownedLicenses, ownedSongIds } from './quote-lines.ts';

export interface UpgradeOffer {
  song: Song;
  /** Cents: what the buyer paid for the track's licenses, taken off each higher plan's price. */
  credit: number;
  /** The plans they hold: not offered again. */
  ownedPlanIds: number[];
}

/**
 * The buyer's upgrades, by song id: only tracks with a plan above what they hold on sale now; of
 * `songIds`, or of every track they own.
 */
export async function upgradeOffers(
  db: Db,
  userId: string,
  songIds?: readonly number[],
  now = Date.now(),
): Promise<Map<number, UpgradeOffer>> {
  const offers = new Map<number, UpgradeOffer>();
  const owned = await ownedLicenses(db, userId, songIds);
  if (owned.size === 0) return offers;
  // A page's tracks by their ids (at most UPGRADE_QUERY_MAX_IDS); the order history's, every track
  // the buyer owns, by a subquery: a loyal buyer may own more than the 100 parameters D1 binds.
  const ownedIds = songIds ? [...owned.keys()] : ownedSongIds(db, userId);
  const [rows, plans] = await db.batch([
    // Sold outright (to anyone) or off sale: nothing more of it can be bought.
    selectSongs(db).where(and(inArray(songs.id, ownedIds), isPublished(now), isNull(songs.exclusiveSoldAt))),
    db
      .select({ id: licensePlans.id, price: licensePlans.price })
      .from(licensePlans)
      .where(isNull(licensePlans.deletedAt)),
  ]);
  for (const row of rows) {
    const held = owned.get(row.id);
    if (!held || held.exclusive) continue;
    const higher = plans.some(
      (plan) => !held.planIds.has(plan.id) && planPriceForSong(row.pricing, plan, plans) > held.credit,
    );
    if (higher) offers.set(row.id, { song: toSong(row), credit: held.credit, ownedPlanIds: [...held.planIds] });
  }
  return offers;
}
