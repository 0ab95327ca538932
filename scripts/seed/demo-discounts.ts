import type { Db } from '../../worker/src/db/client.ts';
import { createDiscount } from '../../worker/src/discounts/discount-queries.ts';

/** A code to try at checkout in the demo store. No bulk deal: it would change every cart's total. */
export const DEMO_CODE = { code: 'WELCOME10', percentOff: 10 } as const;

/**
 * Adds the demo code unless a discount already has it (the owner may have changed it): that one is
 * kept. Not once per customer, so the demo customer can try it on every order.
 */
export async function seedDiscounts(db: Db): Promise<void> {
  await createDiscount(db, {
    kind: 'code',
    ...DEMO_CODE,
    amountOff: null,
    exclusive: false,
    maxUses: null,
    oncePerBuyer: false,
    active: true,
    startsAt: null,
    endsAt: null,
  });
}
