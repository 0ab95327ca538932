/**
 * The discount code field in the Order Summary: a code typed and applied (Enter or Apply), or,
 * once the store took it, the cart's code with Remove (one code at a time). Under it, what the
 * store said about the code, read out politely by screen readers; a refused code stays in the
 * field to be corrected, marked invalid.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { $discountCode } from '../cart/discount-code.store.ts';
import { $codeField, applyCode, focusTaken, removeCode } from './checkout.store.ts';
import './discount-code-form.css';

export function DiscountCodeForm() {
  const code = useStore($discountCode);
  const { busy, notice } = useStore($codeField);
  const [typed, setTyped] = useState(() => notice?.code ?? '');
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);

  // A refused code comes back to the field to be corrected; a removed one leaves it empty.
  useEffect(() => {
    if (notice && notice.tone !== 'applied') setTyped(notice.code);
  }, [notice]);

  // The control the buyer was on gave way (Apply to Remove, Remove to the field) or checkout
  // refused the code: the focus goes to what the field shows now, once.
  useEffect(() => {
    if (!notice?.takeFocus) return;
    (code ? remove : input).current?.focus();
    focusTaken();
  }, [notice, code]);

  // A refusal is about the code it refused: once the buyer types another, it is no longer said.
  const stale = notice?.tone === 'refused' && typed !== notice.code;
  const refused = notice?.tone === 'refused' && !stale;
  return (
    <div className="discount-code">
      {code ? (
        <div className="discount-code__applied">
          <span className="discount-code__label">Discount code</span>
          <span className="discount-code__chip">
            <Icon name="check" size={16} />
            {code}
          </span>
          <button
            ref={remove}
            type="button"
            className="btn btn-sm btn-ghost"
            aria-label={`Remove discount code ${code}`}
            onClick={() => void removeCode()}
          >
            Remove
          </button>
        </div>
      ) : (
        <form
          className="discount-code__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void applyCode(typed);
          }}
        >
          <label className="discount-code__label" htmlFor={inputId}>
            Discount code
          </label>
          <div className="discount-code__row">
            <input
              ref={input}
              id={inputId}
              name="code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={refused || undefined}
              aria-describedby={notice && !stale ? statusId : undefined}
            />
            <button
              type="submit"
              className="btn btn-sm"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
            >
              Apply
            </button>
          </div>
        </form>
      )}
      {/* Always in the page, so that a message put in it is announced. */}
      <p
        id={statusId}
        role="status"
        className={`discount-code__status discount-code__status--${notice?.tone ?? 'none'}`}
      >
        {stale ? null : notice?.text}
      </p>
    </div>
  );
}
