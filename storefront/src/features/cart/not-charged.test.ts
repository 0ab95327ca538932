import { describe, expect, it } from 'vitest';
import { signedIn } from '../accounts/fixtures.ts';
import { notCharged } from './not-charged.ts';

const line = { songId: 7, songTitle: 'Night Drive' };
const none = new Set<number>();

describe('the cart lines checkout will not charge', () => {
  it('charges a track for sale that the buyer neither owns nor uploaded, signed in or not', () => {
    expect(notCharged(line, { status: 'signed-out' }, none)).toBeNull();
    expect(notCharged(line, { status: 'loading' }, none)).toBeNull();
    expect(notCharged(line, signedIn([1], [2]), none)).toBeNull();
  });

  it("says so, in checkout's words, for a track bought, uploaded by the buyer, or sold", () => {
    expect(notCharged(line, signedIn([], [7]), none)).toEqual({
      label: 'Purchased',
      reason: 'You already own Night Drive: it is not charged again.',
    });
    expect(notCharged(line, signedIn([7], []), none)).toEqual({
      label: 'Your Track',
      reason: 'Night Drive is your own track: it cannot be purchased.',
    });
    expect(notCharged(line, { status: 'signed-out' }, new Set([7]))).toEqual({
      label: 'Sold',
      reason: 'Night Drive was sold with an exclusive license and is no longer for sale.',
    });
    // Its buyer owns it: bought, not sold to them.
    expect(notCharged(line, signedIn([], [7]), new Set([7]))?.label).toBe('Purchased');
  });

  it('charges an upgrade of a track the buyer bought, but not one whose exclusive license sold', () => {
    const upgrade = { ...line, upgrade: { credit: 2999, ownedPlanIds: [1] } };
    expect(notCharged(upgrade, signedIn([], [7]), none)).toBeNull();
    expect(notCharged(upgrade, signedIn([], [7]), new Set([7]))?.label).toBe('Sold');
  });
});
