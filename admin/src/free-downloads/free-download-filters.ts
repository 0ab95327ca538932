/**
 * The Free downloads page's filters and what the API is asked for them: part of an address
 * (`q`), and the visitors' choice about news (`news=true|false`). The list and its CSV export
 * take the same query, so the file holds the addresses the page lists.
 */
import { FREE_DOWNLOAD_MESSAGES } from '@beats/contract';

export const NEWS_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'agreed', label: 'Agreed' },
  { value: 'notAgreed', label: 'Not agreed' },
] as const;
export type NewsChoice = (typeof NEWS_CHOICES)[number]['value'];

/** A News choice from the control's value; anything else is All. */
export const newsChoiceOf = (value: unknown): NewsChoice =>
  NEWS_CHOICES.find((choice) => choice.value === value)?.value ?? 'all';

/** The query of the list and of the export (an undefined value is no filter). */
export type FreeDownloadFilters = { q: string | undefined; news: 'true' | 'false' | undefined };

const NEWS_QUERY: Record<NewsChoice, FreeDownloadFilters['news']> = {
  all: undefined,
  agreed: 'true',
  notAgreed: 'false',
};

/** The search as typed (spaces around it do not count) and the News choice, as the API takes them. */
export function freeDownloadFilters(search: string, news: NewsChoice): FreeDownloadFilters {
  const q = search.trim();
  return { q: q === '' ? undefined : q, news: NEWS_QUERY[news] };
}

/** What an empty list says: nothing asked for yet, or nothing the filters match. */
export const FILTERED_EMPTY = 'No free downloads match the search and filter.';

export const emptyText = (filters: FreeDownloadFilters): string =>
  filters.q === undefined && filters.news === undefined ? FREE_DOWNLOAD_MESSAGES.empty : FILTERED_EMPTY;

/**
 * What the export holds, said beside its button: the list (and its News filter) is per request,
 * the file one row per address, whose news is its latest choice among the requests whose link it
 * opened (a choice made with someone else's address counts for nothing).
 */
export const EXPORT_NOTE = 'One row per address. News counts only from addresses that opened their link.';

/** What forgetting an address says: the confirmation and its outcome. */
export const FORGET_MESSAGES = {
  title: (email: string) => `Forget ${email}?`,
  content:
    'Every free download asked with this address leaves this list and the export, for someone who asks to be erased or to hear no more. Orders are not touched.',
  deleted: 'Address forgotten.',
  deleteFailed: 'The address could not be forgotten. Please try again.',
} as const;
