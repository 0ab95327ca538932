/**
 * The text of a PDF, line by line, for tests that check what a license agreement says: the
 * document is parsed with pdf-lib, each page's content streams decoded, and the strings its
 * text-showing operators draw read back (WinAnsi, as the standard fonts write them).
 */
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream, StandardFonts } from 'pdf-lib';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

function shownStrings(content: string): string[] {
  const lines: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      lines.push(latin1(Uint8Array.from(match[1].match(/../g) ?? [], (hex) => Number.parseInt(hex, 16))));
    } else lines.push((match[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return lines;
}

/** A page's content, decoded: the operators that draw it. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i, PDFRawStream))
      : contents instanceof PDFRawStream
        ? [contents]
        : [];
  return streams.map((stream) => latin1(decodePDFRawStream(stream).decode())).join('\n');
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) lines.push(...shownStrings(pageContent(page)));
  return { text: lines.join('\n'), pages: doc.getPageCount(), title: doc.getTitle() };
}

/** A string a PDF draws, where it starts (points from the page's bottom left) and in which font. */
export interface DrawnText {
  page: number;
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

/**
 * Every string the pages draw with its position, for tests of a document's layout. It reads the
 * text blocks pdf-lib writes (`/Font size Tf`, `1 0 0 1 x y Tm`, `<hex> Tj`), its fonts being the
 * standard Helvetica and Helvetica-Bold.
 */
export async function pdfDrawnText(bytes: Uint8Array): Promise<DrawnText[]> {
  const doc = await PDFDocument.load(bytes);
  const drawn: DrawnText[] = [];
  doc.getPages().forEach((page, index) => {
    for (const block of pageContent(page).matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1] ?? '';
      const font = body.match(/\/(\S+) ([\d.]+) Tf/);
      const at = body.match(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/);
      const [text] = shownStrings(body);
      if (!font || !at || text === undefined) continue;
      drawn.push({
        page: index + 1,
        text,
        x: Number(at[1]),
        y: Number(at[2]),
        size: Number(font[2]),
        bold: (font[1] ?? '').startsWith('Helvetica-Bold'),
      });
    }
  });
  return drawn;
}

/**
 * The pairs of drawn strings that stand over each other ('a' and 'b'): on one page, on one line
 * (baselines closer than the smaller font's size), their widths in their fonts crossing.
 */
export async function overlappingText(bytes: Uint8Array): Promise<string[]> {
  const fonts = await PDFDocument.create();
  const regular = await fonts.embedFont(StandardFonts.Helvetica);
  const bold = await fonts.embedFont(StandardFonts.HelveticaBold);
  const boxes = (await pdfDrawnText(bytes)).map((run) => ({
    ...run,
    right: run.x + (run.bold ? bold : regular).widthOfTextAtSize(run.text, run.size),
  }));
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter(
        (b) => a.page === b.page && Math.abs(a.y - b.y) < Math.min(a.size, b.size) && a.x < b.right && b.x < a.right,
      )
      .map((b) => `'${a.text}' and '${b.text}'`),
  );
}
