/**
 * Renders the toasts of toasts.store.ts at the top centre. Errors are announced at once
 * (role=alert), everything else politely (role=status). A toast with actions (a confirmation)
 * takes the focus to its safe choice and, once answered, gives it back to where it was.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Icon } from './Icon.tsx';
import { $toasts, dismissPageToasts, dismissToast, showFlashedToast, type Toast } from './toasts.store.ts';
import './toaster.css';

export default function Toaster() {
  // Hydrate from the server's state even if the store changed before this island loaded.
  const toasts = useStore($toasts, { ssr: 'initial' });

  useEffect(() => {
    showFlashedToast();
    // Pages reached through the client router do not remount this island.
    document.addEventListener('astro:page-load', showFlashedToast);
    document.addEventListener('astro:before-swap', dismissPageToasts);
    return () => {
      document.removeEventListener('astro:page-load', showFlashedToast);
      document.removeEventListener('astro:before-swap', dismissPageToasts);
    };
  }, []);

  return (
    <div className="toaster">
      <div role="alert" className="toaster__region">
        {toasts
          .filter((t) => t.type === 'error')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
      <div role="status" className="toaster__region">
        {toasts
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <ToastView key={t.id} toast={t} />
          ))}
      </div>
    </div>
  );
}

function ToastView({ toast }: { toast: Toast }) {
  const box = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const hasActions = Boolean(toast.actions?.length);

  useEffect(() => {
    if (!hasActions) return;
    returnTo.current = document.activeElement;
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('.toast__action');
    const safe = [...(buttons ?? [])].find((b) => !b.dataset.primary) ?? buttons?.[0];
    safe?.focus();
  }, [hasActions]);

  const answer = (onSelect: () => void) => {
    dismissToast(toast.id);
    if (returnTo.current instanceof HTMLElement && returnTo.current.isConnected) returnTo.current.focus();
    onSelect();
  };

  return (
    <div ref={box} className={`toast toast--${toast.type}`}>
      <ToastIcon type={toast.type} />
      <p className="toast__message">{toast.message}</p>
      {toast.actions ? (
        <div className="toast__actions">
          {toast.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={`btn btn-sm toast__action${action.primary ? ' btn-primary' : ''}`}
              data-primary={action.primary || undefined}
              onClick={() => answer(action.onSelect)}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : (
        <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'loading') return <span className="toast__spinner" aria-hidden="true" />;
  if (type === 'success') return <Icon name="check" size={18} />;
  if (type === 'error') return <Icon name="info" size={18} />;
  return null;
}
