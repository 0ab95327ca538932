/**
 * A cart as checkout charges it: each line priced and checked (quote-lines.ts), then the store's
 * bulk deals and the buyer's code taken off (`applyDiscounts`, the contract's one rule).
 */
import {
  type AppliedDiscount,
  applyDiscounts,
  type CheckoutLine,
  DISCOUNT_MESSAGES,
  type QuotedCode,
} from '@beats/contract';
import type { Db } from '../db/client.ts';
import { checkoutDiscounts } from '../discounts/checkout-discounts.ts';
import { countRequest, type RateLimit, refundRequest, tooManyRequests } from '../http/rate-limit.ts';
import { type PricedLine, quoteLines } from './quote-lines.ts';

export interface PricedCart {
  /** Each line with `discount`, what the discounts take off it. */
  lines: PricedLine[];
  subtotal: number;
  discounts: AppliedDiscount[];
  total: number;
  /** The code typed and whether it applies; null when none was. */
  code: QuotedCode | null;
}

/**
 * Codes a buyer may try in an hour that take nothing off: a code is worth guessing, and the quote
 * would otherwise answer every guess. A code that applies is given back, so a buyer whose page
 * quotes again with a good code is never stopped.
 */
export const CODE_TRIES_LIMIT: RateLimit = { name: 'discount-code', max: 20, windowMs: 3_600_000 };

/** Why a code that may be used took nothing off this cart. */
function noEffect(lines: readonly PricedLine[]): string {
  return lines.some((line) => line.status === 'available' && line.exclusive)
    ? DISCOUNT_MESSAGES.exclusiveOnly
    : DISCOUNT_MESSAGES.nothingToDiscount;
}

export async function priceCart(
  db: Db,
  buyerId: string,
  items: readonly CheckoutLine[],
  typedCode: string | undefined,
  now = Date.now(),
): Promise<PricedCart> {
  if (typedCode) {
    const tries = await countRequest(db, CODE_TRIES_LIMIT, buyerId, now);
    if (tries.count > CODE_TRIES_LIMIT.max) throw tooManyRequests(tries.resetsAt, now, DISCOUNT_MESSAGES.tooManyTries);
  }
  const [quoted, offers] = await Promise.all([
    quoteLines(db, buyerId, items, now),
    checkoutDiscounts(db, buyerId, typedCode, now),
  ]);
  const cart = applyDiscounts(
    quoted.map((line) => ({ price: line.price, exclusive: line.exclusive, available: line.status === 'available' })),
    offers.deals,
    offers.code,
  );
  const lines = quoted.map((line, index) => ({ ...line, discount: cart.lineDiscounts[index] ?? 0 }));
  let code: QuotedCode | null = null;
  if (typedCode) {
    const message = offers.refusal ?? (cart.codeApplied ? DISCOUNT_MESSAGES.applied(typedCode) : noEffect(lines));
    code = { code: typedCode, applied: cart.codeApplied, message };
    if (cart.codeApplied) await refundRequest(db, CODE_TRIES_LIMIT, buyerId, now);
  }
  return { lines, subtotal: cart.subtotal, discounts: cart.discounts, total: cart.total, code };
}
