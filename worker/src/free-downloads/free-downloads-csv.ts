/** The free downloads' addresses as CSV, one row each (http/csv.ts defuses formulas). */
import { csvLine } from '../http/csv.ts';
import type { FreeDownloadAddress } from './admin-free-downloads.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A row under FREE_DOWNLOAD_CSV_HEADER. */
export const addressLine = (address: FreeDownloadAddress): string =>
  csvLine([
    address.email,
    yesNo(address.confirmed),
    yesNo(address.news),
    address.tracks.join('; '),
    String(address.downloads),
    address.firstAskedAt,
    address.lastAskedAt,
  ]);
