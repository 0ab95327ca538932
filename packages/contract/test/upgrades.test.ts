import { describe, expect, it } from 'vitest';
import { UPGRADE_QUERY_MAX_IDS, UpgradeQuerySchema } from '../src/index.ts';

const parse = (songIds: string) => UpgradeQuerySchema.safeParse({ songIds });

describe('the upgrades query (songIds)', () => {
  it('reads comma-separated song ids, each once', () => {
    expect(parse('7').data).toEqual({ songIds: [7] });
    expect(parse('3,7,3,999999999999999').data).toEqual({ songIds: [3, 7, 999_999_999_999_999] });
    const most = Array.from({ length: UPGRADE_QUERY_MAX_IDS }, () => '9'.repeat(15)).join(',');
    expect(parse(most).success).toBe(true);
  });

  it.each(['', ',', '0', '07', '3,', ',3', '3,,7', '3, 7', '1e3', '9'.repeat(16)])('refuses %j', (songIds) => {
    expect(parse(songIds).success).toBe(false);
  });

  it(`refuses more than ${UPGRADE_QUERY_MAX_IDS} ids, and a text longer than they could be with one message`, () => {
    const tooMany = Array.from({ length: UPGRADE_QUERY_MAX_IDS + 1 }, (_, index) => index + 1).join(',');
    expect(parse(tooMany).success).toBe(false);
    const overlong = parse(`${'1,'.repeat(100_000)}1`);
    expect(overlong.error?.issues).toHaveLength(1);
  });
});
