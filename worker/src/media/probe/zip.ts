/**
 * ZIP archives (the stems) recognised by their structure: a local file header at the start, and
 * an end-of-central-directory record at the end whose directory lies inside the file and starts
 * with a directory entry. A renamed file, or an archive cut off in the middle, is refused.
 */
import { type ByteSource, startsWith, u16le, u32le } from './byte-source.ts';

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const DIRECTORY_ENTRY = [0x50, 0x4b, 0x01, 0x02];
const END_RECORD = [0x50, 0x4b, 0x05, 0x06];
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/** The number of entries of a ZIP archive, or null when the file is not a whole one. */
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
    if (directoryOffset + directorySize > tailStart + o) return null;
    return startsWith(await source.read(directoryOffset, 4), DIRECTORY_ENTRY) ? entries : null;
  }
  return null;
}
