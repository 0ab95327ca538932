/**
 * The store's identity (name, tagline, contact address), kept in a content file so the owner can
 * change it without touching code.
 */
import site from './content/site.json';

export interface SiteInfo {
  name: string;
  tagline: string;
  description: string;
  email: string;
  videoChannelTermsUrl: string;
}

export const SITE: SiteInfo = site;

/** "{page} | {store}", the title of every page but the home page. */
export const pageTitle = (page: string): string => `${page} | ${SITE.name}`;
