/**
 * The discounts a checkout may use now: the bulk deals in force, and the code the buyer typed if
 * it is one (switched on, started, not past its end, not used up, and for a code once per
 * customer, not used by this buyer). Read once per quote and per checkout.
 */
import { type BulkDeal, type CodeDeal, DISCOUNT_MESSAGES } from '@beats/contract';
import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discounts, orders } from '../db/schema.ts';
import { HOLD_MS } from '../orders/exclusive-holds.ts';
import { bulkDealOf, codeDealOf, codeUsed } from './discount-queries.ts';
import { dealsInForce } from './public-deals.ts';

export interface CheckoutDiscounts {
  deals: BulkDeal[];
  /** The code, when it may be used now. */
  code: CodeDeal | null;
  /** Why the code typed may not be used (null when it may, or none was typed). */
  refusal: string | null;
}

/**
 * The uses a code has for `buyerId`: its orders paid or being captured, and the checkouts other
 * buyers started with it in the last 15 minutes (while they are at PayPal's approval page, as an
 * exclusive license is held), so a code's last use is not spent by two buyers at once. The buyer's
 * own checkouts at PayPal hold none against them: one who turns back can use the code again.
 */
const usesFor = (buyerId: string, now: number) =>
  or(codeUsed, and(eq(orders.status, 'pending'), ne(orders.userId, buyerId), gt(orders.createdAt, now - HOLD_MS)));

export async function checkoutDiscounts(
  db: Db,
  buyerId: string,
  typed: string | undefined,
  now = Date.now(),
): Promise<CheckoutDiscounts> {
  const dealsQuery = dealsInForce(db, now);
  if (!typed) {
    const deals = await dealsQuery;
    return { deals: deals.map(bulkDealOf), code: null, refusal: null };
  }
  const [deals, [row], [used]] = await db.batch([
    dealsQuery,
    db
      .select()
      .from(discounts)
      .where(and(eq(discounts.kind, 'code'), eq(discounts.code, typed))),
    db
      .select({
        uses: count(),
        // The buyer's own paid (or being captured) orders with it, from the same rows.
        mine: sql<number>`coalesce(sum(${and(eq(orders.userId, buyerId), codeUsed)}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.discountCode, typed), usesFor(buyerId, now))),
  ]);
  const refusal = refusalOf(row, used ?? { uses: 0, mine: 0 }, now);
  const code: CodeDeal | null = row && refusal === null ? codeDealOf(row, typed) : null;
  return { deals: deals.map(bulkDealOf), code, refusal };
}

/**
 * Why a code may not be used now: unknown or switched off, before its start, past its end, used by
 * this buyer once, or used up.
 */
function refusalOf(
  row: typeof discounts.$inferSelect | undefined,
  used: { uses: number; mine: number },
  now: number,
): string | null {
  if (!row?.active) return DISCOUNT_MESSAGES.unknown;
  if (row.startsAt !== null && row.startsAt > now) return DISCOUNT_MESSAGES.notStarted(row.startsAt);
  if (row.endsAt !== null && row.endsAt <= now) return DISCOUNT_MESSAGES.expired;
  if (row.oncePerBuyer && used.mine > 0) return DISCOUNT_MESSAGES.usedOnce;
  if (row.maxUses !== null && used.uses >= row.maxUses) return DISCOUNT_MESSAGES.usedUp;
  return null;
}
