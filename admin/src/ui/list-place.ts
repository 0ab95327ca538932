/**
 * Where the owner left a list: its page and sort, and the filters they were for, kept in the
 * tab's sessionStorage (per list; gone with the tab). What is read back is checked, as anything
 * stored may be stale or edited: a place that does not fit is no place.
 */
import type { CrudSort } from '@refinedev/core';
import { z } from 'zod';

export interface ListPlace {
  /** The list's filters as useListTable keys them (JSON). */
  filters: string;
  page: number;
  sorters: CrudSort[];
}

const storageKey = (resource: string) => `admin-list-place:${resource}`;

const keptPlace = z.object({
  filters: z.string(),
  page: z.int().min(1).max(10_000),
  sorters: z.array(z.object({ field: z.string(), order: z.enum(['asc', 'desc']) })).max(4),
});

/** The place kept for `resource`, when it was for these filters; else null. */
export function keptListPlace(resource: string, filters: string): ListPlace | null {
  try {
    const kept = keptPlace.safeParse(JSON.parse(sessionStorage.getItem(storageKey(resource)) ?? 'null'));
    return kept.success && kept.data.filters === filters ? kept.data : null;
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
