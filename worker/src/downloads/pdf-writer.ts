/**
 * Writes a document of the store's (a license agreement, a receipt) with pdf-lib: text down US
 * Letter pages in Helvetica, wrapping words and starting new pages as needed, label and value
 * fields, and amount rows. Every document is made from an order's snapshot, so the same order
 * always gives the same file.
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** 'November 26, 2026': dates as the store's documents write them, in UTC like their times. */
export const dateText = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms));

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
/** A field's label column (points) and the space kept between a label and its value. */
const FIELD = { labelWidth: 190, gutter: 12 } as const;

/** Writes lines down the page, wrapping words and starting new pages as needed. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** A writer at the top of the document's first page. */
  static async start(doc: PDFDocument): Promise<PdfWriter> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold);
  }

  /**
   * The standard fonts cover Western European text (WinAnsi); any other character of a title or
   * a name is written as '?', which keeps the document readable rather than failing to make it.
   */
  private printable(font: PDFFont, text: string): string {
    const known = new Set(font.getCharacterSet());
    return [...text.normalize('NFC')].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
  }

  private wrap(font: PDFFont, text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  private room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; muted?: boolean; indent?: number; after?: number } = {},
  ) {
    const size = options.size ?? 11;
    const font = options.bold ? this.bold : this.regular;
    const x = PAGE.margin + (options.indent ?? 0);
    const lineHeight = size * 1.4;
    for (const line of this.wrap(font, this.printable(font, text), size, PAGE.width - PAGE.margin - x)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.muted ? MUTED : INK });
    }
    this.y -= options.after ?? 0;
  }

  /**
   * A label and its value side by side, each wrapping in its own column (several values, a line
   * each): a label longer than its column ('Copies sold (downloads and physical)') takes a second
   * line rather than running under the value.
   */
  field(label: string, value: string | readonly string[]): void {
    const size = 11;
    const lineHeight = size * 1.4;
    const labels = this.wrap(this.bold, this.printable(this.bold, label), size, FIELD.labelWidth - FIELD.gutter);
    const values = (typeof value === 'string' ? [value] : value).flatMap((part) =>
      this.wrap(
        this.regular,
        this.printable(this.regular, part),
        size,
        PAGE.width - 2 * PAGE.margin - FIELD.labelWidth,
      ),
    );
    const height = lineHeight * Math.max(1, labels.length, values.length);
    this.room(height);
    const top = this.y;
    labels.forEach((line, i) => {
      this.page.drawText(line, { x: PAGE.margin, y: top - lineHeight * (i + 1), size, font: this.bold, color: INK });
    });
    values.forEach((line, i) => {
      this.page.drawText(line, {
        x: PAGE.margin + FIELD.labelWidth,
        y: top - lineHeight * (i + 1),
        size,
        font: this.regular,
        color: INK,
      });
    });
    this.y = top - height;
  }

  /**
   * A line of an account: what (wrapping in its column) and its amount at the right margin, as
   * a receipt lists its lines, discounts and total.
   */
  row(what: string, amount: string, options: { bold?: boolean } = {}): void {
    const size = 11;
    const lineHeight = size * 1.4;
    const font = options.bold ? this.bold : this.regular;
    const amountText = this.printable(font, amount);
    const amountWidth = font.widthOfTextAtSize(amountText, size);
    const right = PAGE.width - PAGE.margin;
    const lines = this.wrap(font, this.printable(font, what), size, right - PAGE.margin - amountWidth - 24);
    this.room(lineHeight * Math.max(1, lines.length));
    this.page.drawText(amountText, { x: right - amountWidth, y: this.y - lineHeight, size, font, color: INK });
    for (const line of lines) {
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: INK });
    }
  }

  /** A thin rule across the page, as above a receipt's total. */
  rule(): void {
    this.room(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 4;
  }

  gap(points: number): void {
    this.y -= points;
  }
}
