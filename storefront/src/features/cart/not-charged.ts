/**
 * The cart page's lines that checkout will not charge, and why, as the buy buttons name the state:
 * the buyer's own upload, a track they bought since (or before) adding it (unless the line upgrades
 * their license), or one whose exclusive license sold since. The cart's totals leave them out, so the total shown is the one checkout
 * asks for.
 */
import { LINE_MESSAGES } from '@beats/contract';
import type { AuthState } from '../accounts/auth.store.ts';
import type { CartItem } from './cart-lines.ts';
import { SONG_STATUS_LABELS, songStatus } from './song-status.ts';

export interface NotCharged {
  /** The state, where 'Change license' is for a line that is charged: 'Purchased'. */
  label: string;
  /** Checkout's own sentence for it. */
  reason: string;
}

export function notCharged(
  item: Pick<CartItem, 'songId' | 'songTitle' | 'upgrade'>,
  auth: AuthState,
  sold: ReadonlySet<number>,
): NotCharged | null {
  let status = songStatus(item.songId, auth, [], sold.has(item.songId) ? 'sold' : 'for-sale');
  // An upgrade is of a track the buyer bought: it is charged (what it costs less what they paid)
  // while the track is on sale.
  if (status === 'purchased' && item.upgrade) {
    if (!sold.has(item.songId)) return null;
    status = 'sold';
  }
  const reasons: Partial<Record<typeof status, (title: string) => string>> = {
    uploaded: LINE_MESSAGES.ownUpload,
    purchased: LINE_MESSAGES.owned,
    sold: LINE_MESSAGES.sold,
  };
  const reason = reasons[status];
  return reason ? { label: SONG_STATUS_LABELS[status], reason: reason(item.songTitle) } : null;
}
