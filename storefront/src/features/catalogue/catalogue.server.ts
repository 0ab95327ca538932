/**
 * What the catalogue page shows, read on the server: one page of the list for the address's
 * state, the filter options over all published songs, and the new releases strip. `list` is null
 * when the catalogue cannot be read (the page says so and answers 503).
 */
import type { Page, Song, SongFilters } from '@beats/contract';
import { listFilters, listNewReleases, listPublishedSongs } from '@beats/worker/catalogue';
import { db } from '../../lib/db.server.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';
import { CATALOGUE_PAGE_SIZE, type CatalogueState, effectiveSort } from './catalogue-query.ts';

/** How many new releases the catalogue's strip offers. */
const RELEASES_SHOWN = 20;

export interface CatalogueData {
  list: Page<Song> | null;
  filters: SongFilters;
  releases: PlayableTrack[];
}

export async function loadCatalogue(state: CatalogueState): Promise<CatalogueData> {
  try {
    const [list, filters, releases] = await Promise.all([
      listPublishedSongs(db(), {
        page: state.page,
        limit: CATALOGUE_PAGE_SIZE,
        search: state.search || undefined,
        musicTag: state.musicTag || undefined,
        bpm: state.bpm ?? undefined,
        sort: effectiveSort(state),
      }),
      listFilters(db()),
      listNewReleases(db(), RELEASES_SHOWN),
    ]);
    return { list, filters, releases: releases.map(toPlayable) };
  } catch (error) {
    console.error('Catalogue page: the catalogue could not be read', error);
    return { list: null, filters: { musicTags: [], bpms: [] }, releases: [] };
  }
}
