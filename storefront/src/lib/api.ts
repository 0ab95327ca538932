/**
 * Calls to the accounts API from the browser: JSON or form bodies, and the API's error shape
 * (`{ message, errors }`) turned into what a form shows. A request that never reaches the
 * server answers the spec's network message.
 */
import { AUTH_MESSAGES } from '@beats/contract';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

export async function callApi<T>(
  path: string,
  init: { method: string; json?: unknown; form?: FormData },
  fallback: string,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method,
      credentials: 'same-origin',
      headers:
        init.json === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: init.form ?? (init.json === undefined ? null : JSON.stringify(init.json)),
    });
  } catch {
    return { ok: false, status: 0, message: AUTH_MESSAGES.networkError, errors: {} };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const body = (data ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
  return {
    ok: false,
    status: res.status,
    message: typeof body.message === 'string' && body.message ? body.message : fallback,
    errors: body.errors ?? {},
  };
}
