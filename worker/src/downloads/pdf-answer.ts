import { PRIVATE_FILE } from '../media/serve-object.ts';
import { attachmentHeader } from './file-names.ts';

/** A document made for its buyer (an agreement, a receipt), saved as `fileName` and never cached. */
export function pdfAnswer(pdf: Uint8Array, fileName: string, request: Request): Response {
  return new Response(request.method === 'HEAD' ? null : pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': attachmentHeader(fileName),
      'Cache-Control': PRIVATE_FILE,
    },
  });
}
