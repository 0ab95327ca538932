import { Money } from './money-schema.ts';
import { UPGRADE_QUERY_MAX_IDS } from './upgrade-limits.ts';
import { z } from './zod.ts';

export { UPGRADE_QUERY_MAX_IDS };

/** Fifteen digits at most: any id the store can hold, and never past what a number keeps exactly. */
const SONG_ID = /^[1-9]\d{0,14}$/;
/** The longest list of ids that can be valid (every id 15 digits, one comma between each), checked before splitting. */
const SONG_IDS_MAX_LENGTH = UPGRADE_QUERY_MAX_IDS * 16 - 1;
const SONG_IDS_MESSAGE = `songIds must be up to ${UPGRADE_QUERY_MAX_IDS} song ids, separated by commas.`;

/**
 * GET /api/payments/orders/upgrades: which tracks to ask about (`songIds=3,7,12`). The storefront's
 * pages are public and cached, the same for everyone: a page learns the visitor's upgrades of the
 * tracks it shows they own from this one call. An id named twice is answered once.
 */
export const UpgradeQuerySchema = z.object({
  songIds: z
    .string({ error: 'songIds is required.' })
    .max(SONG_IDS_MAX_LENGTH, { error: SONG_IDS_MESSAGE, abort: true })
    .refine((text) => {
      const ids = text.split(',');
      return ids.length <= UPGRADE_QUERY_MAX_IDS && ids.every((id) => SONG_ID.test(id));
    }, SONG_IDS_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export type UpgradeQuery = z.output<typeof UpgradeQuerySchema>;

/**
 * What a buyer's upgrade of a track rests on: what they paid for it (taken off each higher plan's
 * price) and the plans they hold (not offered again). Amounts: dollars on the wire, cents in the code.
 */
export const UpgradeTermsSchema = z
  .object({
    credit: Money,
    ownedPlanIds: z.array(z.int()),
  })
  .meta({ id: 'UpgradeTerms' });
export type UpgradeTerms = z.output<typeof UpgradeTermsSchema>;

/**
 * The answer: the terms of each track asked about while the buyer owns it, it is still on sale, a
 * plan above what they hold costs more than their credit, and they hold no exclusive license of
 * it. A track with no upgrade is left out.
 */
export const TrackUpgradesSchema = z
  .object({
    upgrades: z.array(z.object({ songId: z.int().positive(), ...UpgradeTermsSchema.shape })),
  })
  .meta({ id: 'TrackUpgrades' });
export type TrackUpgrades = z.output<typeof TrackUpgradesSchema>;
