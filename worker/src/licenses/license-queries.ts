import type { License } from '@beats/contract';
import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { licensePlans } from '../db/schema.ts';

type PlanRow = typeof licensePlans.$inferSelect;

export function toLicense(row: PlanRow): License {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    tier: row.tier,
    features: JSON.parse(row.features) as string[],
    popular: row.popular,
    note: row.note,
    deliverables: JSON.parse(row.deliverables) as License['deliverables'],
    exclusive: row.exclusive,
  };
}

/** The plans on sale, in the store owner's order. */
export async function listLicenses(db: Db): Promise<License[]> {
  const rows = await db
    .select()
    .from(licensePlans)
    .where(isNull(licensePlans.deletedAt))
    .orderBy(asc(licensePlans.position), asc(licensePlans.id));
  return rows.map(toLicense);
}
