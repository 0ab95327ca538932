/**
 * The fixed bottom player bar. It appears once a track is chosen anywhere on the site and stays
 * through page changes (the layout persists this island across client-side navigation, and the
 * audio itself lives in audio-engine.ts). Its controls load when it first appears: a page nobody
 * plays from never downloads them.
 */
import { lazy, Suspense } from 'react';
import { useSelector } from '../../lib/use-selector.ts';
import { $player } from './player.store.ts';

const PlayerControls = lazy(() => import('./PlayerControls.tsx'));

export default function PlayerBar() {
  // The server has no track: hydration starts without one too, whatever the store holds by then.
  const playing = useSelector($player, (state) => state.current !== null, false);
  if (!playing) return null;
  return (
    <Suspense fallback={null}>
      <PlayerControls />
    </Suspense>
  );
}
