import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { formatLength, formatTime } from './time.ts';
import './range.css';
import { $progress, seek } from './player.store.ts';

/**
 * The bar's position slider and times. Its own component so the four-a-second time updates
 * re-render only this, not the whole bar.
 */
export function SeekBar({ title }: { title: string }) {
  const { currentTime, duration } = useStore($progress, { ssr: 'initial' });
  return (
    <div className="seek-bar">
      <span className="seek-bar__time" aria-hidden="true">
        {formatTime(currentTime)}
      </span>
      <input
        className="range"
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        disabled={!duration}
        aria-label={`Seek ${title}`}
        aria-valuetext={`${formatTime(currentTime)} of ${formatLength(duration)}`}
        style={{ '--fill': duration ? `${(currentTime / duration) * 100}%` : '0%' } as CSSProperties}
        onChange={(event) => seek(Number(event.currentTarget.value))}
      />
      <span className="seek-bar__time" aria-hidden="true">
        {formatLength(duration)}
      </span>
    </div>
  );
}
