/**
 * What a bought file is saved as, and where it is downloaded from. Names read like the purchase
 * ('Night Drive (Premium WAV Lease).wav') and are safe on every system: no path separators,
 * reserved or control characters, direction overrides or leading dots, and a bounded length.
 */
import type { Deliverable, DownloadKind } from '@beats/contract';

const EXTENSIONS: Record<DownloadKind, string> = {
  mp3: '.mp3',
  wav: '.wav',
  stems: ' stems.zip',
  agreement: ' license agreement.pdf',
};

/** The longest name before its extension, in characters. */
const MAX_BASE = 150;

function safePart(text: string): string {
  return (
    text
      .normalize('NFC')
      // Line breaks and other controls read as spaces; direction marks and overrides, zero-width
      // characters and the like go.
      .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
      .replace(/\p{Cf}/gu, '')
      // Characters Windows, macOS or a shell read as separators, wildcards or quotes.
      .replace(/[\\/:*?"<>|]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
  );
}

/** 'Title (what)', safe and at most MAX_BASE characters. */
function baseName(title: string, what: string): string {
  const base = safePart(`${safePart(title) || 'Track'} (${what})`);
  return [...base].length > MAX_BASE ? `${[...base].slice(0, MAX_BASE - 1).join('')}…` : base;
}

export function downloadFileName(title: string, plan: string, kind: DownloadKind): string {
  return `${baseName(title, safePart(plan) || 'License')}${EXTENSIONS[kind]}`;
}

/** A free download's name: 'Night Drive (free download).mp3', the extension its file has. */
export function freeDownloadFileName(title: string, extension: string): string {
  return `${baseName(title, 'free download')}${/^[a-z0-9]{1,5}$/.test(extension) ? `.${extension}` : ''}`;
}

/**
 * A track's licensed file as the owner uploaded it, for the owner: 'Night Drive (untagged).wav',
 * 'Night Drive (untagged) stems.zip' (the files buyers get and previews are made from).
 */
export function songFileName(title: string, kind: Deliverable): string {
  return `${baseName(title, 'untagged')}${EXTENSIONS[kind]}`;
}

/**
 * `Content-Disposition: attachment` with the name for every browser: RFC 6266's UTF-8
 * `filename*`, and a plain ASCII `filename` (accents dropped, anything else as `_`) for the rest.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Where an item's file is downloaded (only its buyer gets anything but 404 there). */
export const downloadPath = (itemId: string, kind: DownloadKind): string => `/api/downloads/${itemId}/${kind}`;

/** An order's receipt: 'Nova Beats receipt ord-4k2m….pdf'. */
export const receiptFileName = (storeName: string, orderId: string): string =>
  `${safePart(`${safePart(storeName) || 'Store'} receipt ${safePart(orderId)}`)}.pdf`;

/** Where an order's receipt is downloaded (only its buyer gets anything but 404 there). */
export const receiptPath = (orderId: string): string => `/api/downloads/orders/${orderId}/receipt`;
