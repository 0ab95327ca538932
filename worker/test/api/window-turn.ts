/**
 * The store counts most limits in fixed windows aligned to the clock (http/rate-limit.ts): ten or
 * fifteen minutes, an hour. A test that uses up a limit and then expects the refusal must do both
 * in one window, or the count starts again between them and the refusal never comes.
 */

/** Every window the store counts in turns on a multiple of five minutes of the clock. */
const TURNS_EVERY_MS = 5 * 60_000;

/** Waits for the turn when one comes within `needMs` (the time the test takes to use its limit up). */
export async function clearOfWindowTurn(needMs = 10_000): Promise<void> {
  const left = TURNS_EVERY_MS - (Date.now() % TURNS_EVERY_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
