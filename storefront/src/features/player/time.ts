/**
 * A track's length as the store shows it everywhere (the catalogue, the track page, the player's
 * bar): to the nearest second. Elapsed time counts whole seconds (`formatTime`).
 */
export const formatLength = (seconds: number): string => formatTime(Math.round(seconds));

/** Seconds as the player shows them: m:ss (and h:mm:ss past an hour). */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
