/**
 * Who may see each page of the store: every page of `src/pages` (as Astro names its route) and
 * the admin shell the Worker entry serves (src/entry.ts). The page guards (src/middleware.ts)
 * read it, and a browser test (e2e/security-pages.spec.ts) fails for a page missing here and
 * opens every page as each role expecting what it says.
 *
 *   anyone      everyone sees the page
 *   signed-in   signed-out visitors go to the login page and come back (`next`)
 *   guests      the login and sign-up pages: signed-in users go on (admins to /admin)
 *   admins      signed-out visitors log in first; accounts that are not admins go home
 */
export type PageAccess = 'anyone' | 'signed-in' | 'guests' | 'admins';

export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  '/': 'anyone',
  '/404': 'anyone',
  '/about': 'anyone',
  '/account': 'signed-in',
  '/auth/login': 'guests',
  '/auth/register': 'guests',
  '/cart': 'anyone',
  '/check-out': 'signed-in',
  '/contact': 'anyone',
  '/embed/[id]': 'anyone',
  '/order-history': 'signed-in',
  '/privacy': 'anyone',
  '/products/[id]': 'anyone',
  '/reset-password': 'anyone',
  '/robots.txt': 'anyone',
  '/services': 'anyone',
  '/sitemap.xml': 'anyone',
  '/sitemap-[part].xml': 'anyone',
  '/terms': 'anyone',
  '/tracks': 'anyone',
  '/tracks/[id]': 'anyone',
  '/video': 'anyone',
  '/admin': 'admins',
};

const pagesFor = (access: PageAccess) =>
  Object.entries(PAGE_ACCESS)
    .filter(([, rule]) => rule === access)
    .map(([page]) => page);

/** Pages (and the addresses below them) for signed-in visitors only. */
export const SIGNED_IN_PAGES = pagesFor('signed-in');
/** Pages signed-in visitors skip. */
export const GUEST_PAGES = pagesFor('guests');

const within = (path: string, roots: readonly string[]) =>
  roots.some((root) => path === root || path.startsWith(`${root}/`));

/**
 * Whether a page's answer depends on who asks (the signed-in and the guests' pages), so no cache
 * may keep it; every other page is the same for everyone.
 */
export function accessOfPath(pathname: string): 'signed-in' | 'guests' | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (within(path, SIGNED_IN_PAGES)) return 'signed-in';
  if (GUEST_PAGES.includes(path)) return 'guests';
  return null;
}
