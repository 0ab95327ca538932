/**
 * A discount as the list says it: what it applies to, how often a code was used, when it ends
 * and whether checkout applies it now (worker/src/discounts/checkout-discounts.ts: switched on,
 * not past its end, not used up).
 */
import type { DiscountRecord } from '../api/records.ts';
import { formatDateTime } from '../ui/dates.ts';

export type DiscountStatus = 'active' | 'off' | 'ended' | 'usedUp';

export const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  off: 'Off',
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

export function endsText(discount: DiscountRecord): string {
  return discount.endsAt === null ? 'No end' : formatDateTime(discount.endsAt);
}

/** Whether checkout applies it at `now`: switched off first, then past its end, then used up. */
export function discountStatus(discount: DiscountRecord, now = Date.now()): DiscountStatus {
  if (!discount.active) return 'off';
  if (discount.endsAt !== null && Date.parse(discount.endsAt) <= now) return 'ended';
  if (discount.maxUses !== null && discount.uses !== null && discount.uses >= discount.maxUses) return 'usedUp';
  return 'active';
}
