/**
 * Where the owner left a list: its page and sort, and the filters they were for, kept in the
 * tab's sessionStorage (per list; gone with the tab). What is read back is checked, as anything
 * stored may be stale or edited: a place that does not fit is no place.
 */
import type { CrudSort } from '@refinedev/core';

export interface ListPlace {
  /** The list's filters as useListTable keys them (JSON). */
  filters: string;
  page: number;
  sorters: CrudSort[];
}

const storageKey = (resource: string) => `admin-list-place:${resource}`;

const isSort = (value: unknown): value is CrudSort =>
  typeof value === 'object' &&
  value !== null &&
  'field' in value &&
  typeof value.field === 'string' &&
  'order' in value &&
  (value.order === 'asc' || value.order === 'desc');

/** The place kept for `resource`, when it was for these filters; else null. */
export function keptListPlace(resource: string, filters: string): ListPlace | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(storageKey(resource)) ?? 'null');
    if (typeof kept !== 'object' || kept === null || !('filters' in kept) || kept.filters !== filters) return null;
    if (!('page' in kept) || typeof kept.page !== 'number' || !Number.isInteger(kept.page)) return null;
    if (kept.page < 1 || kept.page > 10_000) return null;
    if (!('sorters' in kept) || !Array.isArray(kept.sorters) || kept.sorters.length > 4) return null;
    const sorters: unknown[] = kept.sorters;
    return sorters.every(isSort) ? { filters, page: kept.page, sorters } : null;
  } catch {
    // Storage refused (private mode, quota) or not JSON: the list opens at its start.
    return null;
  }
}

export function keepListPlace(resource: string, place: ListPlace): void {
  try {
    sessionStorage.setItem(storageKey(resource), JSON.stringify(place));
  } catch {
    // Storage refused: the list will open at its start next time, as it did before.
  }
}
