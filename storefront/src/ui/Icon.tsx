/** An icon of the store's set (icons.ts) in an island, drawn in the current text colour. */
import { ISLAND_ICONS, type IslandIconName } from './icons.ts';

/** Decorative: the control that holds it carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IslandIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={ISLAND_ICONS[name]} />
    </svg>
  );
}
