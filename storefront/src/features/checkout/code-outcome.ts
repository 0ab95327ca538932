/**
 * What the discount code field says, and what a quote's word on a code means for the cart: a
 * code that took something off stays (in the capitals the server keeps it in); any other leaves,
 * and the field says why.
 */
import type { QuotedCode } from '@beats/contract';

export interface CodeNotice {
  tone: 'applied' | 'refused' | 'removed';
  text: string;
  /** The code it is about: a refused one stays in the field to be corrected ('' for none). */
  code: string;
  /** The field takes the keyboard focus to show it: the control the buyer was on went away or moved on. */
  takeFocus?: boolean;
}

export const refusedCode = (code: string, text: string): CodeNotice => ({ tone: 'refused', text, code });

/** The cart's code after a quote (`keep`, '' for none) and what the field says; null when no code was sent. */
export function codeOutcome(code: QuotedCode | null): { keep: string; notice: CodeNotice } | null {
  if (!code) return null;
  if (code.applied) return { keep: code.code, notice: { tone: 'applied', text: code.message, code: code.code } };
  return { keep: '', notice: refusedCode(code.code, code.message) };
}
