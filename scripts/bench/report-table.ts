/** The tables the benchmarks print: Markdown, so they read in a terminal and in the README. */

export interface Row {
  section: string;
  what: string;
  figure: string;
  aim: string;
  /** The figure as a ratio to the static asset measured in the same run ("—" where none applies). */
  ratio: string;
  /** Whether the aim is met; null where the row has no aim to meet. */
  met: boolean | null;
}

export function printTable(rows: Row[]): void {
  printMarkdown(
    ['section', 'what', 'figure', 'aim', '× static', 'met'],
    rows.map((row) => [
      row.section,
      row.what,
      row.figure,
      row.aim,
      row.ratio,
      row.met === null ? '' : row.met ? 'yes' : 'no',
    ]),
  );
}

/** A Markdown table, its columns padded to line up in a terminal. */
export function printMarkdown(header: string[], cells: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: string[]) => `| ${values.map((value, i) => value.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const values of cells) console.log(line(values));
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const times = (ratio: number): string => `${ratio.toFixed(2)}×`;
