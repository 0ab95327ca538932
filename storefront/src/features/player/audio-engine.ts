/**
 * The one audio element of the whole site. It lives in module scope, not in a component and not
 * in the page's DOM, so it keeps playing while Astro's client router swaps pages (the module is
 * loaded once per visit) and no two players can ever sound at the same time.
 *
 * The engine only carries out the effects the player machine decides and reports what the
 * element does back as machine events; it holds no playback rules of its own.
 */
import { callApi } from '../../lib/api.ts';
import type { PlayerEffect, PlayerEvent } from './player-machine.ts';

export interface AudioProgress {
  currentTime: number;
  duration: number;
}

export interface EngineHandlers {
  dispatch: (event: PlayerEvent) => void;
  progress: (progress: AudioProgress) => void;
  /** The volume to give the element when it is first created. */
  settings: () => { volume: number };
}

let audio: HTMLAudioElement | null = null;
let handlers: EngineHandlers | null = null;
/** The track whose start is still to be counted, until its audio actually plays. */
let uncountedPlayId: number | null = null;
let loadedTrackId: number | null = null;
/** A seek asked for before the track's duration is known (clicking a waveform to start it). */
let pendingSeek: { trackId: number; fraction: number } | null = null;

export function connectEngine(next: EngineHandlers): void {
  handlers = next;
}

function reportProgress(el: HTMLAudioElement): void {
  handlers?.progress({
    currentTime: el.currentTime,
    duration: Number.isFinite(el.duration) ? el.duration : 0,
  });
}

/** Counts a play start on the server; a lost count must never disturb listening. */
function countPlay(songId: number): void {
  void callApi(`/api/songs/${songId}/play`, { method: 'POST', keepalive: true });
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  const el = new Audio();
  el.preload = 'metadata';
  const settings = handlers?.settings();
  if (settings) el.volume = settings.volume;
  const onTime = () => reportProgress(el);
  for (const name of ['timeupdate', 'durationchange', 'seeked', 'emptied']) el.addEventListener(name, onTime);
  el.addEventListener('loadedmetadata', () => {
    if (pendingSeek?.trackId === loadedTrackId) {
      if (Number.isFinite(el.duration)) el.currentTime = pendingSeek.fraction * el.duration;
      pendingSeek = null;
    }
    reportProgress(el);
  });
  el.addEventListener('playing', () => {
    if (uncountedPlayId !== null) countPlay(uncountedPlayId);
    uncountedPlayId = null;
  });
  el.addEventListener('play', () => handlers?.dispatch({ type: 'playing-changed', playing: !el.paused }));
  el.addEventListener('pause', () => handlers?.dispatch({ type: 'playing-changed', playing: !el.paused }));
  el.addEventListener('ended', () => handlers?.dispatch({ type: 'ended', random: Math.random() }));
  el.addEventListener('error', () => {
    // An element without a source reports no error worth clearing the player for.
    if (loadedTrackId !== null) handlers?.dispatch({ type: 'error' });
  });
  audio = el;
  return el;
}

function play(el: HTMLAudioElement): void {
  el.play().catch((error: unknown) => {
    // AbortError only means a newer load or pause replaced this play; nothing to undo.
    if (error instanceof DOMException && error.name === 'NotAllowedError') handlers?.dispatch({ type: 'blocked' });
  });
}

/** Moves the track to a fraction of its length as soon as its duration is known. */
export function seekFractionOnLoad(trackId: number, fraction: number): void {
  pendingSeek = { trackId, fraction: Math.min(1, Math.max(0, fraction)) };
}

export function runEffects(effects: readonly PlayerEffect[]): void {
  for (const effect of effects) runEffect(effect);
}

function runEffect(effect: PlayerEffect): void {
  if (effect.type === 'warn') {
    console.warn(effect.message);
    return;
  }
  const el = element();
  switch (effect.type) {
    case 'load':
      loadedTrackId = effect.track.id;
      uncountedPlayId = effect.track.id;
      el.src = effect.track.audioUrl ?? '';
      play(el);
      break;
    case 'restart':
      uncountedPlayId = loadedTrackId;
      el.currentTime = 0;
      play(el);
      break;
    case 'play':
      play(el);
      break;
    case 'pause':
      el.pause();
      break;
    case 'seek':
      el.currentTime = Number.isFinite(el.duration) ? Math.min(effect.time, el.duration) : effect.time;
      reportProgress(el);
      break;
    case 'unload':
      loadedTrackId = null;
      uncountedPlayId = null;
      pendingSeek = null;
      el.pause();
      el.removeAttribute('src');
      el.load();
      break;
    case 'volume':
      el.volume = effect.volume;
      break;
  }
}
