/**
 * What the catalogue page shows, read on the server: one page of the list for the address's
 * state, the filter options over all published songs, and the new releases strip. `list` is null
 * when the catalogue cannot be read (the page says so and answers 503).
 *
 * Only the list depends on the address: the filter options and the newest releases are reads
 * every render shares while the catalogue stays as it is (`shared`), as are the releases the home
 * and about pages show.
 */
import type { Page, Song, SongFilters } from '@beats/contract';
import { listNewReleases, listPublishedSongs, sharedFilters } from '@beats/worker/catalogue';
import { db, shared, workerEnv } from '../../lib/db.server.ts';
import { type PlayableTrack, toPlayable } from '../player/playable.ts';
import { CATALOGUE_PAGE_SIZE, type CatalogueState, effectiveSort } from './catalogue-query.ts';

/** How many new releases the catalogue's strip offers (the most any page shows). */
const RELEASES_SHOWN = 20;

/** The `count` newest published songs (at most RELEASES_SHOWN), from the one shared read. */
export async function loadNewReleases(count = RELEASES_SHOWN): Promise<Song[]> {
  const releases = await shared('new-releases', () => listNewReleases(db(), RELEASES_SHOWN));
  return releases.slice(0, count);
}

/** The filter options over every published song (the copy the API answers from too). */
export const loadFilters = (): Promise<SongFilters> => sharedFilters(workerEnv);

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
      loadFilters(),
      loadNewReleases(),
    ]);
    return { list, filters, releases: releases.map(toPlayable) };
  } catch (error) {
    console.error('Catalogue page: the catalogue could not be read', error);
    return { list: null, filters: { musicTags: [], bpms: [] }, releases: [] };
  }
}
