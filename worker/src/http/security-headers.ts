/**
 * The security headers of every answer the store gives: API, media, the admin shell, storefront
 * pages, errors and redirects get them from the Worker (`securityHeaders` below, the first
 * middleware of the Worker entry); static files, which Cloudflare serves without running the
 * Worker, get the same ones from the `_headers` file the storefront build writes from
 * `STATIC_FILE_HEADERS`.
 */
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import { editAnswerHeaders } from './edit-headers.ts';

/** On every answer. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP's frame-ancestors; the CSP below says the same.
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
};

/** Two years, subdomains included; sent over https only (browsers ignore it over plain HTTP). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The policy of everything that is not a page (JSON, media, files): nothing in it may load or run,
 * and nobody may frame it. An uploaded SVG or a JSON answer opened directly stays inert.
 */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The storefront's page policy apart from scripts and styles, which Astro adds with the hashes
 * of every inline script and style of the build (see storefront/astro.config.mjs). Everything
 * comes from this origin; `blob:` and `data:` images are the profile-picture preview and inline
 * icons.
 */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/**
 * The admin SPA's shell (a Vite build: its scripts are files on this origin, its components set
 * inline styles). It makes previews with the voice tag by encoding MP3 in the browser: LAME
 * compiled to WebAssembly ('wasm-unsafe-eval' lets WebAssembly compile, not JavaScript's eval),
 * run in a worker its library starts from a blob of its own code. Nothing else is loosened:
 * no eval of JavaScript, no script from elsewhere.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The one kind of page other sites may frame: a track's embeddable player (/embed/{id}, the
 * storefront's features/embed). It only plays, seeks and links to the store in a new tab, so
 * framing it cannot trick a visitor into an action (clickjacking); everything else forbids framing.
 */
export const FRAMEABLE_PAGE = /^\/embed\/[^/]+$/;

/** The headers `_headers` gives every static file (over https in production, so HSTS too). */
export const STATIC_FILE_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_HEADERS,
  'Strict-Transport-Security': HSTS,
  'Content-Security-Policy': RESOURCE_CSP,
};

/** An HTML page (not a file or an answer of the API at a page's address). */
const isPage = (headers: Headers): boolean => /^text\/html\b/.test(headers.get('Content-Type') ?? '');

/** A policy without its `frame-ancestors` directive, and without a trailing separator. */
const withoutFrameAncestors = (policy: string): string =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .join('; ');

/**
 * Puts the security headers on an answer. A page keeps its own policy (Astro's, with its
 * hashes), which must forbid framing: `frame-ancestors` only works in a header, so it is added
 * when missing; the embeddable player (`FRAMEABLE_PAGE`) is framed by anyone instead. Anything else without a policy gets the inert one. An answer that sets or
 * clears the session cookie (login, logout, a renewed session) is never stored by any cache.
 */
export function applySecurityHeaders(headers: Headers, url: URL): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
  if (url.protocol === 'https:') headers.set('Strict-Transport-Security', HSTS);
  const policy = headers.get('Content-Security-Policy');
  if (!policy) headers.set('Content-Security-Policy', RESOURCE_CSP);
  else if (FRAMEABLE_PAGE.test(url.pathname) && isPage(headers)) {
    headers.delete('X-Frame-Options');
    headers.set('Content-Security-Policy', `${withoutFrameAncestors(policy)}; frame-ancestors *`);
  } else if (!/(^|;)\s*frame-ancestors\s/.test(policy)) {
    headers.set('Content-Security-Policy', `${withoutFrameAncestors(policy)}; frame-ancestors 'none'`);
  }
  const setsSession = headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (setsSession && !/\bno-store\b/.test(headers.get('Cache-Control') ?? '')) {
    headers.set('Cache-Control', 'private, no-store');
  }
}

/** The Worker entry's first middleware: whatever answers below it leaves with the headers. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  editAnswerHeaders(c, (headers) => applySecurityHeaders(headers, url));
});
