/**
 * Images recognised by their first bytes (a renamed file or a wrong Content-Type does not get in),
 * and checked whole (`isWholeImage`): their structure walked from the signature to its end marker
 * with nothing after it, no markup near their start and no ZIP directory in them. Refused: a file
 * cut off; a polyglot that is also a page (an image whose first bytes a browser sniffing for HTML
 * would read as markup) or also an archive (ZIP readers start from the end, so an archive appended
 * to an image, or hidden in one of its chunks, is a second file in the same bytes).
 */
import { fourCC, startsWith, u16be, u16le, u32be, u32le } from './byte-source.ts';

export interface ImageType {
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/** The image type the bytes declare, or null when they are not a JPEG, PNG or WebP file. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && fourCC(bytes, 8) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/** The width and height a WebP file declares (lossy, lossless or extended), or null when it is no WebP. */
export function webpSize(b: Uint8Array): { width: number; height: number } | null {
  if (sniffImageType(b)?.extension !== 'webp') return null;
  const chunk = fourCC(b, 12);
  if (chunk === 'VP8 ') {
    // A key frame: its start code, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = ((b[24] ?? 0) | ((b[25] ?? 0) << 8) | ((b[26] ?? 0) << 16)) + 1;
    const height = ((b[27] ?? 0) | ((b[28] ?? 0) << 8) | ((b[29] ?? 0) << 16)) + 1;
    return { width, height };
  }
  return null;
}

/** PNG: the signature, IHDR first, at least one IDAT, IEND last and at the very end. */
function wholePng(b: Uint8Array): boolean {
  let offset = 8;
  let chunks = 0;
  let data = false;
  while (offset + 12 <= b.byteLength) {
    const length = u32be(b, offset);
    const type = fourCC(b, offset + 4);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > b.byteLength) return false;
    if (chunks === 0 && (type !== 'IHDR' || length !== 13)) return false;
    chunks += 1;
    if (type === 'IDAT') data = true;
    if (type === 'IEND') return length === 0 && end === b.byteLength && data;
    offset = end;
  }
  return false;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Start-of-frame markers: C0 to CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: SOI, segments within the file, a frame and a scan, EOI at the very end. */
function wholeJpeg(b: Uint8Array): boolean {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let offset = 2;
  let frame = false;
  let scan = false;
  while (offset + 1 < b.byteLength) {
    if (b[offset] !== 0xff) return false;
    const marker = b[offset + 1] ?? 0;
    if (marker === 0xff) {
      // A fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return frame && scan && offset + 2 === b.byteLength;
    if (isRestart(marker) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const end = offset + 2 + u16be(b, offset + 2);
    if (offset + 4 > b.byteLength || u16be(b, offset + 2) < 2 || end > b.byteLength) return false;
    if (isFrame(marker)) frame = true;
    offset = end;
    if (marker === 0xda) {
      scan = true;
      // The compressed data runs to the next marker that is neither a stuffed 0xFF nor a restart.
      while (offset + 1 < b.byteLength) {
        const next = b[offset + 1] ?? 0;
        if (b[offset] === 0xff && next !== 0x00 && !isRestart(next)) break;
        offset += 1;
      }
    }
  }
  return false;
}

/** WebP: RIFF's size is the file's, its chunks (an image chunk first) end exactly at the end. */
function wholeWebp(b: Uint8Array): boolean {
  if (b.byteLength < 20 || u32le(b, 4) + 8 !== b.byteLength) return false;
  let offset = 12;
  let chunks = 0;
  while (offset + 8 <= b.byteLength) {
    const type = fourCC(b, offset);
    const length = u32le(b, offset + 4);
    if (chunks === 0 && !['VP8 ', 'VP8L', 'VP8X'].includes(type)) return false;
    chunks += 1;
    offset += 8 + length + (length % 2);
    if (offset > b.byteLength) return false;
  }
  return chunks > 0 && offset === b.byteLength;
}

/** Markup a browser sniffing for a page would find near the start of a file. */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml|\?php)/i;
/** How far from the start browsers look when they sniff. */
const SNIFF_BYTES = 1024;
/** A ZIP end-of-central-directory record is within this many bytes of the end (22 + a comment). */
const ZIP_END_SEARCH = 22 + 0xffff;

function holdsMarkup(b: Uint8Array): boolean {
  return MARKUP.test(String.fromCharCode(...b.subarray(0, SNIFF_BYTES)));
}

function holdsZipDirectory(b: Uint8Array): boolean {
  for (let o = b.byteLength - 22; o >= Math.max(0, b.byteLength - ZIP_END_SEARCH); o--) {
    if (b[o] === 0x50 && b[o + 1] === 0x4b && b[o + 2] === 0x05 && b[o + 3] === 0x06) return true;
  }
  return false;
}

const WALKERS = { png: wholePng, jpg: wholeJpeg, webp: wholeWebp } as const;

export function isWholeImage(bytes: Uint8Array, extension: keyof typeof WALKERS): boolean {
  return WALKERS[extension](bytes) && !holdsMarkup(bytes) && !holdsZipDirectory(bytes);
}
