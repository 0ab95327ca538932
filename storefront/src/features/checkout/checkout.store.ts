/**
 * The checkout's state: the server's quote of the cart, the discount code field, and the
 * payment button's state (the spec's initial, pending, resolved, rejected). Paying asks the
 * server to create the order and its PayPal payment, then sends the browser to PayPal to approve
 * it (the redirect flow: no PayPal script on our pages); PayPal sends the buyer back to the
 * server, which captures.
 *
 * Every quote and the checkout carry the cart's discount code (cart/discount-code.store.ts). The
 * server judges it each time; a code it will not take (unknown, expired, used up, nothing to take
 * off) leaves the cart, and its reason stays at the field, so the prices shown are always the
 * ones the checkout charges.
 */
import { type CheckoutLine, type CheckoutQuote, PAYMENT_MESSAGES } from '@beats/contract';
import { atom } from 'nanostores';
import { type ApiResult, callApi } from '../../lib/api.ts';
import { $cart } from '../cart/cart.store.ts';
import { $discountCode, dropDiscountCode, keepDiscountCode } from '../cart/discount-code.store.ts';
import { checkoutLines } from './checkout-groups.ts';
import { type CodeNotice, codeOutcome, refusedCode } from './code-outcome.ts';

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

export interface CodeFieldState {
  /** Asking the server about a code the buyer typed. */
  busy: boolean;
  /** What is said under the field. */
  notice: CodeNotice | null;
}

export const $quote = atom<QuoteState>({ state: 'loading' });
export const $payment = atom<PaymentState>({ state: 'initial' });
export const $codeField = atom<CodeFieldState>({ busy: false, notice: null });

const EMPTY_CODE = 'Enter a discount code.';
const REMOVED = 'Discount code removed.';

const setNotice = (notice: CodeNotice | null) => $codeField.set({ ...$codeField.get(), notice });

function askQuote(lines: CheckoutLine[], code: string): Promise<ApiResult<CheckoutQuote>> {
  return callApi('/api/checkout/quote', {
    method: 'POST',
    json: { items: lines, ...(code ? { code } : {}) },
    answer: (schemas) => schemas.CheckoutQuoteSchema,
  });
}

/**
 * Takes a quote's word on the code sent with it: the code stays in the cart only if it took
 * something off. `applying`: the buyer just applied it, and the field's input gives way to the
 * applied code, so the focus goes there.
 */
function takeQuote(quote: CheckoutQuote, applying = false): void {
  const outcome = codeOutcome(quote.code);
  if (outcome) {
    if (outcome.keep) keepDiscountCode(outcome.keep);
    else dropDiscountCode();
    setNotice(applying && outcome.keep ? { ...outcome.notice, takeFocus: true } : outcome.notice);
  }
  $quote.set({ state: 'ready', quote });
}

/** The field's message from an answer that refused the code itself (a malformed one: 400), if it did. */
const codeError = (result: ApiResult<unknown>): string | null => (!result.ok && result.errors.code?.[0]) || null;

/** Asks the server how it would charge these lines now, with the cart's code. */
export async function loadQuote(lines: CheckoutLine[]): Promise<void> {
  if (lines.length === 0) return;
  $quote.set({ state: 'loading' });
  const code = $discountCode.get();
  // A code sent before stays said; other news about the code is old once the lines change.
  if (!code && $codeField.get().notice?.tone !== 'refused') setNotice(null);
  const result = await askQuote(lines, code);
  const refusal = code ? codeError(result) : null;
  if (refusal) {
    // A saved code the server cannot even read: it goes, and the cart is priced without it.
    dropDiscountCode();
    setNotice(refusedCode(code, refusal));
    await loadQuote(lines);
    return;
  }
  if (result.ok) takeQuote(result.data);
  else $quote.set({ state: 'failed', message: result.message });
}

/** The whole cart's lines: every quote covers them all, so the page can show each group. */
const cartLines = () => checkoutLines($cart.get().items);

/** Asks again with the page kept as it is (after the code changed): only a success replaces the quote. */
async function refreshQuote(): Promise<void> {
  const lines = cartLines();
  if (lines.length === 0) return;
  const result = await askQuote(lines, $discountCode.get());
  if (result.ok) takeQuote(result.data);
}

/**
 * Applies the code the buyer typed: the server prices the lines with it. Applied, it is the
 * cart's code; refused, the cart keeps none and the field says why.
 */
export async function applyCode(typed: string): Promise<void> {
  const lines = cartLines();
  if ($codeField.get().busy || lines.length === 0) return;
  const code = typed.trim();
  if (!code) {
    setNotice(refusedCode('', EMPTY_CODE));
    return;
  }
  $codeField.set({ ...$codeField.get(), busy: true });
  const result = await askQuote(lines, code);
  $codeField.set({ ...$codeField.get(), busy: false });
  if (result.ok) takeQuote(result.data, true);
  else setNotice(refusedCode(code, codeError(result) ?? result.message));
}

/** Takes the code out of the cart; the lines are priced again without it. */
export async function removeCode(): Promise<void> {
  dropDiscountCode();
  setNotice({ tone: 'removed', text: REMOVED, code: '', takeFocus: true });
  await refreshQuote();
}

/** The field took the focus its notice asked for: a later render of the field must not take it again. */
export function focusTaken(): void {
  const { notice } = $codeField.get();
  if (notice?.takeFocus) setNotice({ ...notice, takeFocus: false });
}

/**
 * Pays for the lines: the server prices them and answers PayPal's approval page, where the
 * browser goes. A refusal (a line that cannot be bought any more, PayPal failing) comes back as
 * the button's rejected state with the server's message, and the quote is read again. A code the
 * server refuses at this point (used up or expired since the quote) leaves the cart, its reason
 * goes to the field, and the buyer stays here to see the price without it.
 */
export async function pay(lines: CheckoutLine[]): Promise<void> {
  if ($payment.get().state === 'pending' || $payment.get().state === 'resolved') return;
  if (lines.length === 0) {
    $payment.set({ state: 'rejected', message: PAYMENT_MESSAGES.noNewItems });
    return;
  }
  $payment.set({ state: 'pending' });
  const code = $discountCode.get();
  const result = await callApi(
    '/api/checkout',
    {
      method: 'POST',
      json: { items: lines, ...(code ? { code } : {}) },
      answer: (schemas) => schemas.CheckoutStartedSchema,
    },
    PAYMENT_MESSAGES.paypalError,
  );
  if (!result.ok) {
    const refusal = code ? codeError(result) : null;
    if (refusal) {
      dropDiscountCode();
      setNotice({ ...refusedCode(code, refusal), takeFocus: true });
      $payment.set({ state: 'initial' });
      await refreshQuote();
      return;
    }
    $payment.set({ state: 'rejected', message: result.message });
    if (result.status === 409) await loadQuote(cartLines());
    return;
  }
  $payment.set({ state: 'resolved' });
  window.location.assign(result.data.approvalUrl);
}

/** Back to the start (a new visit of the page, or the page shown again from the back/forward cache). */
export function resetPayment(): void {
  $payment.set({ state: 'initial' });
}
