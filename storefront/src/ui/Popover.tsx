/**
 * A button and the panel it drops down: the store's one dropdown (the cart panel, the account
 * menu; the navigation of narrow screens uses the same native popover in SiteHeader.astro, where it
 * needs no script). The native popover API closes it on Escape (focus back on the button) and on a
 * click outside; this also closes it when the focus leaves it and when the page changes, since the
 * layout keeps these islands across client-side navigation.
 */
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import './popover.css';

interface Props {
  /** The panel's id (the button and any close button inside point at it). */
  id: string;
  /** What the button shows; `label` is its accessible name. */
  trigger: ReactNode;
  label: string;
  /** The button's tooltip. */
  title?: string;
  triggerClassName: string;
  /** The panel's own class, e.g. to set --popover-width. */
  className: string;
  /** A panel that is a small dialog (the cart) says so and names itself by its heading. */
  role?: 'dialog';
  labelledBy?: string;
  /** Called each time the panel opens (the cart prices its lines again). */
  onOpen?: () => void;
  children: ReactNode;
}

export function Popover({
  id,
  trigger,
  label,
  title,
  triggerClassName,
  className,
  role,
  labelledBy,
  onOpen,
  children,
}: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const hide = () => {
      if (el.matches(':popover-open')) el.hidePopover();
    };
    // Tabbing away closes it; moving back to its button, or to nowhere (the window), does not.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && next !== button.current && !el.contains(next)) hide();
    };
    const onToggle = (event: Event) => {
      if (event instanceof ToggleEvent && event.newState === 'open') opened.current?.();
    };
    el.addEventListener('focusout', onFocusOut);
    el.addEventListener('toggle', onToggle);
    document.addEventListener('astro:after-swap', hide);
    return () => {
      el.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('toggle', onToggle);
      document.removeEventListener('astro:after-swap', hide);
    };
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        popoverTarget={id}
        aria-label={label}
        title={title}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        className={`popover ${className}`}
        {...(role ? { role, 'aria-labelledby': labelledBy } : {})}
      >
        {children}
      </div>
    </>
  );
}
