/**
 * The text of a PDF, line by line, for tests that check what a license agreement says: the
 * document is parsed with pdf-lib, each page's content streams decoded, and the strings its
 * text-showing operators draw read back (WinAnsi, as the standard fonts write them).
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

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

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? Array.from({ length: contents.size() }, (_, i) => contents.lookup(i, PDFRawStream))
        : contents instanceof PDFRawStream
          ? [contents]
          : [];
    for (const stream of streams) lines.push(...shownStrings(latin1(decodePDFRawStream(stream).decode())));
  }
  return { text: lines.join('\n'), pages: doc.getPageCount(), title: doc.getTitle() };
}
