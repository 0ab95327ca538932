/**
 * A track's action button, by its status for the visitor: 'Your Track', 'Purchased' and 'Added'
 * are disabled; 'Buy Now' opens 'Choose Your License'. The cart is read after hydration (see
 * useCart), the signed-in user from GET /api/users/me.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CartSong } from '../lib/cart-lines.ts';
import { SONG_STATUS_LABELS, songStatus } from '../lib/song-status.ts';
import { useCart } from '../lib/use-cart.ts';
import { $auth, loadAuth } from '../stores/auth.ts';
import { openLicenseModal } from '../stores/license-modal.ts';
import '../styles/islands/buy-button.css';

interface Props {
  song: CartSong;
}

export default function BuyButton({ song }: Props) {
  const auth = useStore($auth);
  const cart = useCart();
  useEffect(() => {
    void loadAuth();
  }, []);

  const status = songStatus(song.id, auth, cart.items);
  return (
    <button
      type="button"
      className={`btn btn-sm buy-button buy-button--${status}`}
      disabled={status !== 'available'}
      aria-haspopup={status === 'available' ? 'dialog' : undefined}
      aria-label={status === 'available' ? `Buy Now: ${song.title}` : `${SONG_STATUS_LABELS[status]}: ${song.title}`}
      onClick={(event) => openLicenseModal(song, event.currentTarget)}
    >
      {SONG_STATUS_LABELS[status]}
    </button>
  );
}
