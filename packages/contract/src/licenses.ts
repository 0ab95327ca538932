import { z } from 'zod';

export const DELIVERABLES = ['mp3', 'wav', 'stems'] as const;
export type Deliverable = (typeof DELIVERABLES)[number];

/** A license plan (pack) as the storefront and admin see it. Price in cents. */
export const LicenseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  tier: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
  note: z.string().nullable(),
  deliverables: z.array(z.enum(DELIVERABLES)),
  exclusive: z.boolean(),
});
export type License = z.infer<typeof LicenseSchema>;

/**
 * What a plan costs for one track, in cents.
 *
 * A plan's own price is its price for a track at the store's base price (the cheapest plan).
 * A track's `pricing` is what its cheapest license costs, so every plan for that track moves by
 * the same difference: a $39.99 beat in a store whose Basic plan is $29.99 sells Premium for
 * $10 more than the Premium list price. The server charges exactly this; clients show it.
 */
export function planPriceForSong(
  songPricing: number,
  plan: Pick<License, 'price'>,
  plans: readonly Pick<License, 'price'>[],
): number {
  if (plans.length === 0) return plan.price;
  const base = Math.min(...plans.map((p) => p.price));
  return Math.max(0, plan.price + (songPricing - base));
}
