/**
 * The license pack form's values, rules and messages (spec, sections 5 and 8): name ≥ 3,
 * a positive price, description ≥ 10, no empty feature (empties are dropped on submit, and at
 * least one feature field is always shown), plus the files delivered, the usage terms of the
 * agreement, popular and exclusive.
 */
import {
  DEFAULT_USAGE_TERMS,
  type DELIVERABLES,
  LICENSE_PACK_LIMITS,
  LICENSE_PACK_MESSAGES,
  type UsageTerms,
} from '@beats/contract';
import type { FormRule } from 'antd';
import type { LicenseRecord, UsageTermsRecord } from '../api/records.ts';
import { formatDollars } from '../ui/money.ts';

export type PackFormValues = Omit<LicenseRecord, 'id' | 'note' | 'features'> & {
  note?: string | null;
  features: (string | undefined)[];
};

/** What the form starts with: everything but the price, which the owner types. */
export type NewPackValues = Omit<PackFormValues, 'price'> & { price?: number };

export const PACK_MESSAGES = {
  fetchFailed: 'Failed to fetch license packs.',
  createFailed: 'Failed to create pack.',
  updateFailed: 'Failed to update pack.',
  deleteFailed: 'Failed to delete pack.',
  created: 'License pack created.',
  updated: 'License pack updated.',
  deleted: 'License pack deleted.',
} as const;

/**
 * A new pack's starting values. No price: a price of 0 would be refused anyway, and said at once
 * that it moves every track's base; the owner types the pack's own.
 */
export const NEW_PACK: NewPackValues = {
  name: '',
  description: '',
  tier: '',
  features: [''],
  popular: false,
  deliverables: ['mp3'],
  exclusive: false,
  terms: DEFAULT_USAGE_TERMS,
};

export const PACK_RULES = {
  name: [
    { required: true, whitespace: true, message: LICENSE_PACK_MESSAGES.nameTooShort },
    { min: LICENSE_PACK_LIMITS.nameMin, message: LICENSE_PACK_MESSAGES.nameTooShort },
    { max: LICENSE_PACK_LIMITS.name, message: `Name must be at most ${LICENSE_PACK_LIMITS.name} characters.` },
  ],
  price: [{ required: true, type: 'number', min: 0.01, message: LICENSE_PACK_MESSAGES.priceInvalid }],
  description: [
    { required: true, whitespace: true, message: LICENSE_PACK_MESSAGES.descriptionTooShort },
    { min: LICENSE_PACK_LIMITS.descriptionMin, message: LICENSE_PACK_MESSAGES.descriptionTooShort },
    {
      max: LICENSE_PACK_LIMITS.description,
      message: `Description must be at most ${LICENSE_PACK_LIMITS.description} characters.`,
    },
  ],
  features: [
    {
      validator: async (_, features: (string | undefined)[] | undefined) => {
        if (!features?.some((feature) => feature?.trim())) throw new Error(LICENSE_PACK_MESSAGES.featuresIncomplete);
      },
    },
  ],
  deliverables: [{ required: true, type: 'array', min: 1, message: 'A pack delivers at least one kind of file.' }],
} satisfies Record<string, FormRule[]>;

/** What is sent: features trimmed, empty ones dropped. */
export function packBody(values: PackFormValues) {
  return {
    ...values,
    tier: values.tier?.trim() || values.name.trim(),
    note: values.note?.trim() || null,
    features: values.features.map((feature) => feature?.trim() ?? '').filter((feature) => feature !== ''),
  };
}

export const DELIVERABLE_LABELS: Record<(typeof DELIVERABLES)[number], string> = {
  mp3: 'Untagged MP3',
  wav: 'WAV',
  stems: 'Stems (ZIP)',
};

/** The usage terms the form edits, each a count (empty: unlimited) or the term in years (empty: perpetual). */
export const TERM_FIELDS: { name: keyof UsageTerms; label: string; empty: string }[] = [
  { name: 'audioStreams', label: 'Audio streams', empty: 'Unlimited' },
  { name: 'copiesSold', label: 'Copies sold', empty: 'Unlimited' },
  { name: 'musicVideos', label: 'Music videos', empty: 'Unlimited' },
  { name: 'radioStations', label: 'Radio stations', empty: 'Unlimited' },
  { name: 'livePerformances', label: 'Live performances', empty: 'Unlimited' },
  { name: 'termYears', label: 'Term (years)', empty: 'Perpetual' },
];

/** A usage limit as a card shows it. */
export function termText(terms: UsageTermsRecord, name: keyof UsageTerms): string {
  const value = terms[name];
  if (value === null) return name === 'termYears' ? 'Perpetual' : 'Unlimited';
  if (value === 0) return 'Not allowed';
  return name === 'termYears' ? `${value} year${value === 1 ? '' : 's'}` : value.toLocaleString('en-US');
}

/**
 * What saving a pack at `price` does to every track's prices: the cheapest pack sets the base, and
 * each other pack sells at its price plus the track's difference from the base, so a new cheapest
 * pack (or the cheapest one made dearer) moves every other pack's price on every track. `others`
 * are the live packs but this one; `before` its price now (null for a new pack). Null when the
 * base stays; else the words of the move.
 */
export function baseShiftText(
  others: readonly { price: number }[],
  before: number | null,
  price: number | null | undefined,
): string | null {
  // A price the form refuses (none yet, 0 or less) moves nothing: nothing is said of it.
  if (others.length === 0 || price === null || price === undefined || !Number.isFinite(price) || price <= 0)
    return null;
  const cents = (dollars: number) => Math.round(dollars * 100);
  const base = (own: number | null) =>
    Math.min(...others.map((pack) => cents(pack.price)), ...(own === null ? [] : [own]));
  const shift = base(before === null ? null : cents(before)) - base(cents(price));
  if (shift === 0) return null;
  return shift > 0
    ? `At this price the pack becomes the cheapest and sets the base: every other pack goes up by ${formatDollars(shift / 100)} on every track.`
    : `At this price the base rises: every other pack goes down by ${formatDollars(-shift / 100)} on every track.`;
}
