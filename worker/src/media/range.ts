/** A byte range resolved against a file's size: inclusive start, length in bytes. */
export interface ByteRange {
  offset: number;
  length: number;
}

/** What a `Range` header asks for, before the file's size is known. */
export type RangeRequest = { suffix: number } | { offset: number; end?: number };

/**
 * Reads a single-range `Range` header (RFC 9110 14.2). Null when there is no usable one: the
 * whole file is served. Multiple ranges are answered with the whole file, which the RFC allows;
 * an end before its start is ignored as the RFC says of invalid ranges.
 */
export function readRange(header: string | null | undefined): RangeRequest | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;
  if (startText === '') return { suffix: Number(endText) };
  const offset = Number(startText);
  if (endText === '') return { offset };
  const end = Number(endText);
  return end < offset ? null : { offset, end };
}

/**
 * Parses a single-range `Range` header against a size.
 * - `null`: no usable Range header, serve the whole file (200).
 * - `'unsatisfiable'`: a well-formed range that lies outside the file (416).
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const wanted = readRange(header);
  if (!wanted) return null;
  if ('suffix' in wanted) {
    // Suffix range: the last N bytes.
    if (wanted.suffix === 0 || size === 0) return 'unsatisfiable';
    const length = Math.min(wanted.suffix, size);
    return { offset: size - length, length };
  }
  if (wanted.offset >= size) return 'unsatisfiable';
  const end = wanted.end === undefined ? size - 1 : Math.min(wanted.end, size - 1);
  return { offset: wanted.offset, length: end - wanted.offset + 1 };
}

/** The range to ask R2 for, so one read fetches only the bytes the answer sends. */
export function r2Range(wanted: RangeRequest): R2Range {
  if ('suffix' in wanted) return { suffix: wanted.suffix };
  return wanted.end === undefined
    ? { offset: wanted.offset }
    : { offset: wanted.offset, length: wanted.end - wanted.offset + 1 };
}
