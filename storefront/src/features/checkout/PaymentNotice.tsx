/** What became of a payment that went to PayPal, as its return or cancel address said. */
import { PAYMENT_OUTCOME_MESSAGES, type PaymentOutcome } from '@beats/contract';

/** Outcomes that are news rather than failures. */
const CALM: readonly PaymentOutcome[] = ['cancelled', 'pending'];

export function PaymentNotice({ outcome }: { outcome: PaymentOutcome }) {
  return (
    <div className={`checkout-notice checkout-notice--${CALM.includes(outcome) ? 'info' : 'error'}`} role="alert">
      <p>{PAYMENT_OUTCOME_MESSAGES[outcome]}</p>
      {outcome === 'capture-failed' && (
        <p>If PayPal took the payment, your order appears in your order history within a few minutes.</p>
      )}
      {outcome === 'cancelled' && <p>Your cart is as you left it.</p>}
    </div>
  );
}
