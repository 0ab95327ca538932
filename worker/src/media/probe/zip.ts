/**
 * ZIP archives (the stems) recognised by their structure: a local file header at the start, and
 * an end-of-central-directory record at the end whose directory lies inside the file and holds
 * as many entries as it says. A renamed file, or an archive cut off in the middle, is refused; so
 * is an archive whose entries would land outside the folder it is unpacked in (`../`, absolute
 * or drive paths, backslashes, control characters: "zip slip"), since buyers unpack what they
 * download.
 */
import { type ByteSource, startsWith, u16le, u32le } from './byte-source.ts';

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const DIRECTORY_ENTRY = [0x50, 0x4b, 0x01, 0x02];
const END_RECORD = [0x50, 0x4b, 0x05, 0x06];
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/** The directory of any sane stems archive is far smaller than this. */
const DIRECTORY_MAX_BYTES = 1024 * 1024;

/** Whether an entry's name stays inside the folder the archive is unpacked in. */
export function isSafeEntryName(name: string): boolean {
  if (name === '' || /[\\\p{Cc}]/u.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/** The names in a central directory of `entries` entries, or null when it is not one. */
function entryNames(directory: Uint8Array, entries: number): string[] | null {
  const names: string[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > directory.byteLength || !startsWith(directory, DIRECTORY_ENTRY, offset)) return null;
    const nameLength = u16le(directory, offset + 28);
    const next = offset + 46 + nameLength + u16le(directory, offset + 30) + u16le(directory, offset + 32);
    if (next > directory.byteLength) return null;
    names.push(new TextDecoder().decode(directory.subarray(offset + 46, offset + 46 + nameLength)));
    offset = next;
  }
  return names;
}

/**
 * The number of entries of a ZIP archive, or null when the file is not a whole one, or holds an
 * entry that would be unpacked outside its folder.
 */
export async function zipEntries(source: ByteSource): Promise<number | null> {
  if (!startsWith(await source.read(0, 4), LOCAL_HEADER)) return null;
  const tailStart = Math.max(0, source.size - END_SEARCH);
  const tail = await source.read(tailStart, source.size - tailStart);
  for (let o = tail.byteLength - 22; o >= 0; o--) {
    if (!startsWith(tail, END_RECORD, o)) continue;
    const entries = u16le(tail, o + 10);
    const directorySize = u32le(tail, o + 12);
    const directoryOffset = u32le(tail, o + 16);
    // ZIP64 archives (over 4 GB or 65,535 entries) mark these fields 0xFFFF...: their directory
    // is described elsewhere; the store's limit keeps stems far below that.
    if (entries === 0 || entries === 0xffff || directoryOffset === 0xffffffff) return null;
    if (directoryOffset + directorySize > tailStart + o || directorySize > DIRECTORY_MAX_BYTES) return null;
    const names = entryNames(await source.read(directoryOffset, directorySize), entries);
    return names?.every(isSafeEntryName) ? entries : null;
  }
  return null;
}
