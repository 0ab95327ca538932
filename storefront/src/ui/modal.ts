/**
 * The behaviour of every modal dialog of the store, Astro's (Modal.astro) and the islands'
 * (Modal.tsx) alike. A native <dialog> opened with showModal() gives the inert page behind and
 * Escape; this adds what the browser leaves to the page:
 *   - Tab and Shift+Tab stay inside the dialog (they would otherwise reach the browser's own UI);
 *   - a click on the backdrop closes it (a press that starts inside, e.g. selecting text, does not);
 *   - focus goes back to the control that opened it;
 *   - the page behind does not scroll while it is open (modal.css);
 *   - a client-side navigation closes it, as leaving the page would.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OpenOptions {
  /** Focused again when the dialog closes; the focused element by default. */
  opener?: HTMLElement | null | undefined;
  /** A selector for what to focus first (e.g. the first field), instead of the browser's choice. */
  focus?: string | undefined;
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();
const wired = new WeakSet<HTMLDialogElement>();

export function openModal(dialog: HTMLDialogElement, options: OpenOptions = {}): void {
  wire(dialog);
  const active = document.activeElement;
  openers.set(dialog, options.opener ?? (active instanceof HTMLElement ? active : null));
  if (!dialog.open) dialog.showModal();
  // A control whose dialog had to load first said it was busy (aria-busy) until now.
  options.opener?.removeAttribute('aria-busy');
  if (options.focus) dialog.querySelector<HTMLElement>(options.focus)?.focus();
}

export function closeModal(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
}

/** Keeps Tab and Shift+Tab inside `container`: from the last control Tab goes to the first, and back. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether a pointer event landed on the backdrop (the dialog element itself, outside its box). */
function onBackdrop(event: MouseEvent, dialog: HTMLDialogElement): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  let pressedOnBackdrop = false;
  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
  dialog.addEventListener('pointerdown', (event) => {
    pressedOnBackdrop = onBackdrop(event, dialog);
  });
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && onBackdrop(event, dialog)) dialog.close();
    pressedOnBackdrop = false;
  });
  dialog.addEventListener('close', () => {
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener?.isConnected) opener.focus();
  });
}

/**
 * Opens the Astro dialogs from any button with `data-modal-open="{dialog id}"` and closes them from
 * any `data-modal-close` inside. One delegated listener serves every page (the client router keeps
 * it), registered once however many dialogs a page has.
 */
export function listenForModalTriggers(): void {
  if (triggersListening) return;
  triggersListening = true;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>('[data-modal-open]');
    if (opener) {
      const dialog = document.getElementById(opener.dataset.modalOpen ?? '');
      if (dialog instanceof HTMLDialogElement) openModal(dialog, { opener });
      return;
    }
    const dialog = target?.closest('[data-modal-close]')?.closest('dialog');
    if (dialog) closeModal(dialog);
  });
}
let triggersListening = false;

if (typeof document !== 'undefined') {
  document.addEventListener('astro:before-swap', () => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.modal[open]')) dialog.close();
  });
}
