import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema.ts';
import { listOrdersForUser } from '../../src/orders/order-queries.ts';
import { db, makePlan, makeSong, makeUser } from './fixtures.ts';

async function makeOrder(userId: string, songId: number, planId: number, status: 'pending' | 'completed', at: number) {
  const id = crypto.randomUUID();
  await db()
    .insert(orders)
    .values({
      id,
      userId,
      status,
      total: 2999,
      paypalCaptureId: `CAP-${id.slice(0, 6)}`,
      createdAt: at,
      completedAt: status === 'completed' ? at : null,
    });
  await db().insert(orderItems).values({
    id: crypto.randomUUID(),
    orderId: id,
    songId,
    planId,
    price: 2999,
    songTitle: 'Title at purchase',
    planName: 'Basic MP3',
    deliverables: '["mp3"]',
  });
  return id;
}

describe('listOrdersForUser', () => {
  it("lists a buyer's completed orders, newest first, with the receipts' snapshots", async () => {
    const artist = await makeUser();
    const buyer = await makeUser();
    const other = await makeUser();
    const song = await makeSong(artist, { title: 'Renamed later' });
    const plan = await makePlan();
    const older = await makeOrder(buyer, song, plan, 'completed', Date.now() - 86_400_000);
    const newer = await makeOrder(buyer, song, plan, 'completed', Date.now() - 1000);
    await makeOrder(buyer, song, plan, 'pending', Date.now());
    await makeOrder(other, song, plan, 'completed', Date.now());

    const list = await listOrdersForUser(db(), buyer);
    expect(list.map((o) => o.id)).toEqual([newer, older]);
    expect(list[0]).toMatchObject({ amount: 2999, currency: 'USD', transactionId: expect.stringMatching(/^CAP-/) });
    expect(list[0]?.items).toEqual([
      expect.objectContaining({
        licenseId: plan,
        licenseDetails: { name: 'Basic MP3' },
        price: 2999,
        song: expect.objectContaining({ id: song, title: 'Title at purchase' }),
      }),
    ]);
  });

  it('is empty for a user without orders', async () => {
    expect(await listOrdersForUser(db(), await makeUser())).toEqual([]);
  });
});
