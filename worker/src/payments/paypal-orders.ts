/**
 * PayPal Orders v2, as the store uses it: create an order for lines the server priced, read it,
 * and capture it. Answers come back as the few facts the store acts on; failures as a
 * `PayPalError` that says whether PayPal answered (and with which issue) or not at all.
 */
import { priceAmount, STORE_CURRENCY } from '@beats/contract';
import {
  ApiError,
  CheckoutPaymentIntent,
  ItemCategory,
  type LinkDescription,
  type Order,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { fromPayPalValue } from './paypal-amount.ts';
import type { PayPalClient } from './paypal-client.ts';

/** A failed call: `status` is PayPal's HTTP status, or null when no answer came (network, timeout). */
export class PayPalError extends Error {
  readonly status: number | null;
  /** PayPal's issue code (e.g. ORDER_ALREADY_CAPTURED, ORDER_NOT_APPROVED), when it gave one. */
  readonly issue: string | null;

  constructor(message: string, status: number | null, issue: string | null) {
    super(message);
    this.status = status;
    this.issue = issue;
  }
}

export interface PayPalCapture {
  id: string;
  status: string;
  /** Cents; null when PayPal's amount cannot be read. */
  amount: number | null;
  currency: string | null;
}

export interface PayPalOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED, ... */
  status: string;
  /** Where the buyer approves the payment (rel payer-action, or approve). */
  approvalUrl: string | null;
  /** Our order id, as the store sent it. */
  customId: string | null;
  /** The (first) capture of its purchase unit, once captured. */
  capture: PayPalCapture | null;
  payerEmail: string | null;
  payerId: string | null;
}

export interface NewPayPalOrder {
  /** Our order id: PayPal keeps it as custom_id and invoice_id, and the request id derives from it. */
  orderId: string;
  /** Cents: the lines' prices less `discount`. */
  total: number;
  /** Cents the store's discounts take off the lines' prices. */
  discount: number;
  lines: readonly { name: string; sku: string; price: number }[];
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  /** Prefills PayPal's login for the buyer. */
  payerEmail?: string | undefined;
}

/** PayPal keeps item names to 127 characters. */
const itemName = (name: string) => (name.length > 127 ? `${name.slice(0, 126)}…` : name);

/**
 * The `PayPal-Request-Id` of each call on our order: PayPal answers a repeated request with the
 * same id with the first answer, so a retry (a second return, the reconciliation) never creates
 * or captures twice.
 */
export const requestIds = {
  create: (orderId: string) => `create-${orderId}`,
  capture: (orderId: string) => `capture-${orderId}`,
  refund: (orderId: string) => `refund-${orderId}`,
};

function toPayPalOrder(order: Order): PayPalOrder {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const link = (rel: string) => order.links?.find((l: LinkDescription) => l.rel === rel)?.href ?? null;
  return {
    id: order.id ?? '',
    status: order.status ?? '',
    approvalUrl: link('payer-action') ?? link('approve'),
    customId: unit?.customId ?? null,
    capture: capture?.id
      ? {
          id: capture.id,
          status: capture.status ?? '',
          amount: fromPayPalValue(capture.amount?.value),
          currency: capture.amount?.currencyCode ?? null,
        }
      : null,
    payerEmail: order.payer?.emailAddress ?? null,
    payerId: order.payer?.payerId ?? null,
  };
}

/** Runs a call, turning every way it can fail into a PayPalError. */
export async function callPayPal<T>(what: string, run: () => Promise<{ result: T }>): Promise<T> {
  try {
    return (await run()).result;
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.result as { name?: string; details?: { issue?: string }[] } | undefined;
      const issue = body?.details?.[0]?.issue ?? body?.name ?? null;
      throw new PayPalError(
        `PayPal ${what} answered ${error.statusCode}${issue ? ` (${issue})` : ''}`,
        error.statusCode,
        issue,
      );
    }
    throw new PayPalError(
      `PayPal ${what} gave no answer: ${error instanceof Error ? error.message : String(error)}`,
      null,
      null,
    );
  }
}

export function paypalOrders(client: PayPalClient) {
  const orders = new OrdersController(client.sdk);
  return {
    async create(input: NewPayPalOrder): Promise<PayPalOrder> {
      const money = (cents: number) => ({ currencyCode: STORE_CURRENCY, value: priceAmount(cents) });
      const itemTotal = money(input.total + input.discount);
      const order = await callPayPal('create order', () =>
        orders.createOrder({
          paypalRequestId: requestIds.create(input.orderId),
          prefer: 'return=representation',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: input.orderId,
                customId: input.orderId,
                invoiceId: input.orderId,
                description: `${input.brandName} licenses`,
                // PayPal checks that the items add up to item_total, and item_total less the discount to the amount.
                amount: {
                  ...money(input.total),
                  breakdown: { itemTotal, ...(input.discount > 0 ? { discount: money(input.discount) } : {}) },
                },
                items: input.lines.map((line) => ({
                  name: itemName(line.name),
                  sku: line.sku,
                  quantity: '1',
                  category: ItemCategory.DigitalGoods,
                  unitAmount: money(line.price),
                })),
              },
            ],
            paymentSource: {
              paypal: {
                ...(input.payerEmail ? { emailAddress: input.payerEmail } : {}),
                experienceContext: {
                  brandName: input.brandName,
                  returnUrl: input.returnUrl,
                  cancelUrl: input.cancelUrl,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        }),
      );
      return toPayPalOrder(order);
    },

    async get(paypalOrderId: string): Promise<PayPalOrder> {
      return toPayPalOrder(await callPayPal('get order', () => orders.getOrder({ id: paypalOrderId })));
    },

    async capture(paypalOrderId: string, orderId: string): Promise<PayPalOrder> {
      const order = await callPayPal('capture order', () =>
        orders.captureOrder({
          id: paypalOrderId,
          paypalRequestId: requestIds.capture(orderId),
          prefer: 'return=representation',
        }),
      );
      return toPayPalOrder(order);
    },
  };
}

export type PayPalOrders = ReturnType<typeof paypalOrders>;
