/**
 * The toast for a mailed link opened where its track is no longer given away. The layout's script
 * (start-free-download.ts) loads this only then, and this loads the toasts' code: nothing of it
 * is in any page's first load, nor in the list of files that script preloads.
 */
import { LINK_ENDED_MESSAGE } from './free-download-messages.ts';

export async function sayLinkEnded(): Promise<void> {
  const { toast } = await import('../../ui/toasts.store.ts');
  toast.error(LINK_ENDED_MESSAGE);
}
