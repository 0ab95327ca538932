/**
 * Where the cart is kept (cart.store.ts), and whether it holds lines, read without the store:
 * the header's cart wakes on it (ui/needed-directive.ts), which is inlined in every page and so
 * carries no store of its own.
 */
export const CART_STORAGE_KEY = 'store:cart';

/** Whether the saved cart has lines (a malformed one has none: the store reads it as empty). */
export function hasSavedLines(): boolean {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    const items = raw === null ? null : (JSON.parse(raw) as { items?: unknown } | null)?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    // No storage (a locked-down browser) or not JSON: nothing saved to show.
    return false;
  }
}
