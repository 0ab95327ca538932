/**
 * Like / unlike a bought track from the order history (POST / DELETE /api/songs/{id}/like). A
 * toggle button: its name stays 'Like {title}' and `aria-pressed` says whether it is liked; the
 * count beside it is the store's, as the server answers it.
 */
import type { LikeState } from '@beats/contract';
import { useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { Icon } from '../../ui/Icon.tsx';
import { toast } from '../../ui/toasts.store.ts';
import './like-button.css';

interface Props extends LikeState {
  songId: number;
  title: string;
}

export default function LikeButton({ songId, title, liked, likeCount }: Props) {
  const [state, setState] = useState<LikeState>({ liked, likeCount });
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const result = await callApi(`/api/songs/${songId}/like`, {
      method: state.liked ? 'DELETE' : 'POST',
      answer: (schemas) => schemas.LikeStateSchema,
    });
    setBusy(false);
    if (result.ok) setState(result.data);
    else toast.error(result.message);
  };

  return (
    <span className="like">
      <button
        type="button"
        className="icon-btn like__button"
        aria-pressed={state.liked}
        aria-label={`Like ${title}`}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
      >
        <Icon name={state.liked ? 'heart' : 'heartOutline'} size={22} />
      </button>
      <span className="like__count">
        {state.likeCount} {state.likeCount === 1 ? 'like' : 'likes'}
      </span>
    </span>
  );
}
