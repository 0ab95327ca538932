import { Money } from './money-schema.ts';
import { z } from './zod.ts';

/**
 * GET /api/payments/orders/upgrades: which track to ask about. A track page is public and cached,
 * so it learns the visitor's upgrade of its track from this call once it knows they own it.
 * Fifteen digits at most: any id the store can hold, and never past what a number keeps exactly.
 */
export const UpgradeQuerySchema = z.object({
  songId: z
    .string({ error: 'songId is required.' })
    .regex(/^[1-9]\d{0,14}$/, 'songId must be a song id.')
    .transform(Number),
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
 * The answer: the terms while the buyer owns the track, it is still on sale, a plan above what
 * they hold costs more than their credit, and they hold no exclusive license of it; else null.
 */
export const TrackUpgradeSchema = z.object({ upgrade: UpgradeTermsSchema.nullable() }).meta({ id: 'TrackUpgrade' });
export type TrackUpgrade = z.output<typeof TrackUpgradeSchema>;
