/**
 * A discount as the list says it: what it applies to, how often a code was used, when it starts
 * and ends, and whether checkout applies it now (worker/src/discounts/checkout-discounts.ts:
 * switched on, started, not past its end, not used up).
 */
import type { DiscountRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';

export type DiscountStatus = 'active' | 'off' | 'scheduled' | 'ended' | 'usedUp';

export const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  off: 'Off',
  scheduled: 'Scheduled',
  ended: 'Ended',
  usedUp: 'Used up',
};

/** Leases are the licenses that are not exclusive: a bulk deal never frees an exclusive one. */
export function appliesTo(discount: DiscountRecord): string {
  return discount.kind === 'code' && discount.exclusive ? 'All licenses' : 'Leases';
}

/** A code's orders, out of its limit when it has one, and whether each customer may use it once; a bulk deal counts none. */
export function usesText(discount: DiscountRecord): string {
  if (discount.kind === 'bulk' || discount.uses === null) return '—';
  const uses = discount.maxUses === null ? String(discount.uses) : `${discount.uses} of ${discount.maxUses}`;
  return discount.oncePerBuyer ? `${uses}, once per customer` : uses;
}

/** When it starts: a dash for one that applies as soon as it is switched on, as most do. */
export function startsText(discount: DiscountRecord): string {
  return discount.startsAt === null ? '—' : formatDateTime(discount.startsAt);
}

export function endsText(discount: DiscountRecord): string {
  return discount.endsAt === null ? 'No end' : formatDateTime(discount.endsAt);
}

/**
 * Whether checkout applies it at `now`: switched off first, then before its start (a scheduled
 * sale, switched on and waiting), then past its end, then used up.
 */
export function discountStatus(discount: DiscountRecord, now = Date.now()): DiscountStatus {
  if (!discount.active) return 'off';
  if (discount.startsAt !== null && Date.parse(discount.startsAt) > now) return 'scheduled';
  if (discount.endsAt !== null && Date.parse(discount.endsAt) <= now) return 'ended';
  if (discount.maxUses !== null && discount.uses !== null && discount.uses >= discount.maxUses) return 'usedUp';
  return 'active';
}
