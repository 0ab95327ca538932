/**
 * Whether a toast waits for this page (`flashToast` in toasts.store.ts, or the admin's logout),
 * read without the store: the toaster wakes on it (needed-directive.ts).
 */
import { FLASH_TOAST_KEY } from '@beats/contract/flash-toast';

export function hasFlashedToast(): boolean {
  try {
    return sessionStorage.getItem(FLASH_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}
