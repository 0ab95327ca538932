/**
 * The Free Download dialog's state, shared by the page's script that opens it
 * (start-free-download.ts, on a press or a link's fragment) and the dialog's island
 * (FreeDownloadDialog.tsx), which hydrates the first time it is opened. The calls to the API are
 * made here: a link's check starts while the dialog is still loading.
 */
import { FREE_DOWNLOAD_MESSAGES, FreeDownloadRequestSchema } from '@beats/contract';
import { atom } from 'nanostores';
import { callApi } from '../../lib/api.ts';
import { raiseNeed } from '../../ui/island-needs.ts';
import type { FreeDownloadOpening } from './free-download-fragment.ts';
import {
  CLOSED,
  type FreeDownloadEvent,
  type FreeDownloadState,
  nextFreeDownloadState,
  refusedInput,
} from './free-download-state.ts';

export interface FreeDownloadDialogState {
  state: FreeDownloadState;
  /** The control focused again when the dialog closes (the Free Download button). */
  opener: HTMLElement | null;
}

export const $freeDownload = atom<FreeDownloadDialogState>({ state: CLOSED, opener: null });

function dispatch(event: FreeDownloadEvent): void {
  const current = $freeDownload.get();
  const state = nextFreeDownloadState(current.state, event);
  if (state !== current.state) $freeDownload.set({ ...current, state });
}

/** The id of the latest send of the form: an answer is taken only by the form that sent it. */
let sends = 0;

/** The address of a link's file: it downloads as an attachment named by the API. */
export const freeDownloadFileUrl = (token: string): string => `/api/free-downloads/${token}/file`;

export function openFreeDownload(opening: FreeDownloadOpening, opener: HTMLElement | null): void {
  $freeDownload.set({ state: nextFreeDownloadState(CLOSED, { type: 'open', opening }), opener });
  // The dialog's island hydrates the first time it is opened (ui/island-needs.ts).
  raiseNeed('free-download');
  if (opening.kind === 'link') void checkLink(opening.token);
}

export function closeFreeDownload(): void {
  dispatch({ type: 'close' });
}

async function checkLink(token: string): Promise<void> {
  const result = await callApi(`/api/free-downloads/${token}`, { answer: (s) => s.FreeDownloadLinkSchema });
  dispatch({ type: 'checked', token, result });
}

/** Asks again for a link that could not be checked. */
export function recheckLink(): void {
  const { state } = $freeDownload.get();
  if (state.step !== 'unchecked') return;
  dispatch({ type: 'recheck' });
  void checkLink(state.token);
}

/**
 * Asks for the link to `songId` by mail. The form is checked with the contract's schema first, so
 * a mistyped address is refused with the API's own message without a request.
 */
export async function askForLink(songId: number, email: string, news: boolean): Promise<void> {
  const parsed = FreeDownloadRequestSchema.safeParse({ songId, email, news });
  if (!parsed.success) {
    dispatch({ type: 'answer', id: null, email, result: refusedInput(parsed.error.issues) });
    return;
  }
  const id = ++sends;
  dispatch({ type: 'send', id });
  // A form already sending (or closed) sends nothing more.
  const { state } = $freeDownload.get();
  if (state.step !== 'ask' || state.sending !== id) return;
  const result = await callApi(
    '/api/free-downloads',
    { method: 'POST', json: parsed.data, answer: (s) => s.MessageResponseSchema },
    FREE_DOWNLOAD_MESSAGES.mailFailed,
  );
  dispatch({ type: 'answer', id, email: parsed.data.email, result });
}
