/**
 * Faults, and nothing paid lost: a buyer approves a payment, something goes wrong (PayPal
 * answering 500, timing out, capturing but losing its answer, holding the capture as pending,
 * declining; webhooks duplicated, late, out of order, unverifiable for a while; the store's own
 * database refusing to record between the capture and the order), and then everything that
 * records payments gets its turn as it would in production: the buyer's return, PayPal's
 * deliveries (each twice, newest first, and again later), the Cron's reconciliation. However it
 * went, every capture PayPal took is exactly one completed order, none lost, none doubled, and
 * its buyer can download what they bought; a payment PayPal did not take records nothing.
 *
 * The database fault is D1's own: a trigger makes the very write that records a capture fail
 * (api/commerce-fixtures.ts), so the capture is taken and the record is refused, as when D1 is
 * unavailable between the two. A Worker restart mid-checkout is e2e/security-restart.spec.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Fault } from '../../../scripts/fakes/paypal/control.ts';
import { orderItems, orders } from '../../src/db/schema.ts';
import { fetchRaw } from '../api/auth-fixtures.ts';
import {
  deliver,
  failRecording,
  makePlans,
  makeSellableSong,
  paypal,
  paypalOrderIdOf,
  reconcileIn,
  recordAgain,
  returnFromPayPal,
  startCheckout,
} from '../api/commerce-fixtures.ts';
import { db, makeUser } from '../api/fixtures.ts';
import { auditPayments } from './payments-audit.ts';
import { tally } from './tally.ts';
import { account } from './world.ts';

interface Scenario {
  name: string;
  /** PayPal's faults for this buyer's order. */
  faults: Omit<Fault, 'match'>[];
  /** The store's database refuses to record orders until the given step. */
  d1DownUntil?: 'webhooks' | 'reconciliation';
  /** Whether PayPal ends up taking the money. */
  paid: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'PayPal answers the capture with a 500 once',
    faults: [{ op: 'capture', effect: 'error', times: 1 }],
    paid: true,
  },
  { name: 'PayPal answers every capture with a 500', faults: [{ op: 'capture', effect: 'error' }], paid: false },
  {
    name: 'the capture times out (nothing taken)',
    faults: [{ op: 'capture', effect: 'timeout', delayMs: 50, times: 1 }],
    paid: true,
  },
  {
    name: 'PayPal captures and the answer is lost',
    faults: [{ op: 'capture', effect: 'lose-answer', times: 1 }],
    paid: true,
  },
  {
    name: 'PayPal captures, loses the answer, and cannot be read at the first reconciliation',
    faults: [
      { op: 'capture', effect: 'lose-answer', times: 1 },
      { op: 'get', effect: 'error', times: 2 },
    ],
    paid: true,
  },
  {
    name: 'PayPal holds the capture as pending, then completes it',
    faults: [{ op: 'capture', effect: 'pending', times: 1 }],
    paid: true,
  },
  { name: 'PayPal declines the payment', faults: [{ op: 'capture', effect: 'decline', times: 1 }], paid: false },
  {
    name: "PayPal cannot verify the webhook's signature for a while",
    faults: [
      { op: 'capture', effect: 'lose-answer', times: 1 },
      { op: 'verify', effect: 'error', times: 2 },
    ],
    paid: true,
  },
  {
    name: 'D1 fails between the capture and the record, and is back for the webhook',
    faults: [],
    d1DownUntil: 'webhooks',
    paid: true,
  },
  {
    name: 'D1 fails between the capture and the record, through the webhooks too',
    faults: [],
    d1DownUntil: 'reconciliation',
    paid: true,
  },
  {
    name: 'D1 fails after a capture whose answer was lost',
    faults: [{ op: 'capture', effect: 'lose-answer', times: 1 }],
    d1DownUntil: 'webhooks',
    paid: true,
  },
];

/** PayPal's signed deliveries of an order so far, each sent twice, newest first; the answers' statuses. */
async function deliverAll(paypalOrderId: string): Promise<number[]> {
  const deliveries = (await paypal.webhooks(paypalOrderId)).reverse();
  const statuses: number[] = [];
  for (const delivery of deliveries) {
    for (let copy = 0; copy < 2; copy++) {
      const res = await deliver(delivery);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  }
  return statuses;
}

describe('faults between the buyer, PayPal and the store', () => {
  it.each(SCENARIOS)('$name: every capture is one order, and the buyer downloads it', async (scenario) => {
    const plans = await makePlans();
    const song = await makeSellableSong(await makeUser());
    const buyer = await account('Maya Rivers');
    const started = await startCheckout(buyer, [{ songId: song.id, licenseId: plans.basic }]);
    expect(started.status).toBe(201);
    const paypalOrderId = paypalOrderIdOf(started.body.approvalUrl);
    await paypal.approve(paypalOrderId, buyer.email);
    for (const fault of scenario.faults) {
      await paypal.addFault({ ...fault, match: { paypalOrderId } });
      tally('faultsInjected');
    }
    if (scenario.d1DownUntil) {
      await failRecording();
      tally('faultsInjected');
    }
    try {
      // The buyer comes back from PayPal: whatever happened, the answer is a page, not a failure.
      const back = await returnFromPayPal(paypalOrderId, buyer.cookie);
      expect(back.status).toBe(303);
      if (scenario.d1DownUntil === 'webhooks') await recordAgain();
      // PayPal's deliveries: a 5xx only while the store cannot record (PayPal sends it again).
      for (const status of await deliverAll(paypalOrderId)) expect([200, 500, 503]).toContain(status);
      if (scenario.d1DownUntil === 'reconciliation') await recordAgain();
      await reconcileIn(6);
      // PayPal finishes checking a pending capture; its delivery comes late, after the Cron.
      const pending = (await paypal.order(paypalOrderId)).captures.find((capture) => capture.status === 'PENDING');
      if (pending) await paypal.complete(pending.id);
      for (const status of await deliverAll(paypalOrderId)) expect(status).toBe(200);
      await reconcileIn(12);
      // And the buyer, back once more, is not charged again.
      await (await returnFromPayPal(paypalOrderId, buyer.cookie)).arrayBuffer();
    } finally {
      await recordAgain();
    }

    const books = await auditPayments([paypalOrderId]);
    expect(books).toEqual({
      paid: scenario.paid ? 1 : 0,
      recorded: scenario.paid ? 1 : 0,
      lost: 0,
      doubled: 0,
    });
    const [item] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, buyer.id), eq(orders.status, 'completed')));
    if (!scenario.paid) {
      expect(item).toBeUndefined();
      return;
    }
    const file = await fetchRaw(`/api/downloads/${item?.id}/mp3`, { headers: { cookie: buyer.cookie } });
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 3))).toBe('ID3');
  });
});
