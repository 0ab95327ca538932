// @ts-check
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import { PAGE_CSP_DIRECTIVES, STATIC_FILE_HEADERS } from '@beats/worker/security-headers';
import { defineConfig } from 'astro/config';
import { EARLY_PRESS_SCRIPT } from './src/features/player/early-press.ts';
import { COVER_FALLBACK_SCRIPT } from './src/ui/cover-fallback.ts';

/** An inline script's CSP source: the SHA-256 of its exact text. */
const cspHash = (/** @type {string} */ text) =>
  /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(text).digest('base64')}`);

const HEADERS_BLOCK_START = '# Security headers of every static file (written by storefront/astro.config.mjs)';
const HEADERS_BLOCK_END = '# End of the security headers';

/**
 * Static files (scripts, styles, images) are served by Cloudflare without running the Worker,
 * so the Worker's security headers reach them through the `_headers` file, written here from the
 * same definitions (worker/src/http/security-headers.ts).
 * @returns {import('astro').AstroIntegration}
 */
function staticFileHeaders() {
  return {
    name: 'beat-store:static-file-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL('_headers', dir);
        const existing = await readFile(file, 'utf8').catch(() => '');
        // Replaces the block of an earlier build rather than adding a second one.
        const kept = existing.replace(new RegExp(`${HEADERS_BLOCK_START}[\\s\\S]*?${HEADERS_BLOCK_END}\\n?`), '');
        const lines = Object.entries(STATIC_FILE_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
        const block = [HEADERS_BLOCK_START, '/*', ...lines, HEADERS_BLOCK_END].join('\n');
        await writeFile(file, `${kept.trim() ? `${kept.trimEnd()}\n\n` : ''}${block}\n`);
      },
    },
  };
}

/**
 * The store's client directives: `client:player`, islands that hydrate once the site's player
 * starts (the bottom bar, src/features/player/player-directive.ts), and `client:needed`, islands
 * that hydrate once they have something to show (src/ui/needed-directive.ts).
 * @returns {import('astro').AstroIntegration}
 */
function storeDirectives() {
  return {
    name: 'beat-store:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'player', entrypoint: './src/features/player/player-directive.ts' });
        addClientDirective({ name: 'needed', entrypoint: './src/ui/needed-directive.ts' });
      },
    },
  };
}

/**
 * Astro asks each renderer whether an untagged component is theirs, and React's answer is to
 * render it in full (@astrojs/react's `check`), so every React component a page drew (its
 * islands, and any markup drawn with React) was rendered twice on the server, each render with
 * its own stream. This tags the default export of each of the store's `.tsx` modules as React's, the
 * way Astro's own MDX tags its components, so the render happens once. Server build only: the
 * browser's copies stay as they were. A module this cannot read is left untagged, which is only
 * slower.
 * @returns {import('vite').Plugin}
 */
function reactComponentsTagged() {
  const defaultFunction = /^export default function (\w+)/m;
  return {
    name: 'beat-store:react-components-tagged',
    enforce: 'post',
    transform(code, id, options) {
      if (!options?.ssr || !/\/src\/.+\.tsx$/.test(id)) return;
      const component = defaultFunction.exec(code)?.[1];
      if (!component) return;
      return {
        code: `${code}\nObject.defineProperty(${component}, Symbol.for('astro:renderer'), { value: '@astrojs/react' });\n`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  output: 'server',
  adapter: cloudflare({
    configPath: '../wrangler.toml',
    persistState: { path: '../.wrangler/state' },
    // Covers come from R2 at run time; local images are optimised at build time.
    imageService: 'compile',
  }),
  integrations: [
    // React renders each island to a string, not a stream: no island suspends on the server (the
    // lazy parts, the license dialog, player controls and account menu, render only in the
    // browser), and a stream per island cost a page's render about a tenth of its CPU.
    react({ experimentalDisableStreaming: true }),
    staticFileHeaders(),
    storeDirectives(),
  ],
  // The admin SPA is built into dist/client/admin after Astro (see the root build script).
  // Style sheets stay files too: an inline one differs per page, and a page the client router
  // swaps in could not add its own to the policy of the page it replaces.
  build: { assets: '_astro', inlineStylesheets: 'never' },
  security: {
    // Each page's Content-Security-Policy header: scripts and <style> elements only from this
    // origin or by the hash of an inline one (Astro's island and directive scripts and island
    // style, the page shell's cover fallback and early play press), the same on every page, so
    // a page the client router swaps in runs under the policy of the first. No injected script
    // can run. Inline style="" attributes (React islands, a few templates) are allowed.
    csp: {
      directives: [...PAGE_CSP_DIRECTIVES],
      scriptDirective: { hashes: [cspHash(COVER_FALLBACK_SCRIPT), cspHash(EARLY_PRESS_SCRIPT)] },
      styleDirective: {
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
  vite: {
    plugins: [reactComponentsTagged()],
    build: {
      // One stylesheet for the whole site (two files, the pages' and the islands', ordered by the
      // Astro patch): two requests hold a page's first paint where there were up to twelve, and
      // every later page finds them cached (README, "One stylesheet for the site").
      cssCodeSplit: false,
      // Scripts stay files: the client router answers an inline module script by injecting a
      // `data:` script, which the policy (rightly) refuses.
      assetsInlineLimit: (file) => (/\.m?js$/.test(file) ? false : undefined),
    },
  },
  // Shiki colours code with inline styles, which the policy above does not let through; the
  // store's Markdown pages have no code to colour.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // Accounts use the store's own sessions (worker/src/auth), not Astro sessions.
  session: false,
  telemetry: false,
  // Old and spec addresses that live elsewhere now. The build writes them to the static assets'
  // _redirects, which answer before the Worker runs (the query string is kept): /dashboard leads
  // to /order-history, whose guard then asks a signed-out visitor to log in.
  redirects: {
    // The original store sent people to /home after Google sign-in.
    '/home': { status: 301, destination: '/' },
    '/login': { status: 301, destination: '/auth/login' },
    '/register': { status: 301, destination: '/auth/register' },
    // The customer's dashboard is their order history.
    '/dashboard': { status: 302, destination: '/order-history' },
    // The original store's cart address, for old links and bookmarks.
    '/shoping-cart': { status: 301, destination: '/cart' },
  },
});
