import {
  AUTH_MESSAGES,
  FREE_DOWNLOAD_MESSAGES,
  type FreeDownloadLink,
  FreeDownloadRequestSchema,
  NETWORK_ERROR_MESSAGE,
  SONG_NOT_FOUND,
} from '@beats/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/api.ts';
import { $freeDownload, askForLink, closeFreeDownload, openFreeDownload } from './free-download.store.ts';
import {
  CLOSED,
  type FreeDownloadEvent,
  type FreeDownloadState,
  nextFreeDownloadState,
  refusedInput,
} from './free-download-state.ts';

const TOKEN = 'abcdefghijkmnpqrstuvwxyz23456789';
const LINK: FreeDownloadLink = {
  song: { id: 2, title: 'Paper Lanterns' },
  fileName: 'Paper Lanterns (free download).mp3',
  expiresAt: '2026-12-02T10:00:00.000Z',
};

/** The steps `events` lead to, one after the other, from a closed dialog. */
const run = (...events: FreeDownloadEvent[]): FreeDownloadState => events.reduce(nextFreeDownloadState, CLOSED);

const refused = (status: number, message: string, errors: Record<string, string[]> = {}): ApiResult<never> => ({
  ok: false,
  status,
  message,
  errors,
});

const ask = { type: 'open', opening: { kind: 'ask' } } as const;
const openLink = { type: 'open', opening: { kind: 'link', token: TOKEN } } as const;
const send = { type: 'send', id: 1 } as const;
const sendAs = (id: number) => ({ type: 'send', id }) as const;
/** The API's answer to the send `id` (the first one unless said). */
const answer = (result: ApiResult<{ message: string }>, id = 1): FreeDownloadEvent => ({
  type: 'answer',
  id,
  email: 'maya@example.com',
  result,
});
const SENT = { ok: true, status: 202, data: { message: FREE_DOWNLOAD_MESSAGES.linkSent } } as const;
const checked = (result: ApiResult<{ data: FreeDownloadLink }>, token = TOKEN): FreeDownloadEvent => ({
  type: 'checked',
  token,
  result,
});

describe('the form', () => {
  it('opens empty, and a bad link opens it under the link’s message', () => {
    expect(run(ask)).toEqual({
      step: 'ask',
      linkInvalid: false,
      sending: null,
      emailError: null,
      refusal: null,
      refusals: 0,
    });
    expect(run({ type: 'open', opening: { kind: 'bad-link' } })).toMatchObject({ step: 'ask', linkInvalid: true });
  });

  it('sends once at a time, and the link’s message goes once the visitor asks anew', () => {
    const sending = run({ type: 'open', opening: { kind: 'bad-link' } }, send);
    expect(sending).toMatchObject({ step: 'ask', sending: 1, linkInvalid: false });
    expect(nextFreeDownloadState(sending, send)).toBe(sending);
    expect(nextFreeDownloadState(sending, sendAs(2))).toBe(sending);
  });

  it('shows the answer and the address it went to', () => {
    expect(run(ask, send, answer(SENT))).toEqual({
      step: 'sent',
      message: FREE_DOWNLOAD_MESSAGES.linkSent,
      email: 'maya@example.com',
    });
  });

  it('says a refused address under its field, anything else above the button', () => {
    const badAddress = run(
      ask,
      send,
      answer(refused(400, AUTH_MESSAGES.invalidEmail, { email: [AUTH_MESSAGES.invalidEmail] })),
    );
    expect(badAddress).toMatchObject({
      step: 'ask',
      sending: null,
      emailError: AUTH_MESSAGES.invalidEmail,
      refusal: null,
      refusals: 1,
    });
    for (const [status, message] of [
      [404, SONG_NOT_FOUND],
      [409, FREE_DOWNLOAD_MESSAGES.notFree],
      [429, FREE_DOWNLOAD_MESSAGES.tooMany('in 12 minutes')],
      [503, FREE_DOWNLOAD_MESSAGES.mailFailed],
      [0, NETWORK_ERROR_MESSAGE],
      [400, 'songId must be a song id'],
    ] as const) {
      const after = nextFreeDownloadState(
        nextFreeDownloadState(badAddress, sendAs(2)),
        answer(refused(status, message), 2),
      );
      expect(after, String(status)).toMatchObject({ sending: null, emailError: null, refusal: message, refusals: 2 });
    }
  });

  it('ignores an answer that comes after the dialog closed', () => {
    const closed = run(ask, send, { type: 'close' });
    expect(nextFreeDownloadState(closed, answer(refused(429, FREE_DOWNLOAD_MESSAGES.tooMany('in 12 minutes'))))).toBe(
      closed,
    );
  });

  it('ignores an answer to an earlier form: sent, closed and opened again before it came', () => {
    const reopened = run(ask, send, { type: 'close' }, ask);
    expect(reopened).toMatchObject({ step: 'ask', sending: null });
    // The first send's answer neither says 'sent' nor shows a refusal the new form never caused.
    expect(nextFreeDownloadState(reopened, answer(SENT))).toBe(reopened);
    expect(nextFreeDownloadState(reopened, answer(refused(429, FREE_DOWNLOAD_MESSAGES.tooMany('in 12 minutes'))))).toBe(
      reopened,
    );
    // The new form's own send takes only its own answer.
    const sending = nextFreeDownloadState(reopened, sendAs(2));
    expect(nextFreeDownloadState(sending, answer(refused(503, FREE_DOWNLOAD_MESSAGES.mailFailed)))).toBe(sending);
    expect(nextFreeDownloadState(sending, answer(SENT, 2))).toMatchObject({ step: 'sent' });
    // The browser's own check (no send) does not answer a form that is sending.
    const local: FreeDownloadEvent = {
      type: 'answer',
      id: null,
      email: 'maya@',
      result: refused(400, AUTH_MESSAGES.invalidEmail, { email: [AUTH_MESSAGES.invalidEmail] }),
    };
    expect(nextFreeDownloadState(sending, local)).toBe(sending);
  });
});

describe('the store’s sends', () => {
  afterEach(() => {
    closeFreeDownload();
    vi.unstubAllGlobals();
  });

  /** A fetch whose answers come when the test says: each call waits for its own `answer(n)`. */
  function heldFetch() {
    const calls: { resolve: (res: Response) => void }[] = [];
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          calls.push({ resolve });
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const reply = (n: number, status: number, body: unknown) =>
      calls[n]?.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    return { fetch, reply };
  }

  it('sends once while the form waits, and a late answer leaves a reopened form alone', async () => {
    const { fetch, reply } = heldFetch();
    openFreeDownload({ kind: 'ask' }, null);
    const first = askForLink(2, 'maya@example.com', true);
    // Pressed again while the first is on its way: nothing more goes out.
    await askForLink(2, 'maya@example.com', true);
    expect(fetch).toHaveBeenCalledTimes(1);

    // Closed and opened again before the answer: the answer is not this form's.
    closeFreeDownload();
    openFreeDownload({ kind: 'ask' }, null);
    const fresh = $freeDownload.get().state;
    reply(0, 429, { message: FREE_DOWNLOAD_MESSAGES.tooMany('in 12 minutes') });
    await first;
    expect($freeDownload.get().state).toBe(fresh);

    // The new form sends on its own, and takes its own answer.
    const second = askForLink(2, 'maya@example.com', false);
    expect(fetch).toHaveBeenCalledTimes(2);
    reply(1, 202, { message: FREE_DOWNLOAD_MESSAGES.linkSent });
    await second;
    expect($freeDownload.get().state).toEqual({
      step: 'sent',
      message: FREE_DOWNLOAD_MESSAGES.linkSent,
      email: 'maya@example.com',
    });
  });
});

describe('a mailed link', () => {
  it('is checked, then offers its file', () => {
    expect(run(openLink)).toEqual({ step: 'checking', token: TOKEN });
    expect(run(openLink, checked({ ok: true, status: 200, data: { data: LINK } }))).toEqual({
      step: 'ready',
      token: TOKEN,
      link: LINK,
    });
  });

  it('that does not work gives the form, under its message', () => {
    expect(run(openLink, checked(refused(404, FREE_DOWNLOAD_MESSAGES.linkInvalid)))).toMatchObject({
      step: 'ask',
      linkInvalid: true,
      emailError: null,
      refusal: null,
    });
  });

  it('that could not be checked can be tried again', () => {
    const unchecked = run(openLink, checked(refused(0, NETWORK_ERROR_MESSAGE)));
    expect(unchecked).toEqual({ step: 'unchecked', token: TOKEN, message: NETWORK_ERROR_MESSAGE });
    expect(nextFreeDownloadState(unchecked, { type: 'recheck' })).toEqual({ step: 'checking', token: TOKEN });
  });

  it('ignores the answer for another link or a closed dialog', () => {
    const checking = run(openLink);
    const other = checked({ ok: true, status: 200, data: { data: LINK } }, 'x'.repeat(32));
    expect(nextFreeDownloadState(checking, other)).toBe(checking);
    const closed = nextFreeDownloadState(checking, { type: 'close' });
    expect(nextFreeDownloadState(closed, checked({ ok: true, status: 200, data: { data: LINK } }))).toBe(closed);
  });
});

describe("the browser's check, worded as the API words it", () => {
  const check = (email: unknown) => {
    const parsed = FreeDownloadRequestSchema.safeParse({ songId: 2, email, news: true });
    return parsed.success ? null : refusedInput(parsed.error.issues);
  };

  it('refuses a missing or malformed address under the Email field, its first message shown', () => {
    for (const [email, message] of [
      ['', AUTH_MESSAGES.emailRequired],
      ['   ', AUTH_MESSAGES.emailRequired],
      ['maya@', AUTH_MESSAGES.invalidEmail],
      [`${'m'.repeat(320)}@example.com`, AUTH_MESSAGES.emailTooLong],
    ] as const) {
      const result = check(email);
      expect(result, email).toMatchObject({ status: 400, message });
      expect(result?.ok === false && result.errors.email?.[0], email).toBe(message);
      expect(
        nextFreeDownloadState(run(ask), { type: 'answer', id: null, email, result: result ?? refused(0, '') }),
        email,
      ).toMatchObject({ emailError: message, refusal: null });
    }
    expect(check(' Maya@Example.com ')).toBeNull();
  });

  it('keeps the request from going: the store refuses it before any call', async () => {
    openFreeDownload({ kind: 'ask' }, null);
    await askForLink(2, 'not an address', false);
    expect($freeDownload.get().state).toMatchObject({
      step: 'ask',
      sending: null,
      emailError: AUTH_MESSAGES.invalidEmail,
      refusal: null,
      refusals: 1,
    });
    closeFreeDownload();
    expect($freeDownload.get().state).toEqual(CLOSED);
  });
});
