/**
 * Small whole images of each kind the store takes (a 1 × 1 PNG, a 2 × 2 JPEG from jpeg-js, a
 * 1 × 1 lossless WebP), and the ways attackers dress other files up as them. Shared by the API
 * tests and the hardening suites.
 */
const base64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
export const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ACgD/9k=',
);
export const WEBP = base64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

const text = (value: string) => new TextEncoder().encode(value);

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** A PNG chunk (its CRC is not checked by anyone here: zeros). */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const length = data.byteLength;
  return concat(
    Uint8Array.of(length >>> 24, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff),
    text(type),
    data,
    new Uint8Array(4),
  );
}

/** The PNG with a chunk inserted after IHDR (33 bytes in). */
const withChunk = (type: string, data: Uint8Array) =>
  concat(PNG.subarray(0, 33), pngChunk(type, data), PNG.subarray(33));

/** The JPEG with a comment segment (COM) right after its start. */
function jpegWithComment(comment: string): Uint8Array {
  const bytes = text(comment);
  const length = bytes.byteLength + 2;
  return concat(JPEG.subarray(0, 2), Uint8Array.of(0xff, 0xfe, length >>> 8, length & 0xff), bytes, JPEG.subarray(2));
}

/** A ZIP archive of one stored file, as `zip` writes it. */
function zipOf(name: string, content: string): Uint8Array {
  const file = text(content);
  const nameBytes = text(name);
  const le16 = (n: number) => Uint8Array.of(n & 0xff, n >>> 8);
  const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
  const local = concat(
    text('PK\u0003\u0004'),
    new Uint8Array(14),
    le32(file.byteLength),
    le32(file.byteLength),
    le16(nameBytes.byteLength),
    le16(0),
    nameBytes,
    file,
  );
  const central = concat(
    text('PK\u0001\u0002'),
    new Uint8Array(16),
    le32(file.byteLength),
    le32(file.byteLength),
    le16(nameBytes.byteLength),
    new Uint8Array(12),
    le32(0),
    nameBytes,
  );
  const end = concat(
    text('PK\u0005\u0006'),
    new Uint8Array(4),
    le16(1),
    le16(1),
    le32(central.byteLength),
    le32(local.byteLength),
    le16(0),
  );
  return concat(local, central, end);
}

/**
 * Files a profile picture must not be, whatever they are named and typed as: another kind of
 * file, a polyglot (an image that is also a page or an archive), an image cut off.
 */
export const NOT_AN_IMAGE: Record<string, Uint8Array> = {
  'HTML behind a PNG name': text('<!doctype html><script>alert(document.cookie)</script>'),
  'SVG with a script': text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  'a GIF': text('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
  'a PDF': text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
  'a ZIP': zipOf('evil.html', '<script>alert(1)</script>'),
  'PNG signature, then a page': concat(PNG.subarray(0, 8), text('<html><script>alert(1)</script></html>')),
  'a PNG whose first chunk holds a page': withChunk('tEXt', text('Comment\u0000<html><script>alert(1)</script>')),
  'a PNG with an archive after it': concat(PNG, zipOf('evil.html', '<script>alert(1)</script>')),
  'a PNG hiding an archive in a chunk': withChunk('zIPz', zipOf('a.txt', 'hidden')),
  'a JPEG whose comment is a page': jpegWithComment('<html><body><script>alert(1)</script>'),
  'a JPEG with an archive after it': concat(JPEG, zipOf('evil.html', '<script>alert(1)</script>')),
  'a PNG cut in half': PNG.subarray(0, 40),
  'a PNG without its end': PNG.subarray(0, PNG.byteLength - 12),
  'a JPEG without its end': JPEG.subarray(0, JPEG.byteLength - 2),
  'a JPEG cut after its header': JPEG.subarray(0, 20),
  'a WebP longer than RIFF says': concat(WEBP, new Uint8Array(16)),
  'a WebP cut off': WEBP.subarray(0, 24),
  'only the PNG signature': PNG.subarray(0, 8),
};
