import { UpgradeQuerySchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { signedIn, testUser } from '../accounts/fixtures.ts';
import { upgradeAsker, upgradePath } from './upgrade-asker.ts';

describe("a track page's upgrade: who asks for it", () => {
  it('is the signed-in visitor who owns the track', () => {
    expect(upgradeAsker(7, signedIn([], [3, 7]))).toBe(testUser.id);
  });

  it('is nobody while the visitor is unknown or signed out, or does not own the track', () => {
    expect(upgradeAsker(7, { status: 'loading' })).toBeNull();
    expect(upgradeAsker(7, { status: 'signed-out' })).toBeNull();
    expect(upgradeAsker(7, signedIn([], [3]))).toBeNull();
  });

  it('is nobody for their own upload, which reads "Your Track" rather than "Purchased"', () => {
    expect(upgradeAsker(7, signedIn([7], [7]))).toBeNull();
  });

  it("asks with a query the contract's schema reads back", () => {
    const query = new URL(upgradePath(42), 'https://store.test').searchParams;
    expect(UpgradeQuerySchema.parse(Object.fromEntries(query))).toEqual({ songId: 42 });
  });
});
