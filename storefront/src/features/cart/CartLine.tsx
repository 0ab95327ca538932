/**
 * One cart line as every view of the cart shows it (the cart panel, the cart page, checkout):
 * cover, title (to the track page), license (and for an upgrade, what was paid before) and price. `variant` sets its size (the cart page's
 * lines are cards that also show the first tag); `children` are the view's own actions. A line a
 * bulk deal makes free (checkout) shows its price struck through, and Free.
 */
import { formatPrice, upgradeNote } from '@beats/contract';
import type { ReactNode } from 'react';
import { trackPath } from '../../paths.ts';
import { TrackCover } from '../../ui/TrackCover.tsx';
import type { CartItem } from './cart-lines.ts';
import type { NotCharged } from './not-charged.ts';
import './cart-line.css';

const COVER_SIZE = { panel: 44, summary: 48, page: 72 } as const;

interface Props {
  item: CartItem;
  variant: keyof typeof COVER_SIZE;
  free?: boolean;
  children?: ReactNode;
}

export function CartLine({ item, variant, free = false, children }: Props) {
  return (
    <li className={`cart-line cart-line--${variant}`}>
      <TrackCover className="cart-line__cover" src={item.songThumbnail} size={COVER_SIZE[variant]} />
      <span className="cart-line__name">
        <a href={trackPath(item.songId)}>{item.songTitle}</a>
        <span className="cart-line__plan">{item.planTier}</span>
        {item.upgrade && <span className="cart-line__upgrade">{upgradeNote(item.upgrade.credit)}</span>}
        {variant === 'page' && <span className="cart-line__tag">{item.tags[0] ?? 'N/A'}</span>}
      </span>
      {free ? (
        <span className="cart-line__price cart-line__price--free">
          {/* A strike-through is not read out: the words say what it shows. */}
          <s>
            <span className="visually-hidden">Was </span>
            {formatPrice(item.totalPrice)}
          </s>{' '}
          Free
        </span>
      ) : (
        <span className="cart-line__price">{formatPrice(item.totalPrice)}</span>
      )}
      {children && <span className="cart-line__actions">{children}</span>}
    </li>
  );
}

/** What a line checkout will not charge says among its actions: 'Purchased', and why, for screen readers. */
export function NotChargedState({ state }: { state: NotCharged }) {
  return (
    <span className="cart-line__state">
      {state.label}
      <span className="visually-hidden">: {state.reason}</span>
    </span>
  );
}

/** The list the lines go in. */
export function CartLines({
  items,
  variant,
  free,
  actions,
}: {
  items: readonly CartItem[];
  variant: Props['variant'];
  /** The ids of the lines a bulk deal makes free. */
  free?: ReadonlySet<string>;
  actions?: (item: CartItem) => ReactNode;
}) {
  return (
    <ul className={`cart-lines cart-lines--${variant}`}>
      {items.map((item) => (
        <CartLine key={item.id} item={item} variant={variant} free={free?.has(item.id) ?? false}>
          {actions?.(item)}
        </CartLine>
      ))}
    </ul>
  );
}
