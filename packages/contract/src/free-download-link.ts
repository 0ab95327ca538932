/**
 * The address a free download's mail links to, and its secret. Without zod: the layout's script
 * reads the link's fragment on every page (it takes the token out of the address bar at once),
 * so it must not bring the schemas with it.
 */

/**
 * A mailed link's secret: 32 symbols of the store's token alphabet (lower-case letters and
 * digits without look-alikes). It rides in the track page's URL fragment (`#free-download=`), so
 * it never reaches a server log or a cache key, and in the path of the calls that use it.
 */
export const FREE_DOWNLOAD_TOKEN = /^[a-km-np-z2-9]{32}$/;
export const FREE_DOWNLOAD_FRAGMENT = 'free-download';

/** The track page's address that a mail links to. */
export const freeDownloadLink = (origin: string, songId: number, token: string): string =>
  `${origin}/products/${songId}#${FREE_DOWNLOAD_FRAGMENT}=${token}`;
