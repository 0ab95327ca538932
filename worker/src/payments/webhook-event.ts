/**
 * The facts the store reads from a PayPal webhook event (after its signature is verified): its
 * id and type, and about the capture or refund it reports, which of our orders it concerns and
 * how much moved.
 */
import { z } from 'zod';
import { fromPayPalValue } from './paypal-amount.ts';

const text = (max: number) => z.string().max(max);

const EventSchema = z.object({
  id: text(128),
  event_type: text(128),
  resource: z
    .object({
      id: text(128).optional(),
      status: text(64).optional(),
      amount: z.object({ currency_code: text(3), value: text(32) }).optional(),
      custom_id: text(255).optional(),
      invoice_id: text(255).optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: text(128).optional() }).optional() }).optional(),
      links: z
        .array(z.object({ rel: text(64), href: text(2048) }))
        .max(20)
        .optional(),
      seller_payable_breakdown: z
        .object({ total_refunded_amount: z.object({ value: text(32) }).optional() })
        .optional(),
    })
    .optional(),
});

export interface WebhookEvent {
  id: string;
  type: string;
  /** The capture or refund the event is about. */
  resourceId: string | null;
  status: string | null;
  /** Cents, and the currency. */
  amount: number | null;
  currency: string | null;
  /** A refund's running total over the capture (cents), when PayPal states it. */
  refundedTotal: number | null;
  /** Our order id (custom_id, else invoice_id), as the store gave it to PayPal. */
  orderId: string | null;
  /** PayPal's order (a capture's `related_ids.order_id`). */
  paypalOrderId: string | null;
  /** The capture a refund or reversal belongs to (its `up` link). */
  captureId: string | null;
}

/** The event, or null when the body is not one. */
export function parseWebhookEvent(body: unknown): WebhookEvent | null {
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id, event_type: type, resource } = parsed.data;
  const up = resource?.links?.find((link) => link.rel === 'up')?.href;
  return {
    id,
    type,
    resourceId: resource?.id ?? null,
    status: resource?.status ?? null,
    amount: fromPayPalValue(resource?.amount?.value),
    currency: resource?.amount?.currency_code ?? null,
    refundedTotal: fromPayPalValue(resource?.seller_payable_breakdown?.total_refunded_amount?.value),
    orderId: resource?.custom_id ?? resource?.invoice_id ?? null,
    paypalOrderId: resource?.supplementary_data?.related_ids?.order_id ?? null,
    captureId: up ? (/\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null) : null,
  };
}
