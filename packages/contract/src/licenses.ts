import { z } from 'zod';
import { Money } from './money-schema.ts';

export const DELIVERABLES = ['mp3', 'wav', 'stems'] as const;
export type Deliverable = (typeof DELIVERABLES)[number];

/**
 * A license plan (pack) as the storefront and admin see it. `price` is its price for a track at
 * the store's base price (see planPriceForSong): dollars on the wire, cents in the code.
 */
export const LicenseSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    price: Money,
    tier: z.string(),
    features: z.array(z.string()),
    popular: z.boolean(),
    note: z.string().nullable(),
    deliverables: z.array(z.enum(DELIVERABLES)),
    exclusive: z.boolean(),
  })
  .meta({ id: 'License' });
export type License = z.output<typeof LicenseSchema>;

/** GET /api/licenses: the plans on sale, in the store owner's order. */
export const LicenseListSchema = z.object({ success: z.literal(true), data: z.array(LicenseSchema) });
