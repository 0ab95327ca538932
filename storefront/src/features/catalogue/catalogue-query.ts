/**
 * The catalogue's state lives in its address (/tracks?search=&musicTag=&bpm=&sort=&priceSort=&page=)
 * so every result can be shared and rendered on the server. This module reads that address,
 * writes it back, and turns it into the catalogue query. Shared by the page and its filter script.
 */
// The zod-free module: this one runs in the browser as the page loads.
import {
  BPM_MAX,
  BPM_MIN,
  MAX_PAGE,
  MUSIC_TAG_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  type SongSort,
} from '@beats/contract/catalogue-limits';
import { PATHS } from '../../paths.ts';

export const CATALOGUE_PAGE_SIZE = 10;

export const SORT_OPTIONS = [
  { value: 'publishedAt:desc', label: 'Newest' },
  { value: 'publishedAt:asc', label: 'Oldest' },
  { value: 'title:asc', label: 'Title: A to Z' },
  { value: 'title:desc', label: 'Title: Z to A' },
] as const satisfies readonly { value: SongSort; label: string }[];

export const PRICE_SORT_OPTIONS = [
  { value: 'pricing:asc', label: 'Price: Low to High' },
  { value: 'pricing:desc', label: 'Price: High to Low' },
] as const satisfies readonly { value: SongSort; label: string }[];

export type Sort = (typeof SORT_OPTIONS)[number]['value'];
export type PriceSort = (typeof PRICE_SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: Sort = 'publishedAt:desc';

export interface CatalogueState {
  search: string;
  /** '' is All. */
  musicTag: string;
  /** null is All. */
  bpm: number | null;
  sort: Sort;
  /** null is Default: the sort applies. */
  priceSort: PriceSort | null;
  page: number;
}

export const DEFAULT_STATE: CatalogueState = {
  search: '',
  musicTag: '',
  bpm: null,
  sort: DEFAULT_SORT,
  priceSort: null,
  page: 1,
};

const isSort = (value: string | null): value is Sort => SORT_OPTIONS.some((o) => o.value === value);
const isPriceSort = (value: string | null): value is PriceSort => PRICE_SORT_OPTIONS.some((o) => o.value === value);

function wholeNumber(value: string | null): number | null {
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/**
 * Reads the state from an address. Anything unusable (a BPM out of range, an unknown sort, a
 * page below 1 or deeper than the API lets anyone page) falls back to its default, so an edited
 * or stale link still shows a list, and the page never asks the catalogue more than the API would.
 */
export function readCatalogueState(params: URLSearchParams): CatalogueState {
  const bpm = wholeNumber(params.get('bpm'));
  const page = wholeNumber(params.get('page'));
  const sort = params.get('sort');
  const priceSort = params.get('priceSort');
  const musicTag = (params.get('musicTag') ?? '').trim();
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    musicTag: musicTag.toLowerCase() === 'all' ? '' : musicTag.slice(0, MUSIC_TAG_MAX_LENGTH),
    bpm: bpm !== null && bpm >= BPM_MIN && bpm <= BPM_MAX ? bpm : null,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    priceSort: isPriceSort(priceSort) ? priceSort : null,
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of a state; defaults are left out so links stay short. */
export function catalogueHref(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.musicTag) params.set('musicTag', state.musicTag);
  if (state.bpm !== null) params.set('bpm', String(state.bpm));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.priceSort) params.set('priceSort', state.priceSort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${PATHS.tracks}?${query}#search-section` : PATHS.trackSearch;
}

/** The one ordering in force: a price sort wins over the other sort (spec section 7). */
export const effectiveSort = (state: CatalogueState): SongSort => state.priceSort ?? state.sort;

/** Whether any filter or search narrows the list (for the results summary). */
export const isFiltered = (state: CatalogueState): boolean =>
  state.search !== '' || state.musicTag !== '' || state.bpm !== null;
