import { z } from './zod.ts';

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
