/**
 * Writing media to R2 under content-addressed keys: the key changes whenever the bytes do, so
 * public media can be cached forever and a replaced cover never shows stale.
 */
export async function contentKey(prefix: string, bytes: Uint8Array<ArrayBuffer>, extension: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}/${hex}.${extension}`;
}

export interface StoredObject {
  key: string;
  size: number;
  /** Whether this call wrote it (false: an identical object was already there). */
  created: boolean;
}

/** Puts bytes under their content key unless an identical object is already there. */
export async function putContent(
  bucket: R2Bucket,
  prefix: string,
  bytes: Uint8Array<ArrayBuffer>,
  extension: string,
  contentType: string,
): Promise<StoredObject> {
  const key = await contentKey(prefix, bytes, extension);
  const created = !(await bucket.head(key));
  if (created) await bucket.put(key, bytes, { httpMetadata: { contentType } });
  return { key, size: bytes.byteLength, created };
}
