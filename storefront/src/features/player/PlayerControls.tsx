/**
 * The fixed bottom player bar's content: the track, the controls, the seek bar and the volume.
 * Loaded by PlayerBar.tsx once a track is chosen.
 */
import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import { trackPath } from '../../paths.ts';
import { Icon } from '../../ui/Icon.tsx';
import { TrackCover } from '../../ui/TrackCover.tsx';
import {
  $player,
  cycleRepeat,
  nextTrack,
  previousTrack,
  setVolume,
  stopPlayback,
  togglePlay,
  toggleShuffle,
} from './player.store.ts';
import type { RepeatMode } from './player-machine.ts';
import { SeekBar } from './SeekBar.tsx';
import './range.css';
import './player-controls.css';

const REPEAT_LABELS: Record<RepeatMode, string> = {
  off: 'Repeat: off',
  one: 'Repeat: one',
  all: 'Repeat: all',
};

export default function PlayerControls() {
  const { current, isPlaying, volume, shuffle, repeat } = useStore($player);
  if (!current) return null;

  return (
    <section className="player-bar" aria-label="Player">
      <div className="player-bar__track">
        <TrackCover className="player-bar__cover" src={current.cover} size={52} loading="eager" />
        <p className="player-bar__meta">
          <a className="player-bar__title" href={trackPath(current.id)}>
            {current.title}
          </a>
          <span className="player-bar__artist">{current.artist}</span>
        </p>
      </div>

      <div className="player-bar__center">
        <div className="player-bar__controls">
          <button
            type="button"
            className="icon-btn player-bar__mode"
            aria-label="Shuffle"
            aria-pressed={shuffle}
            title="Shuffle"
            onClick={toggleShuffle}
          >
            <Icon name="shuffle" size={20} />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label="Previous track"
            title="Previous"
            onClick={previousTrack}
          >
            <Icon name="previous" />
          </button>
          <button
            type="button"
            className="player-bar__play"
            aria-label={isPlaying ? `Pause ${current.title}` : `Play ${current.title}`}
            onClick={togglePlay}
          >
            <Icon name={isPlaying ? 'pause' : 'play'} size={26} />
          </button>
          <button type="button" className="icon-btn" aria-label="Next track" title="Next" onClick={nextTrack}>
            <Icon name="next" />
          </button>
          <button
            type="button"
            className="icon-btn player-bar__mode"
            aria-label={REPEAT_LABELS[repeat]}
            data-active={repeat !== 'off'}
            title={REPEAT_LABELS[repeat]}
            onClick={cycleRepeat}
          >
            <Icon name={repeat === 'one' ? 'repeatOne' : 'repeat'} size={20} />
          </button>
        </div>
        <SeekBar title={current.title} />
      </div>

      <div className="player-bar__end">
        <label className="player-bar__volume">
          <Icon name="volume" size={20} />
          <span className="visually-hidden">Volume</span>
          <input
            className="range"
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={volume}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            style={{ '--fill': `${volume * 100}%` } as CSSProperties}
            onChange={(event) => setVolume(Number(event.currentTarget.value))}
          />
        </label>
        <button type="button" className="icon-btn" aria-label="Close player" title="Close" onClick={stopPlayback}>
          <Icon name="close" size={20} />
        </button>
      </div>
    </section>
  );
}
