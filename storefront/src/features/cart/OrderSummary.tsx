/**
 * A view of the cart beside its totals (the cart page, checkout): the lines on the left, and a
 * card with the sums that stays in view while they scroll (below the lines on narrow screens).
 * `rows` are the sums above the total (a discount is shown taken off); without a `total` the
 * card says why there is none.
 */
import { formatPrice } from '@beats/contract';
import { type ReactNode, useId } from 'react';
import './order-summary.css';

export interface SummaryRow {
  label: string;
  cents: number;
  /** An amount taken off the sums above it. */
  discount?: boolean;
}

interface Props {
  /** The lines, and whatever goes with them. */
  children: ReactNode;
  title: string;
  rows: readonly SummaryRow[];
  /** Cents, or a sentence in its place. */
  total: number | string;
  /** Under the total, e.g. the way on to checkout. */
  action?: ReactNode;
}

export function OrderSummary({ children, title, rows, total, action }: Props) {
  const id = useId();
  return (
    <div className="order-layout">
      <div className="order-layout__lines">{children}</div>
      <aside className="order-summary card" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        {typeof total === 'string' ? (
          <p>{total}</p>
        ) : (
          <>
            {rows.map(({ label, cents, discount }) => (
              <p
                key={label}
                className={discount ? 'order-summary__row order-summary__row--discount' : 'order-summary__row'}
              >
                <span>{label}</span>
                {/* A true minus sign, which screen readers read as "minus". */}
                <span>{discount ? `\u2212${formatPrice(cents)}` : formatPrice(cents)}</span>
              </p>
            ))}
            <p className="order-summary__row order-summary__total">
              <span>Total</span>
              <strong>{formatPrice(total)}</strong>
            </p>
          </>
        )}
        {action}
      </aside>
    </div>
  );
}
