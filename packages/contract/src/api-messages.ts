/**
 * What any client of the API says about the API itself. Kept apart from the zod schemas (as
 * contact-messages.ts and auth-messages.ts are) so the browser can use them without bundling the
 * validator.
 */

/** A request that never reached the API (offline, or the server is down). */
export const NETWORK_ERROR_MESSAGE = 'Network error or server unavailable.';
