/**
 * The Free Download dialog of a track page (FreeDownload.astro), on the store's modal
 * (ui/Modal.tsx): the page behind is inert, Escape or the backdrop closes it, Tab stays inside
 * and focus goes back to the Free Download button. The island hydrates the first time the
 * dialog opens (client:needed="free-download"); the server draws nothing of it, so the cached
 * page is the same for everyone and the signed-in visitor's address is filled in here.
 *
 * Its steps (free-download-state.ts): the form ('Send me the link'), the link mailed, a mailed
 * link being checked, and the file ready to download. A link that does not work shows why, with
 * the form below it to ask for a new one.
 */
import { FREE_DOWNLOAD_MESSAGES } from '@beats/contract';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { loadAuth } from '../accounts/auth.store.ts';
import { useAuth } from '../accounts/use-auth.ts';
import {
  $freeDownload,
  askForLink,
  closeFreeDownload,
  freeDownloadFileUrl,
  recheckLink,
} from './free-download.store.ts';
import type { AskState, FreeDownloadState } from './free-download-state.ts';
import './free-download.css';

interface Props {
  /** The track of the page. */
  song: { id: number; title: string };
}

/**
 * How long the live region stays empty after the dialog opens: a region that already holds its
 * text when it appears is not announced by many screen readers, so it is shown empty first.
 */
const LIVE_REGION_DELAY_MS = 150;

/**
 * The date and time a link works until, in the visitor's own time zone, named ('December 3, 2026
 * at 9:46 PM GMT+1'): the store's other times (orders, receipts) are in UTC and say so.
 */
const untilFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export default function FreeDownloadDialog({ song }: Props) {
  // Hydration starts from the server's state (closed), whatever the store holds by then.
  const { state, opener } = useStore($freeDownload, { ssr: 'initial' });
  const open = state.step !== 'closed';
  // Mounted from the first opening on: closing must run the dialog's own close (focus goes back).
  const [mounted, setMounted] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  // Whether the live region may speak: only a moment after each opening (LIVE_REGION_DELAY_MS).
  const [speaks, setSpeaks] = useState(false);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    setSpeaks(false);
    if (!open || !mounted) return;
    const timer = setTimeout(() => setSpeaks(true), LIVE_REGION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  // Each step puts the keyboard on its first control (after the modal's own opening focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (or the first render of the dialog) moves the focus, nothing else.
  useEffect(() => {
    if (open) body.current?.closest('dialog')?.querySelector<HTMLElement>('[data-focus-first]')?.focus();
  }, [state.step, mounted]);

  if (!mounted) return null;
  const title = state.step === 'ready' ? state.link.song.title : song.title;

  return (
    <Modal
      open={open}
      onClose={closeFreeDownload}
      title="Free Download"
      subtitle={title}
      className="free-download"
      returnFocusTo={opener}
      footer={
        state.step === 'sent' || state.step === 'ready' ? (
          <button type="button" className="btn btn-ghost" onClick={closeFreeDownload} data-focus-first>
            Done
          </button>
        ) : undefined
      }
    >
      <div ref={body} className="free-download__body">
        {/* One live region for every step, in place and empty from the opening, so each change of it is announced. */}
        <div role="status" className="free-download__status">
          {speaks && <StatusText state={state} />}
        </div>
        <StepView state={state} songId={song.id} title={title} />
      </div>
    </Modal>
  );
}

/** What the live region says: the link is being checked, it was mailed, or the file is ready. */
function StatusText({ state }: { state: FreeDownloadState }) {
  if (state.step === 'checking') return <p className="free-download__checking">Checking your download link...</p>;
  if (state.step === 'sent')
    return (
      <div className="notice notice--success free-download__done">
        <Icon name="check" size={22} />
        <div>
          <p className="free-download__done-title">{state.message}</p>
          <p className="free-download__done-text">
            We sent it to <strong>{state.email}</strong>.
          </p>
        </div>
      </div>
    );
  if (state.step === 'ready') return <h3 className="free-download__ready-title">Your free download is ready</h3>;
  return null;
}

function StepView({ state, songId, title }: { state: FreeDownloadState; songId: number; title: string }) {
  switch (state.step) {
    case 'ask':
      return (
        <>
          {state.linkInvalid && (
            <p role="alert" className="notice notice--error">
              {FREE_DOWNLOAD_MESSAGES.linkInvalid}
            </p>
          )}
          <AskForm state={state} songId={songId} title={title} />
        </>
      );
    case 'ready':
      return (
        <div className="free-download__ready">
          <p className="free-download__file">
            <Icon name="download" size={20} />
            <span>{state.link.fileName}</span>
          </p>
          {/* A plain download of the API's file: neither the client router nor its prefetch touches it. */}
          <a
            className="btn btn-primary free-download__get"
            href={freeDownloadFileUrl(state.token)}
            download
            data-astro-prefetch="false"
            data-focus-first
          >
            <Icon name="download" size={18} />
            Download
          </a>
          <p className="free-download__until">
            This link works until{' '}
            <time dateTime={state.link.expiresAt}>{untilFormat.format(new Date(state.link.expiresAt))}</time>.
          </p>
          <p className="free-download__license">Want to release a song on it? Pick a license on this page.</p>
        </div>
      );
    case 'unchecked':
      return (
        <div className="free-download__retry">
          <p role="alert" className="notice notice--error">
            {state.message}
          </p>
          <button type="button" className="btn" onClick={recheckLink} data-focus-first>
            Try again
          </button>
        </div>
      );
    default:
      return null;
  }
}

function AskForm({ state, songId, title }: { state: AskState; songId: number; title: string }) {
  const id = useId();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [news, setNews] = useState(false);
  // The signed-in visitor's address fills the field, unless something was typed first.
  const typed = useRef(false);
  const emailField = useRef<HTMLInputElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadAuth();
  }, []);

  useEffect(() => {
    if (auth.status === 'signed-in' && !typed.current) setEmail(auth.me.user.email);
  }, [auth]);

  // A refusal takes the keyboard to the field it names, or back to the button (enabled again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal moves the focus once.
  useEffect(() => {
    if (state.refusals === 0) return;
    if (state.emailError) emailField.current?.focus();
    else sendButton.current?.focus();
  }, [state.refusals]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void askForLink(songId, email, news);
  }

  const errorId = `${id}-email-error`;
  return (
    <form className="free-download__form" method="post" noValidate onSubmit={submit}>
      <p className="free-download__lead">
        Get <strong>{title}</strong> free: we mail you a link to download it.
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            typed.current = true;
            setEmail(event.currentTarget.value);
          }}
          aria-invalid={state.emailError ? true : undefined}
          aria-describedby={state.emailError ? errorId : undefined}
          ref={emailField}
          data-focus-first
        />
        {state.emailError && (
          <span id={errorId} className="error">
            {state.emailError}
          </span>
        )}
      </div>
      <label className="free-download__news">
        <input type="checkbox" name="news" checked={news} onChange={(event) => setNews(event.currentTarget.checked)} />
        Send me new releases and deals
      </label>
      {state.refusal && (
        <p role="alert" className="notice notice--error">
          {state.refusal}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary free-download__send"
        disabled={state.sending !== null}
        ref={sendButton}
      >
        {state.sending !== null ? 'Sending...' : 'Send me the link'}
      </button>
      <p className="free-download__note">
        The store keeps your address with this track. <a href="/privacy">Privacy policy</a>
      </p>
    </form>
  );
}
