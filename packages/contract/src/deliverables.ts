/**
 * The kinds of licensed file a plan delivers and a track may have, and their names. Without zod,
 * like the *-messages.ts modules, so the storefront's cart and license dialog can name them
 * without loading the schemas.
 */
export const DELIVERABLES = ['mp3', 'wav', 'stems'] as const;
export type Deliverable = (typeof DELIVERABLES)[number];

/** Each kind of licensed file as a sentence names it ('This track has no WAV file.'). */
export const DELIVERABLE_NAMES: Readonly<Record<Deliverable, string>> = { mp3: 'MP3', wav: 'WAV', stems: 'stems' };
