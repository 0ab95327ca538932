/**
 * Checkout, payment and order texts without zod, so the browser's checkout and order-history code
 * can show them without loading the validator. The request and answer schemas are in checkout.ts
 * and orders.ts.
 */

/** The spec's words (checkout, payment, order history), and the store's own where it is silent. */
export const PAYMENT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  addNewItems: 'Please add new items to your cart to proceed.',
  noNewItems: 'There are no new items to purchase.',
  paypalError: 'An error occurred with the PayPal payment. Please try again.',
  cancelled: 'PayPal payment was cancelled.',
  captureFailed: 'Something went wrong while capturing the payment.',
  successTitle: 'Your Purchase Was Successful!',
  successThanks: 'Thank You For Buying Track',
  successVibes: '- We Hope You Enjoy The Vibes!',
  backToHome: 'Back to home',
  ordersFailed: 'Could not retrieve orders.',
  unexpected: 'An unexpected error occurred.',
  tooManyCheckouts: 'Too many checkouts. Please try again later.',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  checkoutExpired: 'This checkout has expired. Nothing was charged: please check out again.',
  checkoutTaken:
    'Nothing was charged: a track in this checkout was bought in the meantime (by you, in another window, or its exclusive license by someone else). Your orders and your cart show where each stands.',
  pending: 'PayPal is still processing your payment. Your order will appear here as soon as PayPal confirms it.',
  orderNotFound: 'Order not found.',
  notCaptured: 'PayPal has not captured this payment.',
  downloadNotFound: 'File not found.',
} as const;

/**
 * The spec's message when PayPal took the payment but the store could not record the order,
 * with the reason. The order is not lost: the webhook and the reconciliation complete it.
 */
export function paymentSavedFailedMessage(reason: string): string {
  return `Your payment succeeded, but saving your order failed: ${reason} You have not been charged twice and do not need to pay again: your order will appear in your order history within a few minutes.`;
}

/**
 * How a payment that left for PayPal ended, as the return and cancel addresses tell the checkout
 * page (`/check-out?payment=<outcome>`). Codes, not sentences: the page shows its own words, so
 * nothing in the address is ever shown as it was sent.
 */
export const PAYMENT_OUTCOMES = [
  'cancelled',
  'error',
  'declined',
  'capture-failed',
  'unsaved',
  'expired',
  'taken',
  'pending',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** What the checkout page says for each outcome. */
export const PAYMENT_OUTCOME_MESSAGES: Record<PaymentOutcome, string> = {
  cancelled: PAYMENT_MESSAGES.cancelled,
  error: PAYMENT_MESSAGES.paypalError,
  // PayPal refused the capture: nothing was taken. (The page adds that nothing was charged.)
  declined: PAYMENT_MESSAGES.captureFailed,
  // No clear answer from PayPal: the money may have moved. (The page says where the order will show.)
  'capture-failed': PAYMENT_MESSAGES.captureFailed,
  unsaved: paymentSavedFailedMessage('the store could not save it just now.'),
  expired: PAYMENT_MESSAGES.checkoutExpired,
  taken: PAYMENT_MESSAGES.checkoutTaken,
  pending: PAYMENT_MESSAGES.pending,
};

export function isPaymentOutcome(value: string | null): value is PaymentOutcome {
  return (PAYMENT_OUTCOMES as readonly (string | null)[]).includes(value);
}

/** Why a cart line cannot be bought, as the checkout shows it and the API refuses it (409). */
export const LINE_MESSAGES = {
  owned: (title: string) => `You already own ${title}: it is not charged again.`,
  paying: (title: string) =>
    `Your payment for ${title} is still being confirmed by PayPal: it is not charged again. It appears in your orders once PayPal confirms it.`,
  ownUpload: (title: string) => `${title} is your own track: it cannot be purchased.`,
  offSale: (title: string) => `${title} is no longer on sale.`,
  planUnavailable: (title: string) => `The license you chose for ${title} is no longer offered.`,
  filesMissing: (title: string, plan: string) => `${title} cannot be sold under ${plan}: its files are not available.`,
  /** The license comes to $0.00 on this track (its price 0 under the cheapest pack): PayPal takes no payment of $0. */
  noPrice: (title: string, plan: string) => `${title} has no price under ${plan}: it cannot be bought.`,
  sold: (title: string) => `${title} was sold with an exclusive license and is no longer for sale.`,
  held: (title: string) =>
    `Someone else is checking out the exclusive license of ${title}. Try again in 15 minutes, or choose another license.`,
} as const;

/** At most this many lines in one checkout (a cart holds one license per track). */
export const CHECKOUT_MAX_LINES = 50;
