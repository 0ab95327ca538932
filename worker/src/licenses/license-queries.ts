import { DEFAULT_USAGE_TERMS, type License, type LicensePackInput, UsageTermsSchema } from '@beats/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { runBound, shape } from '../db/prepared.ts';
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
    terms: UsageTermsSchema.parse({ ...DEFAULT_USAGE_TERMS, ...JSON.parse(row.terms) }),
  };
}

/** The plans on sale, in the store owner's order (built once: every page and the API read it). */
const plansOnSale = shape((db) =>
  db
    .select()
    .from(licensePlans)
    .where(isNull(licensePlans.deletedAt))
    .orderBy(asc(licensePlans.position), asc(licensePlans.id)),
);

export async function listLicenses(db: Db): Promise<License[]> {
  return (await runBound(db, plansOnSale({}))).map(toLicense);
}

/** The plan on sale `id`. */
const planOnSale = shape((db) =>
  db
    .select()
    .from(licensePlans)
    .where(and(eq(licensePlans.id, sql.placeholder('id')), isNull(licensePlans.deletedAt))),
);

/** One plan on sale, or null (unknown or deleted). */
export async function getLicense(db: Db, id: number): Promise<License | null> {
  const [row] = await runBound(db, planOnSale({ id }));
  return row ? toLicense(row) : null;
}

/** The columns a pack's form sets; the fields it leaves out are not in the result. */
function packColumns(input: LicensePackInput) {
  return {
    name: input.name,
    price: input.price,
    description: input.description,
    features: JSON.stringify(input.features),
    ...(input.tier !== undefined && { tier: input.tier }),
    ...(input.popular !== undefined && { popular: input.popular }),
    ...(input.note !== undefined && { note: input.note }),
    ...(input.deliverables !== undefined && { deliverables: JSON.stringify(input.deliverables) }),
    ...(input.exclusive !== undefined && { exclusive: input.exclusive }),
    ...(input.terms !== undefined && { terms: JSON.stringify(input.terms) }),
  };
}

/** A new plan, placed after the others; its tier is its name unless the form gives one. */
export async function createLicense(db: Db, input: LicensePackInput): Promise<License> {
  const [row] = await db
    .insert(licensePlans)
    .values({
      tier: input.name,
      ...packColumns(input),
      position: sql`(SELECT coalesce(max(${licensePlans.position}), 0) + 1 FROM ${licensePlans})`,
    })
    .returning();
  if (!row) throw new Error('License plan insert returned no row');
  return toLicense(row);
}

const onSale = (id: number) => and(eq(licensePlans.id, id), isNull(licensePlans.deletedAt));

/**
 * Changes a plan on sale; null when there is none with this id. Orders keep the name, price and
 * files they were bought with (order_items holds them), so a change never alters a receipt.
 */
export async function updateLicense(
  db: Db,
  id: number,
  input: LicensePackInput,
  now = Date.now(),
): Promise<License | null> {
  const [row] = await db
    .update(licensePlans)
    .set({ ...packColumns(input), updatedAt: now })
    .where(onSale(id))
    .returning();
  return row ? toLicense(row) : null;
}

/** Takes a plan off sale (a soft delete: orders keep pointing at it); false when it is not on sale. */
export async function deleteLicense(db: Db, id: number, now = Date.now()): Promise<boolean> {
  const deleted = await db
    .update(licensePlans)
    .set({ deletedAt: now, updatedAt: now })
    .where(onSale(id))
    .returning({ id: licensePlans.id });
  return deleted.length > 0;
}
