/**
 * The payment button, in the spec's four states: initial ('Pay with PayPal'), pending (asking the
 * server for the order), resolved (on the way to PayPal), rejected (the reason shown under it, and
 * it can be pressed again). It stays focusable while busy (aria-disabled), so a keyboard user
 * keeps their place.
 */
import type { CheckoutLine } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { $payment, pay } from './checkout.store.ts';

const LABELS = {
  initial: 'Pay with PayPal',
  pending: 'Connecting to PayPal...',
  resolved: 'Redirecting to PayPal...',
  rejected: 'Pay with PayPal',
} as const;

export function PayPalButton({ lines }: { lines: CheckoutLine[] }) {
  const payment = useStore($payment);
  const busy = payment.state === 'pending' || payment.state === 'resolved';
  return (
    <div className="paypal-pay">
      <button
        type="button"
        className="btn paypal-pay__button"
        data-state={payment.state}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) void pay(lines);
        }}
      >
        {LABELS[payment.state]}
      </button>
      {payment.state === 'rejected' && (
        <p className="paypal-pay__error" role="alert">
          {payment.message}
        </p>
      )}
      <p className="paypal-pay__note">You approve the payment on PayPal, then come back here.</p>
    </div>
  );
}
