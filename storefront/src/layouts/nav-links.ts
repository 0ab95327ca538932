/** The top navigation, in the spec's order. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/tracks', label: 'Tracks' },
  { href: '/video', label: 'Video' },
  { href: '/services', label: 'Services' },
  { href: '/contact', label: 'Contact' },
] as const;

/** Whether a navigation link is the current page (a section's subpages count: /products is Tracks). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  if (href === '/tracks' && pathname.startsWith('/products/')) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}
