/**
 * The preview lengths the voice tag page offers, and how the song forms say the one saved. The
 * form holds 0 for the whole track (as the API takes it, VOICE_TAG_LIMITS.previewSeconds.whole);
 * the voice tag says null.
 */
import { VOICE_TAG_LIMITS } from '@beats/contract';

const { whole, min, max } = VOICE_TAG_LIMITS.previewSeconds;

/** Common lengths within the API's range, first the whole track. */
const OFFERED = [30, 45, 60, 90, 120, 180, 240, 300].filter((seconds) => seconds >= min && seconds <= max);

const label = (seconds: number) =>
  seconds === whole
    ? 'Whole track'
    : seconds % 60 === 0 && seconds > 60
      ? `First ${seconds / 60} minutes`
      : `First ${seconds} seconds`;

/** The choices, with the one saved among them even when it is not one of the common lengths. */
export function previewLengthOptions(saved: number | null): { value: number; label: string }[] {
  const lengths = saved === null || OFFERED.includes(saved) ? OFFERED : [...OFFERED, saved].sort((a, b) => a - b);
  return [whole, ...lengths].map((value) => ({ value, label: label(value) }));
}

/** The form's value (0: the whole track) as the voice tag's setting (null: the whole track). */
export const previewSecondsOf = (value: number): number | null => (value === whole ? null : value);

/** The form's value for the voice tag's setting. */
export const previewFieldOf = (previewSeconds: number | null): number => previewSeconds ?? whole;
