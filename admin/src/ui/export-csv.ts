/**
 * A list's CSV export: the API's export address with the filters the list shows, so the file
 * holds what the page lists (the API streams it as an attachment: a plain link downloads it).
 */
import type { ListFilters } from './use-list-table.ts';

/** `path` with the filters that are set (an undefined or blank one is no filter), as the list sends them. */
export function exportHref(path: string, filters: ListFilters): string {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}
