/**
 * The admin's side of the store for API tests: signed-in admins and customers, song forms,
 * multipart uploads through the API, and orders (plain inserts: see ../order-records.ts).
 */
import { type AdminSong, partCount, partSize, type Upload, type UploadFormat, type UploadKind } from '@beats/contract';
import { insertOrder, type OrderSeed } from '../order-records.ts';
import { makeAccount, sessionCookie } from './auth-fixtures.ts';
import { db, getJson } from './fixtures.ts';

export interface ApiAnswer<T> {
  data: T;
  total?: number;
  message: string;
  errors?: Record<string, string[]>;
}

export async function adminCookie(): Promise<{ cookie: string; id: string }> {
  const account = await makeAccount({ role: 'admin' });
  return { cookie: await sessionCookie(account.id), id: account.id };
}

export async function customerCookie(): Promise<string> {
  return sessionCookie((await makeAccount()).id);
}

/** A request from the admin's browser (same origin). */
export function asAdmin<T>(cookie: string, path: string, init: RequestInit = {}) {
  return getJson<ApiAnswer<T>>(path, {
    ...init,
    headers: { cookie, 'sec-fetch-site': 'same-origin', ...(init.headers as Record<string, string>) },
  });
}

export function sendJson<T>(cookie: string, method: string, path: string, body: unknown) {
  return asAdmin<T>(cookie, path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type FormValue = string | Uint8Array | { bytes: Uint8Array; name: string; type?: string };

/** A multipart form; bytes become files (named, with a browser's type when given). */
export function songForm(fields: Record<string, FormValue | FormValue[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string') form.append(name, one);
      else if (one instanceof Uint8Array) form.append(name, new File([one], `${name}.bin`));
      else form.append(name, new File([one.bytes], one.name, { type: one.type ?? '' }));
    }
  }
  return form;
}

export const postSong = (cookie: string, form: FormData) =>
  asAdmin<AdminSong>(cookie, '/api/songs', { method: 'POST', body: form });

export const putSong = (cookie: string, id: number, body: FormData | Record<string, unknown>) =>
  body instanceof FormData
    ? asAdmin<AdminSong>(cookie, `/api/songs/${id}`, { method: 'PUT', body })
    : sendJson<AdminSong>(cookie, 'PUT', `/api/songs/${id}`, body);

export const startUpload = (cookie: string, kind: UploadKind, format: UploadFormat, size: number) =>
  sendJson<Upload>(cookie, 'POST', '/api/uploads', { kind, format, size });

export const sendPart = (cookie: string, id: string, n: number, bytes: Uint8Array) =>
  asAdmin<{ partNumber: number; size: number }>(cookie, `/api/uploads/${id}/parts/${n}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });

export const completeUpload = (cookie: string, id: string) =>
  asAdmin<Upload>(cookie, `/api/uploads/${id}/complete`, { method: 'POST' });

/** A whole file through the multipart upload API; returns the finished upload. */
export async function uploadFile(
  cookie: string,
  kind: UploadKind,
  format: UploadFormat,
  bytes: Uint8Array,
): Promise<Upload> {
  const started = await startUpload(cookie, kind, format, bytes.byteLength);
  if (started.status !== 201) throw new Error(`upload start answered ${started.status}: ${started.body.message}`);
  const { id } = started.body.data;
  for (let n = 1; n <= partCount(bytes.byteLength); n++) {
    const from = (n - 1) * started.body.data.partSize;
    const sent = await sendPart(cookie, id, n, bytes.subarray(from, from + partSize(bytes.byteLength, n)));
    if (sent.status !== 200) throw new Error(`part ${n} answered ${sent.status}: ${sent.body.message}`);
  }
  const done = await completeUpload(cookie, id);
  if (done.status !== 200) throw new Error(`upload complete answered ${done.status}: ${done.body.message}`);
  return done.body.data;
}

/** An order as checkout records it, in this test's database. */
export const makeOrder = (seed: OrderSeed): Promise<string> => insertOrder(db(), seed);
