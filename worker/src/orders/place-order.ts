/**
 * A pending order for lines the server priced (quote-lines.ts): its exclusive tracks held for it,
 * then the order and its lines stored, each line with its snapshots (title, plan, price, terms,
 * files). Checkout places one before asking PayPal for the payment; the demo seed places one and
 * records it as paid with the same code.
 */
import { type AppliedDiscount, LINE_MESSAGES, STORE_CURRENCY } from '@beats/contract';
import { randomToken } from '../auth/tokens.ts';
import { insertGroups } from '../db/bound-parameters.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { releaseHolds, takeHold } from './exclusive-holds.ts';
import type { PricedLine } from './quote-lines.ts';

export const newOrderId = (): string => `ord-${randomToken(16)}`;
export const newItemId = (): string => `itm-${randomToken(16)}`;

export interface Buyer {
  id: string;
  name: string;
  email: string;
}

/** The discounts of an order: what they took off, and the code that gave one. */
export interface OrderDiscounts {
  discounts: readonly AppliedDiscount[];
  code: string | null;
}

/**
 * Places the order; 409 when another checkout holds one of its exclusive tracks. Each line is
 * charged its price less its `discount`; the order keeps both, and the discounts that made them.
 */
export async function placePendingOrder(
  db: Db,
  buyer: Buyer,
  lines: readonly PricedLine[],
  now = Date.now(),
  { discounts, code }: OrderDiscounts = { discounts: [], code: null },
): Promise<{ orderId: string; total: number }> {
  const orderId = newOrderId();
  for (const line of lines.filter((l) => l.exclusive)) {
    if (!(await takeHold(db, { songId: line.songId, orderId, userId: buyer.id }, now))) {
      await releaseHolds(db, orderId);
      const message = LINE_MESSAGES.held(line.title);
      throw new HttpError(409, message, { [`items.${lines.indexOf(line)}`]: [message] });
    }
  }

  const total = lines.reduce((sum, line) => sum + line.price - line.discount, 0);
  const items = lines.map((line) => ({
    id: newItemId(),
    orderId,
    songId: line.songId,
    planId: line.licenseId,
    price: line.price - line.discount,
    listPrice: line.price,
    credit: line.credit,
    songTitle: line.title,
    planName: line.planName,
    deliverables: JSON.stringify(line.deliverables),
    terms: JSON.stringify(line.terms),
    exclusive: line.exclusive,
    files: JSON.stringify(line.files),
  }));
  // One batch, so the order and all its lines are stored together or not at all; the lines in
  // as many statements as D1's bound parameters need (a cart of 8 lines is past one statement's).
  await db.batch([
    db.insert(orders).values({
      id: orderId,
      userId: buyer.id,
      status: 'pending',
      total,
      currency: STORE_CURRENCY,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      createdAt: now,
      discounts: JSON.stringify(discounts),
      discountCode: code,
    }),
    ...insertGroups(items).map((group) => db.insert(orderItems).values(group)),
  ]);
  return { orderId, total };
}
