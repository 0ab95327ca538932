/** Store health: the alerts as the admin lists them, newest first, and resolving one. */
import { pageWindow, STORE_ALERT_TITLES, type StoreAlert, type StoreAlertListQuery } from '@beats/contract';
import { asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeAlerts } from '../db/schema.ts';

type AlertRow = typeof storeAlerts.$inferSelect;

function toStoreAlert(row: AlertRow): StoreAlert {
  return {
    id: row.id,
    kind: row.kind,
    title: STORE_ALERT_TITLES[row.kind],
    orderId: row.orderId,
    message: row.message,
    count: row.count,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    resolved: row.resolvedAt !== null,
  };
}

export async function listAlerts(db: Db, query: StoreAlertListQuery): Promise<{ data: StoreAlert[]; total: number }> {
  const where: SQL | undefined =
    query.resolved === undefined
      ? undefined
      : query.resolved
        ? isNotNull(storeAlerts.resolvedAt)
        : isNull(storeAlerts.resolvedAt);
  const direction = query._order === 'asc' ? asc : desc;
  const window = pageWindow(query);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(storeAlerts)
      .where(where)
      .orderBy(direction(storeAlerts.lastSeenAt), direction(storeAlerts.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(storeAlerts).where(where),
  ]);
  return { data: rows.map(toStoreAlert), total: totals[0]?.total ?? 0 };
}

/** Resolves an alert (now) or opens it again; null when there is no such alert. */
export async function resolveAlert(
  db: Db,
  id: number,
  resolved: boolean,
  now = Date.now(),
): Promise<StoreAlert | null> {
  const [row] = await db
    .update(storeAlerts)
    .set({ resolvedAt: resolved ? now : null })
    .where(eq(storeAlerts.id, id))
    .returning();
  return row ? toStoreAlert(row) : null;
}
