import type { Context } from 'hono';

/** Runs work after the answer is sent when the runtime allows it, else before answering. */
export async function inBackground(c: Context, work: Promise<void>): Promise<void> {
  let ctx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined;
  }
  if (ctx) ctx.waitUntil(work);
  else await work;
}
