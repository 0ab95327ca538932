/**
 * A page of a list made of two lists shown one after the other (the buyers, then the accounts
 * that never paid): which rows of each the page takes, so that each list is read by its own
 * walk, from its own offset, and nothing is read twice or skipped at the seam.
 */

/** Rows `offset` to `offset + limit` (exclusive) of a list. */
export type PageWindow = { offset: number; limit: number };

/** The rows of the first list (`firstLength` long) and of the second that `window` covers; null where it takes none. */
export function splitWindow(
  window: PageWindow,
  firstLength: number,
): { first: PageWindow | null; second: PageWindow | null } {
  const fromFirst = Math.max(0, Math.min(window.limit, firstLength - window.offset));
  const fromSecond = window.limit - fromFirst;
  return {
    first: fromFirst > 0 ? { offset: window.offset, limit: fromFirst } : null,
    second: fromSecond > 0 ? { offset: Math.max(0, window.offset - firstLength), limit: fromSecond } : null,
  };
}
