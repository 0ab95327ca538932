// Catalogue reads shared by the API and the server-rendered storefront pages.
export { listPublishedSongs } from './list-songs.ts';
export { SHARED_READ_MAX_AGE_MS, sharedRead } from './shared-reads.ts';
export { listSitemapTracks, SITEMAP_PART_SIZE, type SitemapTrack, sitemapTrackParts } from './sitemap-tracks.ts';
export { getPublishedSong, getSongWithRelated, listFilters, listNewReleases, sharedFilters } from './song-queries.ts';
