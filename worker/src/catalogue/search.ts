/**
 * Turns what a visitor typed into an FTS5 query: each word becomes a quoted prefix term, all
 * required. Quoting makes FTS5 syntax characters ("-", ":", "*", "NEAR") plain text, so no input
 * can produce a query error. Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string): string | null {
  const words = input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w) => `"${w}"*`)
    .join(' ');
}
