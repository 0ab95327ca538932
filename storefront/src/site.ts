/**
 * The store's identity (name, tagline, contact address), kept in a content file so the owner can
 * change it without touching code; the Worker and the admin read the same file.
 */
import { STORE_IDENTITY, type StoreIdentity } from '@beats/contract/store-identity';

export type SiteInfo = StoreIdentity;

export const SITE: SiteInfo = STORE_IDENTITY;

/** "{page} | {store}", the title of every page but the home page. */
export const pageTitle = (page: string): string => `${page} | ${SITE.name}`;
