/**
 * CSV for the owner's spreadsheets (RFC 4180). Cells that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a return) are prefixed with an apostrophe, so text a
 * visitor typed (a name, an address) can never become a formula in the owner's sheet.
 */

/** One cell: formula-looking text defused, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: (string | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A streamed CSV download: the header, then each batch's rows as it is read, so a long list is
 * never held whole.
 */
export function csvStream<Row>(
  header: readonly string[],
  batches: AsyncGenerator<Row[]>,
  line: (row: Row) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine([...header])));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(line).join('')));
    },
  });
}

/** The headers of a CSV download named `<name>-<today>.csv`. */
export const csvHeaders = (name: string): Record<string, string> => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
});
