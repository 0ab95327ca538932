/**
 * The track page's waveforms (TrackWaveform.astro): each follows the site's player while its
 * track is the current one, filling its bars with the audio's progress and telling assistive
 * technology where the audio is (once a second), and seeks where it is clicked or by the arrow
 * keys (Home, End, Page Up and Down too); on a track that is not playing yet it starts there.
 * Until the player starts (start-player.ts) a waveform shows nothing playing and loads nothing.
 */
import { readQueue } from '../player/page-queues.ts';
import { whenPlayerStarts } from '../player/player-started.ts';
import { startPlayer } from '../player/start-player.ts';
import { formatTime } from '../player/time.ts';

type Store = typeof import('../player/player.store.ts');

const KEY_STEP_SECONDS = 5;

interface Waveform {
  root: HTMLElement;
  slider: HTMLElement;
  played: SVGElement | null;
  times: HTMLElement[];
  trackId: number;
  queue: string;
  /** The whole second last told, so the accessible value changes once a second. */
  second: number;
}

const waveforms = new Set<Waveform>();
/** The player's store, once the player has started. */
let store: Store | null = null;

/** Where the audio is: nothing while this is not the current track. */
function position(w: Waveform): { at: number; currentTime: number; duration: number } {
  const current = store?.$player.get().current?.id === w.trackId;
  const { currentTime, duration } = current && store ? store.$progress.get() : { currentTime: 0, duration: 0 };
  return { at: duration > 0 ? currentTime / duration : 0, currentTime, duration };
}

function render(w: Waveform): void {
  const { at, currentTime, duration } = position(w);
  if (w.played) w.played.style.transform = `scaleX(${at})`;
  const second = Math.floor(currentTime);
  const length = Math.round(duration);
  if (second === w.second && w.slider.getAttribute('aria-valuemax') === String(length)) return;
  w.second = second;
  w.slider.setAttribute('aria-valuemax', String(length));
  w.slider.setAttribute('aria-valuenow', String(second));
  const playing = store?.$player.get().current?.id === w.trackId;
  w.slider.setAttribute('aria-valuetext', playing ? `${formatTime(second)} of ${formatTime(length)}` : 'Not playing');
  const [now, total] = w.times;
  if (now) now.textContent = formatTime(second);
  // Until its audio has loaded, the track keeps the length the page was drawn with.
  if (total && length > 0) total.textContent = formatTime(length);
}

function renderAll(): void {
  for (const w of waveforms) {
    if (w.root.isConnected) render(w);
    else waveforms.delete(w);
  }
}

/** Seeks the waveform's track (starting the player first, if need be). */
async function seekTo(w: Waveform, fraction: number): Promise<void> {
  await startPlayer();
  const { seekTrackFraction } = await import('../player/player.store.ts');
  const queue = readQueue(w.queue);
  const track = queue.find((t) => t.id === w.trackId);
  if (track) seekTrackFraction(track, queue, Math.min(1, Math.max(0, fraction)));
}

const KEY_TARGETS: Record<string, (at: number, step: number) => number> = {
  ArrowRight: (at, step) => at + step,
  ArrowUp: (at, step) => at + step,
  ArrowLeft: (at, step) => at - step,
  ArrowDown: (at, step) => at - step,
  PageUp: (at) => at + 0.1,
  PageDown: (at) => at - 0.1,
  Home: () => 0,
  End: () => 0.99,
};

function setUp(root: HTMLElement): void {
  const slider = root.querySelector<HTMLElement>('[role="slider"]');
  if (!slider || root.hasAttribute('data-ready')) return;
  root.setAttribute('data-ready', '');
  const w: Waveform = {
    root,
    slider,
    played: root.querySelector<SVGElement>('.track-waveform__played'),
    times: [...root.querySelectorAll<HTMLElement>('.track-waveform__time span')],
    trackId: Number(root.dataset.waveform),
    queue: root.dataset.queue ?? '',
    second: -1,
  };
  waveforms.add(w);
  render(w);
  if (slider.getAttribute('aria-disabled') === 'true') return;
  slider.addEventListener('click', (event) => {
    const box = slider.getBoundingClientRect();
    if (box.width > 0) void seekTo(w, (event.clientX - box.left) / box.width);
  });
  slider.addEventListener('keydown', (event) => {
    const target = KEY_TARGETS[event.key];
    if (!target) return;
    event.preventDefault();
    const { at, duration } = position(w);
    void seekTo(w, target(at, duration > 0 ? KEY_STEP_SECONDS / duration : 0.05));
  });
}

/** Sets up the page's waveforms, now and on every page the client router brings in. */
export function startWaveforms(): void {
  whenPlayerStarts(() => {
    void import('../player/player.store.ts').then((loaded) => {
      store = loaded;
      loaded.$player.listen(renderAll);
      loaded.$progress.listen(renderAll);
      renderAll();
    });
  });
  const setUpAll = () => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-waveform]')) setUp(root);
  };
  setUpAll();
  document.addEventListener('astro:page-load', setUpAll);
}
