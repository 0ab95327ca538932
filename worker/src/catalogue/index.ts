// Catalogue reads shared by the API and the server-rendered storefront pages.
export { listPublishedSongs } from './list-songs.ts';
export { getPublishedSong, listFilters, listNewReleases, listRelatedSongs } from './song-queries.ts';
