/**
 * What the store stops keeping, run by the Cron Trigger (wrangler.toml, `[triggers]`): rows that
 * can no longer be used, and records kept only for a while.
 */
import { and, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { saltDay } from '../catalogue/listeners.ts';
import type { Db } from '../db/client.ts';
import {
  authSessions,
  dailySalts,
  freeDownloads,
  knownDevices,
  mailOutbox,
  passwordResetTokens,
  plays,
  rateLimits,
  storeAlerts,
} from '../db/schema.ts';

const DAY = 86_400_000;

/** How long kept records live. */
export const RETENTION = {
  /** Play history (counts per track stay in `songs.play_count` for ever). */
  playsMs: 90 * DAY,
  /** Mail of the development outbox. */
  outboxMs: 7 * DAY,
  /** A browser that has not signed in to an account for this long is no longer known to it. */
  knownDeviceMs: 365 * DAY,
  /** A resolved alert of Store health (open ones stay until resolved). */
  resolvedAlertMs: 90 * DAY,
  /**
   * A free download whose link was never opened, counted from the link's end: an address nobody
   * proved is not kept as a listener's (confirmed ones stay: they are the owner's list).
   */
  unconfirmedFreeDownloadMs: 30 * DAY,
} as const;

export interface PruneCounts {
  rateLimits: number;
  sessions: number;
  resetTokens: number;
  plays: number;
  outbox: number;
  knownDevices: number;
  salts: number;
  alerts: number;
  freeDownloads: number;
}

/** Deletes everything expired or past its retention at `now`; returns how many rows went. */
export async function pruneExpired(db: Db, now = Date.now()): Promise<PruneCounts> {
  const results = await db.batch([
    db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)),
    db.delete(authSessions).where(lte(authSessions.expiresAt, now)),
    // Used codes are spent, unused ones expire within the hour: either way of no use after expiry.
    db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now)),
    db.delete(plays).where(lt(plays.createdAt, now - RETENTION.playsMs)),
    db.delete(mailOutbox).where(lt(mailOutbox.createdAt, now - RETENTION.outboxMs)),
    db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, now - RETENTION.knownDeviceMs)),
    // Once a day's salt is gone, its listener hashes can no longer be tied to an address.
    db.delete(dailySalts).where(lt(dailySalts.day, saltDay(now))),
    db
      .delete(storeAlerts)
      .where(and(isNotNull(storeAlerts.resolvedAt), lt(storeAlerts.resolvedAt, now - RETENTION.resolvedAlertMs))),
    db
      .delete(freeDownloads)
      .where(
        and(isNull(freeDownloads.downloadedAt), lt(freeDownloads.expiresAt, now - RETENTION.unconfirmedFreeDownloadMs)),
      ),
  ]);
  const [rateLimitRows, sessions, resetTokens, playRows, outbox, devices, salts, alerts, unconfirmed] = results.map(
    (result) => result.meta.changes,
  );
  return {
    rateLimits: rateLimitRows ?? 0,
    sessions: sessions ?? 0,
    resetTokens: resetTokens ?? 0,
    plays: playRows ?? 0,
    outbox: outbox ?? 0,
    knownDevices: devices ?? 0,
    salts: salts ?? 0,
    alerts: alerts ?? 0,
    freeDownloads: unconfirmed ?? 0,
  };
}
