/**
 * PayPal Payments v2 refunds, as the store uses them: what is left of a captured payment given
 * back, asked for by the store owner (`POST /api/orders/{id}/refund`).
 */
import { PaymentsController } from '@paypal/paypal-server-sdk';
import { fromPayPalValue } from './paypal-amount.ts';
import type { PayPalClient } from './paypal-client.ts';
import { callPayPal, requestIds } from './paypal-orders.ts';

export interface PayPalRefund {
  id: string;
  /** COMPLETED, PENDING (PayPal finishes it later), FAILED or CANCELLED. */
  status: string;
  /** Cents given back on the capture so far, this refund included; null when PayPal did not say. */
  totalRefunded: number | null;
}

export function paypalRefunds(client: PayPalClient) {
  const payments = new PaymentsController(client.sdk);
  return {
    /**
     * Refunds what is left of a capture. The request id derives from our order, so asking again
     * (a retry after no answer) is answered with the first refund instead of a second one.
     */
    async refundCapture(captureId: string, orderId: string): Promise<PayPalRefund> {
      const refund = await callPayPal('refund capture', () =>
        payments.refundCapturedPayment({
          captureId,
          paypalRequestId: requestIds.refund(orderId),
          prefer: 'return=representation',
          // An empty body refunds the whole capture.
          body: {},
        }),
      );
      return {
        id: refund.id ?? '',
        status: refund.status ?? '',
        totalRefunded: fromPayPalValue(refund.sellerPayableBreakdown?.totalRefundedAmount?.value),
      };
    },
  };
}

export type PayPalRefunds = ReturnType<typeof paypalRefunds>;
