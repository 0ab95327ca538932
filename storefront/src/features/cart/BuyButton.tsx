/**
 * A track's action button, by its status for the visitor: 'Your Track', 'Purchased', 'Sold' and
 * 'Added' are disabled; 'Buy Now' opens 'Choose Your License'. The cart is read after hydration (see
 * useCart), the signed-in user from GET /api/users/me.
 */
import { useEffect } from 'react';
import { loadAuth, useAuth } from '../accounts/auth.store.ts';
import { openLicenseModal } from '../licenses/license-modal.store.ts';
import type { CartSong } from './cart-lines.ts';
import { SONG_STATUS_LABELS, songStatus } from './song-status.ts';
import { useCart } from './use-cart.ts';
import './buy-button.css';

interface Props {
  song: CartSong;
  /** The track's exclusive license sold (its status 'sold'). */
  sold?: boolean;
}

export default function BuyButton({ song, sold = false }: Props) {
  const auth = useAuth();
  const cart = useCart();
  useEffect(() => {
    void loadAuth();
  }, []);

  const status = songStatus(song.id, auth, cart.items, sold);
  const available = status === 'available';
  return (
    // aria-disabled rather than disabled: the button stays focusable, so focus is not lost when
    // it turns to 'Added' under the keyboard (after the license dialog closes onto it).
    <button
      type="button"
      className={`btn btn-sm buy-button buy-button--${status}`}
      aria-disabled={!available || undefined}
      aria-haspopup={available ? 'dialog' : undefined}
      aria-label={`${SONG_STATUS_LABELS[status]}: ${song.title}`}
      onClick={(event) => {
        if (available) openLicenseModal(song, event.currentTarget);
      }}
    >
      {SONG_STATUS_LABELS[status]}
    </button>
  );
}
