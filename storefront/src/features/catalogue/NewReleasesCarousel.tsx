/**
 * 'New Releases': a row of cover slides that scrolls with CSS scroll snapping (no carousel
 * library). 2 slides per view from 320 px, 3 from 768 px, min(count, 6) from 1024 px; arrows on
 * large screens, one bullet per view. A slide's cover plays or pauses it in the site's player.
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { trackPath } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { TrackCover } from '../../ui/TrackCover.tsx';
import PlayButton from '../player/PlayButton.tsx';
import type { PlayableTrack } from '../player/playable.ts';
import { useTrackPlayback } from '../player/use-player.ts';
import './new-releases-carousel.css';

interface Props {
  tracks: PlayableTrack[];
}

/** Slides per view by viewport width; the same breakpoints as new-releases.css. */
export function slidesPerView(width: number, count: number): number {
  if (width >= 1024) return Math.max(1, Math.min(count, 6));
  return width >= 768 ? 3 : 2;
}

export default function NewReleasesCarousel({ tracks }: Props) {
  const list = useRef<HTMLUListElement>(null);
  // Slides per view depend on the window: unknown on the server, so arrows and bullets appear
  // once it is measured (their room is kept, so nothing moves).
  const [perView, setPerView] = useState<number | null>(null);
  const [view, setView] = useState(0);
  // Each view is named by its first slide.
  const viewStarts = perView === null ? [] : tracks.filter((_, i) => i % perView === 0);
  const views = Math.max(1, viewStarts.length);

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth, tracks.length));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [tracks.length]);

  // Which view is showing, from the scroll position (arrows, bullets, swipes and keys all scroll).
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const max = el.scrollWidth - el.clientWidth;
        setView(max > 0 ? Math.round((el.scrollLeft / max) * (views - 1)) : 0);
      });
    };
    onScroll();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [views]);

  const showView = (index: number) => {
    const el = list.current;
    const slide = el?.children[Math.min(tracks.length - 1, index * (perView ?? 1))];
    if (el && slide instanceof HTMLElement) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft });
  };

  return (
    <section className="new-releases" aria-labelledby="new-releases-title">
      <div className="new-releases__head">
        <h2 id="new-releases-title">New Releases</h2>
        {views > 1 && (
          <div className="new-releases__arrows">
            <button
              type="button"
              className="icon-btn"
              aria-label="Previous releases"
              disabled={view === 0}
              onClick={() => showView(view - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label="Next releases"
              disabled={view >= views - 1}
              onClick={() => showView(view + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </div>
        )}
      </div>
      {tracks.length === 0 ? (
        <p className="empty">No new releases found.</p>
      ) : (
        <>
          <ul className="new-releases__list" ref={list} style={{ '--count': tracks.length } as CSSProperties}>
            {tracks.map((track) => (
              <Slide key={track.id} track={track} queue={tracks} />
            ))}
          </ul>
          <div className="new-releases__bullets">
            {views > 1 &&
              perView !== null &&
              viewStarts.map((first, i) => (
                <button
                  key={first.id}
                  type="button"
                  aria-label={`Show releases ${i * perView + 1} to ${Math.min(tracks.length, (i + 1) * perView)}`}
                  aria-current={i === view || undefined}
                  onClick={() => showView(i)}
                />
              ))}
          </div>
        </>
      )}
    </section>
  );
}

function Slide({ track, queue }: { track: PlayableTrack; queue: PlayableTrack[] }) {
  const playback = useTrackPlayback(track.id);
  return (
    <li className="new-releases__slide" data-state={playback}>
      <TrackCover className="new-releases__art" src={track.cover} size={240}>
        <PlayButton track={track} queue={queue} variant="overlay" />
      </TrackCover>
      <a className="new-releases__title" href={trackPath(track.id)}>
        {track.title}
      </a>
      <span className="new-releases__artist">{track.artist}</span>
    </li>
  );
}
