/**
 * The Free Download dialog's steps, and what moves it from one to the next: no React and no
 * fetching here (free-download.store.ts does the calls), so every transition is a plain function.
 *
 *   ask ──send──▶ ask (sending) ──answer──▶ sent, or ask with the refusal shown
 *
 * Each send has its own id, and only the answer with the id of the form's current send counts:
 * an answer that comes after the dialog was closed and opened again belongs to an earlier form.
 *   checking ──checked──▶ ready (the file), ask (the link is not valid), or unchecked (try again)
 */
import { type FieldIssue, type FreeDownloadLink, issuesByField, type MessageResponse } from '@beats/contract';
import type { ApiResult } from '../../lib/api.ts';
import { fieldMessages } from '../../lib/api.ts';
import type { FreeDownloadOpening } from './free-download-fragment.ts';

export type FreeDownloadState =
  | { step: 'closed' }
  /** The form. `linkInvalid`: opened by a link that does not work, whose message shows above it. */
  | {
      step: 'ask';
      linkInvalid: boolean;
      /** The id of the send waiting for its answer, or null. */
      sending: number | null;
      /** Under the Email field. */
      emailError: string | null;
      /** Any other refusal (unknown track, not free, too many requests, no mail, no network). */
      refusal: string | null;
      /** How many refusals the form has had: each one takes the keyboard to what it says. */
      refusals: number;
    }
  /** The link is on its way to `email`. */
  | { step: 'sent'; message: string; email: string }
  /** A mailed link, being checked. */
  | { step: 'checking'; token: string }
  /** A working link: the file can be downloaded. */
  | { step: 'ready'; token: string; link: FreeDownloadLink }
  /** The link could not be checked (no network, a server error): it may still work, so it can be tried again. */
  | { step: 'unchecked'; token: string; message: string };

export type AskState = Extract<FreeDownloadState, { step: 'ask' }>;

/** The answer of GET /api/free-downloads/{token}, as `FreeDownloadLinkSchema` reads it. */
export interface LinkAnswer {
  data: FreeDownloadLink;
}

export type FreeDownloadEvent =
  | { type: 'open'; opening: FreeDownloadOpening }
  /** The form goes to the API (it passed the contract's check), as the send `id`. */
  | { type: 'send'; id: number }
  /**
   * POST /api/free-downloads answered the send `id`, or (`id` null) the form failed the
   * contract's check before it went (400, as the API would say it).
   */
  | { type: 'answer'; id: number | null; email: string; result: ApiResult<MessageResponse> }
  /** The link is checked again (after `unchecked`). */
  | { type: 'recheck' }
  | { type: 'checked'; token: string; result: ApiResult<LinkAnswer> }
  | { type: 'close' };

export const CLOSED: FreeDownloadState = { step: 'closed' };

const askForm = (linkInvalid = false): AskState => ({
  step: 'ask',
  linkInvalid,
  sending: null,
  emailError: null,
  refusal: null,
  refusals: 0,
});

/** The step `event` leads to from `state`; an event that does not belong to the step (a late answer) changes nothing. */
export function nextFreeDownloadState(state: FreeDownloadState, event: FreeDownloadEvent): FreeDownloadState {
  switch (event.type) {
    case 'open':
      if (event.opening.kind === 'ask') return askForm();
      if (event.opening.kind === 'bad-link') return askForm(true);
      return { step: 'checking', token: event.opening.token };
    case 'close':
      return CLOSED;
    case 'send':
      if (state.step !== 'ask' || state.sending !== null) return state;
      return { ...askForm(), sending: event.id, refusals: state.refusals };
    case 'answer': {
      // Only the answer to this form's own send counts (the browser's check answers a form not sending).
      if (state.step !== 'ask' || state.sending !== event.id) return state;
      const { result } = event;
      if (result.ok) return { step: 'sent', message: result.data.message, email: event.email };
      const emailError = fieldMessages(result.errors, ['email'] as const).email ?? null;
      return {
        ...state,
        sending: null,
        emailError,
        // A refusal of the address is said under its field; anything else above the button.
        refusal: emailError ? null : result.message,
        refusals: state.refusals + 1,
      };
    }
    case 'recheck':
      return state.step === 'unchecked' ? { step: 'checking', token: state.token } : state;
    case 'checked': {
      if (state.step !== 'checking' || state.token !== event.token) return state;
      const { result } = event;
      if (result.ok) return { step: 'ready', token: event.token, link: result.data.data };
      // 404: unknown, ended, or its track is no longer given away. A new link can be asked for.
      if (result.status === 404) return askForm(true);
      return { step: 'unchecked', token: event.token, message: result.message };
    }
  }
}

/**
 * A failed parse of the contract's schema as the API words it (worker/src/http/validate.ts): the
 * messages by field (path joined with dots), the first as the sentence. The form shows the
 * browser's check and the server's refusal alike.
 */
export function refusedInput(issues: readonly FieldIssue[]): ApiResult<never> {
  return { ok: false, status: 400, message: issues[0]?.message ?? 'Invalid request', errors: issuesByField(issues) };
}
