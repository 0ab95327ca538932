import { DELIVERABLES } from './deliverables.ts';
import { Money, money } from './money-schema.ts';
import { idParam } from './path-params.ts';
import { z } from './zod.ts';

/** A usage limit: how many are allowed (0: none), or null for unlimited. */
const usageLimit = (label: string) =>
  z
    .int({ error: `${label} must be a whole number, or empty for unlimited.` })
    .min(0, `${label} must be 0 or more.`)
    .max(1_000_000_000, `${label} must be at most 1,000,000,000.`)
    .nullable();

/**
 * What a license grants, written into its agreement: each limit a count (0: not allowed) or null
 * for unlimited; the term in years, or null for perpetual. Order items keep a copy taken at
 * purchase, so later edits of a plan never change what a buyer was granted.
 */
export const UsageTermsSchema = z
  .object({
    audioStreams: usageLimit('Audio streams'),
    copiesSold: usageLimit('Copies sold'),
    musicVideos: usageLimit('Music videos'),
    radioStations: usageLimit('Radio stations'),
    livePerformances: usageLimit('Live performances'),
    termYears: z
      .int({ error: 'The term must be a whole number of years, or empty for perpetual.' })
      .min(1, 'The term must be at least 1 year.')
      .max(99, 'The term must be at most 99 years.')
      .nullable(),
  })
  .meta({ id: 'UsageTerms' });
export type UsageTerms = z.output<typeof UsageTermsSchema>;

/** A plan that states nothing grants nothing beyond the files, for as long as the license lasts. */
export const DEFAULT_USAGE_TERMS: UsageTerms = {
  audioStreams: 0,
  copiesSold: 0,
  musicVideos: 0,
  radioStations: 0,
  livePerformances: 0,
  termYears: null,
};

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
    terms: UsageTermsSchema,
  })
  .meta({ id: 'License' });
export type License = z.output<typeof LicenseSchema>;

/** GET /api/licenses: the plans on sale, in the store owner's order. */
export const LicenseListSchema = z.object({ success: z.literal(true), data: z.array(LicenseSchema) });

/** GET, POST and PUT of one plan: `{ success, data }`. */
export const LicenseDetailSchema = z.object({ success: z.literal(true), data: LicenseSchema });

/** The license pack form's messages (spec) and the API's own for what the spec does not say. */
export const LICENSE_PACK_MESSAGES = {
  nameTooShort: 'Name must be at least 3 characters.',
  priceInvalid: 'Price must be a positive number.',
  descriptionTooShort: 'Description must be at least 10 characters.',
  featuresIncomplete: 'All feature fields must be filled out.',
  notFound: 'License pack not found.',
} as const;

export const LICENSE_PACK_LIMITS = {
  nameMin: 3,
  name: 100,
  descriptionMin: 10,
  description: 1000,
  feature: 200,
  features: 20,
  tier: 60,
  note: 200,
} as const;

const limited = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * A license pack as the admin's form sends it (POST /api/licenses, PUT /api/licenses/{id}), with
 * the spec's rules and messages in the form's order; the price in dollars. The fields after
 * `features` are optional: a new pack gets the defaults, a changed one keeps what it had.
 */
export const LicensePackInputSchema = z.object({
  name: limited('Name', LICENSE_PACK_LIMITS.name).min(LICENSE_PACK_LIMITS.nameMin, LICENSE_PACK_MESSAGES.nameTooShort),
  price: money({ label: 'Price', positive: true, invalid: LICENSE_PACK_MESSAGES.priceInvalid }),
  description: limited('Description', LICENSE_PACK_LIMITS.description).min(
    LICENSE_PACK_LIMITS.descriptionMin,
    LICENSE_PACK_MESSAGES.descriptionTooShort,
  ),
  features: z
    .array(limited('A feature', LICENSE_PACK_LIMITS.feature).min(1, LICENSE_PACK_MESSAGES.featuresIncomplete), {
      error: LICENSE_PACK_MESSAGES.featuresIncomplete,
    })
    .min(1, LICENSE_PACK_MESSAGES.featuresIncomplete)
    .max(LICENSE_PACK_LIMITS.features, `A pack has at most ${LICENSE_PACK_LIMITS.features} features.`),
  tier: limited('Tier', LICENSE_PACK_LIMITS.tier).min(1, 'Tier must not be blank.').optional(),
  popular: z.boolean({ error: 'Popular must be true or false.' }).optional(),
  note: limited('Note', LICENSE_PACK_LIMITS.note)
    .transform((note) => note || null)
    .nullable()
    .optional(),
  deliverables: z
    .array(z.enum(DELIVERABLES, { error: `Deliverables are ${DELIVERABLES.join(', ')}.` }))
    .min(1, 'A pack delivers at least one kind of file.')
    .max(DELIVERABLES.length, 'Each kind of file is listed once.')
    .refine((list) => new Set(list).size === list.length, 'Each kind of file is listed once.')
    .optional(),
  exclusive: z.boolean({ error: 'Exclusive must be true or false.' }).optional(),
  terms: UsageTermsSchema.optional(),
});
export type LicensePackInput = z.output<typeof LicensePackInputSchema>;

/** A plan id in a path. */
export const LicenseIdParamSchema = idParam(LICENSE_PACK_MESSAGES.notFound);
