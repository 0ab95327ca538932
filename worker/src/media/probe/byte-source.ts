/**
 * Bytes of a file to probe, wherever it is: in memory (a form's file), or in R2 (an upload put
 * together from parts), read by ranges so a file of hundreds of MB is never held whole.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.byteLength,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.byteLength, offset + length)),
  };
}

/** Reads in blocks of this size and keeps the last block: parsers walk files front to back. */
const BLOCK = 1024 * 1024;

/** An object in R2, read by ranged GETs of whole blocks (the last one kept for the next read). */
export function r2Source(bucket: R2Bucket, key: string, size: number): ByteSource {
  let cached: { start: number; bytes: Uint8Array } | null = null;
  const block = async (start: number): Promise<Uint8Array> => {
    if (cached?.start === start) return cached.bytes;
    const object = await bucket.get(key, { range: { offset: start, length: Math.min(BLOCK, size - start) } });
    if (!object) throw new Error(`R2 object ${key} vanished while it was read`);
    cached = { start, bytes: new Uint8Array(await object.arrayBuffer()) };
    return cached.bytes;
  };
  return {
    size,
    async read(offset, length) {
      const end = Math.min(size, offset + length);
      if (offset >= end) return new Uint8Array(0);
      const first = Math.floor(offset / BLOCK) * BLOCK;
      // Within one block: a view of it; across blocks (rare: headers are short), a copy.
      if (end <= first + BLOCK) {
        const bytes = await block(first);
        return bytes.subarray(offset - first, end - first);
      }
      const out = new Uint8Array(end - offset);
      for (let at = first; at < end; at += BLOCK) {
        const bytes = await block(at);
        const from = Math.max(offset, at);
        const to = Math.min(end, at + bytes.byteLength);
        out.set(bytes.subarray(from - at, to - at), from - offset);
      }
      return out;
    },
  };
}

export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** Four ASCII characters at `offset`: a chunk or box name. */
export const fourCC = (bytes: Uint8Array, offset: number): string =>
  String.fromCharCode(bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0, bytes[offset + 3] ?? 0);

export const u32be = (b: Uint8Array, o: number): number =>
  ((b[o] ?? 0) * 0x1000000 + ((b[o + 1] ?? 0) << 16) + ((b[o + 2] ?? 0) << 8) + (b[o + 3] ?? 0)) >>> 0;
export const u32le = (b: Uint8Array, o: number): number =>
  ((b[o + 3] ?? 0) * 0x1000000 + ((b[o + 2] ?? 0) << 16) + ((b[o + 1] ?? 0) << 8) + (b[o] ?? 0)) >>> 0;
export const u16le = (b: Uint8Array, o: number): number => (b[o] ?? 0) + ((b[o + 1] ?? 0) << 8);
export const u16be = (b: Uint8Array, o: number): number => ((b[o] ?? 0) << 8) + (b[o + 1] ?? 0);
