/**
 * The discount code at checkout, against a stand-in for the store's API: the code the cart keeps
 * goes with every quote and the checkout, stays only while the server applies it, and the field
 * says what the server said.
 */
import {
  type CheckoutQuote,
  CheckoutQuoteSchema,
  CheckoutStartedSchema,
  DISCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
} from '@beats/contract';
import {
  cleanTestStorage,
  getTestStorage,
  // Not a React hook despite its name: it swaps localStorage for an in-memory store.
  useTestStorageEngine as installTestStorage,
} from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTotals } from '../cart/cart-lines.ts';
import { cartLine } from '../cart/fixtures.ts';

// The persistent engine must be in place before the stores read storage on import.
installTestStorage();
const { $cart, clearCart } = await import('../cart/cart.store.ts');
const { $discountCode, DISCOUNT_CODE_STORAGE_KEY, decodeDiscountCode, keepDiscountCode } = await import(
  '../cart/discount-code.store.ts'
);
const { $codeField, $payment, $quote, applyCode, focusTaken, loadQuote, pay, removeCode } = await import(
  './checkout.store.ts'
);

const RULE = 'A code is 3 to 32 letters, digits, - or _.';
const lines = [cartLine(1, 3000), cartLine(2, 6000)];
const cartLines = lines.map((line) => ({ songId: line.songId, licenseId: line.planId }));

/** The store's quote of the two lines: SAVE10 takes 10% off, OLD has expired, any other code is unknown. */
function quoteFor(code: string | undefined): CheckoutQuote {
  const base = {
    lines: lines.map((line) => ({
      songId: line.songId,
      licenseId: line.planId,
      status: 'available' as const,
      price: line.price,
      credit: 0,
      discount: code === 'SAVE10' ? line.price / 10 : 0,
      title: line.songTitle,
      planName: line.planTier,
      exclusive: false,
    })),
    subtotal: 9000,
    currency: 'USD' as const,
  };
  if (code === undefined) return { ...base, discounts: [], code: null, total: 9000 };
  if (code === 'SAVE10') {
    return {
      ...base,
      discounts: [{ kind: 'code', label: 'SAVE10 (10% off)', amount: 900 }],
      code: { code, applied: true, message: DISCOUNT_MESSAGES.applied(code) },
      total: 8100,
    };
  }
  const message = code === 'OLD' ? DISCOUNT_MESSAGES.expired : DISCOUNT_MESSAGES.unknown;
  return { ...base, discounts: [], code: { code, applied: false, message }, total: 9000 };
}

interface Sent {
  path: string;
  body: { items: unknown; code?: string };
}
let sent: Sent[] = [];
/** How the stand-in answers POST /api/checkout. */
let checkoutAnswer: { status: number; body: unknown } = { status: 201, body: {} };
const assign = vi.fn();

function answer(path: string, body: Sent['body']): { status: number; body: unknown } {
  if (path === '/api/checkout') return checkoutAnswer;
  const code = body.code?.trim().toUpperCase();
  if (code !== undefined && !/^[A-Z0-9_-]{3,32}$/.test(code)) {
    return { status: 400, body: { message: RULE, errors: { code: [RULE] } } };
  }
  return { status: 200, body: CheckoutQuoteSchema.encode(quoteFor(code)) };
}

let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  sent = [];
  assign.mockReset();
  // The page: where the browser is sent, and the events the stores raise (ui/island-needs.ts).
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { assign } }));
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent['body'];
    sent.push({ path, body });
    const { status, body: reply } = answer(path, body);
    return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
  });
  // Listeners keep the stores mounted, as the page's components do.
  const stop = [$cart.listen(() => undefined), $discountCode.listen(() => undefined)];
  unsubscribe = () => {
    for (const off of stop) off();
  };
  $cart.set(withTotals(lines));
  $quote.set({ state: 'loading' });
  $payment.set({ state: 'initial' });
  $codeField.set({ busy: false, notice: null });
});
afterEach(() => {
  clearCart();
  unsubscribe();
  cleanTestStorage();
  vi.unstubAllGlobals();
});

const shownQuote = () => {
  const state = $quote.get();
  if (state.state !== 'ready') throw new Error(`The quote is ${state.state}`);
  return state.quote;
};

describe('the discount code the cart keeps', () => {
  it('is saved beside the cart, one line of text, and goes when the cart is cleared', () => {
    keepDiscountCode('  SAVE10 ');
    expect(getTestStorage()[DISCOUNT_CODE_STORAGE_KEY]).toBe('SAVE10');
    expect(decodeDiscountCode('two words')).toBe('');
    expect(decodeDiscountCode('')).toBe('');
    clearCart();
    expect($discountCode.get()).toBe('');
    // No code, no key in storage.
    expect(getTestStorage()[DISCOUNT_CODE_STORAGE_KEY]).toBeUndefined();
  });

  it('goes with the quote, and stays while the server applies it', async () => {
    keepDiscountCode('SAVE10');
    await loadQuote(cartLines);
    expect(sent).toEqual([{ path: '/api/checkout/quote', body: { items: cartLines, code: 'SAVE10' } }]);
    expect(shownQuote().total).toBe(8100);
    expect($discountCode.get()).toBe('SAVE10');
    expect($codeField.get().notice).toEqual({ tone: 'applied', text: 'Discount code SAVE10 applied.', code: 'SAVE10' });
  });

  it('leaves the cart when the server no longer takes it, and the field says why', async () => {
    keepDiscountCode('OLD');
    await loadQuote(cartLines);
    expect($discountCode.get()).toBe('');
    expect(shownQuote().total).toBe(9000);
    expect($codeField.get().notice).toEqual({ tone: 'refused', text: DISCOUNT_MESSAGES.expired, code: 'OLD' });
  });

  it('that the server cannot read (edited storage) is dropped, and the cart priced without it', async () => {
    keepDiscountCode('x');
    await loadQuote(cartLines);
    expect(sent.map((s) => s.body.code)).toEqual(['x', undefined]);
    expect($discountCode.get()).toBe('');
    expect(shownQuote().total).toBe(9000);
    expect($codeField.get().notice).toEqual({ tone: 'refused', text: RULE, code: 'x' });
  });

  it('is not sent when there is none', async () => {
    await loadQuote(cartLines);
    expect(sent[0]?.body).toEqual({ items: cartLines });
    expect($codeField.get().notice).toBeNull();
  });
});

describe('applying and removing a code', () => {
  beforeEach(async () => {
    await loadQuote(cartLines);
    sent = [];
  });

  it('asks for a code before asking the server', async () => {
    await applyCode('   ');
    expect(sent).toEqual([]);
    expect($codeField.get().notice).toEqual({ tone: 'refused', text: 'Enter a discount code.', code: '' });
  });

  it('keeps a code the server applies, in its capitals, with the page as it was meanwhile', async () => {
    const applying = applyCode(' save10 ');
    expect($codeField.get().busy).toBe(true);
    // The quote on show stays while the code is checked: the field keeps its place and focus.
    expect($quote.get().state).toBe('ready');
    await applying;
    expect(sent[0]?.body).toEqual({ items: cartLines, code: 'save10' });
    expect($codeField.get()).toEqual({
      busy: false,
      notice: { tone: 'applied', text: 'Discount code SAVE10 applied.', code: 'SAVE10', takeFocus: true },
    });
    expect($discountCode.get()).toBe('SAVE10');
    expect(shownQuote().discounts).toEqual([{ kind: 'code', label: 'SAVE10 (10% off)', amount: 900 }]);
    // Focus is taken once: the field shown again later does not take it again.
    focusTaken();
    expect($codeField.get().notice?.takeFocus).toBe(false);
  });

  it('keeps no code the server refuses, and says why under the field', async () => {
    await applyCode('nope');
    expect($discountCode.get()).toBe('');
    expect($codeField.get().notice).toEqual({ tone: 'refused', text: DISCOUNT_MESSAGES.unknown, code: 'NOPE' });
    expect(shownQuote().total).toBe(9000);
  });

  it("shows the server's rule for a code it cannot read, the quote unchanged", async () => {
    const before = shownQuote();
    await applyCode('a!');
    expect($codeField.get().notice).toEqual({ tone: 'refused', text: RULE, code: 'a!' });
    expect(shownQuote()).toBe(before);
  });

  it('removes the code, and the lines are priced again without it', async () => {
    await applyCode('SAVE10');
    sent = [];
    await removeCode();
    expect($discountCode.get()).toBe('');
    expect(sent).toEqual([{ path: '/api/checkout/quote', body: { items: cartLines } }]);
    expect(shownQuote().total).toBe(9000);
    expect($codeField.get().notice).toEqual({
      tone: 'removed',
      text: 'Discount code removed.',
      code: '',
      takeFocus: true,
    });
  });
});

describe('paying with a code', () => {
  beforeEach(async () => {
    keepDiscountCode('SAVE10');
    await loadQuote(cartLines);
    sent = [];
  });

  it('sends the code with the checkout and goes to PayPal', async () => {
    checkoutAnswer = {
      status: 201,
      body: CheckoutStartedSchema.encode({
        orderId: 'o1',
        approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=P1',
        total: 8100,
        currency: 'USD',
      }),
    };
    await pay(cartLines);
    expect(sent).toEqual([{ path: '/api/checkout', body: { items: cartLines, code: 'SAVE10' } }]);
    expect(assign).toHaveBeenCalledWith('https://www.sandbox.paypal.com/checkoutnow?token=P1');
    expect($payment.get()).toEqual({ state: 'resolved' });
  });

  it('stays here when checkout refuses the code: the reason at the field, the price without it', async () => {
    checkoutAnswer = {
      status: 409,
      body: { message: DISCOUNT_MESSAGES.usedUp, errors: { code: [DISCOUNT_MESSAGES.usedUp] } },
    };
    await pay(cartLines);
    expect(assign).not.toHaveBeenCalled();
    expect($payment.get()).toEqual({ state: 'initial' });
    expect($discountCode.get()).toBe('');
    expect($codeField.get().notice).toEqual({
      tone: 'refused',
      text: DISCOUNT_MESSAGES.usedUp,
      code: 'SAVE10',
      takeFocus: true,
    });
    // Priced again, without the code.
    expect(sent.at(-1)).toEqual({ path: '/api/checkout/quote', body: { items: cartLines } });
    expect(shownQuote().total).toBe(9000);
  });

  it('shows a refusal of the lines at the button, as before, and keeps the code', async () => {
    checkoutAnswer = {
      status: 409,
      body: { message: 'Song 2 was sold.', errors: { 'items.1': ['Song 2 was sold.'] } },
    };
    await pay(cartLines);
    expect($payment.get()).toEqual({ state: 'rejected', message: 'Song 2 was sold.' });
    expect($discountCode.get()).toBe('SAVE10');
    expect(sent.at(-1)).toEqual({ path: '/api/checkout/quote', body: { items: cartLines, code: 'SAVE10' } });
  });

  it('answers PayPal failing in the spec’s words', async () => {
    checkoutAnswer = { status: 502, body: { message: PAYMENT_MESSAGES.paypalError } };
    await pay(cartLines);
    expect($payment.get()).toEqual({ state: 'rejected', message: PAYMENT_MESSAGES.paypalError });
    expect($discountCode.get()).toBe('SAVE10');
  });
});
