import { z } from 'zod';
import { centsToDollars, dollarsToCents, formatPrice, MONEY_MAX_CENTS } from './money.ts';

/** Marks the issues of an amount that cannot be taken as it is; the API answers them with 422. */
const MONEY_ISSUE = 'money';

/** Whether a validation issue is about an amount (see `money`). */
export function isMoneyIssue(issue: { code: string; params?: Record<string, unknown> }): boolean {
  return issue.code === 'custom' && issue.params?.kind === MONEY_ISSUE;
}

/** What an amount that cannot be taken is told, with the field's label ('Price'). */
export function moneyMessages(label: string) {
  return {
    notANumber: `${label} must be a number of dollars, e.g. 24.99.`,
    tooManyDecimals: `${label} must have at most two decimals (whole cents), e.g. 24.99.`,
    negative: `${label} cannot be negative.`,
    tooLarge: `${label} must be at most ${formatPrice(MONEY_MAX_CENTS)}.`,
  };
}

/**
 * An amount of money: dollars as a JSON number with at most two decimals on the wire, integer
 * cents in the code. Parsing (decoding) a body or an answer gives cents; encoding cents for an
 * answer gives dollars. Amounts that cannot be converted exactly are refused, never rounded:
 * more than two decimals, a negative amount, NaN, Infinity or anything that is not a number.
 */
export function money(label = 'Amount') {
  const messages = moneyMessages(label);
  const refuse = (payload: z.core.ParsePayload, input: unknown, message: string) => {
    payload.issues.push({ code: 'custom', message, input, params: { kind: MONEY_ISSUE } });
    return z.NEVER;
  };
  return z
    .codec(
      // Any value gets in, so that every way an amount can be wrong gets the codec's message.
      z.custom<number>(),
      z.int().min(0).max(MONEY_MAX_CENTS),
      {
        decode: (dollars, payload) => {
          if (typeof dollars !== 'number' || !Number.isFinite(dollars)) {
            return refuse(payload, dollars, messages.notANumber);
          }
          if (dollars < 0) return refuse(payload, dollars, messages.negative);
          if (dollars > MONEY_MAX_CENTS / 100) return refuse(payload, dollars, messages.tooLarge);
          const cents = dollarsToCents(dollars);
          return cents === null ? refuse(payload, dollars, messages.tooManyDecimals) : cents;
        },
        encode: centsToDollars,
      },
    )
    .meta({
      // What the OpenAPI document shows for every amount: the wire side, in dollars.
      type: 'number',
      minimum: 0,
      maximum: MONEY_MAX_CENTS / 100,
      multipleOf: 0.01,
      description: 'US dollars with at most two decimals (24.99); the store keeps integer cents.',
      examples: [24.99],
    });
}

/** An amount in an answer: dollars on the wire, cents in the code. */
export const Money = money();
