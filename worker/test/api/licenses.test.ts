import type { License } from '@beats/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licensePlans } from '../../src/db/schema.ts';
import { db, getJson, makePlan } from './fixtures.ts';

describe('GET /api/licenses', () => {
  it('lists the plans on sale in the store owner order, with their features', async () => {
    await makePlan({
      name: 'Premium WAV',
      price: 5999,
      tier: 'Premium License',
      popular: true,
      position: 2,
      deliverables: '["mp3","wav"]',
    });
    await makePlan({ name: 'Basic MP3', price: 2999, position: 1 });
    const gone = await makePlan({ name: 'Retired', position: 0 });
    await db().update(licensePlans).set({ deletedAt: Date.now() }).where(eq(licensePlans.id, gone));

    const { status, body } = await getJson<{ success: boolean; data: License[] }>('/api/licenses');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.name)).toEqual(['Basic MP3', 'Premium WAV']);
    expect(body.data[1]).toMatchObject({
      // Stored as 5999 cents, answered in dollars.
      price: 59.99,
      tier: 'Premium License',
      popular: true,
      deliverables: ['mp3', 'wav'],
      exclusive: false,
    });
    expect(body.data[0]?.features).toEqual(['Untagged MP3', '10,000 streams']);
  });
});
