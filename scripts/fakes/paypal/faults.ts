/** The faults a test asked the stand-in for (control.ts), and which call each applies to. */
import type { Fault, FaultEffect, FaultOp } from './control.ts';

export interface CallFacts {
  paypalOrderId?: string | undefined;
  payerEmail?: string | undefined;
}

export class FaultBook {
  private faults: (Fault & { left: number })[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault, left: fault.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.faults = [];
  }

  /** The first fault for this call, counted as used; null when the call goes as PayPal's would. */
  take(op: FaultOp, facts: CallFacts): { effect: FaultEffect; delayMs: number | undefined } | null {
    const fault = this.faults.find(
      (f) =>
        f.op === op &&
        f.left > 0 &&
        (f.match?.paypalOrderId === undefined || f.match.paypalOrderId === facts.paypalOrderId) &&
        (f.match?.payerEmail === undefined || f.match.payerEmail === facts.payerEmail),
    );
    if (!fault) return null;
    fault.left -= 1;
    return { effect: fault.effect, delayMs: fault.delayMs };
  }
}
