import { SongListQuerySchema } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { catalogueHref, DEFAULT_STATE, effectiveSort, isFiltered, readCatalogueState } from './catalogue-query.ts';

const read = (query: string) => readCatalogueState(new URLSearchParams(query));

describe('the catalogue address', () => {
  it('reads every filter, the sorts and the page', () => {
    expect(
      read('search=%20dark%20piano%20&musicTag=Lo-Fi&bpm=90&sort=title:desc&priceSort=pricing:asc&page=3'),
    ).toEqual({
      search: 'dark piano',
      musicTag: 'Lo-Fi',
      bpm: 90,
      sort: 'title:desc',
      priceSort: 'pricing:asc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unusable, so an edited link still shows a list', () => {
    expect(read('')).toEqual(DEFAULT_STATE);
    expect(read('musicTag=All&bpm=0&sort=pricing:asc&priceSort=title:asc&page=0')).toEqual(DEFAULT_STATE);
    expect(read('bpm=301&page=-2')).toEqual(DEFAULT_STATE);
    expect(read('bpm=abc&page=1.5')).toEqual(DEFAULT_STATE);
    expect(read(`search=${'x'.repeat(250)}`).search).toHaveLength(200);
    expect(read(`musicTag=${'t'.repeat(80)}`).musicTag).toHaveLength(50);
  });

  it('turns any address, however edited, into a query the catalogue API accepts', () => {
    for (const query of [
      `search=${'x'.repeat(250)}&musicTag=${'t'.repeat(80)}`,
      'bpm=300&sort=title:asc&priceSort=pricing:desc&page=7',
      'search=%20&musicTag=%20&bpm=-1&page=abc',
    ]) {
      const state = read(query);
      const apiQuery = {
        page: String(state.page),
        search: state.search || undefined,
        musicTag: state.musicTag || undefined,
        bpm: state.bpm === null ? undefined : String(state.bpm),
        sort: effectiveSort(state),
      };
      expect(SongListQuerySchema.safeParse(apiQuery).success, query).toBe(true);
    }
  });

  it('writes short addresses: defaults are left out, and the list is scrolled into view', () => {
    expect(catalogueHref(DEFAULT_STATE)).toBe('/tracks#search-section');
    expect(catalogueHref({ ...DEFAULT_STATE, search: 'lo fi & rain', page: 2 })).toBe(
      '/tracks?search=lo+fi+%26+rain&page=2#search-section',
    );
    expect(catalogueHref({ ...DEFAULT_STATE, musicTag: 'Chill', bpm: 82, sort: 'title:asc' })).toBe(
      '/tracks?musicTag=Chill&bpm=82&sort=title%3Aasc#search-section',
    );
  });

  it('round-trips through the address', () => {
    const state = {
      search: 'night',
      musicTag: 'Dark',
      bpm: 140,
      sort: 'publishedAt:asc' as const,
      priceSort: null,
      page: 4,
    };
    const href = catalogueHref(state);
    expect(read(new URL(href, 'http://store.test').search)).toEqual(state);
  });

  it('uses the price sort when there is one, else the other sort', () => {
    expect(effectiveSort(DEFAULT_STATE)).toBe('publishedAt:desc');
    expect(effectiveSort({ ...DEFAULT_STATE, sort: 'title:asc' })).toBe('title:asc');
    expect(effectiveSort({ ...DEFAULT_STATE, sort: 'title:asc', priceSort: 'pricing:desc' })).toBe('pricing:desc');
  });

  it('says whether a search or filter narrows the list (sorting and paging do not)', () => {
    expect(isFiltered({ ...DEFAULT_STATE, sort: 'title:asc', page: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_STATE, search: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_STATE, musicTag: 'Chill' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_STATE, bpm: 90 })).toBe(true);
  });
});
