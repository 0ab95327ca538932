import { describe, expect, it } from 'vitest';
import { upgradedLaterNote, upgradedLaterWarnings } from './upgraded-later.ts';

describe("an order's tracks upgraded since", () => {
  it('warns once per upgrade, naming the track, the plan and the credit it counted', () => {
    const upgrade = { songId: 7, songTitle: 'Midnight Static', planName: 'Premium WAV Lease', credit: 29.99 };
    expect(
      upgradedLaterWarnings({ upgradedLater: [upgrade, { ...upgrade, planName: 'Exclusive Rights', credit: 59.99 }] }),
    ).toEqual([
      'Midnight Static was upgraded later to Premium WAV Lease with $29.99 paid before counted, this order included: refunding does not change that upgrade.',
      'Midnight Static was upgraded later to Exclusive Rights with $59.99 paid before counted, this order included: refunding does not change that upgrade.',
    ]);
    expect(upgradedLaterNote(upgrade)).toBe('Upgraded later to Premium WAV Lease ($29.99 counted)');
  });

  it('says nothing of an order never upgraded', () => {
    expect(upgradedLaterWarnings({ upgradedLater: [] })).toEqual([]);
  });
});
