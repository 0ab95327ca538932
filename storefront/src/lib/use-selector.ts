import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * One derived value of a store. The component re-renders only when that value changes (so a
 * play button does not re-render for every other track, nor the waveform for every time update).
 * `select` must return a primitive or a stable reference.
 */
export function useSelector<T, R>(store: ReadableAtom<T>, select: (value: T) => R, serverValue: R): R {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => select(store.get()),
    () => serverValue,
  );
}
