/**
 * The server's view of a cart: for each line, whether this buyer can buy it now and what it
 * costs. Prices come from the database (`planPriceForSong`, the function the storefront shows
 * them with); nothing the browser says about amounts is read.
 */
import {
  type CheckoutLine,
  DEFAULT_USAGE_TERMS,
  type Deliverable,
  LINE_MESSAGES,
  type LineStatus,
  planPriceForSong,
  type QuotedLine,
  type UsageTerms,
} from '@beats/contract';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { FILE_KEYS } from '../catalogue/song-row.ts';
import type { Db } from '../db/client.ts';
import { exclusiveHolds, licensePlans, orderItems, orders, songs } from '../db/schema.ts';
import { toLicense } from '../licenses/license-queries.ts';

/** What an order line keeps of its song and plan, taken when the order is placed. */
export interface PricedLine extends QuotedLine {
  deliverables: Deliverable[];
  terms: UsageTerms;
  /** The FILES keys the line delivers. */
  files: Partial<Record<Deliverable, string>>;
}

/** What a buyer holds of a track: the plans of their paid orders, and what those are worth to an upgrade. */
export interface Ownership {
  planIds: Set<number>;
  /** Whether one of them is the exclusive license: nothing above it to upgrade to. */
  exclusive: boolean;
  /**
   * Cents: what the buyer paid for the track's licenses, less their share of any part of the order
   * given back (a goodwill refund), so a refund is never credited twice.
   */
  credit: number;
}

/** The lines of a user's completed orders. */
const ownedLines = (userId: string) => and(eq(orders.userId, userId), eq(orders.status, 'completed'));

/** The ids of every track a user owns, as a subquery. */
export const ownedSongIds = (db: Db, userId: string) =>
  db
    .select({ songId: orderItems.songId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ownedLines(userId));

/** The tracks a user owns (lines of their completed orders), by song id: of `songIds`, or all of them. */
export async function ownedLicenses(
  db: Db,
  userId: string,
  songIds?: readonly number[],
): Promise<Map<number, Ownership>> {
  const owned = new Map<number, Ownership>();
  if (songIds?.length === 0) return owned;
  const rows = await db
    .select({
      songId: orderItems.songId,
      planId: orderItems.planId,
      exclusive: orderItems.exclusive,
      // The line's share of what the order kept after refunds, in whole cents (rounded down).
      kept: sql<number>`${orderItems.price} * (${orders.total} - ${orders.refundTotal}) / max(${orders.total}, 1)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(ownedLines(userId), songIds ? inArray(orderItems.songId, [...songIds]) : undefined));
  for (const row of rows) {
    const held = owned.get(row.songId) ?? { planIds: new Set<number>(), exclusive: false, credit: 0 };
    held.planIds.add(row.planId);
    held.exclusive ||= row.exclusive;
    held.credit += Math.max(0, row.kept);
    owned.set(row.songId, held);
  }
  return owned;
}

/**
 * The songs of the buyer's payments under way: pending orders the store has asked PayPal to
 * capture (PayPal holds the capture as pending, or its answer never came). They may be paid: the
 * webhook or the reconciliation will say, and until then they are not sold to the buyer again.
 * `before`: only the payments asked for before this order's (the first of two racing captures
 * goes ahead, the other does not).
 */
export async function payingSongIds(
  db: Db,
  userId: string,
  songIds: readonly number[],
  before?: string,
): Promise<Set<number>> {
  if (songIds.length === 0) return new Set();
  const earlier = before
    ? sql`(${orders.captureRequestedAt}, ${orders.id}) < (SELECT capture_requested_at, id FROM ${orders} WHERE id = ${before})`
    : undefined;
  const rows = await db
    .selectDistinct({ songId: orderItems.songId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        isNotNull(orders.captureRequestedAt),
        inArray(orderItems.songId, [...songIds]),
        earlier,
      ),
    );
  return new Set(rows.map((row) => row.songId));
}

/**
 * Whether an owned track's line is a license upgrade: a plan the buyer does not hold yet, above
 * the exclusive they may hold, priced above what they paid for the track (else there is nothing to pay).
 */
const isUpgrade = (held: Ownership, planId: number, price: number): boolean =>
  !held.planIds.has(planId) && !held.exclusive && price > held.credit;

/**
 * Each line as the buyer would be charged for it now, in the order given. A line is `available`
 * only when the track is published and not sold, the plan is offered, the track has every file
 * the plan delivers, the buyer did not upload it, no other checkout holds its exclusive license,
 * and the buyer does not own the track, or owns it under less and asks to upgrade (the plan's
 * price less the `credit` of what they paid for it).
 */
export async function quoteLines(
  db: Db,
  buyerId: string,
  lines: readonly CheckoutLine[],
  now = Date.now(),
): Promise<PricedLine[]> {
  const songIds = [...new Set(lines.map((line) => line.songId))];
  const planIds = [...new Set(lines.map((line) => line.licenseId))];
  const [songRows, planRows, liveRows, holdRows] = await db.batch([
    db.select().from(songs).where(inArray(songs.id, songIds)),
    db.select().from(licensePlans).where(inArray(licensePlans.id, planIds)),
    db.select({ price: licensePlans.price }).from(licensePlans).where(isNull(licensePlans.deletedAt)),
    db
      .select()
      .from(exclusiveHolds)
      .where(and(inArray(exclusiveHolds.songId, songIds), gt(exclusiveHolds.expiresAt, now))),
  ]);
  const [owned, paying] = await Promise.all([ownedLicenses(db, buyerId, songIds), payingSongIds(db, buyerId, songIds)]);

  return lines.map((line) => {
    const song = songRows.find((row) => row.id === line.songId);
    const planRow = planRows.find((row) => row.id === line.licenseId);
    const plan = planRow ? toLicense(planRow) : null;
    const title = song?.title ?? `Track #${line.songId}`;
    const files: PricedLine['files'] = {};
    for (const kind of plan?.deliverables ?? []) {
      const key = song?.[FILE_KEYS[kind]];
      if (key) files[kind] = key;
    }
    const hold = holdRows.find((row) => row.songId === line.songId);
    const planPrice = song && plan ? planPriceForSong(song.pricing, plan, liveRows) : 0;
    const held = owned.get(line.songId);

    let status: LineStatus = 'available';
    let message: string | undefined;
    if (song && song.userId === buyerId) [status, message] = ['own-upload', LINE_MESSAGES.ownUpload(title)];
    else if (held && !(line.upgrade === true && isUpgrade(held, line.licenseId, planPrice))) {
      [status, message] = ['owned', LINE_MESSAGES.owned(title)];
    } else if (paying.has(line.songId)) [status, message] = ['paying', LINE_MESSAGES.paying(title)];
    else if (!song || song.deletedAt !== null || song.publishAt > now) {
      [status, message] = ['off-sale', LINE_MESSAGES.offSale(title)];
    } else if (song.exclusiveSoldAt !== null) [status, message] = ['sold', LINE_MESSAGES.sold(title)];
    else if (!plan || planRow?.deletedAt !== null) {
      [status, message] = ['plan-unavailable', LINE_MESSAGES.planUnavailable(title)];
    } else if (plan.deliverables.some((kind) => !files[kind])) {
      [status, message] = ['plan-unavailable', LINE_MESSAGES.filesMissing(title, plan.name)];
    } else if (plan.exclusive && hold && hold.userId !== buyerId) {
      [status, message] = ['held', LINE_MESSAGES.held(title)];
    }

    // An upgrade (the only way an owned track stays available) costs more than its credit, so a
    // line with a credit always keeps something to pay.
    const credit = status === 'available' ? (held?.credit ?? 0) : 0;
    let price = status === 'available' ? planPrice - credit : 0;
    if (status === 'available' && price <= 0) {
      // A track priced 0 makes its cheapest license $0.00: nothing to pay, and PayPal takes no $0 payment.
      [status, message, price] = ['plan-unavailable', LINE_MESSAGES.noPrice(title, plan?.name ?? ''), 0];
    }
    return {
      songId: line.songId,
      licenseId: line.licenseId,
      status,
      price,
      credit,
      discount: 0,
      title,
      planName: plan?.name ?? `License #${line.licenseId}`,
      exclusive: plan?.exclusive ?? false,
      ...(message === undefined ? {} : { message }),
      deliverables: plan?.deliverables ?? [],
      terms: plan?.terms ?? DEFAULT_USAGE_TERMS,
      files,
    };
  });
}
