/**
 * The storefront's own words about free downloads, besides the API's (FREE_DOWNLOAD_MESSAGES in
 * the contract). Without imports: the layout's script reads them on every page.
 */

/**
 * A mailed link opened where the track is no longer given away (its offer switched off, the
 * track deleted or its exclusive sold): there is no form on the page to ask for a new link.
 */
export const LINK_ENDED_MESSAGE = 'This download link no longer works: the track is not a free download any more.';
