/**
 * The admin player: the reducer's state, one audio element that carries it out, and the bar at
 * the bottom of the songs page. The songs list hands it the page's songs and plays rows through
 * `usePlayer()`.
 */
import {
  PauseCircleFilled,
  PlayCircleFilled,
  RetweetOutlined,
  SoundOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { formatDuration } from '@beats/contract';
import { Button, Slider, Tooltip, Typography } from 'antd';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { CoverImage } from '../ui/CoverImage.tsx';
import { initialPlayerState, type PlayerAction, type PlayerState, playerReducer } from './player-machine.ts';

interface Player {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  currentTime: number;
  duration: number;
  seek: (seconds: number) => void;
}

const PlayerContext = createContext<Player | null>(null);

export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer() is used outside <PlayerProvider>');
  return player;
}

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const current = state.songs.find((song) => song.id === state.currentId);
  const source = current?.audioFile ?? null;

  if (audio.current === null && typeof Audio !== 'undefined') audio.current = new Audio();

  // A song starts from its beginning (chosen, next, previous, repeat 'one').
  // biome-ignore lint/correctness/useExhaustiveDependencies: startCount is the restart signal
  useEffect(() => {
    const element = audio.current;
    if (!element || !source) return;
    if (element.getAttribute('src') !== source) element.src = source;
    element.currentTime = 0;
  }, [source, state.startCount]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a restart (startCount) plays again
  useEffect(() => {
    const element = audio.current;
    if (!element || !source) return;
    if (state.isPlaying) {
      // A refused or failed play is only logged (spec); the bar shows it stopped.
      element.play().catch((error: unknown) => {
        console.warn('The admin player could not play', source, error);
        dispatch({ type: 'playing', playing: false });
      });
    } else element.pause();
  }, [source, state.isPlaying, state.startCount]);

  useEffect(() => {
    if (audio.current) audio.current.volume = state.volume;
  }, [state.volume]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const time = () => setCurrentTime(element.currentTime);
    const length = () => setDuration(Number.isFinite(element.duration) ? element.duration : 0);
    const ended = () => dispatch({ type: 'ended', random: Math.random() });
    element.addEventListener('timeupdate', time);
    element.addEventListener('durationchange', length);
    element.addEventListener('ended', ended);
    return () => {
      element.removeEventListener('timeupdate', time);
      element.removeEventListener('durationchange', length);
      element.removeEventListener('ended', ended);
      element.pause();
    };
  }, []);

  const player = useMemo<Player>(
    () => ({
      state,
      dispatch,
      currentTime,
      duration,
      seek: (seconds) => {
        if (audio.current) audio.current.currentTime = seconds;
        setCurrentTime(seconds);
      },
    }),
    [state, currentTime, duration],
  );
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

const REPEAT_LABEL = { off: 'Repeat: off', all: 'Repeat: all', one: 'Repeat: one' } as const;

/** The bar at the bottom of the songs page. */
export function PlayerBar() {
  const { state, dispatch, currentTime, duration, seek } = usePlayer();
  const current = state.songs.find((song) => song.id === state.currentId);
  const empty = state.songs.length === 0;
  return (
    <section className="admin-player" aria-label="Player">
      <div className="admin-player__now">
        {current && <CoverImage song={current} size={44} />}
        <Typography.Text className="admin-player__title">{current?.title ?? 'Choose a song to play'}</Typography.Text>
      </div>
      <div className="admin-player__centre">
        <div>
          <Tooltip title={state.isShuffle ? 'Shuffle: on' : 'Shuffle: off'}>
            <Button
              type="text"
              icon={<SwapOutlined />}
              className={state.isShuffle ? 'admin-player__on' : undefined}
              aria-label="Shuffle"
              aria-pressed={state.isShuffle}
              onClick={() => dispatch({ type: 'shuffle' })}
            />
          </Tooltip>
          <Button
            type="text"
            icon={<StepBackwardOutlined />}
            aria-label="Previous song"
            disabled={!current}
            onClick={() => dispatch({ type: 'previous' })}
          />
          <Button
            type="text"
            size="large"
            icon={state.isPlaying ? <PauseCircleFilled /> : <PlayCircleFilled />}
            aria-label={state.isPlaying ? 'Pause' : 'Play'}
            disabled={!current || empty}
            onClick={() => dispatch({ type: 'toggle' })}
          />
          <Button
            type="text"
            icon={<StepForwardOutlined />}
            aria-label="Next song"
            disabled={!current}
            onClick={() => dispatch({ type: 'next', random: Math.random() })}
          />
          <Tooltip title={REPEAT_LABEL[state.repeatMode]}>
            <Button
              type="text"
              icon={<RetweetOutlined />}
              className={state.repeatMode === 'off' ? undefined : 'admin-player__on'}
              aria-label={REPEAT_LABEL[state.repeatMode]}
              onClick={() => dispatch({ type: 'repeat' })}
            >
              {state.repeatMode === 'one' ? '1' : null}
            </Button>
          </Tooltip>
        </div>
        <div className="admin-player__progress">
          <span className="admin-player__time">{formatDuration(currentTime)}</span>
          <Slider
            min={0}
            max={Math.max(duration, 0.01)}
            step={0.1}
            value={Math.min(currentTime, duration)}
            disabled={!current || duration === 0}
            onChange={seek}
            tooltip={{ formatter: (value) => formatDuration(value ?? 0) }}
            ariaLabelForHandle="Position in the song"
          />
          <span className="admin-player__time">{formatDuration(duration)}</span>
        </div>
      </div>
      <div className="admin-player__volume">
        <SoundOutlined aria-hidden />
        <Slider
          min={0}
          max={1}
          step={0.01}
          value={state.volume}
          onChange={(volume) => dispatch({ type: 'volume', volume })}
          tooltip={{ formatter: (value) => `${Math.round((value ?? 0) * 100)}%` }}
          ariaLabelForHandle="Volume"
        />
      </div>
    </section>
  );
}
