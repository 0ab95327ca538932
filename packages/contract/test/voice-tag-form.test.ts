import { describe, expect, it } from 'vitest';
import { VOICE_TAG_LIMITS, VOICE_TAG_MESSAGES, VoiceTagFormSchema } from '../src/voice-tag.ts';

/** What the form schema makes of a preview length sent as multipart text (or as JSON's number). */
const previewSecondsOf = (value: unknown) => {
  const result = VoiceTagFormSchema.safeParse({ previewSeconds: value });
  return result.success
    ? { ok: result.data.previewSeconds }
    : { refused: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
};

describe('the voice tag form: the preview length', () => {
  it.each([
    ['30', 30],
    ['300', 300],
    [' 90 ', 90],
    ['60', 60],
    [120, 120],
    // As every number of a form: a whole value written with decimals is that value.
    ['60.0', 60],
  ])('takes %j as %j seconds', (sent, seconds) => {
    expect(previewSecondsOf(sent)).toEqual({ ok: seconds });
  });

  it('takes 0 as the whole track (null), and a blank or a field left out as left alone', () => {
    expect(VOICE_TAG_LIMITS.previewSeconds.whole).toBe(0);
    expect(previewSecondsOf('0')).toEqual({ ok: null });
    expect(previewSecondsOf(0)).toEqual({ ok: null });
    expect(previewSecondsOf('')).toEqual({ ok: undefined });
    expect(previewSecondsOf('   ')).toEqual({ ok: undefined });
    expect(VoiceTagFormSchema.parse({}).previewSeconds).toBeUndefined();
  });

  it.each([
    '29',
    '301',
    '2.5',
    '-30',
    'abc',
    '60s',
    '1e2',
    '0x3c',
    '9'.repeat(400),
    `60${' '.repeat(10)}x`,
    'a'.repeat(100_000),
    true,
    null,
  ])('refuses %j with the preview length message under its field', (sent) => {
    expect(previewSecondsOf(sent)).toEqual({ refused: [['previewSeconds', VOICE_TAG_MESSAGES.previewLength]] });
  });

  it('says its range in the message', () => {
    expect(VOICE_TAG_MESSAGES.previewLength).toBe('A preview must be 30 to 300 seconds long, in whole seconds.');
  });
});
