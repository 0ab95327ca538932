import { isTrackPath, PATHS } from '../paths.ts';

/** The top navigation, in the spec's order. */
export const NAV_LINKS = [
  { href: PATHS.home, label: 'Home' },
  { href: PATHS.about, label: 'About' },
  { href: PATHS.tracks, label: 'Tracks' },
  { href: PATHS.video, label: 'Video' },
  { href: PATHS.services, label: 'Services' },
  { href: PATHS.contact, label: 'Contact' },
] as const;

/** Whether a navigation link is the current page (a section's subpages count: a track's page is Tracks). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === PATHS.home) return pathname === PATHS.home;
  if (href === PATHS.tracks && isTrackPath(pathname)) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
