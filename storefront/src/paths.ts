/**
 * The storefront's addresses, in one place: every link the code builds comes from here, so a page
 * that moves changes here only. (The pages themselves are the files under pages/.)
 */
export const PATHS = {
  home: '/',
  about: '/about',
  tracks: '/tracks',
  /** The catalogue scrolled to its search and results. */
  trackSearch: '/tracks#search-section',
  cart: '/cart',
  checkout: '/check-out',
  account: '/account',
  orders: '/order-history',
  video: '/video',
  services: '/services',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  admin: '/admin',
  login: '/auth/login',
  register: '/auth/register',
} as const;

const TRACK_PREFIX = '/products/';

/** A track's page. */
export const trackPath = (id: number): string => `${TRACK_PREFIX}${id}`;

/** Whether a path is a track's page (they belong to the Tracks section of the navigation). */
export const isTrackPath = (pathname: string): boolean => pathname.startsWith(TRACK_PREFIX);

/** A track's embeddable player, the page other sites frame (features/embed). */
export { embedPath } from '@beats/contract';

/** The link Share copies: /tracks/{id} answers with a permanent redirect to the track page. */
export const trackShareUrl = (origin: string, id: number): string => `${origin}/tracks/${id}`;

/** The login page, with where to go once signed in. */
export const loginPath = (next?: string | null): string =>
  next ? `${PATHS.login}?next=${encodeURIComponent(next)}` : PATHS.login;

export const registerPath = (next?: string | null): string =>
  next ? `${PATHS.register}?next=${encodeURIComponent(next)}` : PATHS.register;
