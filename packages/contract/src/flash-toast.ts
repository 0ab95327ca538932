/**
 * A toast for the next page of the store, for messages that come with a navigation (logging
 * out of the admin lands on the storefront with the spec's toast). Both apps read one key.
 */
export const FLASH_TOAST_KEY = 'store:flash-toast';
