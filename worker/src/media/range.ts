/** A byte range resolved against a file's size: inclusive start, length in bytes. */
export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * Parses a single-range `Range` header (RFC 9110 14.2) against a size.
 * - `null`: no usable Range header, serve the whole file (200).
 * - `'unsatisfiable'`: a well-formed range that lies outside the file (416).
 * Multiple ranges are answered with the whole file, which the RFC allows.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;

  if (startText === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }

  const start = Number(startText);
  if (start >= size) return 'unsatisfiable';
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (end < start) return null;
  return { offset: start, length: end - start + 1 };
}
