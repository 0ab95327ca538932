/** How the hardening suites judge an answer to hostile input. */
import { expect } from 'vitest';

/** Nothing internal in an answer: no stack frame, source file or path of this machine. */
export function expectNoInternals(text: string, label: string): void {
  expect(text, label).not.toMatch(/file:\/\/|\/work\/|node_modules|\.ts:\d+|\.js:\d+|\n\s+at |Error: /);
}

/** An answer to hostile input: never a failure of the store; a refusal is JSON with a message. */
export async function expectHandled(res: Response, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expectNoInternals(text, label);
  if (res.status >= 400) {
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message === 'string' && body.message.length > 0, `${label}: a message`).toBe(true);
  }
}
