/** The owner's discounts as the admin keeps them (GET/POST/PUT/DELETE /api/discounts). */
import {
  type BulkDeal,
  type CodeDeal,
  codeOff,
  type Discount,
  type DiscountInput,
  discountLabel,
} from '@beats/contract';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discounts, orders } from '../db/schema.ts';

type DiscountRow = typeof discounts.$inferSelect;

/** The orders that count as a code's uses: paid ones, and those whose capture PayPal was asked for. */
export const codeUsed = or(
  inArray(orders.status, ['completed', 'refunded']),
  and(eq(orders.status, 'pending'), isNotNull(orders.captureRequestedAt)),
);

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A bulk deal's row as the pricing rule takes it (its columns are set for every bulk deal). */
export const bulkDealOf = (row: Pick<DiscountRow, 'buy' | 'free'>): BulkDeal => ({
  kind: 'bulk',
  buy: row.buy ?? 1,
  free: row.free ?? 1,
});

/** A code's row as the pricing rule takes it. */
export const codeDealOf = (
  row: Pick<DiscountRow, 'percentOff' | 'amountOff' | 'exclusive'>,
  code: string,
): CodeDeal => ({ kind: 'code', code, off: codeOff(row.percentOff, row.amountOff), exclusive: row.exclusive });

function toDiscount(row: DiscountRow, uses: number | null): Discount {
  const base = {
    id: row.id,
    kind: row.kind,
    active: row.active,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: new Date(row.createdAt).toISOString(),
    exclusive: row.exclusive,
  };
  if (row.kind === 'code') {
    const deal = codeDealOf(row, row.code ?? '');
    return {
      ...base,
      label: discountLabel(deal),
      code: deal.code,
      percentOff: 'percent' in deal.off ? deal.off.percent : null,
      amountOff: 'cents' in deal.off ? deal.off.cents : null,
      maxUses: row.maxUses,
      oncePerBuyer: row.oncePerBuyer,
      buy: null,
      free: null,
      uses: uses ?? 0,
    };
  }
  const { buy, free } = bulkDealOf(row);
  return {
    ...base,
    label: discountLabel({ kind: 'bulk', buy, free }),
    code: null,
    percentOff: null,
    amountOff: null,
    maxUses: null,
    oncePerBuyer: false,
    buy,
    free,
    uses: null,
  };
}

/** The columns of a discount as the form sends it: the other kind's columns are cleared. */
function columns(input: DiscountInput) {
  const common = { kind: input.kind, active: input.active, startsAt: input.startsAt, endsAt: input.endsAt };
  return input.kind === 'code'
    ? {
        ...common,
        code: input.code,
        percentOff: input.percentOff,
        amountOff: input.amountOff,
        exclusive: input.exclusive,
        maxUses: input.maxUses,
        oncePerBuyer: input.oncePerBuyer,
        buy: null,
        free: null,
      }
    : {
        ...common,
        code: null,
        percentOff: null,
        amountOff: null,
        exclusive: false,
        maxUses: null,
        oncePerBuyer: false,
        buy: input.buy,
        free: input.free,
      };
}

/**
 * A discount's row with its code's uses, counted in the same statement for each row (by the
 * orders_discount_code index): a list that bound its codes as parameters failed past D1's 100.
 */
const withUses = (db: Db) =>
  db
    .select({
      row: discounts,
      uses: sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.discountCode} = ${discounts.code} AND ${codeUsed})`,
    })
    .from(discounts);

const toListed = ({ row, uses }: { row: DiscountRow; uses: number }) => toDiscount(row, row.code ? uses : null);

/** Every discount, newest first, in one page: a store keeps tens, at most a few hundred (a code per partner). */
export async function listDiscounts(db: Db): Promise<Discount[]> {
  const rows = await withUses(db).orderBy(desc(discounts.createdAt), desc(discounts.id));
  return rows.map(toListed);
}

export async function getDiscount(db: Db, id: number): Promise<Discount | null> {
  const [row] = await withUses(db).where(eq(discounts.id, id));
  return row ? toListed(row) : null;
}

/** What a save answers when another discount has its code (the unique index `discounts_code` says so). */
export const CODE_TAKEN = 'code-taken';

/** Whether a failed write broke the codes' unique index (D1 says so in a cause of drizzle's error). */
function isCodeClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: discounts\.code/.test(cause.message)) return true;
  }
  return false;
}

/** Adds a discount, or answers CODE_TAKEN: the index decides, so two saves at once cannot both take a code. */
export async function createDiscount(db: Db, input: DiscountInput): Promise<Discount | typeof CODE_TAKEN> {
  const [row] = await db.insert(discounts).values(columns(input)).onConflictDoNothing().returning();
  return row ? toDiscount(row, row.code ? 0 : null) : CODE_TAKEN;
}

/** Replaces a discount; null when there is none with this id, CODE_TAKEN when another has its code. */
export async function updateDiscount(
  db: Db,
  id: number,
  input: DiscountInput,
): Promise<Discount | typeof CODE_TAKEN | null> {
  try {
    const [row] = await db.update(discounts).set(columns(input)).where(eq(discounts.id, id)).returning();
    return row ? getDiscount(db, row.id) : null;
  } catch (error) {
    if (isCodeClash(error)) return CODE_TAKEN;
    throw error;
  }
}

/** Removes a discount: orders keep the discounts they were given (their own copy). */
export async function deleteDiscount(db: Db, id: number): Promise<boolean> {
  const removed = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  return removed.length > 0;
}
