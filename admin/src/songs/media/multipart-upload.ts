/**
 * Sends a large file (preview audio, untagged MP3, WAV, stems ZIP) through the store's multipart
 * uploads (/api/uploads: R2 multipart underneath) in parts of UPLOAD_PART_BYTES. A part that
 * fails for want of an answer, or with a server error, is sent again after a pause; an upload
 * interrupted by a closed tab resumes when the same file is chosen again (its upload id is kept
 * in localStorage by the file's name, size and date), sending only the parts the server lacks.
 */
import {
  partCount,
  partSize,
  UPLOAD_PART_BYTES,
  UPLOAD_WRONG_TYPE,
  UploadDetailSchema,
  type UploadKind,
} from '@beats/contract';
import { api, type RequestFailure, requestFailure } from '../../api/client.ts';
import { formatOfFile } from '../form/file-rules.ts';

const RESUME_KEY = 'admin:open-uploads';
/** Pauses before sending a part again: about a minute in all before giving up. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

const fingerprint = (kind: UploadKind, file: File) => `${kind}:${file.name}:${file.size}:${file.lastModified}`;

function openUploads(): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RESUME_KEY) ?? '{}');
    return saved && typeof saved === 'object'
      ? Object.fromEntries(Object.entries(saved).filter(([, id]) => typeof id === 'string'))
      : {};
  } catch {
    return {};
  }
}

function remember(key: string, id: string | null): void {
  const saved = openUploads();
  if (id) saved[key] = id;
  else delete saved[key];
  localStorage.setItem(RESUME_KEY, JSON.stringify(saved));
}

/** A failure worth another try: no answer at all (a dropped connection) or the server's own error. */
const transient = (error: RequestFailure) => error.statusCode === 0 || error.statusCode >= 500;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function withRetries<T>(signal: AbortSignal, send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (signal.aborted || delay === undefined || !transient(requestFailure(error))) throw error;
      await pause(delay, signal);
    }
  }
}

const readUpload = (body: unknown) => UploadDetailSchema.parse(body).data;

export interface FileUploadOptions {
  signal: AbortSignal;
  /** Bytes of this file the server has so far. */
  onProgress: (sentBytes: number) => void;
}

/** The upload this file resumes, if its id is remembered and the server still has it. */
async function resumable(key: string, signal: AbortSignal) {
  const id = openUploads()[key];
  if (!id) return null;
  try {
    return readUpload((await api.get(`/uploads/${id}`, { signal })).data);
  } catch (error) {
    if (requestFailure(error).statusCode === 404) {
      remember(key, null);
      return null;
    }
    throw error;
  }
}

/** Sends the file; resolves with the id of its finished upload, for the song form to name. */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  { signal, onProgress }: FileUploadOptions,
): Promise<string> {
  const format = formatOfFile(file);
  if (!format) throw new Error(UPLOAD_WRONG_TYPE[kind]);
  const key = fingerprint(kind, file);
  let upload = await resumable(key, signal);
  if (!upload) {
    upload = readUpload((await api.post('/uploads', { kind, format, size: file.size }, { signal })).data);
    remember(key, upload.id);
  }
  if (upload.completed) {
    onProgress(file.size);
    return upload.id;
  }
  const id = upload.id;
  const received = new Set(upload.receivedParts);
  let done = [...received].reduce((sum, n) => sum + partSize(file.size, n), 0);
  onProgress(done);
  for (let n = 1; n <= partCount(file.size); n++) {
    if (received.has(n)) continue;
    const start = (n - 1) * UPLOAD_PART_BYTES;
    const part = file.slice(start, start + partSize(file.size, n));
    await withRetries(signal, () =>
      api.put(`/uploads/${id}/parts/${n}`, part, {
        signal,
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: (event) => onProgress(done + Math.min(event.loaded, part.size)),
      }),
    );
    done += part.size;
    onProgress(done);
  }
  await withRetries(signal, () => api.post(`/uploads/${id}/complete`, undefined, { signal }));
  return id;
}

/** The file's upload was taken by a song (or dropped): nothing to resume any more. */
export function forgetUpload(kind: UploadKind, file: File): void {
  remember(fingerprint(kind, file), null);
}

/** Drops the file's unfinished or unclaimed upload and what R2 holds of it (Discard). */
export async function discardUpload(kind: UploadKind, file: File): Promise<void> {
  const key = fingerprint(kind, file);
  const id = openUploads()[key];
  remember(key, null);
  if (id) await api.delete(`/uploads/${id}`).catch(() => undefined);
}
