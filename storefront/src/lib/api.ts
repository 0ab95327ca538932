/**
 * The browser's one client for the store's API. Every answer is parsed with the contract's schema
 * for it (never cast), the error shape `{ message, errors }` becomes what a form shows, and a
 * request that never reaches the server answers the spec's network message.
 *
 * The schemas (and zod with them) load with the first call, not with the page: every storefront
 * page has to stay within its JavaScript budget, and an API call only ever happens once the page
 * is up (a click, a submitted form, or the signed-in check when the page is idle). The module is
 * fetched while the request is on its way, so the wait is the longer of the two, not their sum; a
 * call without an answer to read (204) loads it only if it has an error to read.
 */
import { NETWORK_ERROR_MESSAGE } from '@beats/contract';
import type * as Answers from './api-answers.ts';

export type AnswerSchemas = typeof Answers;

/** What the client needs of a contract schema (a zod schema): to parse an answer into a `T`. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `status` is 0 when the server could not be reached. */
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** For a request that must outlive the page (counting a play as the visitor leaves). */
  keepalive?: boolean;
  /**
   * Asks the store even when the browser keeps an answer it may still use (public answers may be
   * kept 30 to 60 s): for what must be as it is now, such as the prices of the cart.
   */
  fresh?: boolean;
}

/** The message when an error answer carries none, or an answer is not what the contract says. */
const DEFAULT_FAILURE = 'Something went wrong. Please try again.';

let answers: Promise<AnswerSchemas> | null = null;
const loadAnswers = (): Promise<AnswerSchemas> => {
  answers ??= import('./api-answers.ts').catch((error: unknown) => {
    answers = null;
    throw error;
  });
  return answers;
};

/**
 * Calls `path` and parses its answer with the schema `answer` picks from the contract's. Without
 * `answer` the body of a success is not read (for calls that answer 204).
 */
export function callApi<T>(
  path: string,
  request: ApiRequest & { answer: (schemas: AnswerSchemas) => AnswerSchema<T> },
  fallback?: string,
): Promise<ApiResult<T>>;
export function callApi(path: string, request: ApiRequest, fallback?: string): Promise<ApiResult<undefined>>;
export async function callApi(
  path: string,
  request: ApiRequest & { answer?: (schemas: AnswerSchemas) => AnswerSchema<unknown> },
  fallback = DEFAULT_FAILURE,
): Promise<ApiResult<unknown>> {
  // An answer to parse: its schemas load while the request is on its way.
  const early = request.answer ? loadAnswers() : null;
  // Settled now so that a failed load never surfaces as an unhandled rejection before it is awaited.
  early?.catch(() => undefined);
  let res: Response;
  try {
    res = await fetch(path, {
      method: request.method ?? 'GET',
      credentials: 'same-origin',
      headers:
        request.json === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: request.form ?? (request.json === undefined ? null : JSON.stringify(request.json)),
      keepalive: request.keepalive ?? false,
      cache: request.fresh ? 'no-cache' : 'default',
    });
  } catch {
    return networkFailure();
  }
  if (res.ok && !request.answer) return { ok: true, status: res.status, data: undefined };

  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  let loaded: AnswerSchemas;
  try {
    loaded = await (early ?? loadAnswers());
  } catch {
    return networkFailure();
  }
  if (!res.ok) return { ok: false, status: res.status, ...apiError(loaded, body, fallback) };

  const parsed = request.answer?.(loaded).safeParse(body);
  if (parsed?.success) return { ok: true, status: res.status, data: parsed.data };
  // The server answered something the contract does not describe: a bug to see, not to guess around.
  console.error(`${request.method ?? 'GET'} ${path}: the answer does not match the contract`, parsed?.error);
  return { ok: false, status: res.status, message: fallback, errors: {} };
}

/** The API's error shape as a form shows it: the sentence (or `fallback`), and the messages per field. */
function apiError(
  schemas: AnswerSchemas,
  body: unknown,
  fallback: string,
): { message: string; errors: Record<string, string[]> } {
  const parsed = schemas.ApiErrorSchema.safeParse(body);
  if (!parsed.success) return { message: fallback, errors: {} };
  return { message: parsed.data.message || fallback, errors: parsed.data.errors ?? {} };
}

function networkFailure(): ApiResult<never> {
  return { ok: false, status: 0, message: NETWORK_ERROR_MESSAGE, errors: {} };
}

/** The first message for each field of an error answer (what a form shows under its fields). */
export function fieldMessages<F extends string>(errors: Record<string, string[]>, fields: readonly F[]) {
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const first = errors[field]?.[0];
    if (first) messages[field] = first;
  }
  return messages;
}
