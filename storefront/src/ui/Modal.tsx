/**
 * A modal dialog in an island: the store's one modal (modal.ts) with its title bar, a body and an
 * optional footer that stays in view. The parent owns `open`; every way of closing (the close
 * button, Escape, the backdrop, a navigation) ends in `onClose`.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from './Icon.tsx';
import { closeModal, openModal } from './modal.ts';
import './modal.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title, also the dialog's description. */
  subtitle?: string | undefined;
  footer?: ReactNode;
  children: ReactNode;
  /** A class of its own, e.g. to set `--modal-width` (560px by default). */
  className?: string;
  /** Focused again on close; the control that had the focus by default. */
  returnFocusTo?: HTMLElement | null | undefined;
  /** A selector of what to focus first, e.g. 'input' for a form. */
  initialFocus?: string;
}

export function Modal({
  open,
  onClose,
  title,
  subtitle,
  footer,
  children,
  className,
  returnFocusTo,
  initialFocus,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening reads the opener and focus target of that moment only.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open) openModal(el, { opener: returnFocusTo, focus: initialFocus });
    else closeModal(el);
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={`${id}-title`}
      aria-describedby={subtitle ? `${id}-subtitle` : undefined}
      onClose={onClose}
    >
      <header className="modal__head">
        <div>
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          {subtitle && (
            <p id={`${id}-subtitle`} className="modal__subtitle">
              {subtitle}
            </p>
          )}
        </div>
        <button type="button" className="icon-btn" aria-label="Close" onClick={() => dialog.current?.close()}>
          <Icon name="close" />
        </button>
      </header>
      <div className="modal__body">{children}</div>
      {footer && <footer className="modal__foot">{footer}</footer>}
    </dialog>
  );
}
