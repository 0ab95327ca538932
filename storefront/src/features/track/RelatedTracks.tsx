/**
 * "More tracks" on a track's page: cards that play in place, and Load more (8 at a time) until
 * 'No more tracks to load.'. The first page comes rendered from the server.
 */
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api.ts';
import { trackPath } from '../../paths.ts';
import { TrackCover } from '../../ui/TrackCover.tsx';
import PlayButton from '../player/PlayButton.tsx';
import PlayQueues from '../player/PlayQueues.tsx';
import { announcePlayButtons } from '../player/page-queues.ts';
import { type RelatedCard, type RelatedPage, relatedUrl, toRelatedPage } from './related.ts';
import './related-tracks.css';

interface Props {
  songId: number;
  /** The first page, rendered on the server. */
  initial: RelatedPage;
}

type LoadState = 'idle' | 'loading' | 'failed';

/** Its cards play through their own list, which grows with Load more. */
const RELATED_QUEUE = 'related';

export default function RelatedTracks({ songId, initial }: Props) {
  const [cards, setCards] = useState<RelatedCard[]>(initial.cards);
  const [page, setPage] = useState(initial.page);
  const [total, setTotal] = useState(initial.total);
  const [load, setLoad] = useState<LoadState>('idle');
  const list = useRef<HTMLUListElement>(null);

  const allShown = cards.length >= total;
  // The cards' play buttons are drawn idle: they take the player's state, again after Load more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new set of cards, which the player reads from the page.
  useEffect(announcePlayButtons, [cards]);

  async function loadMore() {
    setLoad('loading');
    const result = await callApi(relatedUrl(songId, page + 1), { answer: (s) => s.SongPageSchema });
    if (!result.ok) {
      setLoad('failed');
      return;
    }
    const next = toRelatedPage(result.data);
    const firstNew = cards.length;
    setCards((shown) => [...shown, ...next.cards.filter((c) => !shown.some((s) => s.track.id === c.track.id))]);
    setPage(next.page);
    setTotal(next.total);
    setLoad('idle');
    // Keyboard and screen-reader users continue from the first new card.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('a.title')[firstNew]?.focus());
  }

  if (total === 0) return <p className="empty">No more tracks to load.</p>;

  return (
    <div className="related">
      <PlayQueues queues={{ [RELATED_QUEUE]: cards.map((card) => card.track) }} />
      <ul className="related-grid" ref={list}>
        {cards.map(({ track, bpm, tags }) => (
          <li key={track.id} className="related-card card">
            <TrackCover className="related-cover" src={track.cover} size={240}>
              <PlayButton track={track} queue={RELATED_QUEUE} variant="overlay" />
            </TrackCover>
            <a className="title" href={trackPath(track.id)}>
              {track.title}
            </a>
            <span className="related-meta">
              {track.artist} · {bpm ?? 'N/A'} BPM{tags[0] ? ` · ${tags[0]}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div className="related-more" aria-live="polite">
        {load === 'failed' && (
          <p role="alert" className="related-error">
            Failed to fetch songs. Please try again.
          </p>
        )}
        {allShown ? (
          <p className="muted">No more tracks to load.</p>
        ) : (
          <button type="button" className="btn" onClick={loadMore} disabled={load === 'loading'}>
            {load === 'loading' ? 'Loading...' : 'Load more'}
          </button>
        )}
      </div>
    </div>
  );
}
