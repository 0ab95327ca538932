/**
 * Exclusive licenses are sold once. A checkout holds each exclusive line's track for 15 minutes
 * (one statement: insert, or take over a lapsed hold), so a second buyer is refused (409) while
 * the first pays. The capture claims the hold again before any money moves: it keeps its own
 * hold, or takes the track again if the hold lapsed and nobody else took it; otherwise the buyer
 * is not charged. A claimed hold lasts until the order is recorded (the completing batch deletes
 * it), so a capture whose recording is retried by the webhook or the reconciliation keeps the
 * track meanwhile.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exclusiveHolds, songs } from '../db/schema.ts';

/** How long a checkout holds an exclusive license while its buyer is at PayPal. */
export const HOLD_MS = 15 * 60_000;
/** How long a claimed hold lasts once the capture is under way: until the order is recorded. */
export const CAPTURE_HOLD_MS = 7 * 86_400_000;

export interface HoldRequest {
  songId: number;
  orderId: string;
  userId: string;
}

const notSold = (songId: number) =>
  sql`EXISTS (SELECT 1 FROM ${songs} WHERE ${songs.id} = ${songId} AND ${songs.exclusiveSoldAt} IS NULL)`;

/**
 * Takes the hold for a checkout: free, lapsed, or held by the same buyer's earlier checkout that
 * has not reached PayPal's capture (a buyer who came back from PayPal and pays again replaces it;
 * that earlier order can then no longer be captured). False when someone else holds it, a
 * capture holds it, or the track is sold.
 */
export async function takeHold(db: Db, hold: HoldRequest, now = Date.now()): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO ${exclusiveHolds} (song_id, order_id, user_id, expires_at)
    SELECT ${hold.songId}, ${hold.orderId}, ${hold.userId}, ${now + HOLD_MS} WHERE ${notSold(hold.songId)}
    ON CONFLICT (song_id) DO UPDATE SET
      order_id = excluded.order_id, user_id = excluded.user_id, expires_at = excluded.expires_at
    WHERE ${exclusiveHolds.expiresAt} <= ${now}
      OR (${exclusiveHolds.userId} = excluded.user_id AND ${exclusiveHolds.expiresAt} <= ${now + HOLD_MS})`);
  return result.meta.changes > 0;
}

/**
 * Claims the hold before capturing: this order's own hold (however old), or a lapsed one nobody
 * else took, and only while the track is not sold. False means the buyer must not be charged.
 */
export async function claimHoldForCapture(db: Db, hold: HoldRequest, now = Date.now()): Promise<boolean> {
  const result = await db.run(sql`
    INSERT INTO ${exclusiveHolds} (song_id, order_id, user_id, expires_at)
    SELECT ${hold.songId}, ${hold.orderId}, ${hold.userId}, ${now + CAPTURE_HOLD_MS} WHERE ${notSold(hold.songId)}
    ON CONFLICT (song_id) DO UPDATE SET
      order_id = excluded.order_id, user_id = excluded.user_id, expires_at = excluded.expires_at
    WHERE ${exclusiveHolds.orderId} = excluded.order_id OR ${exclusiveHolds.expiresAt} <= ${now}`);
  return result.meta.changes > 0;
}

/** Lets go of an order's holds (cancelled, expired, or not captured). */
export async function releaseHolds(db: Db, orderId: string): Promise<void> {
  await db.run(sql`DELETE FROM ${exclusiveHolds} WHERE ${exclusiveHolds.orderId} = ${orderId}`);
}

/** Deletes lapsed holds (the reconciliation's housekeeping; a lapsed hold blocks nobody anyway). */
export async function pruneLapsedHolds(db: Db, now = Date.now()): Promise<number> {
  const result = await db.run(sql`DELETE FROM ${exclusiveHolds} WHERE ${exclusiveHolds.expiresAt} <= ${now}`);
  return result.meta.changes;
}
