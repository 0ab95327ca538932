/**
 * The checkout's state: the server's quote of the cart, and the payment button's state (the
 * spec's initial, pending, resolved, rejected). Paying asks the server to create the order and
 * its PayPal payment, then sends the browser to PayPal to approve it (the redirect flow: no
 * PayPal script on our pages); PayPal sends the buyer back to the server, which captures.
 */
import { type CheckoutLine, type CheckoutQuote, PAYMENT_MESSAGES } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';

export type QuoteState =
  | { state: 'loading' }
  | { state: 'ready'; quote: CheckoutQuote }
  | { state: 'failed'; message: string };

export type PaymentState =
  | { state: 'initial' }
  /** Asking the server for the order and PayPal's page. */
  | { state: 'pending' }
  /** PayPal's page is known: the browser is on its way there. */
  | { state: 'resolved' }
  | { state: 'rejected'; message: string };

export const $quote = atom<QuoteState>({ state: 'loading' });
export const $payment = atom<PaymentState>({ state: 'initial' });

/** Asks the server how it would charge these lines now. */
export async function loadQuote(lines: CheckoutLine[]): Promise<void> {
  if (lines.length === 0) return;
  $quote.set({ state: 'loading' });
  const result = await callApi('/api/checkout/quote', {
    method: 'POST',
    json: { items: lines },
    answer: (schemas) => schemas.CheckoutQuoteSchema,
  });
  $quote.set(result.ok ? { state: 'ready', quote: result.data } : { state: 'failed', message: result.message });
}

/**
 * Pays for the lines: the server prices them and answers PayPal's approval page, where the
 * browser goes. A refusal (a line that cannot be bought any more, PayPal failing) comes back as
 * the button's rejected state with the server's message, and the quote is read again.
 */
export async function pay(lines: CheckoutLine[]): Promise<void> {
  if ($payment.get().state === 'pending' || $payment.get().state === 'resolved') return;
  if (lines.length === 0) {
    $payment.set({ state: 'rejected', message: PAYMENT_MESSAGES.noNewItems });
    return;
  }
  $payment.set({ state: 'pending' });
  const result = await callApi(
    '/api/checkout',
    { method: 'POST', json: { items: lines }, answer: (schemas) => schemas.CheckoutStartedSchema },
    PAYMENT_MESSAGES.paypalError,
  );
  if (!result.ok) {
    $payment.set({ state: 'rejected', message: result.message });
    if (result.status === 409) await loadQuote(lines);
    return;
  }
  $payment.set({ state: 'resolved' });
  window.location.assign(result.data.approvalUrl);
}

/** Back to the start (a new visit of the page, or the page shown again from the back/forward cache). */
export function resetPayment(): void {
  $payment.set({ state: 'initial' });
}
