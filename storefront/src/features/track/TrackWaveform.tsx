/**
 * The track page's player: a play/pause button and the track's waveform (75 bars from its real
 * peaks) that fills as the audio plays. The waveform is a slider: click a point, or use the
 * arrow keys, to seek; on a track that is not playing yet it starts there.
 *
 * The fill follows `$progress` by setting a transform directly, not through React state, so
 * time updates never re-render the component; React re-renders once a second for the slider's
 * accessible value.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useSelector } from '../../lib/use-selector.ts';
import PlayButton from '../player/PlayButton.tsx';
import { readQueue, syncPlayButtons } from '../player/play-buttons.ts';
import type { PlayableTrack } from '../player/playable.ts';
import { $player, $progress, seekTrackFraction } from '../player/player.store.ts';
import { formatTime } from '../player/time.ts';
import { WAVEFORM_BARS, waveformPath } from './waveform-bars.ts';
import './track-waveform.css';

interface Props {
  track: PlayableTrack;
  /** The name of the list it plays from in the page's PlayQueues. */
  queue: string;
  peaks: number[];
}

const KEY_STEP_SECONDS = 5;

export default function TrackWaveform({ track, queue, peaks }: Props) {
  const path = useMemo(() => waveformPath(peaks), [peaks]);
  const played = useRef<SVGRectElement>(null);
  const isCurrent = useSelector($player, (s) => s.current?.id === track.id, false);
  const second = useSelector($progress, (p) => (isCurrent ? Math.floor(p.currentTime) : 0), 0);
  const duration = useSelector($progress, (p) => (isCurrent ? Math.round(p.duration) : 0), 0);

  useEffect(() => {
    const fill = (fraction: number) => {
      if (played.current) played.current.style.transform = `scaleX(${fraction})`;
    };
    if (!isCurrent) {
      fill(0);
      return;
    }
    return $progress.subscribe(({ currentTime, duration: length }) => fill(length > 0 ? currentTime / length : 0));
  }, [isCurrent]);

  // Its play button was drawn before anything could play: it takes the player's state now.
  useEffect(syncPlayButtons, []);

  const seekTo = (fraction: number) => seekTrackFraction(track, readQueue(queue), Math.min(1, Math.max(0, fraction)));

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seekTo((event.clientX - box.left) / box.width);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { currentTime, duration: length } = $progress.get();
    const at = isCurrent && length > 0 ? currentTime / length : 0;
    const step = length > 0 && isCurrent ? KEY_STEP_SECONDS / length : 0.05;
    const target: Record<string, number> = {
      ArrowRight: at + step,
      ArrowUp: at + step,
      ArrowLeft: at - step,
      ArrowDown: at - step,
      PageUp: at + 0.1,
      PageDown: at - 0.1,
      Home: 0,
      End: 0.99,
    };
    const fraction = target[event.key];
    if (fraction === undefined) return;
    event.preventDefault();
    seekTo(fraction);
  };

  const clipId = `waveform-${track.id}`;
  const disabled = !track.audioUrl;
  return (
    <div className="track-waveform">
      <PlayButton track={track} queue={queue} variant="large" />
      <div className="track-waveform__body">
        <div
          className="track-waveform__bars"
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={`Seek ${track.title}`}
          aria-disabled={disabled || undefined}
          aria-valuemin={0}
          aria-valuemax={duration}
          aria-valuenow={second}
          aria-valuetext={isCurrent ? `${formatTime(second)} of ${formatTime(duration)}` : 'Not playing'}
          onClick={disabled ? undefined : onClick}
          onKeyDown={disabled ? undefined : onKeyDown}
        >
          <svg viewBox={`0 0 ${WAVEFORM_BARS * 10} 100`} preserveAspectRatio="none" aria-hidden="true">
            <clipPath id={clipId}>
              <path d={path} />
            </clipPath>
            <g clipPath={`url(#${clipId})`}>
              <rect className="track-waveform__rest" width="100%" height="100" />
              <rect ref={played} className="track-waveform__played" width="100%" height="100" />
            </g>
          </svg>
        </div>
        <p className="track-waveform__time" aria-hidden="true">
          <span>{formatTime(second)}</span>
          <span>{duration > 0 ? formatTime(duration) : '--:--'}</span>
        </p>
      </div>
    </div>
  );
}
