import { formatPrice } from './money.ts';
import { z } from './zod.ts';

/** The largest amount the store takes: $1,000,000.00. */
export const MONEY_MAX_CENTS = 100_000_000;

/**
 * The largest total an answer sums (a year of sales): $9,999,999,999,999.99, fifteen significant
 * digits, which a JSON number carries exactly.
 */
export const MONEY_TOTAL_MAX_CENTS = 999_999_999_999_999;

/** An amount in dollars and cents: an optional minus, digits, then at most two decimals. */
const DOLLARS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The whole cents of an amount in dollars, or null when it has more than two decimals (24.999,
 * 0.1 + 0.2) or is not a plain non-negative number. It works from the number's shortest decimal
 * text, which JavaScript guarantees to read back as the same number, so 24.99 gives 2499
 * exactly; multiplying by 100 would give 2498.9999999999995.
 */
function dollarsToCents(dollars: number): number | null {
  const match = DOLLARS.exec(String(dollars));
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/**
 * The amount in dollars for whole cents: 2499 gives 24.99. Built as decimal text and read as a
 * number, which yields the number closest to that decimal, the one JSON prints as "24.99".
 */
function centsToDollars(cents: number): number {
  const size = Math.abs(cents);
  const whole = Math.floor(size / 100);
  return Number(`${cents < 0 ? '-' : ''}${whole}.${String(size - whole * 100).padStart(2, '0')}`);
}

/** Marks the issues of an amount that cannot be taken as it is; the API answers them with 422. */
const MONEY_ISSUE = 'money';

/** Whether a validation issue is about an amount (see `money`). */
export function isMoneyIssue(issue: { code: string; params?: Record<string, unknown> }): boolean {
  return issue.code === 'custom' && issue.params?.kind === MONEY_ISSUE;
}

export interface MoneyOptions {
  /** The field's name in messages: 'Price'. */
  label?: string;
  /** Whether zero is refused too (a price), not only negative amounts. */
  positive?: boolean;
  /** One message for a missing, non-numeric or out-of-range amount, where a form has its own words. */
  invalid?: string;
  /**
   * Whether amounts below zero are taken: net figures of answers (sales less refunds), never a
   * price. Bounded by the same maximum either way.
   */
  signed?: boolean;
  /** The largest amount in cents (MONEY_MAX_CENTS unless given): sums of many amounts go higher. */
  maxCents?: number;
}

/** What an amount that cannot be taken is told. */
function moneyMessages({ label = 'Amount', positive = false, invalid, maxCents = MONEY_MAX_CENTS }: MoneyOptions = {}) {
  return {
    notANumber: invalid ?? `${label} must be a number of dollars, e.g. 24.99.`,
    tooManyDecimals: `${label} must have at most two decimals (whole cents), e.g. 24.99.`,
    tooSmall: invalid ?? (positive ? `${label} must be more than zero.` : `${label} cannot be negative.`),
    tooLarge: `${label} must be at most ${formatPrice(maxCents)}.`,
  };
}

/**
 * An amount of money: dollars as a JSON number with at most two decimals on the wire, integer
 * cents in the code. Parsing (decoding) a body or an answer gives cents; encoding cents for an
 * answer gives dollars. Amounts that cannot be converted exactly are refused, never rounded:
 * more than two decimals, a negative (or, when `positive`, zero) amount, NaN, Infinity or
 * anything that is not a number.
 */
export function money(options: MoneyOptions = {}) {
  const messages = moneyMessages(options);
  const max = options.maxCents ?? MONEY_MAX_CENTS;
  const min = options.signed ? -max : options.positive ? 1 : 0;
  const refuse = (payload: z.core.ParsePayload, input: unknown, message: string) => {
    payload.issues.push({ code: 'custom', message, input, params: { kind: MONEY_ISSUE } });
    return z.NEVER;
  };
  return z
    .codec(
      // Any value gets in, so that every way an amount can be wrong gets the codec's message.
      z.custom<number>(),
      z.int().min(min).max(max),
      {
        decode: (dollars, payload) => {
          if (typeof dollars !== 'number' || !Number.isFinite(dollars)) {
            return refuse(payload, dollars, messages.notANumber);
          }
          if ((dollars < 0 && !options.signed) || (dollars === 0 && min > 0))
            return refuse(payload, dollars, messages.tooSmall);
          if (Math.abs(dollars) > max / 100) return refuse(payload, dollars, messages.tooLarge);
          const cents = dollarsToCents(dollars);
          return cents === null ? refuse(payload, dollars, messages.tooManyDecimals) : cents;
        },
        encode: centsToDollars,
      },
    )
    .meta({
      // What the OpenAPI document shows for every amount: the wire side, in dollars.
      type: 'number',
      minimum: min / 100,
      maximum: max / 100,
      multipleOf: 0.01,
      description: options.signed
        ? 'US dollars with at most two decimals, below zero when refunds outweigh sales; the store keeps integer cents.'
        : 'US dollars with at most two decimals (24.99); the store keeps integer cents.',
      examples: [24.99],
    });
}

/** An amount in an answer: dollars on the wire, cents in the code. */
export const Money = money();

/**
 * A total in an answer: sales of a period, which may pass the largest single amount and fall
 * below zero (a period with more refunds than sales).
 */
export const SignedMoney = money({ signed: true, maxCents: MONEY_TOTAL_MAX_CENTS });
